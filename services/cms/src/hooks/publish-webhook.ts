import type { CollectionAfterChangeHook } from 'payload'

export const WEBHOOK_TIMEOUT_MS = 5000

/**
 * afterChange hook of drafts-enabled collections: when a document is saved as published, POST
 * {collection, id, slug} to BUILD_WEBHOOK_URL (if set). Fire-and-forget: the save never waits for it and a failure
 * is only logged. Skipped when the operation's context carries `skipWebhook` (the seed does that).
 */
export const publishWebhook: CollectionAfterChangeHook = ({ collection, context, doc, req }) => {
  const url = process.env.BUILD_WEBHOOK_URL
  if (!url || context?.skipWebhook) return doc
  if ((doc as { _status?: string })._status !== 'published') return doc
  const d = doc as Record<string, unknown>
  const slug = d.slug ?? d.productId ?? d.cityId ?? d.city ?? null
  const body = JSON.stringify({ collection: collection.slug, id: d.id, slug })
  void fetch(url, {
    body,
    headers: { 'content-type': 'application/json' },
    method: 'POST',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
    .then((res) => {
      if (!res.ok) req.payload.logger.warn(`Build webhook ${url} answered ${res.status}`)
    })
    .catch((err: unknown) => {
      req.payload.logger.warn(`Build webhook ${url} failed: ${err instanceof Error ? err.message : String(err)}`)
    })
  return doc
}
