/**
 * Concurrent anonymous CMS reads are bounded in the CMS's own server (read-gate.mjs, ADR 0347): ten anonymous reads
 * at once from one client leave another read (the web server's with the read token, an editor's, another client's)
 * under 1 s, whether reads interleave (PostgreSQL) or are served one after another (SQLite); the excess is answered
 * at once (429 for that client, 503 when every anonymous slot is taken) with Retry-After, never queued. The server (tests/support/gated-server.mjs, its own process) stands in for Payload
 * serving a large page: database reads and 200 ms of its event loop's time, as 100 documents in every locale take.
 * `GATE=0` runs the same tests without the gate (the first fails: the other reads wait behind the ten).
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { after, before, test } from 'node:test'

import { isValidJwt, readGateSettings } from '../read-gate.mjs'

const READ_TOKEN = 'gate-test-read-token'
const KEY = crypto.createHash('sha256').update('gate-test-secret').digest('hex').slice(0, 32)
/** Event-loop time of one page (ms): ten of them in a row are 2 s. */
const PAGE_MS = 200

let base: string

function jwt(claims: Record<string, unknown>, key = KEY): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${crypto.createHmac('sha256', key).update(unsigned).digest('base64url')}`
}

let child: ChildProcess

before(async () => {
  // The server in a process of its own: its busy event loop must not slow the test's own requests.
  child = spawn(process.execPath, [fileURLToPath(new URL('./support/gated-server.mjs', import.meta.url))], {
    env: {
      ...process.env,
      CMS_READ_TOKEN: READ_TOKEN,
      SIGNING_KEY: KEY,
      PAGE_MS: String(PAGE_MS),
      GATE: process.env.GATE ?? '1',
      CMS_ANONYMOUS_READS: '',
      CMS_ANONYMOUS_READS_PER_CLIENT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [port] = (await once(child.stdout!, 'data')) as [Buffer]
  base = `http://127.0.0.1:${port.toString().trim()}`
  await fetch(`${base}/api/warm-up`, { headers: { 'x-cms-read-token': READ_TOKEN } }) // a first connection, compiled paths
})
after(() => {
  child?.kill()
})

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, { method, headers })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') }
}
const from = (client: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...extra })
/** The shared bucket of every anonymous client is full again (3 tokens, one a second). */
const refilled = () => new Promise((r) => setTimeout(r, 4200))

test("ten concurrent anonymous reads leave the web server's read and another client's read under 1 s", async () => {
  const flood = Array.from({ length: 10 }, () =>
    get('/api/articles?heavy&limit=100&depth=2&locale=all', from('198.51.100.1')),
  )
  await new Promise((r) => setTimeout(r, 20))
  const [server, other] = await Promise.all([
    get('/api/graphql', { 'x-cms-read-token': READ_TOKEN, 'content-type': 'application/json' }, 'POST'),
    get('/api/cities?limit=10', from('203.0.113.9')),
  ])
  assert.equal(server.status, 200)
  assert.equal(other.status, 200)
  assert.ok(server.ms < 1000, `the web server's read in ${server.ms.toFixed(0)} ms`)
  assert.ok(other.ms < 1000, `another client's read in ${other.ms.toFixed(0)} ms`)
  const answers = await Promise.all(flood)
  assert.equal(answers.filter((a) => a.status === 200).length, 2, "two of one client's reads run at once")
  const refused = answers.filter((a) => a.status === 429)
  assert.equal(refused.length, 8)
  const served = Math.min(...answers.filter((a) => a.status === 200).map((a) => a.ms))
  for (const r of refused) {
    assert.equal(r.retryAfter, '5')
    assert.ok(
      r.ms < served,
      `refused at once, before the admitted reads end, not queued (${r.ms.toFixed(0)} < ${served.toFixed(0)} ms)`,
    )
  }
})

test('ten anonymous reads served one after another (SQLite: no turn of the loop within a read) leave another read under 1 s', async () => {
  await refilled()
  const flood = Array.from({ length: 10 }, () =>
    get('/api/products?serial&limit=100&depth=2&locale=all', from('198.51.100.2')),
  )
  await new Promise((r) => setTimeout(r, 20))
  const [server, other] = await Promise.all([
    get('/api/graphql', { 'x-cms-read-token': READ_TOKEN, 'content-type': 'application/json' }, 'POST'),
    get('/api/cities?limit=10', from('203.0.113.10')),
  ])
  assert.equal(other.status, 200)
  assert.ok(server.ms < 1000, `the web server's read in ${server.ms.toFixed(0)} ms`)
  assert.ok(other.ms < 1000, `another client's read in ${other.ms.toFixed(0)} ms`)
  const statuses = (await Promise.all(flood)).map((a) => a.status)
  assert.equal(statuses.filter((s) => s === 200).length, 2, `the client's bucket admits two (${statuses})`)
})

test('every anonymous slot taken: the next anonymous client gets 503 at once; trusted readers still pass', async () => {
  await refilled()
  const flood = [
    get('/api/products?heavy', from('198.51.100.11')),
    get('/api/products?heavy', from('198.51.100.11')),
    get('/api/products?heavy', from('198.51.100.12')),
  ]
  await new Promise((r) => setTimeout(r, 20))
  const busy = await get('/api/pages', from('198.51.100.13'))
  assert.equal(busy.status, 503)
  assert.equal(busy.retryAfter, '1')
  const editor = await get('/api/pages', {
    cookie: `payload-token=${jwt({ id: 1, exp: Math.floor(Date.now() / 1000) + 600 })}`,
  })
  assert.equal(editor.status, 200, 'a signed-in editor is never held back')
  const token = await get('/api/pages', { 'x-cms-read-token': READ_TOKEN })
  assert.equal(token.status, 200)
  assert.deepEqual(
    (await Promise.all(flood)).map((a) => a.status),
    [200, 200, 200],
  )
})

test("a client's bucket: two reads, then one back every 5 s", async () => {
  await refilled()
  const client = from('198.51.100.30')
  assert.equal((await get('/api/pages', client)).status, 200)
  assert.equal((await get('/api/pages', client)).status, 200)
  const third = await get('/api/pages', client)
  assert.equal(third.status, 429)
  assert.equal(third.retryAfter, '5')
})

test('a made-up or expired editor cookie, or a wrong read token, is anonymous; media files and logins are not reads', async () => {
  const forged = jwt({ id: 1, exp: Math.floor(Date.now() / 1000) + 600 }, 'another-key-another-key-another-k')
  const expired = jwt({ id: 1, exp: Math.floor(Date.now() / 1000) - 1 })
  assert.equal(isValidJwt(forged, KEY), false)
  assert.equal(isValidJwt(expired, KEY), false)
  assert.equal(isValidJwt(jwt({ id: 1, exp: Math.floor(Date.now() / 1000) + 60 }), KEY), true)
  const pretenders: Record<string, string>[] = [
    { cookie: `payload-token=${forged}` },
    { authorization: `JWT ${expired}` },
    { 'x-cms-read-token': 'guess' },
  ]
  for (const headers of pretenders) {
    const flood = [
      get('/api/articles?heavy', from('192.0.2.5', headers)),
      get('/api/articles?heavy', from('192.0.2.5', headers)),
    ]
    await new Promise((r) => setTimeout(r, 20))
    assert.equal((await get('/api/articles', from('192.0.2.5', headers))).status, 429, JSON.stringify(headers))
    await Promise.all(flood)
  }
  const flood = [get('/api/articles?heavy', from('192.0.2.6')), get('/api/articles?heavy', from('192.0.2.6'))]
  await new Promise((r) => setTimeout(r, 20))
  assert.equal((await get('/api/media/file/bus.webp', from('192.0.2.6'))).status, 200)
  assert.equal((await get('/api/users/login', from('192.0.2.6'), 'POST')).status, 200)
  await Promise.all(flood)
})

test('settings: CMS_ANONYMOUS_READS_PER_CLIENT and CMS_ANONYMOUS_READS, 2 and 3 by default, 0 = no bound', () => {
  assert.deepEqual(readGateSettings({}), { perClient: 2, total: 3 })
  assert.deepEqual(readGateSettings({ CMS_ANONYMOUS_READS_PER_CLIENT: '0', CMS_ANONYMOUS_READS: '12' }), {
    perClient: 0,
    total: 12,
  })
  assert.deepEqual(readGateSettings({ CMS_ANONYMOUS_READS: 'many' }), { perClient: 2, total: 3 })
})
