import type { GeneratePreviewURL } from 'payload'

import { siteUrl } from './env'

/** `${SITE_URL}/{locale}/preview?collection=..&id=..` (the site implements the route). */
export const previewUrl = (collection: string, id: unknown, locale: string): string =>
  `${siteUrl()}/${locale}/preview?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id ?? ''))}`

export const previewFor =
  (collection: string): GeneratePreviewURL =>
  (doc, { locale }) =>
    previewUrl(collection, doc.id, locale || 'fr')
