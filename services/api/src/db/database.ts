/**
 * The web server's one database module (ARCHITECTURE "web server's own database"), opened once by the composition
 * root and used by payments, the e-mail outbox and the coming forms; each module owns its tables (its `schema.ts`),
 * which the numbered migrations of src/migrations.ts create and change at start (ADR 0250).
 * SQLite by default (@libsql/client, file services/api/.data/api.db); PostgreSQL when the URL is postgres:// (pg).
 * Tables are prefixed `api_` on both, so the PostgreSQL database can be shared with the other services. SQL is
 * written with `?` placeholders.
 *
 * Concurrency never relies on process memory: every state change is a conditional UPDATE or an INSERT guarded by a
 * unique constraint, so several server instances can share the database.
 */
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import pg from "pg";
import { openSqlDb, type SqlDb, type SqlMigration } from "../../../shared-db/sql-db.ts";

export type { MigrationContext, Param, Row, SqlMigration, Stmt } from "../../../shared-db/sql-db.ts";
export { isUniqueViolation } from "../../../shared-db/sql-db.ts";

/** all/get/run, `batch` (one transaction) and close of the shared adapter (services/shared-db, ADR 0150). */
export type ApiDb = Omit<SqlDb, "tx">;

/**
 * Opens the database and applies the pending migrations (the server passes src/migrations.ts's API_MIGRATIONS);
 * several instances may start together. A failing migration rejects, naming it.
 */
export function openApiDb(
  url: string,
  migrations: readonly SqlMigration[],
  options: { log?: (line: string) => void } = {},
): Promise<ApiDb> {
  return openSqlDb({
    url,
    migrations,
    migrationTable: "api_migrations",
    kysely,
    log: options.log,
    createLibsqlClient: createClient,
    createPgPool: (config) => new pg.Pool(config),
    pgPoolSize: Number(process.env.API_PG_POOL_SIZE ?? 10),
  });
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
