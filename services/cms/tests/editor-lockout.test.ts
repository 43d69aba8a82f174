/**
 * An editor's account cannot be locked by anonymous failed logins (ADR 0343): Payload's per-account lock lasts 1 ms,
 * failures are delayed per account and address pair; the development admin account is refused in production mode.
 * The users collection's own hooks, without a database.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { Users } from '../src/collections/users'
import {
  DEFAULT_ADMIN_EMAIL,
  FREE_FAILURES,
  isRefusedDefaultAdmin,
  loginDelayMs,
  recordLoginFailure,
} from '../src/auth/editor-lockout'

test("Payload's own account lock is effectively off (1 ms), no schema change (maxLoginAttempts kept)", () => {
  const auth = Users.auth
  assert.ok(typeof auth === 'object' && auth.lockTime !== undefined && auth.lockTime <= 1000, JSON.stringify(auth))
  assert.equal(typeof auth === 'object' ? auth.maxLoginAttempts : undefined, undefined)
})

test("an attacker's failures slow only its own pair: the editor at their address logs in at once", () => {
  const now = 1_000_000
  for (let i = 0; i < 50; i++) recordLoginFailure('editor@site.test', '203.0.113.66', now)
  assert.ok(loginDelayMs('editor@site.test', '203.0.113.66', now) > 0, 'the attacking pair waits')
  assert.ok(loginDelayMs('editor@site.test', '203.0.113.66', now) <= 30_000, 'never more than 30 s')
  assert.equal(loginDelayMs('editor@site.test', '198.51.100.7', now), 0, 'the editor at another address is not slowed')
  for (let i = 0; i < FREE_FAILURES - 1; i++) recordLoginFailure('typo@site.test', '198.51.100.7', now)
  assert.equal(loginDelayMs('typo@site.test', '198.51.100.7', now), 0, 'a few typos cost nothing')
})

test('the beforeOperation hook runs for logins and refuses the default admin in production', async () => {
  assert.ok(Users.hooks?.beforeOperation?.length && Users.hooks.beforeOperation.length >= 2)
  assert.equal(isRefusedDefaultAdmin(DEFAULT_ADMIN_EMAIL, { NODE_ENV: 'production' }), true)
  assert.equal(isRefusedDefaultAdmin(' Admin@Example.com ', { NODE_ENV: 'production' }), true)
  assert.equal(isRefusedDefaultAdmin(DEFAULT_ADMIN_EMAIL, { NODE_ENV: 'development' }), false)
  // npm start and the test stack run Next's production server in development mode (scripts/start.mjs's CMS_MODE).
  assert.equal(isRefusedDefaultAdmin(DEFAULT_ADMIN_EMAIL, { NODE_ENV: 'production', CMS_MODE: 'development' }), false)
  assert.equal(isRefusedDefaultAdmin(DEFAULT_ADMIN_EMAIL, { NODE_ENV: 'production', CMS_MODE: 'production' }), true)
  assert.equal(isRefusedDefaultAdmin('editor@site.test', { NODE_ENV: 'production' }), false)
  const hook = Users.hooks!.beforeOperation![1] as (a: unknown) => Promise<unknown>
  const previous = process.env.NODE_ENV
  Object.assign(process.env, { NODE_ENV: 'production' })
  try {
    const req = { context: {}, headers: new Headers({ 'x-forwarded-for': '203.0.113.1' }), t: undefined }
    await assert.rejects(
      hook({ args: { data: { email: DEFAULT_ADMIN_EMAIL, password: 'x' } }, operation: 'login', req }),
    )
    const ok = await hook({ args: { data: { email: 'editor@site.test', password: 'x' } }, operation: 'login', req })
    assert.ok(ok)
  } finally {
    if (previous === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV')
    else Object.assign(process.env, { NODE_ENV: previous })
  }
})

test('a production seed with the development admin account stops before writing anything (not after minutes)', async () => {
  const { seed } = await import('../src/seed')
  const used: string[] = []
  const payload = new Proxy({ logger: { info() {}, warn() {}, error() {} } } as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : (used.push(key), async () => ({ totalDocs: 0 }))),
  })
  const previous = { NODE_ENV: process.env.NODE_ENV, CMS_ADMIN_EMAIL: process.env.CMS_ADMIN_EMAIL }
  Object.assign(process.env, { NODE_ENV: 'production' })
  Reflect.deleteProperty(process.env, 'CMS_ADMIN_EMAIL')
  try {
    await assert.rejects(seed(payload as never), /set CMS_ADMIN_EMAIL/)
    assert.deepEqual(used, [], 'no call to the database before the refusal')
  } finally {
    for (const [k, v] of Object.entries(previous))
      if (v === undefined) Reflect.deleteProperty(process.env, k)
      else Object.assign(process.env, { [k]: v })
  }
})
