/**
 * The web server's own database (ARCHITECTURE "web server's own database"): payment attempts, confirmation and
 * webhook records, the e-mail outbox and ticket download tokens. SQLite by default (@libsql/client, file
 * services/api/.data/api.db); PostgreSQL when the URL is postgres:// (pg). Tables are prefixed `api_` on both, so
 * the PostgreSQL database can be shared with the other services. SQL is written with `?` placeholders.
 *
 * Concurrency never relies on process memory: every state change is a conditional UPDATE or an INSERT guarded by a
 * unique constraint, so several server instances can share the database.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

export type Param = string | number | null;
export type Row = Record<string, unknown>;
export interface Stmt {
  sql: string;
  args?: Param[];
}

export interface ApiDb {
  readonly kind: "sqlite" | "postgres";
  all(sql: string, args?: Param[]): Promise<Row[]>;
  get(sql: string, args?: Param[]): Promise<Row | undefined>;
  /** Rows affected. */
  run(sql: string, args?: Param[]): Promise<number>;
  /** Runs the statements atomically (one transaction); rows affected of each. */
  batch(stmts: Stmt[]): Promise<number[]>;
  close(): Promise<void>;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS api_payment_attempts (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL,
    octo_order_id TEXT NOT NULL,
    order_code TEXT NOT NULL UNIQUE,
    amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    locale TEXT NOT NULL,
    city TEXT NOT NULL,
    email TEXT,
    status TEXT NOT NULL,
    transaction_id TEXT UNIQUE,
    lease_until BIGINT NOT NULL DEFAULT 0,
    tries INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    reference TEXT,
    ticket_json TEXT,
    starts_at TEXT,
    refund_transaction_id TEXT,
    refunded_amount BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    confirmed_ms BIGINT,
    cancelled_ms BIGINT
  )`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_status ON api_payment_attempts (status, created_ms)`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_reference ON api_payment_attempts (reference)`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_cart ON api_payment_attempts (cart_id)`,
  // One row per confirmed payment: the unique keys make a second confirmation impossible at the database level.
  `CREATE TABLE IF NOT EXISTS api_confirmations (
    attempt_id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL UNIQUE,
    order_code TEXT NOT NULL UNIQUE,
    reference TEXT,
    source TEXT NOT NULL,
    confirmed_ms BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS api_webhook_events (
    message_id TEXT PRIMARY KEY,
    event_type_id INTEGER,
    transaction_id TEXT,
    order_code TEXT,
    received_ms BIGINT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS api_webhook_events_order ON api_webhook_events (order_code)`,
  `CREATE TABLE IF NOT EXISTS api_outbox (
    id TEXT PRIMARY KEY,
    dedupe_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    attempt_id TEXT NOT NULL,
    to_address TEXT NOT NULL,
    locale TEXT NOT NULL,
    status TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    next_attempt_ms BIGINT NOT NULL,
    lease_until BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    created_ms BIGINT NOT NULL,
    sent_ms BIGINT
  )`,
  `CREATE INDEX IF NOT EXISTS api_outbox_due ON api_outbox (status, next_attempt_ms)`,
  `CREATE TABLE IF NOT EXISTS api_ticket_tokens (
    token_hash TEXT PRIMARY KEY,
    attempt_id TEXT NOT NULL,
    created_ms BIGINT NOT NULL
  )`,
];

export async function openApiDb(url: string): Promise<ApiDb> {
  const db = /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url) : await openSqlite(url);
  if (db.kind === "postgres") {
    // Several instances may start together: serialize the DDL.
    await db.batch([{ sql: "SELECT pg_advisory_xact_lock(724361)" }, ...SCHEMA.map((sql) => ({ sql }))]);
  } else {
    for (const sql of SCHEMA) await db.run(sql);
  }
  return db;
}

async function openSqlite(url: string): Promise<ApiDb> {
  const { createClient } = await import("@libsql/client");
  let libsqlUrl: string;
  if (url === ":memory:") libsqlUrl = ":memory:";
  else if (url.startsWith("file:")) libsqlUrl = url;
  else {
    mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
    libsqlUrl = `file:${path.resolve(url)}`;
  }
  const client = createClient({ url: libsqlUrl });
  if (libsqlUrl !== ":memory:") {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
  }
  const rows = (rs: { rows: ArrayLike<unknown>; columns: string[] }): Row[] =>
    Array.from(rs.rows as ArrayLike<Record<string, unknown>>, (r) => Object.fromEntries(rs.columns.map((c) => [c, r[c]])));
  return {
    kind: "sqlite",
    async all(sql, args = []) {
      return rows(await client.execute({ sql, args }));
    },
    async get(sql, args = []) {
      return rows(await client.execute({ sql, args }))[0];
    },
    async run(sql, args = []) {
      return (await client.execute({ sql, args })).rowsAffected;
    },
    async batch(stmts) {
      const results = await client.batch(stmts.map((s) => ({ sql: s.sql, args: s.args ?? [] })), "write");
      return results.map((r) => r.rowsAffected);
    },
    async close() {
      client.close();
    },
  };
}

async function openPostgres(url: string): Promise<ApiDb> {
  const pg = (await import("pg")).default;
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.API_PG_POOL_SIZE ?? 10) });
  const toPg = (sql: string) => {
    let i = 0;
    return sql.replace(/\?/g, () => `$${++i}`);
  };
  return {
    kind: "postgres",
    async all(sql, args = []) {
      return (await pool.query(toPg(sql), args)).rows as Row[];
    },
    async get(sql, args = []) {
      return (await pool.query(toPg(sql), args)).rows[0] as Row | undefined;
    },
    async run(sql, args = []) {
      return (await pool.query(toPg(sql), args)).rowCount ?? 0;
    },
    async batch(stmts) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const out: number[] = [];
        for (const s of stmts) out.push((await client.query(toPg(s.sql), s.args ?? [])).rowCount ?? 0);
        await client.query("COMMIT");
        return out;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
