/**
 * Anonymous API reads, bounded (docs/adr/0347-supplier-call-budget-and-availability-cache.md, CMS part): ten
 * anonymous reads at once must leave another CMS read (the web server's, the build's, an editor's) under 1 s.
 * Measured on the stack: one anonymous page of 100 products, 2 deep, every locale, takes the CMS 0.2-1 s of its one
 * event loop, and with SQLite a request never yields to the HTTP parser until it is answered, so ten of them are
 * served one after another and every other read waits behind all ten (4-6 s). So, in the CMS's own server
 * (scripts/start.mjs), before Next:
 *  - a trusted reader is never held back: the read token (`x-cms-read-token` = CMS_READ_TOKEN: the site's build and
 *    the web server) or a signed-in editor (a Payload JWT, cookie `payload-token` or `Authorization: JWT …`,
 *    verified with the CMS's secret: a made-up cookie is anonymous);
 *  - an anonymous read (GET/HEAD of `/api/…`, a POST to `/api/graphql`; media files, `/api/users/…` and
 *    `/api/access` (the login page's own calls), and writes excepted) is admitted only with a token of its client's
 *    bucket (CMS_ANONYMOUS_READS_PER_CLIENT, 2, one back every 5 s) and of the bucket of every anonymous client
 *    together (CMS_ANONYMOUS_READS, 3, one back every second), and while fewer than those numbers are in flight
 *    (with PostgreSQL, reads do interleave); otherwise it is answered at once 429 (its client) or 503 (everyone)
 *    with `Retry-After`, never queued (a queue would keep the attacker's work in front of the next reader). The
 *    client is the proxy's X-Forwarded-For first entry, else the socket's address (as the editor login delay keys
 *    it, src/auth/editor-lockout.ts).
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
 * The gate's settings from the environment (defaults: 2 per client, 3 in all; 0 = no bound).
 * @param {Record<string, string | undefined>} [env]
 */
export function readGateSettings(env = process.env) {
  return {
    perClient: whole(env.CMS_ANONYMOUS_READS_PER_CLIENT, 2),
    total: whole(env.CMS_ANONYMOUS_READS, 3),
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
  if (url.startsWith('/api/media/file/') || url.startsWith('/api/users/') || /^\/api\/access\/?(?:\?|$)/.test(url))
    return false
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

/** One token back every PER_CLIENT_REFILL_MS for a client, every TOTAL_REFILL_MS for every anonymous client together. */
export const PER_CLIENT_REFILL_MS = 5000
export const TOTAL_REFILL_MS = 1000

/**
 * A token bucket: `capacity` tokens, one back every `refillMs`.
 * @param {number} capacity @param {number} refillMs @param {() => number} now
 */
function bucket(capacity, refillMs, now) {
  let tokens = capacity
  let at = now()
  return {
    take() {
      const t = now()
      tokens = Math.min(capacity, tokens + (t - at) / refillMs)
      at = t
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
    /** True when full again (a client's bucket may then be forgotten). */
    full() {
      return Math.min(capacity, tokens + (now() - at) / refillMs) >= capacity
    },
  }
}

/**
 * The gate: `admit(req, res)` is true when the request may go on to Next (its in-flight place is given back when
 * the answer ends or the connection closes), false when it has already been answered 429 or 503.
 * @param {{ perClient: number, total: number, readToken?: string, signingKey?: () => string | null, now?: () => number }} options
 */
export function createReadGate(options) {
  const now = options.now ?? Date.now
  /** @type {Map<string, { running: number, bucket: ReturnType<typeof bucket> }>} */
  const clients = new Map()
  const everyone = bucket(options.total, TOTAL_REFILL_MS, now)
  let total = 0
  let key = /** @type {string | null} */ (null)
  const signingKey = options.signingKey ?? (() => (key ??= payloadSigningKey()))
  const trust = { readToken: options.readToken, signingKey }
  /** @param {import('node:http').ServerResponse} res @param {429 | 503} status */
  const refuse = (res, status) => {
    const wait = status === 429 ? Math.ceil(PER_CLIENT_REFILL_MS / 1000) : Math.ceil(TOTAL_REFILL_MS / 1000)
    res.writeHead(status, {
      'content-type': 'application/json',
      'retry-after': String(wait),
      'cache-control': 'no-store',
    })
    res.end(
      JSON.stringify({
        errors: [
          {
            message:
              status === 429
                ? 'Too many requests from this client: try again in a few seconds.'
                : 'Busy: try again in a second.',
          },
        ],
      }),
    )
    return false
  }
  return {
    get inFlight() {
      return total
    },
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    admit(req, res) {
      if (!isAnonymousRead(req, trust)) return true
      const id = clientOf(req)
      let client = clients.get(id)
      if (!client) {
        if (clients.size > 10_000)
          for (const [k, c] of clients) if (c.running === 0 && c.bucket.full()) clients.delete(k)
        client = { running: 0, bucket: bucket(options.perClient, PER_CLIENT_REFILL_MS, now) }
        clients.set(id, client)
      }
      if (options.perClient > 0 && (client.running >= options.perClient || !client.bucket.take()))
        return refuse(res, 429)
      if (options.total > 0 && (total >= options.total || !everyone.take())) return refuse(res, 503)
      const mine = client
      total++
      mine.running++
      let released = false
      const release = () => {
        if (released) return
        released = true
        total--
        mine.running--
      }
      res.once('finish', release)
      res.once('close', release)
      return true
    },
  }
}
