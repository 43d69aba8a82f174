/**
 * The editor sees whether a publish went live (ADR 0348): the CMS records each publish's delivery
 * (src/publish/deliveries.ts, fed by deliverPublish), asks the web server about the acknowledged publish
 * (GET <BUILD_WEBHOOK_URL>/<requestId>) and answers the admin's "Live site" field at GET /api/publish-status:
 * pending while delivering, delivered, live, failed (with the build's result), gave-up, refused.
 */
import assert from 'node:assert/strict'
import http from 'node:http'
import { after, before, describe, test } from 'node:test'

import { describePublishStatus } from '../src/publish/describe'
import { deliverPublish } from '../src/hooks/publish-webhook'
import { fetchWebPublishState, PublishDeliveries, publishStatusOf } from '../src/publish/deliveries'
import { startHarness, type Harness } from './harness'

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the delivery record', () => {
  test("pending while retrying (attempt, problem, next try), then delivered with the web server's id", async () => {
    let now = Date.parse('2026-11-27T12:00:00.000Z')
    const deliveries = new PublishDeliveries(() => now)
    const progress = deliveries.start('articles:7')
    const answers: (number | 'refused')[] = ['refused', 503, 202]
    const seen: ReturnType<PublishDeliveries['get']>[] = []
    const ok = await deliverPublish({
      url: 'http://web.internal/api/build-webhook',
      body: '{}',
      baseDelayMs: 1000,
      retries: 5,
      log: quiet,
      progress,
      sleep: async (ms) => {
        seen.push(deliveries.get('articles:7'))
        now += ms
      },
      fetch: (async () => {
        const a = answers.shift()
        if (a === 'refused') throw new Error('connect ECONNREFUSED')
        return Response.json(a === 202 ? { accepted: true, requestId: 'req-1' } : {}, { status: a })
      }) as unknown as typeof fetch,
    })
    assert.equal(ok, true)
    assert.equal(seen[0]!.state, 'delivering')
    assert.equal(seen[0]!.attempts, 1)
    assert.match(seen[0]!.problem!, /ECONNREFUSED/)
    assert.equal(seen[0]!.nextAttemptAt, '2026-11-27T12:00:01.000Z')
    assert.equal(seen[1]!.problem, 'answered 503')
    assert.equal(publishStatusOf(seen[1]!, null).state, 'pending')
    const done = deliveries.get('articles:7')!
    assert.equal(done.state, 'delivered')
    assert.equal(done.requestId, 'req-1')
    assert.equal(done.attempts, 3)
    assert.equal(done.nextAttemptAt, null)
  })

  test('gave up, refused, and a later publish of the same document replaces the earlier delivery', async () => {
    const deliveries = new PublishDeliveries()
    const fail = (status: number) => (async () => new Response('', { status })) as unknown as typeof fetch
    await deliverPublish({
      url: 'http://w/api/build-webhook',
      body: '{}',
      retries: 1,
      sleep: async () => {},
      log: quiet,
      fetch: fail(502),
      progress: deliveries.start('pages:1'),
    })
    assert.equal(publishStatusOf(deliveries.get('pages:1'), null).state, 'gave-up')
    await deliverPublish({
      url: 'http://w/api/build-webhook',
      body: '{}',
      retries: 3,
      sleep: async () => {},
      log: quiet,
      fetch: fail(401),
      progress: deliveries.start('pages:2'),
    })
    assert.equal(publishStatusOf(deliveries.get('pages:2'), null).state, 'refused')

    const older = deliveries.start('pages:3')
    const newer = deliveries.start('pages:3')
    newer.acknowledged('req-new')
    older.gaveUp('answered 502')
    assert.equal(deliveries.get('pages:3')!.state, 'delivered', 'the older delivery no longer speaks for the document')
  })

  test("the status from the web server's answer: delivered (building), live, failed, unknown", () => {
    const record = {
      publishedAt: '2026-11-27T12:00:00.000Z',
      state: 'delivered' as const,
      attempts: 1,
      problem: null,
      nextAttemptAt: null,
      requestId: 'r',
      acknowledgedAt: '2026-11-27T12:00:00.100Z',
    }
    const web = { requestedAt: '2026-11-27T12:00:00.050Z', liveAt: null, failure: null }
    assert.deepEqual(
      [
        publishStatusOf(record, { ...web, status: 'pending', building: true }).state,
        publishStatusOf(record, { ...web, status: 'pending', building: true }).building,
      ],
      ['delivered', true],
    )
    const live = publishStatusOf(record, {
      ...web,
      status: 'live',
      building: false,
      liveAt: '2026-11-27T12:00:20.000Z',
    })
    assert.equal(live.state, 'live')
    assert.equal(live.liveAt, '2026-11-27T12:00:20.000Z')
    const failed = publishStatusOf(record, {
      ...web,
      status: 'failed',
      building: false,
      failure: { at: '2026-11-27T12:00:30.000Z', exitCode: 1 },
    })
    assert.deepEqual([failed.state, failed.failure?.exitCode], ['failed', 1])
    assert.match(describePublishStatus(failed), /build failed .*exit code 1.*live site is unchanged/)
    assert.equal(publishStatusOf(record, 'unreachable').state, 'unknown')
    assert.equal(publishStatusOf(null, null).state, 'none')
  })

  test('fetchWebPublishState asks <webhook>/<id> with the secret; 404 is unknown, an error unreachable', async () => {
    const asked: { url: string; secret: string | undefined }[] = []
    const answer = (status: number, body: unknown) =>
      (async (url: string, init: RequestInit) => {
        asked.push({ url, secret: (init.headers as Record<string, string>)['x-build-webhook-secret'] })
        return Response.json(body, { status })
      }) as unknown as typeof fetch
    const live = await fetchWebPublishState('abc', {
      webhookUrl: 'http://web/api/build-webhook/',
      secret: 's',
      fetch: answer(200, { status: 'live', building: false, requestedAt: 'x', liveAt: 'y', failure: null }),
    })
    assert.deepEqual(asked[0], { url: 'http://web/api/build-webhook/abc', secret: 's' })
    assert.equal(live !== null && live !== 'unreachable' && live.status, 'live')
    assert.equal(
      await fetchWebPublishState('abc', { webhookUrl: 'http://web/api/build-webhook', fetch: answer(404, {}) }),
      null,
    )
    assert.equal(
      await fetchWebPublishState('abc', { webhookUrl: 'http://web/api/build-webhook', fetch: answer(503, {}) }),
      'unreachable',
    )
    const down = (async () => {
      throw new Error('ECONNREFUSED')
    }) as unknown as typeof fetch
    assert.equal(
      await fetchWebPublishState('abc', { webhookUrl: 'http://web/api/build-webhook', fetch: down }),
      'unreachable',
    )
  })
})

describe('GET /api/publish-status (a real CMS, a fake web server)', () => {
  let h: Harness
  let web: http.Server
  const requests = new Map<string, 'pending' | 'live'>()
  before(async () => {
    h = await startHarness()
    // A web server that acknowledges publishes with an id and answers about them (services/api/src/publish/routes.ts).
    web = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        if (req.headers['x-build-webhook-secret'] !== 'hook-secret') return void res.writeHead(401).end()
        if (req.method === 'POST') {
          const id = `req-${requests.size + 1}`
          requests.set(id, 'pending')
          return void res
            .writeHead(202, { 'content-type': 'application/json' })
            .end(JSON.stringify({ accepted: true, requestId: id }))
        }
        const id = decodeURIComponent(req.url!.split('/').at(-1)!)
        const status = requests.get(id)
        if (!status) return void res.writeHead(404).end()
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id,
            status,
            building: status === 'pending',
            requestedAt: new Date().toISOString(),
            liveAt: status === 'live' ? new Date().toISOString() : null,
            failure: null,
          }),
        )
      })
    })
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', () => r()))
    process.env.BUILD_WEBHOOK_URL = `http://127.0.0.1:${(web.address() as { port: number }).port}/api/build-webhook`
    process.env.BUILD_WEBHOOK_SECRET = 'hook-secret'
  })
  after(async () => {
    web.closeAllConnections()
    await new Promise<void>((r) => web.close(() => r()))
    await h.close()
  })

  test('an editor publishes: delivered and building, then live; anonymous requests are refused', async () => {
    const token = await h.login()
    const doc = await h.payload.create({
      collection: 'articles',
      data: {
        slug: 'status-article',
        city: 'paris',
        title: 'Status',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    const url = `/api/publish-status?collection=articles&id=${doc.id}`
    assert.equal((await h.rest('GET', url, { token })).body.state, 'none', 'a draft is not a publish')
    assert.equal((await h.rest('GET', url)).status, 401)

    await h.payload.update({ collection: 'articles', id: doc.id, data: { _status: 'published' }, overrideAccess: true })
    let status = (await h.rest('GET', url, { token })).body
    for (let i = 0; i < 50 && status.state === 'pending'; i++) {
      await wait(50)
      status = (await h.rest('GET', url, { token })).body
    }
    assert.equal(status.state, 'delivered')
    assert.equal(status.building, true)
    requests.set('req-1', 'live')
    const live = await h.rest('GET', url, { token })
    assert.equal(live.body.state, 'live')
    assert.equal(typeof live.body.liveAt, 'string')
    assert.equal((await h.rest('GET', '/api/publish-status?collection=articles', { token })).status, 400)
  })

  test('the site settings (the whole site rebuilt) have the same status', async () => {
    const token = await h.login()
    await h.payload.updateGlobal({
      slug: 'site-settings',
      data: { operatorName: 'Status Tours' },
      overrideAccess: true,
    })
    let status = (await h.rest('GET', '/api/publish-status?collection=site-settings&id=global', { token })).body
    for (let i = 0; i < 50 && status.state === 'pending'; i++) {
      await wait(50)
      status = (await h.rest('GET', '/api/publish-status?collection=site-settings&id=global', { token })).body
    }
    assert.equal(status.state, 'delivered')
  })
})
