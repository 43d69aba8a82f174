/**
 * Storage: SQLite (@libsql/client, default) or PostgreSQL (pg) through the services' shared adapter
 * (services/shared-db/sql-db.ts, ADR 0150). SQL is written with `?` placeholders and portable types; tables are
 * prefixed octo_ so they can share a database.
 *
 * Atomicity: `tx(lockKeys, fn)` runs fn in a write transaction holding the given slot locks.
 *  - SQLite: an in-process queue serializes write transactions, each a BEGIN IMMEDIATE (the database write lock,
 *    which also serializes other processes).
 *  - PostgreSQL: BEGIN; then for each key (sorted, so no deadlock) a row in octo_slot_locks locked with
 *    SELECT ... FOR UPDATE; concurrent reservations of one slot queue on that row.
 *
 * Tables: created and changed only by the numbered migrations below, applied at open (ADR 0250). Every table change
 * ships a new migration at the end of OCTO_MIGRATIONS; a released migration is never edited.
 */
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import pg from "pg";
import { openSqlDb, type Queryable, type SqlDb, type SqlMigration } from "../../shared-db/sql-db.ts";

export type { Param, Row } from "../../shared-db/sql-db.ts";
export { isPostgresUrl, isUniqueViolation } from "../../shared-db/sql-db.ts";

export type Q = Queryable;
export type Db = SqlDb;

/** The schema of the release before migrations (`CREATE ... IF NOT EXISTS`): adopts such a database as it is. */
const INITIAL_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS octo_slot_locks (slot_key TEXT PRIMARY KEY)`,
  `CREATE TABLE IF NOT EXISTS octo_orders (
    id TEXT PRIMARY KEY, supplier_reference TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
    expires_ms BIGINT NOT NULL, created_ms BIGINT NOT NULL, updated_ms BIGINT NOT NULL,
    confirmed_ms BIGINT, cancelled_ms BIGINT,
    payment_order_code TEXT, payment_amount INTEGER, payment_currency TEXT, payment_transaction_id TEXT UNIQUE,
    data TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS octo_bookings (
    uuid TEXT PRIMARY KEY, id TEXT NOT NULL, supplier_reference TEXT NOT NULL UNIQUE, reseller_reference TEXT,
    status TEXT NOT NULL, product_id TEXT NOT NULL, option_id TEXT NOT NULL, availability_id TEXT NOT NULL,
    local_date TEXT NOT NULL, seats INTEGER NOT NULL, order_id TEXT NOT NULL, offer_code TEXT,
    expires_ms BIGINT, created_ms BIGINT NOT NULL, updated_ms BIGINT NOT NULL, confirmed_ms BIGINT,
    cancelled_ms BIGINT, data TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS octo_bookings_slot ON octo_bookings (product_id, availability_id)`,
  `CREATE INDEX IF NOT EXISTS octo_bookings_date ON octo_bookings (product_id, local_date)`,
  `CREATE INDEX IF NOT EXISTS octo_bookings_order ON octo_bookings (order_id)`,
  `CREATE INDEX IF NOT EXISTS octo_bookings_reseller ON octo_bookings (reseller_reference)`,
  `CREATE INDEX IF NOT EXISTS octo_bookings_hold ON octo_bookings (status, expires_ms)`,
  `CREATE TABLE IF NOT EXISTS octo_pay_orders (
    order_code TEXT PRIMARY KEY, amount INTEGER NOT NULL, currency TEXT NOT NULL, merchant_trns TEXT,
    created_ms BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS octo_pay_transactions (
    transaction_id TEXT PRIMARY KEY, order_code TEXT NOT NULL, amount INTEGER NOT NULL, status_id TEXT NOT NULL,
    created_ms BIGINT NOT NULL)`,
];

pg.types.setTypeParser(20, (v) => Number(v)); // int8 (BIGINT, COUNT, SUM of int) as number
pg.types.setTypeParser(1700, (v) => Number(v)); // numeric

/** The OCTO sandbox database's migrations, in order (recorded in octo_migrations). Add new ones at the end. */
export const OCTO_MIGRATIONS: readonly SqlMigration[] = [{ name: "0001_initial", up: INITIAL_SCHEMA }];

export interface OpenDbOptions {
  /** Gets the one line saying which migrations were applied. */
  log?: (line: string) => void;
  /** Tests only: another list than OCTO_MIGRATIONS. */
  migrations?: readonly SqlMigration[];
}

export function openDb(url: string, options: OpenDbOptions = {}): Promise<Db> {
  return openSqlDb({
    url,
    migrations: options.migrations ?? OCTO_MIGRATIONS,
    migrationTable: "octo_migrations",
    kysely,
    log: options.log,
    createLibsqlClient: createClient,
    createPgPool: (config) => new pg.Pool(config),
    sqliteConcurrency: 4,
    pgPoolSize: Number(process.env.OCTO_PG_POOL_SIZE ?? 10),
    rowLocks: { table: "octo_slot_locks", column: "slot_key" },
  });
}
