import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

/**
 * The CMS database schema comes from Payload's migration files (src/migrations/<adapter>/, ADR 0260), applied when
 * Payload starts (onInit, before the seed), for `next start`, `next dev` and the tests alike.
 *
 * - A fresh database gets every migration, `initial` first.
 * - A database created by the schema push of earlier releases (its tables exist, payload_migrations holds only the
 *   batch -1 "dev" row, or nothing) is adopted: `initial` is recorded as applied (not run), the dev marker is
 *   dropped, and the later migrations run.
 * - Nothing asks a question: a migration that fails stops the start with its name and error.
 *
 * Payload's own `payload.db.migrate()` is not used here: on a dev marker it asks "data loss will occur, proceed?"
 * on the terminal, and on a failed migration it calls process.exit(1). The bookkeeping is the same (rows in
 * payload_migrations, one batch per run), so `npm run payload migrate:status` reads it.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Payload's generated migrations type their own arguments (MigrateUpArgs/MigrateDownArgs) */
export interface CmsMigration {
  name: string
  up: (args: any) => Promise<void>
  down: (args: any) => Promise<void>
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export type MigrationReport =
  { kind: 'pushed' } | { kind: 'migrated'; adopted: string | null; droppedDevMarker: boolean; ran: string[] }

/** A developer's explicit opt-in to the schema push: CMS_SCHEMA_PUSH=1 outside production (`next dev`). */
export const schemaPushEnabled = (): boolean =>
  ['1', 'true'].includes(process.env.CMS_SCHEMA_PUSH ?? '') && process.env.NODE_ENV !== 'production'

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(
      `CMS database migration "${migration}" failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'The migrations after it did not run and the CMS did not start: fix the migration or the database, then start again.',
      { cause },
    )
    this.name = 'MigrationError'
  }
}

type Row = Record<string, unknown>

const adapterOf = (payload: Payload): DrizzleAdapter => payload.db as unknown as DrizzleAdapter

const query = async (payload: Payload, raw: string): Promise<Row[]> => {
  const db = adapterOf(payload)
  const result = (await db.execute({ drizzle: db.drizzle, raw })) as { rows: Row[] }
  return result.rows
}

const isPostgres = (payload: Payload): boolean => payload.db.name === 'postgres'

const table = (payload: Payload, name: string): string => {
  const schema = adapterOf(payload).schemaName
  return isPostgres(payload) && schema ? `"${schema}"."${name}"` : `"${name}"`
}

/** Whether a table exists (in the adapter's schema for PostgreSQL). */
const tableExists = async (payload: Payload, name: string): Promise<boolean> => {
  if (isPostgres(payload)) {
    const [row] = await query(payload, `SELECT to_regclass('${table(payload, name)}') IS NOT NULL AS "exists"`)
    return row?.exists === true || row?.exists === 't'
  }
  const [row] = await query(
    payload,
    `SELECT COUNT(*) AS "n" FROM sqlite_master WHERE type = 'table' AND name = '${name}'`,
  )
  return Number(row?.n) > 0
}

/**
 * SQLite runs without Payload transactions (the adapter's default): each migration then runs inside a plain
 * BEGIN/COMMIT so a failed one leaves no half-made schema (SQLite's DDL is transactional).
 */
const sqliteTransactions = (payload: Payload): boolean =>
  !isPostgres(payload) && !('transactionOptions' in payload.db && payload.db.transactionOptions)

async function runOne(payload: Payload, migration: CmsMigration, batch: number): Promise<void> {
  const started = Date.now()
  const req = await createLocalReq({}, payload)
  const rawTx = sqliteTransactions(payload)
  payload.logger.info(`Migrating: ${migration.name}`)
  try {
    if (rawTx) await query(payload, 'BEGIN IMMEDIATE')
    await initTransaction(req)
    const db = req.transactionID
      ? (adapterOf(payload).sessions[await req.transactionID]?.db ?? adapterOf(payload).drizzle)
      : adapterOf(payload).drizzle
    await migration.up({ db, payload, req })
    await payload.create({ collection: 'payload-migrations', data: { name: migration.name, batch }, req })
    await commitTransaction(req)
    if (rawTx) await query(payload, 'COMMIT')
  } catch (err) {
    await killTransaction(req)
    if (rawTx) await query(payload, 'ROLLBACK').catch(() => undefined)
    throw new MigrationError(migration.name, err)
  }
  payload.logger.info(`Migrated:  ${migration.name} (${Date.now() - started} ms)`)
}

/** Applies the pending migrations (adopting a pushed database first); returns what it did. */
export async function migrateOnStart(payload: Payload, migrations: readonly CmsMigration[]): Promise<MigrationReport> {
  if (schemaPushEnabled()) {
    payload.logger.warn(
      'CMS_SCHEMA_PUSH=1: the schema was pushed (development only); migrations were not run. Ship a migration with every collection change: npm run migrate:create -- <name>',
    )
    return { kind: 'pushed' }
  }
  if (['1', 'true'].includes(process.env.CMS_SCHEMA_PUSH ?? ''))
    payload.logger.warn('CMS_SCHEMA_PUSH is ignored in production: applying migrations')
  const [initial] = migrations
  if (!initial || !/_initial$/.test(initial.name))
    throw new Error('The first CMS migration must be the "initial" one (src/migrations/<adapter>/index.ts)')

  const migrationsTable = table(payload, 'payload_migrations')
  let applied: { name: string; batch: number }[] = []
  let adopted: string | null = null
  let droppedDevMarker = false

  if (await tableExists(payload, 'payload_migrations')) {
    applied = (await query(payload, `SELECT name, batch FROM ${migrationsTable}`)).map((r) => ({
      name: String(r.name),
      batch: Number(r.batch),
    }))
    const devMarker = applied.some((m) => m.batch === -1)
    const recorded = applied.filter((m) => m.batch > 0)
    if (recorded.length === 0) {
      // Tables made by the schema push of an earlier release: the schema `initial` creates is already there.
      if (!(await tableExists(payload, 'users'))) {
        throw new Error(
          `The CMS database has a payload_migrations table but no "users" table: neither a fresh database nor one made by the schema push. Start from an empty database or restore a backup.`,
        )
      }
      await query(
        payload,
        `INSERT INTO ${migrationsTable} (name, batch, updated_at, created_at) VALUES ('${initial.name}', 1, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`,
      )
      applied.push({ name: initial.name, batch: 1 })
      adopted = initial.name
      payload.logger.info(
        `Adopted a database created by the schema push: recorded migration ${initial.name} as applied`,
      )
    } else if (devMarker) {
      payload.logger.warn(
        'The CMS database was also changed by a schema push (CMS_SCHEMA_PUSH=1) after its migrations: dropping the push marker and running the pending migrations; one that repeats a pushed change fails with its name.',
      )
    }
    if (devMarker) {
      await query(payload, `DELETE FROM ${migrationsTable} WHERE batch = -1`)
      applied = applied.filter((m) => m.batch !== -1)
      droppedDevMarker = true
    }
  }

  const done = new Set(applied.map((m) => m.name))
  const pending = migrations.filter((m) => !done.has(m.name))
  const batch = Math.max(0, ...applied.map((m) => m.batch)) + 1
  for (const migration of pending) await runOne(payload, migration, batch)
  if (pending.length) payload.logger.info(`CMS database: ${pending.length} migration(s) applied (batch ${batch})`)
  return { kind: 'migrated', adopted, droppedDevMarker, ran: pending.map((m) => m.name) }
}
