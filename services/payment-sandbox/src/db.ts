/**
 * Storage: SQLite through @libsql/client and the services' shared adapter (services/shared-db/sql-db.ts, ADR 0150).
 * Tables are prefixed pay_ so they can share a database file.
 * One connection (concurrency 1): statements run one at a time and every multi-statement write is a `batch` in a
 * write transaction, so the conditional updates below are atomic (no double charge, no over-refund).
 * Tables: created and changed only by the numbered migrations below, applied at open (ADR 0250). Every table change
 * ships a new migration at the end of PAY_MIGRATIONS; a released migration is never edited.
 */
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import { openSqlDb, type Param, type Row, type SqlDb, type SqlMigration } from "../../shared-db/sql-db.ts";

export type { Param, Row } from "../../shared-db/sql-db.ts";

/** The schema of the release before migrations (`CREATE ... IF NOT EXISTS`): adopts such a database as it is. */
const INITIAL_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS pay_tokens (
    token TEXT PRIMARY KEY, client_id TEXT NOT NULL, expires_ms INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS pay_orders (
    order_code TEXT PRIMARY KEY, amount INTEGER NOT NULL, currency_code TEXT NOT NULL,
    customer_trns TEXT, merchant_trns TEXT, email TEXT, full_name TEXT, phone TEXT, country_code TEXT,
    request_lang TEXT NOT NULL, source_code TEXT NOT NULL, tags TEXT NOT NULL, payment_timeout INTEGER NOT NULL,
    success_url TEXT, failure_url TEXT, client_id TEXT NOT NULL, created_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL, paid_transaction_id TEXT, request TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS pay_transactions (
    transaction_id TEXT PRIMARY KEY, order_code TEXT NOT NULL, parent_id TEXT,
    amount INTEGER NOT NULL, refunded_amount INTEGER NOT NULL DEFAULT 0, status_id TEXT NOT NULL,
    transaction_type_id INTEGER NOT NULL, event_id INTEGER NOT NULL, eci INTEGER NOT NULL,
    card_number TEXT, cardholder TEXT, created_ms INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS pay_transactions_order ON pay_transactions (order_code)`,
  `CREATE TABLE IF NOT EXISTS pay_webhooks (
    url TEXT PRIMARY KEY, key TEXT, verified INTEGER NOT NULL DEFAULT 0, error TEXT, checked_ms INTEGER)`,
  `CREATE TABLE IF NOT EXISTS pay_webhook_deliveries (
    message_id TEXT PRIMARY KEY, transaction_id TEXT NOT NULL, url TEXT NOT NULL, event_type_id INTEGER NOT NULL,
    attempts INTEGER NOT NULL, status_code INTEGER, delivered INTEGER NOT NULL, error TEXT,
    replay INTEGER NOT NULL, created_ms INTEGER NOT NULL)`,
];

/** The payment sandbox database's migrations, in order (recorded in pay_migrations). Add new ones at the end. */
export const PAY_MIGRATIONS: readonly SqlMigration[] = [{ name: "0001_initial", up: INITIAL_SCHEMA }];

export interface OpenDbOptions {
  /** Gets the one line saying which migrations were applied. */
  log?: (line: string) => void;
  /** Tests only: another list than PAY_MIGRATIONS. */
  migrations?: readonly SqlMigration[];
}

export class Db {
  private constructor(private readonly db: SqlDb) {}

  static async open(databaseUrl: string, options: OpenDbOptions = {}): Promise<Db> {
    const db = await openSqlDb({
      url: databaseUrl,
      migrations: options.migrations ?? PAY_MIGRATIONS,
      migrationTable: "pay_migrations",
      kysely,
      log: options.log,
      createLibsqlClient: createClient,
      sqliteConcurrency: 1,
    });
    return new Db(db);
  }

  all(sql: string, args: Param[] = []): Promise<Row[]> {
    return this.db.all(sql, args);
  }

  get(sql: string, args: Param[] = []): Promise<Row | undefined> {
    return this.db.get(sql, args);
  }

  /** Returns the number of rows affected. */
  run(sql: string, args: Param[] = []): Promise<number> {
    return this.db.run(sql, args);
  }

  /** Statements in one write transaction; returns each statement's rows affected. */
  batch(stmts: { sql: string; args: Param[] }[]): Promise<number[]> {
    return this.db.batch(stmts);
  }

  close(): void {
    void this.db.close();
  }
}
