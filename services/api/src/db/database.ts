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
import { createClient } from "@libsql/client";
import pg from "pg";
import { openSqlDb, type SqlDb } from "../../../shared-db/sql-db.ts";

export type { Param, Row, Stmt } from "../../../shared-db/sql-db.ts";

/** all/get/run, `batch` (one transaction) and close of the shared adapter (services/shared-db, ADR 0150). */
export type ApiDb = Omit<SqlDb, "tx">;

/** Opens the database and creates the given tables (idempotent DDL: `CREATE ... IF NOT EXISTS`). */
export function openApiDb(url: string, schema: readonly string[]): Promise<ApiDb> {
  return openSqlDb({
    url,
    schema,
    createLibsqlClient: createClient,
    createPgPool: (config) => new pg.Pool(config),
    pgPoolSize: Number(process.env.API_PG_POOL_SIZE ?? 10),
    schemaLockId: 724361, // several instances may start together: the DDL is serialized
  });
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
