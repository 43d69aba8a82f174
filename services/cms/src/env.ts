import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Runtime settings read from the environment. npm scripts run with the package folder as cwd, so the data folder
 * is services/cms/.data unless CMS_DATA_DIR says otherwise (the tests use a temporary one).
 */
export const dataDir = (): string =>
  path.resolve(/*turbopackIgnore: true*/ process.env.CMS_DATA_DIR ?? path.join(process.cwd(), '.data'))

export const ensureDataDir = (): string => {
  const dir = dataDir()
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * PAYLOAD_SECRET from the environment, otherwise generated once and kept in .data/secret (gitignored). In production
 * (NODE_ENV=production, `next build` excepted) a generated secret is refused: `npm start` passes the stored one.
 */
export const payloadSecret = (): string => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const building = process.env.NEXT_PHASE === 'phase-production-build' || process.env.npm_lifecycle_event === 'build'
  if (process.env.NODE_ENV === 'production' && !building) {
    throw new Error(
      'CMS: refusing to start with NODE_ENV=production: PAYLOAD_SECRET is not set (a secret would be generated); set it, the same on every instance',
    )
  }
  const file = path.join(ensureDataDir(), 'secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** A postgres:// URL from CMS_DATABASE_URL, else DATABASE_URL; undefined means SQLite. */
export const postgresUrl = (): string | undefined => {
  const url = process.env.CMS_DATABASE_URL || process.env.DATABASE_URL
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined
}

export const sqliteUrl = (): string => process.env.CMS_SQLITE_URL ?? `file:${path.join(ensureDataDir(), 'cms.db')}`

export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:8000').replace(/\/$/, '')

export const serverUrl = (): string =>
  (process.env.CMS_PUBLIC_URL || `http://localhost:${process.env.CMS_PORT || process.env.PORT || 3000}`).replace(
    /\/$/,
    '',
  )

/** The operator's mode: CMS_MODE as scripts/start.mjs found NODE_ENV (Next's server always runs as production), else NODE_ENV. */
export const productionMode = (env: Record<string, string | undefined> = process.env): boolean =>
  env.CMS_MODE ? env.CMS_MODE === 'production' : env.NODE_ENV === 'production'

/**
 * Whether an empty database is seeded with the demo content at start: always in development and tests; in
 * production mode only when asked (CMS_SEED_DEMO=1, e.g. a staging stack), never by surprise (ADR 0348).
 */
export const demoSeedWanted = (env: Record<string, string | undefined> = process.env): boolean =>
  !productionMode(env) || env.CMS_SEED_DEMO === '1' || env.CMS_SEED_DEMO === 'true'
