import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../env'
import { publicReadAccess } from './shared'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: publicReadAccess,
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/*'],
    imageSizes: [{ name: 'thumbnail', width: 480, height: 270, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    { name: 'title', type: 'text' },
    { name: 'city', type: 'text', index: true },
  ],
}
