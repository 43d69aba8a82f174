/**
 * Boots Payload without Next on a temporary SQLite database (its onInit applies the migrations, as `next start`
 * does; no schema push), seeds it, and exposes the same route handlers Next
 * serves (/api/graphql and /api/*), called with plain Request objects.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

export const ADMIN = { email: 'test-admin@example.com', password: 'test-password-1234' }
/** The read token the site's build and the web server send (x-cms-read-token, src/read-limits.ts). */
export const READ_TOKEN = 'test-read-token-not-for-production'

export interface Harness {
  payload: import('payload').Payload
  /** As the site's build sends it (with the read token), unless `anonymous`. */
  graphql: (
    query: string,
    opts?: { token?: string; variables?: Record<string, unknown>; anonymous?: boolean },
  ) => Promise<{ status: number; body: any }>
  /** Anonymous unless `token` (an editor's JWT) or `readToken`. */
  rest: (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    opts?: { token?: string; body?: unknown; readToken?: boolean },
  ) => Promise<{ status: number; body: any }>
  login: () => Promise<string>
  seedMs: number
  webhook: { url: string; received: any[]; close: () => Promise<void> }
  close: () => Promise<void>
}

/**
 * The seeded database of this source tree, made once per test run by the first harness that seeds (the seed takes
 * about 30 s on 2 cores, and 8 test files need its content): keyed by a hash of src/ (the migrations, the seed, the
 * collections), so that any change to them seeds again.
 */
const TEMPLATE_PREFIX = 'cms-test-seeded-'

function templateDir(): string {
  const hash = crypto.createHash('sha256')
  for (const root of ['../src', '../../../domain'].map((p) => path.resolve(import.meta.dirname, p))) {
    const files = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort()
    for (const file of files) hash.update(path.relative(root, file)).update(fs.readFileSync(file))
  }
  return path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`)
}

/** Keeps the freshly seeded database (its write-ahead log folded in) and media as the template of later harnesses. */
async function saveTemplate(payload: import('payload').Payload, dir: string, template: string): Promise<void> {
  if (fs.existsSync(template)) return
  const db = payload.db as unknown as { client?: { execute: (sql: string) => Promise<unknown> } }
  if (!db.client) return // not SQLite
  await db.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  // Other trees' templates older than an hour go (another checkout's run may still be using a newer one).
  for (const old of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(TEMPLATE_PREFIX))) {
    const at = path.join(os.tmpdir(), old)
    if (Date.now() - fs.statSync(at).mtimeMs > 3_600_000) fs.rmSync(at, { recursive: true, force: true })
  }
  const staging = `${template}.${process.pid}`
  fs.cpSync(dir, staging, { recursive: true, filter: (f) => !f.endsWith('-shm') })
  fs.renameSync(staging, template)
}

/**
 * `freshSeed`: seed an empty database in this harness (the seed's own tests); otherwise start from the run's seeded
 * template when there is one (the same content, the seed then finds its cities and does nothing).
 */
export async function startHarness(opts: { freshSeed?: boolean } = {}): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'))
  const template = templateDir()
  const fromTemplate = !opts.freshSeed && fs.existsSync(template)
  if (fromTemplate) fs.cpSync(template, dir, { recursive: true })
  // A tiny HTTP server standing in for the site's build hook.
  const received: any[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ method: req.method, headers: req.headers, body: raw ? JSON.parse(raw) : null })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const port = (server.address() as { port: number }).port

  Object.assign(process.env, {
    CMS_DATA_DIR: dir,
    CMS_SKIP_AUTO_SEED: '1',
    CMS_ADMIN_EMAIL: ADMIN.email,
    CMS_ADMIN_PASSWORD: ADMIN.password,
    BUILD_WEBHOOK_URL: `http://127.0.0.1:${port}/build`,
    PAYLOAD_SECRET: 'test-secret-not-for-production',
    CMS_READ_TOKEN: READ_TOKEN,
  })
  delete process.env.DATABASE_URL
  delete process.env.CMS_DATABASE_URL

  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  const { seed } = await import('../src/seed')
  const payload = await getPayload({ config })
  const stats = await seed(payload)
  if (!fromTemplate) await saveTemplate(payload, dir, template)

  const POST_GQL = routes.GRAPHQL_POST(config)
  const REST = { GET: routes.REST_GET(config), POST: routes.REST_POST(config), PATCH: routes.REST_PATCH(config) }
  const base = 'http://localhost:3000'
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})
  const reader = (yes: boolean): Record<string, string> => (yes ? { 'x-cms-read-token': READ_TOKEN } : {})

  const graphql: Harness['graphql'] = async (query, opts = {}) => {
    const res = await POST_GQL(
      new Request(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(opts.token), ...reader(!opts.anonymous) },
        body: JSON.stringify({ query, variables: opts.variables }),
      }),
    )
    return { status: res.status, body: await res.json() }
  }
  const rest: Harness['rest'] = async (method, url, opts = {}) => {
    const u = new URL(url, base)
    const slug = u.pathname.replace(/^\/api\//, '').split('/')
    const res = await REST[method](
      new Request(u, {
        method,
        headers: { 'content-type': 'application/json', ...auth(opts.token), ...reader(!!opts.readToken) },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      }),
      { params: Promise.resolve({ slug }) },
    )
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }
  const login = async () => {
    const r = await rest('POST', '/api/users/login', { body: ADMIN })
    if (!r.body?.token) throw new Error(`login failed: ${JSON.stringify(r.body)}`)
    return r.body.token as string
  }
  return {
    payload,
    graphql,
    rest,
    login,
    seedMs: stats.ms,
    webhook: {
      url: process.env.BUILD_WEBHOOK_URL!,
      received,
      close: () => new Promise((r) => server.close(() => r())),
    },
    close: async () => {
      server.closeAllConnections() // keep-alive sockets of the webhook calls would hold close() open
      await new Promise<void>((r) => server.close(() => r()))
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** WCAG relative-luminance contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}
