/**
 * No publish lost (ADR 0346): the CMS delivers each publish to the web server with retries and exponential backoff
 * until it is acknowledged (src/hooks/publish-webhook.ts deliverPublish), and says when it gives up.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { deliverPublish } from '../src/hooks/publish-webhook'

function recorder() {
  const lines: string[] = []
  return {
    lines,
    log: {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    },
  }
}

test('a web server down, then back: delivered on a later attempt, with doubling delays', async () => {
  const answers: (number | 'refused')[] = ['refused', 'refused', 503, 202]
  const calls: { secret: string | undefined; body: string }[] = []
  const slept: number[] = []
  const { lines, log } = recorder()
  const ok = await deliverPublish({
    url: 'http://web.internal/api/build-webhook',
    body: '{"collection":"articles","id":7}',
    secret: 's3cret',
    baseDelayMs: 1000,
    retries: 8,
    sleep: async (ms) => void slept.push(ms),
    fetch: (async (_url: string, init: RequestInit) => {
      calls.push({
        secret: (init.headers as Record<string, string>)['x-build-webhook-secret'],
        body: String(init.body),
      })
      const answer = answers.shift()
      if (answer === 'refused') throw new Error('connect ECONNREFUSED')
      return new Response('{}', { status: answer })
    }) as typeof fetch,
    log,
  })
  assert.equal(ok, true)
  assert.equal(calls.length, 4)
  assert.ok(calls.every((c) => c.secret === 's3cret' && c.body === '{"collection":"articles","id":7}'))
  assert.deepEqual(slept, [1000, 2000, 4000])
  assert.match(
    lines.at(-1)!,
    /^info Build webhook http:\/\/web\.internal\/api\/build-webhook acknowledged the publish .* \(attempt 4\)$/,
  )
})

test('every attempt fails: gives up after the retries and says the catch-up will build it', async () => {
  const { lines, log } = recorder()
  const slept: number[] = []
  let calls = 0
  const ok = await deliverPublish({
    url: 'http://web.internal/api/build-webhook',
    body: '{}',
    retries: 3,
    baseDelayMs: 100,
    sleep: async (ms) => void slept.push(ms),
    fetch: (async () => (calls++, new Response('', { status: 502 }))) as unknown as typeof fetch,
    log,
  })
  assert.equal(ok, false)
  assert.equal(calls, 4)
  assert.deepEqual(slept, [100, 200, 400])
  assert.match(
    lines.at(-1)!,
    /^error Build webhook .* answered 502; gave up after 4 attempts: the web servers' catch-up will build this publish/,
  )
})

test('a refused secret is not retried', async () => {
  const { lines, log } = recorder()
  let calls = 0
  const ok = await deliverPublish({
    url: 'http://web.internal/api/build-webhook',
    body: '{}',
    retries: 5,
    sleep: async () => {},
    fetch: (async () => (calls++, new Response('', { status: 401 }))) as unknown as typeof fetch,
    log,
  })
  assert.equal(ok, false)
  assert.equal(calls, 1)
  assert.match(lines[0]!, /check BUILD_WEBHOOK_SECRET/)
})
