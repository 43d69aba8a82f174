/** /healthz and /readyz route handlers, called directly: short public answers, details in the log. */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'

import { healthz, readyz } from '../src/health'

describe('CMS probes', () => {
  test('healthz answers 200 {status: ok}, not cached', async () => {
    const res = healthz()
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'no-store')
    assert.deepEqual(await res.json(), { status: 'ok' })
  })

  test('readyz is 200 when a Payload count answers', async () => {
    const asked: unknown[] = []
    const payload = { count: async (args: unknown) => (asked.push(args), { totalDocs: 6 }) }
    const res = await readyz(new Request('http://cms/readyz'), async () => payload as never)
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { status: 'ready' })
    assert.deepEqual(asked, [{ collection: 'cities', overrideAccess: true }])
  })

  test('readyz is 503 with a terse body when the database fails; the cause and request id go to the log', async () => {
    const lines: string[] = []
    const payload = {
      count: async () => {
        throw new Error('SQLITE_CANTOPEN: /srv/cms/.data/payload.db')
      },
    }
    const res = await readyz(
      new Request('http://cms/readyz', { headers: { 'x-request-id': 'probe-9' } }),
      async () => payload as never,
      (l) => lines.push(l),
    )
    assert.equal(res.status, 503)
    const body = await res.text()
    assert.deepEqual(JSON.parse(body), { status: 'not ready' })
    assert.doesNotMatch(body, /SQLITE|\/srv/)
    assert.equal(lines.length, 1)
    const line = JSON.parse(lines[0]!)
    assert.equal(line.reqId, 'probe-9')
    assert.match(line.error, /SQLITE_CANTOPEN/)
  })

  test('readyz is 503 when Payload cannot start', async () => {
    const res = await readyz(
      undefined,
      async () => {
        throw new Error('no secret')
      },
      () => undefined,
    )
    assert.equal(res.status, 503)
  })
})
