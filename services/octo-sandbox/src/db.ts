/**
 * Storage: SQLite (@libsql/client, default) or PostgreSQL (pg), behind one tiny SQL interface. SQL is written with
 * `?` placeholders and portable types; tables are prefixed octo_ so they can share a database.
 *
 * Atomicity: `tx(lockKeys, fn)` runs fn in a write transaction holding the given slot locks.
 *  - SQLite: an in-process queue serializes write transactions, each a BEGIN IMMEDIATE (the database write lock,
 *    which also serializes other processes).
 *  - PostgreSQL: BEGIN; then for each key (sorted, so no deadlock) a row in octo_slot_locks locked with
 *    SELECT ... FOR UPDATE; concurrent reservations of one slot queue on that row.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createClient, type Client, type InStatement } from "@libsql/client";
import pg from "pg";

export type Row = Record<string, unknown>;
export type Param = string | number | null;

export interface Q {
  all(sql: string, params?: Param[]): Promise<Row[]>;
  /** Returns the number of rows affected. */
  run(sql: string, params?: Param[]): Promise<number>;
}

export interface Db extends Q {
  readonly kind: "sqlite" | "postgres";
  tx<T>(lockKeys: string[], fn: (q: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SCHEMA = [
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

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string; cause?: { message?: string } };
  return err?.code === "23505" || /UNIQUE constraint failed/i.test(`${err?.message ?? ""} ${err?.cause?.message ?? ""}`);
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

export async function openDb(url: string): Promise<Db> {
  const db = isPostgresUrl(url) ? new PgDb(url) : new SqliteDb(url);
  await db.init();
  return db;
}

// ---------------------------------------------------------------- SQLite

class SqliteDb implements Db {
  readonly kind = "sqlite" as const;
  private readonly client: Client;
  private readonly inMemory: boolean;
  /** Tail of the write queue (and of every statement for :memory:, which has a single connection). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(url: string) {
    this.inMemory = url === ":memory:" || url === "file::memory:";
    let clientUrl = url;
    if (!this.inMemory && !url.startsWith("file:") && !url.startsWith("libsql:")) {
      mkdirSync(dirname(url), { recursive: true });
      clientUrl = `file:${url}`;
    }
    this.client = createClient({ url: this.inMemory ? ":memory:" : clientUrl, concurrency: 4 });
  }

  async init() {
    if (!this.inMemory) {
      await this.client.execute("PRAGMA journal_mode=WAL");
    }
    for (const sql of SCHEMA) await this.client.execute(sql);
  }

  private serialize<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.queue.then(fn, fn);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async exec(stmt: InStatement) {
    return this.inMemory ? this.serialize(() => this.client.execute(stmt)) : this.client.execute(stmt);
  }

  async all(sql: string, params: Param[] = []) {
    const rs = await this.exec({ sql, args: params });
    return rs.rows.map((r) => ({ ...r }) as Row);
  }

  async run(sql: string, params: Param[] = []) {
    return (await this.exec({ sql, args: params })).rowsAffected;
  }

  tx<T>(_lockKeys: string[], fn: (q: Q) => Promise<T>): Promise<T> {
    return this.serialize(async () => {
      const tx = await this.client.transaction("write"); // BEGIN IMMEDIATE
      const q: Q = {
        all: async (sql, params = []) => (await tx.execute({ sql, args: params })).rows.map((r) => ({ ...r }) as Row),
        run: async (sql, params = []) => (await tx.execute({ sql, args: params })).rowsAffected,
      };
      try {
        const out = await fn(q);
        await tx.commit();
        return out;
      } catch (e) {
        await tx.rollback().catch(() => undefined);
        throw e;
      } finally {
        tx.close();
      }
    });
  }

  async close() {
    await this.queue.catch(() => undefined);
    this.client.close();
  }
}

// ---------------------------------------------------------------- PostgreSQL

pg.types.setTypeParser(20, (v) => Number(v)); // int8 (BIGINT, COUNT, SUM of int) as number
pg.types.setTypeParser(1700, (v) => Number(v)); // numeric

const toPg = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

class PgDb implements Db {
  readonly kind = "postgres" as const;
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: Number(process.env.OCTO_PG_POOL_SIZE ?? 10) });
    this.pool.on("error", () => undefined); // idle client errors (server restart) must not crash the process
  }

  async init() {
    const c = await this.pool.connect();
    try {
      // Several processes may start at once: create the schema under an advisory lock.
      await c.query("SELECT pg_advisory_lock(741852)");
      for (const sql of SCHEMA) await c.query(sql);
    } finally {
      await c.query("SELECT pg_advisory_unlock(741852)").catch(() => undefined);
      c.release();
    }
  }

  async all(sql: string, params: Param[] = []) {
    return (await this.pool.query(toPg(sql), params)).rows as Row[];
  }

  async run(sql: string, params: Param[] = []) {
    return (await this.pool.query(toPg(sql), params)).rowCount ?? 0;
  }

  async tx<T>(lockKeys: string[], fn: (q: Q) => Promise<T>): Promise<T> {
    const keys = [...new Set(lockKeys)].sort();
    // Lock rows exist before the transaction (autocommit), so FOR UPDATE always finds them.
    for (const key of keys) {
      await this.pool.query("INSERT INTO octo_slot_locks (slot_key) VALUES ($1) ON CONFLICT DO NOTHING", [key]);
    }
    const c = await this.pool.connect();
    const q: Q = {
      all: async (sql, params = []) => (await c.query(toPg(sql), params)).rows as Row[],
      run: async (sql, params = []) => (await c.query(toPg(sql), params)).rowCount ?? 0,
    };
    try {
      await c.query("BEGIN");
      for (const key of keys) {
        await c.query("SELECT slot_key FROM octo_slot_locks WHERE slot_key = $1 FOR UPDATE", [key]);
      }
      const out = await fn(q);
      await c.query("COMMIT");
      return out;
    } catch (e) {
      await c.query("ROLLBACK").catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async close() {
    await this.pool.end();
  }
}
