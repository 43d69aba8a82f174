import path from 'node:path'

import type { CollectionConfig, ImageSize } from 'payload'

import { dataDir } from '../env'
import { ALLOWED_UPLOAD_TYPES, checkMediaUpload } from './media-upload-check'
import { publicReadAccess } from './shared'

/**
 * The widths the site's `srcset` offers (ADR 0200): WebP, aspect ratio kept, never enlarged (Payload leaves a size
 * out when the original is narrower). The original stays as uploaded: the `src` fallback.
 */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const

const webpSize = (width: number): ImageSize => ({
  name: `w${width}`,
  width,
  formatOptions: { format: 'webp', options: { quality: 74, effort: 2 } },
})

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: publicReadAccess,
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    // Raster images only, their bytes decoded and matched to their name and type (media-upload-check.ts, ADR 0343).
    mimeTypes: ALLOWED_UPLOAD_TYPES,
    pasteURL: false,
    imageSizes: MEDIA_WIDTHS.map(webpSize),
    adminThumbnail: 'w480',
  },
  hooks: { beforeOperation: [checkMediaUpload] },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    { name: 'caption', type: 'text', localized: true },
    { name: 'title', type: 'text' },
    { name: 'city', type: 'text', index: true },
  ],
}
