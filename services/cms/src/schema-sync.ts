import { pushDevSchema, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'

/**
 * Payload's drizzle adapters push the schema (create/alter tables) only when NODE_ENV !== 'production'. This CMS
 * has no migration files: a fresh database must work after `npm run build && npm start`, so the same push runs in
 * production too (skip with CMS_SCHEMA_PUSH=0, e.g. once migrations are introduced). A push that would lose data
 * asks for confirmation on the terminal, as in development.
 */
export const ensureSchema = async (payload: Payload): Promise<void> => {
  if (process.env.NODE_ENV !== 'production') return // the adapter already pushed in connect()
  if (process.env.CMS_SCHEMA_PUSH === '0' || process.env.CMS_SCHEMA_PUSH === 'false') return
  const started = Date.now()
  await pushDevSchema(payload.db as unknown as DrizzleAdapter)
  payload.logger.info(`Schema sync (push) done in ${Date.now() - started} ms`)
}
