/**
 * The CMS refuses and stops like a service (docs/adr/0346-production-guard-cms-service-publish-delivery.md): the production guard
 * (production-guard.mjs) and `npm start` (scripts/start.mjs). A refused start exits 1 with one line per problem
 * before Next loads; `npm run check-config` prints the same lines; SIGTERM to npm finishes the request in flight,
 * exits 0 and leaves no process on the port; production logs are JSON lines (src/logger.ts).
 */
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, test } from 'node:test'

import { cmsProductionProblems } from '../production-guard.mjs'
import { payloadLogger } from '../src/logger'

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a-long-production-secret',
  CMS_DATABASE_URL: 'postgres://cms:secret@db.internal:5432/cms',
  CMS_READ_TOKEN: 'read-token',
  BUILD_WEBHOOK_URL: 'http://10.0.0.7:8000/api/build-webhook',
  BUILD_WEBHOOK_SECRET: 'webhook-secret',
  SITE_URL: 'https://www.example.test',
  SMTP_URL: 'smtps://cms:secret@smtp.operator.example:465',
}
const without = (...names: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => !names.includes(k)))
/** Next's types make NODE_ENV required in ProcessEnv: the child's environment as given. */
const asEnv = (env: Record<string, string | undefined>) => env as unknown as NodeJS.ProcessEnv

describe('CMS production guard', () => {
  test('a complete configuration passes; development is never refused', () => {
    assert.deepEqual(cmsProductionProblems(PRODUCTION), [])
    assert.deepEqual(cmsProductionProblems({}), [])
  })

  test('every missing or malformed value is one line', () => {
    assert.deepEqual(cmsProductionProblems({ NODE_ENV: 'production' }), [
      'PAYLOAD_SECRET is not set: a secret would be generated per machine (set it, the same on every instance)',
      'CMS_DATABASE_URL is not set: the CMS would write SQLite inside its deployed code (CMS_DATA_DIR); set a postgres:// URL',
      "CMS_READ_TOKEN is not set: the site build's and the web server's whole-collection reads would be refused (set the same value in the web server and the build)",
      "BUILD_WEBHOOK_URL is not set: a publish would never reach the web server (the site's {SITE_URL}/api/build-webhook, or an instance's private address)",
      'BUILD_WEBHOOK_SECRET is not set: the web server refuses a publish without it (set the same value in both)',
      'SITE_URL is not set: previews and links would point at http://localhost:8000',
      "SMTP_URL is not set: editors' password-reset e-mails would only be logged, never sent (smtp:// or smtps://, as the web server's)",
    ])
    assert.deepEqual(
      cmsProductionProblems({
        ...PRODUCTION,
        CMS_DATABASE_URL: 'file:/srv/cms.db',
        BUILD_WEBHOOK_URL: 'x',
        SITE_URL: 'ftp://x.example',
        SMTP_URL: 'http://u:pw@mail.example',
      }),
      [
        'CMS_DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/db): file:/srv/cms.db',
        'BUILD_WEBHOOK_URL is not a URL: x',
        'SITE_URL must be a http: or https: URL: ftp://x.example',
        'SMTP_URL is not an smtp:// or smtps:// URL: http://u:***@mail.example/',
      ],
    )
    assert.deepEqual(
      cmsProductionProblems({ ...PRODUCTION, CMS_DATABASE_URL: 'postgres://cms:pw@db', PAYLOAD_SECRET: ' ' }),
      [
        'PAYLOAD_SECRET is blank: set the secret',
        'CMS_DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/db): postgres://cms:***@db',
      ],
    )
  })

  test('npm start refuses before Next loads: exit 1, the lines, no stack trace; check-config prints the same', () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...without('PAYLOAD_SECRET'),
      BUILD_WEBHOOK_URL: 'x',
    }
    const started = Date.now()
    const start = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: cmsDir, env: asEnv(env), encoding: 'utf8' })
    assert.equal(start.status, 1)
    const expected =
      'CMS: refusing to start with NODE_ENV=production:\n' +
      '  - PAYLOAD_SECRET is not set: a secret would be generated per machine (set it, the same on every instance)\n' +
      '  - BUILD_WEBHOOK_URL is not a URL: x\n'
    assert.equal(start.stderr, expected)
    assert.equal(start.stdout, '')
    assert.ok(Date.now() - started < 5000, 'refused before loading Next')
    const { NODE_ENV: _unset, ...notProduction } = env
    const check = spawnSync(process.execPath, ['scripts/check-config.mjs'], {
      cwd: cmsDir,
      env: asEnv(notProduction),
      encoding: 'utf8',
    })
    assert.equal(check.status, 1)
    assert.equal(check.stderr, expected)
    const ok = spawnSync(process.execPath, ['scripts/check-config.mjs'], {
      cwd: cmsDir,
      env: asEnv({ PATH: env.PATH, ...PRODUCTION }),
      encoding: 'utf8',
    })
    assert.equal(ok.status, 0, ok.stderr)
    assert.equal(ok.stdout, 'CMS: configuration OK for NODE_ENV=production\n')
  })

  test('production logs are JSON (pino, no colour codes); development keeps the pretty logger', () => {
    assert.deepEqual(payloadLogger({ NODE_ENV: 'production' }), { options: { name: 'cms', level: 'info' } })
    assert.deepEqual(payloadLogger({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), {
      options: { name: 'cms', level: 'warn' },
    })
    assert.equal(payloadLogger({}), undefined)
  })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** The newest modification time under `dir` (as scripts/stack.ts decides that the CMS build is stale). */
const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const file = path.join(dir, e.name)
    return Math.max(max, e.isDirectory() ? newest(file) : statSync(file).mtimeMs)
  }, 0)
// Needs a current admin build (`npm run build`, .next/BUILD_ID newer than src/), as `npm start` does; skipped without.
const buildId = path.join(cmsDir, '.next/BUILD_ID')
const built = existsSync(buildId) && statSync(buildId).mtimeMs > newest(path.join(cmsDir, 'src'))
describe(
  'npm start stops like a service',
  { skip: built ? false : 'no current CMS build (.next/BUILD_ID older than src/): run npm run build' },
  () => {
    test(
      'SIGTERM to npm: the request in flight is answered, exit 0, nothing left on the port, JSON lines',
      { timeout: 120_000 },
      async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-start-'))
        const port = await freePort()
        const child = spawn('npm', ['start'], {
          cwd: cmsDir,
          env: asEnv({
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            ...PRODUCTION,
            ALLOW_SQLITE_IN_PRODUCTION: '1',
            CMS_DATABASE_URL: '',
            CMS_DATA_DIR: dataDir,
            CMS_PORT: String(port),
            CMS_SKIP_AUTO_SEED: '1',
            CMS_LOGIN_FAILURE_FLOOR_MS: '2500',
          }),
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let output = ''
        for (const stream of [child.stdout, child.stderr]) stream.on('data', (c: Buffer) => (output += c.toString()))
        const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
        const base = `http://127.0.0.1:${port}`
        try {
          const started = Date.now()
          for (;;) {
            if (child.exitCode !== null) assert.fail(`npm start exited early:\n${output}`)
            if (
              await fetch(`${base}/healthz`).then(
                (r) => r.ok,
                () => false,
              )
            )
              break
            assert.ok(Date.now() - started < 90_000, `not live within 90 s:\n${output}`)
            await new Promise((r) => setTimeout(r, 300))
          }
          // A failed login takes CMS_LOGIN_FAILURE_FLOOR_MS (2.5 s): a request in flight when SIGTERM arrives.
          const slow = fetch(`${base}/api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong' }),
          })
          await new Promise((r) => setTimeout(r, 500))
          child.kill('SIGTERM')
          const res = await slow
          assert.equal(res.status, 401)
          assert.equal(await exited, 0, output)
          const taken = await fetch(`${base}/healthz`).then(
            () => true,
            () => false,
          )
          assert.equal(taken, false, 'nothing answers on the port after the exit')
          const lines = output.split('\n').filter((l) => l.startsWith('{'))
          assert.ok(
            lines.some((l) => JSON.parse(l).msg === 'SIGTERM, stopping: finishing the requests in flight'),
            output,
          )
          // eslint-disable-next-line no-control-regex -- ESC starts the colour codes the test looks for
          assert.doesNotMatch(output, /\u001b\[/, 'no colour codes in production')
        } finally {
          if (child.exitCode === null) child.kill('SIGKILL')
          rmSync(dataDir, { recursive: true, force: true })
        }
      },
    )
  },
)
