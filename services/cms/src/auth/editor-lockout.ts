import { AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

/**
 * An editor's account cannot be locked by anonymous failed logins (ADR 0343). Payload locks an account, whoever
 * fails (`maxLoginAttempts` then `lockTime`): anyone who knows an editor's e-mail could keep them out. Here Payload's
 * lock lasts 1 ms (`LOCK_TIME_MS`, no schema change), and failures are counted per account AND address instead: from
 * the FREE_FAILURES-th failure of one pair on, each further attempt of that pair waits (1 s, 2 s, 4 s… at most
 * MAX_DELAY_MS) before it is checked. The editor at their own address is never slowed by someone else's failures.
 * In production mode the development default account `admin@example.com` cannot log in (nor be seeded).
 */
export const LOCK_TIME_MS = 1
export const FREE_FAILURES = 5
export const MAX_DELAY_MS = 30_000
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

const failures = new Map<string, { count: number; lastMs: number }>()
const FORGET_AFTER_MS = 3_600_000

const pairKey = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`

/** How long a login of this account from this address waits before it is checked. */
export function loginDelayMs(email: string, address: string, now = Date.now()): number {
  const entry = failures.get(pairKey(email, address))
  if (!entry || now - entry.lastMs > FORGET_AFTER_MS || entry.count < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (entry.count - FREE_FAILURES))
}

export function recordLoginFailure(email: string, address: string, now = Date.now()): void {
  if (failures.size > 100_000) failures.clear()
  const key = pairKey(email, address)
  const entry = failures.get(key)
  failures.set(key, { count: entry && now - entry.lastMs <= FORGET_AFTER_MS ? entry.count + 1 : 1, lastMs: now })
}

export function forgetLoginFailures(email: string, address: string): void {
  failures.delete(pairKey(email, address))
}

/** The development default account in production mode. */
export function isRefusedDefaultAdmin(email: string | null | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  // CMS_MODE is the operator's NODE_ENV as scripts/start.mjs found it (Next's server always runs as production).
  const production = env.CMS_MODE ? env.CMS_MODE === 'production' : env.NODE_ENV === 'production'
  return production && (email ?? '').trim().toLowerCase() === DEFAULT_ADMIN_EMAIL
}

type Req = { headers?: Headers | { get?: (name: string) => string | null }; context: Record<string, unknown> }

/** The client address of a login (the proxy's X-Forwarded-For first entry, else X-Real-IP, else "unknown"). */
function addressOf(req: Req): string {
  const get = (name: string) => (typeof req.headers?.get === 'function' ? req.headers.get(name) : null)
  return (get('x-forwarded-for')?.split(',')[0] ?? get('x-real-ip') ?? 'unknown').trim().slice(0, 64)
}

/** Users collection, login: waits for this pair's delay; the default admin is refused in production. */
export const delayLoginPerPair: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
  const address = addressOf(req as unknown as Req)
  req.context.loginPair = { email, address }
  if (isRefusedDefaultAdmin(email)) throw new AuthenticationError(req.t)
  const wait = loginDelayMs(email, address)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return args
}

/** Users collection: a failed login counts for its pair (a success would clear it: afterLogin). */
export const countLoginFailure: CollectionAfterErrorHook = async ({ req }) => {
  const pair = req.context?.loginPair as { email: string; address: string } | undefined
  if (pair) recordLoginFailure(pair.email, pair.address)
}
