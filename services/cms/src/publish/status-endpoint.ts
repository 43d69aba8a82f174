import type { Endpoint, Field } from 'payload'

import { fetchWebPublishState, publishDeliveries, publishStatusOf, type PublishDeliveries } from './deliveries'

/**
 * GET /api/publish-status?collection=<slug>&id=<id> (signed-in editors only): where the document's last publish is
 * (src/publish/deliveries.ts `PublishStatus`), read by the admin's publish-status field (ADR 0348). The site settings
 * global is `collection=site-settings&id=global`.
 */
export function publishStatusHandler(
  deps: { deliveries?: PublishDeliveries; fetch?: typeof fetch; env?: NodeJS.ProcessEnv } = {},
): Endpoint['handler'] {
  return async (req) => {
    const headers = { 'cache-control': 'no-store' }
    if (!req.user) return Response.json({ error: 'UNAUTHORIZED' }, { status: 401, headers })
    const collection = typeof req.query?.collection === 'string' ? req.query.collection : ''
    const id = typeof req.query?.id === 'string' ? req.query.id : ''
    if (!/^[a-z-]{1,64}$/.test(collection) || !/^[\w-]{1,64}$/.test(id)) {
      return Response.json(
        { error: 'BAD_REQUEST', message: 'collection and id are required' },
        { status: 400, headers },
      )
    }
    const env = deps.env ?? process.env
    const record = (deps.deliveries ?? publishDeliveries).get(`${collection}:${id}`)
    const webhookUrl = env.BUILD_WEBHOOK_URL
    const web =
      record?.state === 'delivered' && record.requestId && webhookUrl
        ? await fetchWebPublishState(record.requestId, {
            webhookUrl,
            secret: env.BUILD_WEBHOOK_SECRET,
            fetch: deps.fetch,
          })
        : null
    return Response.json(publishStatusOf(record, web), { headers })
  }
}

export const publishStatusEndpoint: Endpoint = {
  path: '/publish-status',
  method: 'get',
  handler: publishStatusHandler(),
}

/** The sidebar field that shows it (no column: a `ui` field stores nothing, so no migration). */
export const publishStatusField: Field = {
  name: 'publishStatus',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/publish-status#PublishStatusField' },
  },
}
