/** The login-failure hooks on their own (no database): what a production build, with minified class names, sees. */
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { AuthenticationError, LockedAuth, ValidationError } from 'payload'

process.env.CMS_LOGIN_FAILURE_FLOOR_MS = '60'
const { uniformLoginFailureGraphql, uniformLoginFailureRest } = await import('../src/auth/login-privacy')

/** As `next build` leaves them: error.name is the minified class name. */
const minified = <E extends Error>(error: E): E => Object.defineProperty(error, 'name', { value: 'o' })
const hookArgs = (error: Error, extra: Record<string, unknown> = {}) =>
  ({ error, req: { context: {}, t: undefined }, collection: {}, context: {}, ...extra }) as never

test('REST: a locked account is answered as a wrong password, even with minified class names, no faster than the floor', async () => {
  const started = Date.now()
  const locked = await uniformLoginFailureRest(hookArgs(minified(new LockedAuth())))
  assert.ok(Date.now() - started >= 55)
  const wrong = await uniformLoginFailureRest(hookArgs(minified(new AuthenticationError())))
  assert.deepEqual(locked, wrong)
  assert.equal((locked as { status: number }).status, 401)
  assert.doesNotMatch(JSON.stringify(locked), /lock/i)
  assert.equal(
    await uniformLoginFailureRest(hookArgs(new ValidationError({ errors: [] }))),
    undefined,
    'other errors untouched',
  )
})

test('GraphQL: the same message and error name for a locked account and an unknown one', async () => {
  const graphqlResult = (name: string, message: string) => ({ message, extensions: { name, statusCode: 401 } })
  const wrap = (e: Error) => Object.assign(new Error(e.message), { originalError: e })
  const locked = await uniformLoginFailureGraphql(
    hookArgs(wrap(minified(new LockedAuth())), {
      graphqlResult: graphqlResult('q', 'This user is locked due to having too many failed login attempts.'),
    }),
  )
  const unknown = await uniformLoginFailureGraphql(
    hookArgs(wrap(minified(new AuthenticationError())), {
      graphqlResult: graphqlResult('o', 'The email or password provided is incorrect.'),
    }),
  )
  assert.deepEqual(locked, unknown)
  assert.doesNotMatch(JSON.stringify(locked), /lock/i)
  assert.equal(
    await uniformLoginFailureGraphql(hookArgs(new Error('x'))),
    undefined,
    'REST errors are left to the collection hook',
  )
})

test('a login failure from another copy of the error classes is recognized by its translated message', async () => {
  const { en } = await import('@payloadcms/translations/languages/en')
  const t = (key: string) => {
    const [group, name] = key.split(':') as [string, string]
    return (en.translations as unknown as Record<string, Record<string, string>>)[group]![name]!
  }
  const foreign = new Error(en.translations.error.userLocked)
  const r = await uniformLoginFailureRest({
    error: foreign,
    req: { context: {}, t },
    collection: {},
    context: {},
  } as never)
  assert.equal((r as { status: number }).status, 401)
  assert.doesNotMatch(JSON.stringify(r), /lock/i)
})
