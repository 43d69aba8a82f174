/**
 * Concurrent anonymous API reads, bounded (docs/adr/0347-supplier-call-budget-and-availability-cache.md, CMS part):
 * ten anonymous reads at once must leave another CMS read (the web server's, the build's, an editor's) under 1 s.
 * Payload serves every request on one Node event loop, and an anonymous page of 100 documents populated 2 deep in
 * every locale (what src/read-limits.ts still allows) takes it for a long while: ten of them queue everything
 * behind them. So, in the CMS's own server (scripts/start.mjs), before Next:
 *  - a trusted reader is never held back: the read token (`x-cms-read-token` = CMS_READ_TOKEN: the site's build and
 *    the web server) or a signed-in editor (a Payload JWT, cookie `payload-token` or `Authorization: JWT …`,
 *    verified with the CMS's secret: a made-up cookie is anonymous);
 *  - an anonymous read (GET/HEAD of `/api/…`, a POST to `/api/graphql`; media files and other writes excepted) runs
 *    only while fewer than CMS_ANONYMOUS_READS_PER_CLIENT (2) of the same client and CMS_ANONYMOUS_READS (4) of all
 *    anonymous clients are in flight; beyond, it is answered at once 429 (that client) or 503 (everyone) with
 *    `Retry-After: 1`, never queued. The client is the proxy's X-Forwarded-For first entry, else the socket's
 *    address (as the editor login delay keys it, src/auth/editor-lockout.ts).
 * Plain JavaScript, like production-guard.mjs: start.mjs loads it with Node alone.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** @param {string | undefined} raw @param {number} fallback */
const whole = (raw, fallback) => {
  const n = Number(raw)
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/**
 * The gate's settings from the environment (defaults: 2 per client, 4 in all; 0 = no bound).
 * @param {Record<string, string | undefined>} [env]
 */
export function readGateSettings(env = process.env) {
  return {
    perClient: whole(env.CMS_ANONYMOUS_READS_PER_CLIENT, 2),
    total: whole(env.CMS_ANONYMOUS_READS, 4),
  }
}

/** @param {string} value */
const digest = (value) => crypto.createHash('sha256').update(value).digest()

/** @param {string | undefined} presented @param {string | undefined} configured */
export function isReadToken(presented, configured) {
  if (!configured || !presented) return false
  return crypto.timingSafeEqual(digest(presented), digest(configured))
}

/**
 * Payload's signing key: the first 32 hex characters of sha256(PAYLOAD_SECRET) (payload/dist/index.js), the
 * secret from the environment or the one src/env.ts generated into CMS_DATA_DIR/secret.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function payloadSigningKey(env = process.env) {
  let secret = env.PAYLOAD_SECRET
  if (!secret) {
    const dir = env.CMS_DATA_DIR || path.resolve(path.dirname(new URL(import.meta.url).pathname), '.data')
    try {
      secret = fs.readFileSync(path.join(dir, 'secret'), 'utf8').trim()
    } catch {
      return null
    }
  }
  return crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
}

/**
 * True when `token` is an unexpired HS256 JWT signed with `key` (what Payload issues to a signed-in user).
 * @param {string | null | undefined} token @param {string | null} key @param {number} [nowMs]
 */
export function isValidJwt(token, key, nowMs = Date.now()) {
  if (!token || !key) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [head, body, signature] = /** @type {[string, string, string]} */ (parts)
  const expected = crypto.createHmac('sha256', key).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (header.alg !== 'HS256') return false
    return typeof claims.exp !== 'number' || claims.exp * 1000 > nowMs
  } catch {
    return false
  }
}

/** @param {import('node:http').IncomingMessage} req */
function jwtOf(req) {
  const auth = req.headers.authorization
  const m = typeof auth === 'string' ? /^(?:JWT|Bearer)\s+(\S+)$/i.exec(auth) : null
  if (m) return m[1]
  const cookie = req.headers.cookie ?? ''
  const c = /(?:^|;\s*)payload-token=([^;]+)/.exec(cookie)
  return c ? decodeURIComponent(c[1] ?? '') : null
}

/**
 * Whether a request is an anonymous API read the gate bounds.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ readToken?: string, signingKey: () => string | null }} trust
 */
export function isAnonymousRead(req, trust) {
  const url = req.url ?? '/'
  if (!url.startsWith('/api/')) return false
  if (url.startsWith('/api/media/file/')) return false
  const method = req.method ?? 'GET'
  const read = method === 'GET' || method === 'HEAD' || (method === 'POST' && /^\/api\/graphql\/?(?:\?|$)/.test(url))
  if (!read) return false
  const token = req.headers['x-cms-read-token']
  if (isReadToken(Array.isArray(token) ? token[0] : token, trust.readToken)) return false
  const jwt = jwtOf(req)
  if (jwt && isValidJwt(jwt, trust.signingKey())) return false
  return true
}

/** @param {import('node:http').IncomingMessage} req */
export function clientOf(req) {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return (first || req.socket.remoteAddress || 'unknown').slice(0, 64)
}

/**
 * The gate: `admit(req, res)` is true when the request may go on to Next (its slot is given back when the answer
 * ends or the connection closes), false when it has already been answered 429 or 503.
 * @param {{ perClient: number, total: number, readToken?: string, signingKey?: () => string | null }} options
 */
export function createReadGate(options) {
  /** @type {Map<string, number>} */
  const perClient = new Map()
  let total = 0
  let key = /** @type {string | null} */ (null)
  const signingKey = options.signingKey ?? (() => (key ??= payloadSigningKey()))
  const trust = { readToken: options.readToken, signingKey }
  return {
    get inFlight() {
      return total
    },
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    admit(req, res) {
      if (!isAnonymousRead(req, trust)) return true
      const client = clientOf(req)
      const mine = perClient.get(client) ?? 0
      const refuse = options.perClient > 0 && mine >= options.perClient ? 429 : options.total > 0 && total >= options.total ? 503 : 0
      if (refuse) {
        res.writeHead(refuse, { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' })
        res.end(JSON.stringify({ errors: [{ message: refuse === 429 ? 'Too many requests at once from this client: try again in a second.' : 'Busy: try again in a second.' }] }))
        return false
      }
      total++
      perClient.set(client, mine + 1)
      let released = false
      const release = () => {
        if (released) return
        released = true
        total--
        const left = (perClient.get(client) ?? 1) - 1
        if (left > 0) perClient.set(client, left)
        else perClient.delete(client)
      }
      res.once('finish', release)
      res.once('close', release)
      return true
    },
  }
}
