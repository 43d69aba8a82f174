/**
 * The SQLite/PostgreSQL adapter of the sandboxes (octo-sandbox, payment-sandbox), ADR 0150; the web server queries
 * through Kysely's dialects instead (services/api/src/db, ADR 0368). Dependency-free:
 * the services are separate npm packages, so each one injects its own drivers (@libsql/client's `createClient`,
 * a `pg` Pool factory); this module only knows their shapes. SQL is written with `?` placeholders (rewritten to
 * `$1, $2...` for PostgreSQL) and portable types.
 *
 * - SQLite (default; a path, `file:` URL or `:memory:`): WAL and a 5 s busy timeout for files. `batch` runs in one
 *   write transaction. `tx` runs in a BEGIN IMMEDIATE transaction, write transactions of this process queued one at a
 *   time (the database write lock serializes other processes). `:memory:` has a single connection, so every
 *   statement is queued.
 * - PostgreSQL (`postgres://` URL): a pool; `tx(lockKeys)` locks one row a key (sorted, so no deadlock) in
 *   `rowLocks.table` with SELECT ... FOR UPDATE, so concurrent transactions on one key queue.
 * - Tables are created and changed by the service's numbered migrations, applied at open (migrations.ts, ADR 0250):
 *   several instances may start together; a failing migration stops the open with its name and error.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type KyselyModule, runMigrations, type SqlMigration } from "./migrations.ts";

export type { KyselyModule, MigrationContext, SqlMigration } from "./migrations.ts";

export type Param = string | number | null;
export type Row = Record<string, unknown>;
export interface Stmt {
  sql: string;
  args?: Param[];
}

/** Reads and writes; what a transaction body gets. */
export interface Queryable {
  all(sql: string, args?: Param[]): Promise<Row[]>;
  get(sql: string, args?: Param[]): Promise<Row | undefined>;
  /** Rows affected. */
  run(sql: string, args?: Param[]): Promise<number>;
}

export interface SqlDb extends Queryable {
  readonly kind: "sqlite" | "postgres";
  /** Runs the statements atomically (one transaction); rows affected of each. */
  batch(stmts: readonly Stmt[]): Promise<number[]>;
  /** Runs fn in a write transaction holding the given keys' locks (see the module comment). */
  tx<T>(lockKeys: readonly string[], fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- driver shapes (what the services inject)

interface LibsqlResult {
  rows: ArrayLike<unknown>;
  columns: string[];
  rowsAffected: number;
}
interface LibsqlStatement {
  sql: string;
  args: Param[];
}
interface LibsqlTransaction {
  execute(stmt: LibsqlStatement): Promise<LibsqlResult>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): void;
}
interface LibsqlClient {
  execute(stmt: string | LibsqlStatement): Promise<LibsqlResult>;
  batch(stmts: LibsqlStatement[], mode: "write"): Promise<LibsqlResult[]>;
  transaction(mode: "write"): Promise<LibsqlTransaction>;
  close(): void;
}
/** @libsql/client's `createClient`. */
export type CreateLibsqlClient = (config: {
  url: string;
  concurrency?: number;
  intMode?: "number";
  timeout?: number;
}) => LibsqlClient;

interface PgResult {
  rows: unknown[];
  rowCount: number | null;
}
interface PgClient {
  query(sql: string, args?: Param[]): Promise<PgResult>;
  release(): void;
}
interface PgPool {
  query(sql: string, args?: Param[]): Promise<PgResult>;
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: "error", listener: (error: Error) => void): unknown;
}
/** `(config) => new pg.Pool(config)`. */
export type CreatePgPool = (config: { connectionString: string; max: number }) => PgPool;

export interface OpenSqlDbOptions {
  /** SQLite path, `file:` URL or `:memory:`; or a `postgres://` URL. */
  url: string;
  /** The service's migrations, in order (`0001_initial`, `0002_...`); the pending ones are applied at open. */
  migrations: readonly SqlMigration[];
  /** The table recording the applied migrations, prefixed like the service's tables (`api_migrations`). */
  migrationTable: string;
  /** The service's `kysely` module (`import * as kysely from "kysely"`), whose Migrator runs the migrations. */
  kysely: KyselyModule;
  /** Gets the one line saying which migrations were applied at open. */
  log?: (line: string) => void;
  createLibsqlClient: CreateLibsqlClient;
  /** Absent: PostgreSQL URLs are refused (the service has no `pg`). */
  createPgPool?: CreatePgPool;
  /** SQLite connections of the client pool (libsql's default 20); `:memory:` always has one. */
  sqliteConcurrency?: number;
  pgPoolSize?: number;
  /** PostgreSQL: the table (one TEXT PRIMARY KEY column, made by a migration) whose rows `tx` locks. */
  rowLocks?: { table: string; column: string };
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** A unique constraint refused the write (PostgreSQL 23505 or SQLite's UNIQUE constraint failed). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string; cause?: { message?: string } };
  return (
    err?.code === "23505" || /UNIQUE constraint failed/i.test(`${err?.message ?? ""} ${err?.cause?.message ?? ""}`)
  );
}

export async function openSqlDb(options: OpenSqlDbOptions): Promise<SqlDb> {
  if (!isPostgresUrl(options.url)) return openSqlite(options);
  if (!options.createPgPool) throw new Error("PostgreSQL is not supported by this service: use a SQLite path");
  return openPostgres(options, options.createPgPool);
}

const migrationOptions = (options: OpenSqlDbOptions) => ({
  kysely: options.kysely,
  migrations: options.migrations,
  table: options.migrationTable,
  log: options.log,
});

// ---------------------------------------------------------------- SQLite

const BUSY_TIMEOUT_MS = 5000;

function sqliteUrl(url: string): { url: string; inMemory: boolean } {
  if (url === ":memory:" || url === "file::memory:") return { url: ":memory:", inMemory: true };
  if (/^(file|libsql|https?|wss?):/i.test(url)) return { url, inMemory: false };
  const file = path.resolve(url);
  mkdirSync(path.dirname(file), { recursive: true });
  return { url: `file:${file}`, inMemory: false };
}

const toRows = (rs: LibsqlResult): Row[] =>
  Array.from(rs.rows as ArrayLike<Record<string, unknown>>, (r) =>
    Object.fromEntries(rs.columns.map((c) => [c, r[c]])),
  );

async function openSqlite(options: OpenSqlDbOptions): Promise<SqlDb> {
  const { url, inMemory } = sqliteUrl(options.url);
  const client = options.createLibsqlClient({
    url,
    intMode: "number",
    ...(options.sqliteConcurrency === undefined ? {} : { concurrency: options.sqliteConcurrency }),
    ...(inMemory ? {} : { timeout: BUSY_TIMEOUT_MS }),
  });
  if (url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
  if (!inMemory) await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  try {
    await runMigrations(
      { kind: "sqlite", client, ...(url.startsWith("file:") ? { file: url } : {}) },
      migrationOptions(options),
    );
  } catch (error) {
    client.close();
    throw error;
  }

  /** Tail of the write-transaction queue (and of every statement for :memory:, which has one connection). */
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = queue.then(fn, fn);
    queue = result.catch(() => undefined);
    return result;
  };
  const exec = (sql: string, args: Param[]) =>
    inMemory ? serialize(() => client.execute({ sql, args })) : client.execute({ sql, args });

  return {
    kind: "sqlite",
    async all(sql, args = []) {
      return toRows(await exec(sql, args));
    },
    async get(sql, args = []) {
      return toRows(await exec(sql, args))[0];
    },
    async run(sql, args = []) {
      return (await exec(sql, args)).rowsAffected;
    },
    async batch(stmts) {
      const run = () =>
        client.batch(
          stmts.map((s) => ({ sql: s.sql, args: s.args ?? [] })),
          "write",
        );
      return (await (inMemory ? serialize(run) : run())).map((r) => r.rowsAffected);
    },
    tx(_lockKeys, fn) {
      return serialize(async () => {
        const tx = await client.transaction("write"); // BEGIN IMMEDIATE
        const q: Queryable = {
          all: async (sql, args = []) => toRows(await tx.execute({ sql, args })),
          get: async (sql, args = []) => toRows(await tx.execute({ sql, args }))[0],
          run: async (sql, args = []) => (await tx.execute({ sql, args })).rowsAffected,
        };
        try {
          const out = await fn(q);
          await tx.commit();
          return out;
        } catch (error) {
          await tx.rollback().catch(() => undefined);
          throw error;
        } finally {
          tx.close();
        }
      });
    },
    async close() {
      await queue.catch(() => undefined);
      client.close();
    },
  };
}

// ---------------------------------------------------------------- PostgreSQL

export const toPgPlaceholders = (sql: string): string => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

const pgQueryable = (c: Pick<PgClient, "query">): Queryable => ({
  all: async (sql, args = []) => (await c.query(toPgPlaceholders(sql), args)).rows as Row[],
  get: async (sql, args = []) => (await c.query(toPgPlaceholders(sql), args)).rows[0] as Row | undefined,
  run: async (sql, args = []) => (await c.query(toPgPlaceholders(sql), args)).rowCount ?? 0,
});

async function inTransaction<T>(pool: PgPool, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    const out = await fn(c);
    await c.query("COMMIT");
    return out;
  } catch (error) {
    await c.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    c.release();
  }
}

async function openPostgres(options: OpenSqlDbOptions, createPool: CreatePgPool): Promise<SqlDb> {
  const pool = createPool({ connectionString: options.url, max: options.pgPoolSize ?? 10 });
  pool.on("error", () => undefined); // idle client errors (server restart) must not crash the process
  try {
    await runMigrations({ kind: "postgres", pool }, migrationOptions(options));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const locks = options.rowLocks;
  const lockSql = locks && {
    ensure: `INSERT INTO ${locks.table} (${locks.column}) VALUES ($1) ON CONFLICT DO NOTHING`,
    take: `SELECT ${locks.column} FROM ${locks.table} WHERE ${locks.column} = $1 FOR UPDATE`,
  };
  return {
    kind: "postgres",
    ...pgQueryable(pool),
    batch(stmts) {
      return inTransaction(pool, async (c) => {
        const out: number[] = [];
        for (const s of stmts) out.push((await c.query(toPgPlaceholders(s.sql), s.args ?? [])).rowCount ?? 0);
        return out;
      });
    },
    async tx(lockKeys, fn) {
      const keys = [...new Set(lockKeys)].sort();
      if (keys.length > 0 && !lockSql) throw new Error("tx(lockKeys) needs the rowLocks option on PostgreSQL");
      // Lock rows exist before the transaction (autocommit), so FOR UPDATE always finds them.
      if (lockSql) for (const key of keys) await pool.query(lockSql.ensure, [key]);
      return inTransaction(pool, async (c) => {
        if (lockSql) for (const key of keys) await c.query(lockSql.take, [key]);
        return fn(pgQueryable(c));
      });
    },
    async close() {
      await pool.end();
    },
  };
}
