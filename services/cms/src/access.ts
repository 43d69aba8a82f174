import type { Access } from 'payload'

/** Logged-in users (admins) only. */
export const isAdmin: Access = ({ req }) => Boolean(req.user)

/** Anyone. */
export const anyone: Access = () => true

/**
 * Read access of drafts-enabled collections: admins see everything (drafts included); anonymous requests only
 * published documents, even when they ask for `draft: true`.
 */
export const publishedOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
