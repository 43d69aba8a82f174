import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, publishedOrAdmin } from '../access'
import { publishWebhook } from '../hooks/publish-webhook'
import { previewFor } from '../preview'

/** Options of content collections: drafts, published-only anonymous reads, build webhook, preview URL. */
export const draftsCollection = (
  slug: string,
): Pick<CollectionConfig, 'access' | 'hooks' | 'versions'> & {
  preview: NonNullable<NonNullable<CollectionConfig['admin']>['preview']>
} => ({
  access: { create: isAdmin, delete: isAdmin, read: publishedOrAdmin, update: isAdmin, readVersions: isAdmin },
  hooks: { afterChange: [publishWebhook] },
  versions: { drafts: true, maxPerDoc: 20 },
  preview: previewFor(slug),
})

/** Options of plain collections: public reads, admin writes. */
export const publicReadAccess: CollectionConfig['access'] = {
  create: isAdmin,
  delete: isAdmin,
  read: anyone,
  update: isAdmin,
}
