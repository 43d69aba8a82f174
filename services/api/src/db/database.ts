/**
 * The web server's one database module (ARCHITECTURE "web server's own database"), opened once by the composition
 * root and used by payments, the e-mail outbox and the coming forms; each module owns its tables (its `schema.ts`).
 * SQLite by default (@libsql/client, file services/api/.data/api.db); PostgreSQL when the URL is postgres:// (pg).
 * Tables are prefixed `api_` on both, so the PostgreSQL database can be shared with the other services. SQL is
 * written with `?` placeholders.
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

/** Opens the database and creates the given tables (idempotent DDL: `CREATE ... IF NOT EXISTS`). */
export async function openApiDb(url: string, schema: readonly string[]): Promise<ApiDb> {
  const db = /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url) : await openSqlite(url);
  if (db.kind === "postgres") {
    // Several instances may start together: serialize the DDL.
    await db.batch([{ sql: "SELECT pg_advisory_xact_lock(724361)" }, ...schema.map((sql) => ({ sql }))]);
  } else {
    for (const sql of schema) await db.run(sql);
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
