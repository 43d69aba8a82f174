/**
 * The web server's one database module (ARCHITECTURE "web server's own database"), opened once by the composition
 * root. Each table has one owner module (docs/adr/0368; the layer test's TABLE_OWNERS), which alone queries it; the
 * numbered migrations of src/migrations.ts create and change the tables at start (ADR 0250), and db/tables.ts types
 * them for Kysely.
 *
 * SQL goes through Kysely (`db.kysely`, typed by tables.ts) with its own dialects: SQLite by default (file
 * services/api/.data/api.db) through libsql-dialect.ts on @libsql/client; PostgreSQL when the URL is postgres://
 * through Kysely's PostgresDialect on a `pg` pool. Tables are prefixed `api_` on both, so the PostgreSQL database can
 * be shared with the other services. `all`/`get`/`run` take raw SQL with `?` placeholders for the statements not
 * moved to the query builder yet; `batch` runs statements of several owners (queries or raw) in one transaction.
 *
 * Concurrency never relies on process memory: every state change is a conditional UPDATE or an INSERT guarded by a
 * unique constraint, so several server instances can share the database.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import { CompiledQuery, Kysely, PostgresDialect, type Compilable } from "kysely";
import pg from "pg";
import { runMigrations, type SqlMigration } from "../../../shared-db/migrations.ts";
import { LibsqlDialect } from "./libsql-dialect.ts";
import type { Database } from "./tables.ts";

export type { MigrationContext, SqlMigration } from "../../../shared-db/migrations.ts";
export type { Database } from "./tables.ts";

export type Param = string | number | null;
export type Row = Record<string, unknown>;
/** A raw statement (`?` placeholders) for `batch`. */
export interface Stmt {
  sql: string;
  args?: Param[];
}

export interface ApiDb {
  readonly kind: "sqlite" | "postgres";
  /** The query builder over the typed tables (db/tables.ts). */
  readonly kysely: Kysely<Database>;
  all(sql: string, args?: Param[]): Promise<Row[]>;
  get(sql: string, args?: Param[]): Promise<Row | undefined>;
  /** Rows affected. */
  run(sql: string, args?: Param[]): Promise<number>;
  /** Runs the statements (Kysely queries or raw) atomically, in one transaction; rows affected of each. */
  batch(stmts: readonly (Stmt | Compilable)[]): Promise<number[]>;
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** A unique constraint refused the write (PostgreSQL 23505 or SQLite's UNIQUE constraint failed). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string; cause?: { message?: string } };
  return (
    err?.code === "23505" || /UNIQUE constraint failed/i.test(`${err?.message ?? ""} ${err?.cause?.message ?? ""}`)
  );
}

const toPgPlaceholders = (sql: string): string => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

const BUSY_TIMEOUT_MS = 5000;
const INT8_OID = 20;
/** BIGINT read as a number (milliseconds, minor units: below 2^53), on this pool only (not pg's global parsers). */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

function sqliteUrl(url: string): { url: string; inMemory: boolean } {
  if (url === ":memory:" || url === "file::memory:") return { url: ":memory:", inMemory: true };
  if (/^(file|libsql|https?|wss?):/i.test(url)) return { url, inMemory: false };
  const file = path.resolve(url);
  mkdirSync(path.dirname(file), { recursive: true });
  return { url: `file:${file}`, inMemory: false };
}

async function openDialect(url: string, migrations: readonly SqlMigration[], log?: (line: string) => void) {
  const migrate = { kysely, migrations, table: "api_migrations", log };
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.API_PG_POOL_SIZE ?? 10),
      types: pgTypes,
    });
    pool.on("error", () => undefined); // idle client errors (server restart) must not crash the process
    try {
      await runMigrations({ kind: "postgres", pool }, migrate);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return {
      kind: "postgres" as const,
      // Kysely ends a pool only if it ran a query; the pool is ended here, on close, in every case.
      dialect: new PostgresDialect({ pool: { connect: () => pool.connect(), end: async () => undefined } }),
      close: () => pool.end(),
    };
  }
  const target = sqliteUrl(url);
  const client = createClient({
    url: target.url,
    intMode: "number",
    ...(target.inMemory ? {} : { timeout: BUSY_TIMEOUT_MS }),
  });
  try {
    if (target.url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
    if (!target.inMemory) await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await runMigrations(
      { kind: "sqlite", client, ...(target.url.startsWith("file:") ? { file: target.url } : {}) },
      migrate,
    );
  } catch (error) {
    client.close();
    throw error;
  }
  return {
    kind: "sqlite" as const,
    dialect: new LibsqlDialect({
      client,
      inMemory: target.inMemory,
      file: target.url.startsWith("file:") ? target.url : null,
    }),
    close: async () => client.close(),
  };
}

/**
 * Opens the database and applies the pending migrations (the server passes src/migrations.ts's API_MIGRATIONS);
 * several instances may start together. A failing migration rejects, naming it.
 */
export async function openApiDb(
  url: string,
  migrations: readonly SqlMigration[],
  options: { log?: (line: string) => void } = {},
): Promise<ApiDb> {
  const opened = await openDialect(url, migrations, options.log);
  const db = new Kysely<Database>({ dialect: opened.dialect });
  const raw = (sql: string, args: readonly Param[] = []) =>
    CompiledQuery.raw(opened.kind === "postgres" ? toPgPlaceholders(sql) : sql, [...args]);
  const compiled = (s: Stmt | Compilable) => ("compile" in s ? s.compile() : raw(s.sql, s.args));
  const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
  return {
    kind: opened.kind,
    kysely: db,
    all: async (sql, args) => (await db.executeQuery<Row>(raw(sql, args))).rows,
    get: async (sql, args) => (await db.executeQuery<Row>(raw(sql, args))).rows[0],
    run: async (sql, args) => affected(await db.executeQuery(raw(sql, args))),
    batch: (stmts) =>
      db.transaction().execute(async (trx) => {
        const out: number[] = [];
        for (const s of stmts) out.push(affected(await trx.executeQuery(compiled(s))));
        return out;
      }),
    async close() {
      await db.destroy(); // waits for the SQLite queue
      await opened.close();
    },
  };
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
