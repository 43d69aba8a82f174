/**
 * Versioned migrations of the services' databases (ADR 0250), run by `openSqlDb` at open with Kysely's
 * Migrator on both drivers. Dependency-free like sql-db.ts: each service injects its `kysely` module (ADR 0150's
 * reason: a shared module cannot resolve a package from its own folder), typed here by the shapes used.
 *
 * - A migration is `{ name: "0002_what_it_does", up: [statements] }` (or `up: async (m) => ...` for a step that
 *   depends on the driver, `m.kind`). Names are four digits then snake case, listed in order; Kysely applies the
 *   ones not in the service's migration table, in name order, each once, and refuses a database that recorded a
 *   migration this release does not know.
 * - Each migration runs in its own transaction with its record (PostgreSQL and SQLite both have transactional DDL):
 *   a failing one leaves the database as it was before it and is not recorded; the start stops with an error naming
 *   it. PostgreSQL: Kysely's session advisory lock serializes instances starting together; SQLite: the write
 *   transaction (BEGIN IMMEDIATE) does, and the state is read inside it.
 * - SQLite goes through a small Kysely driver over the injected @libsql/client (one connection at a time; a
 *   transaction is libsql's `transaction("write")`), so it works for files and `:memory:` alike. libsql's local
 *   SQLite is synchronous: a BEGIN IMMEDIATE waiting for the lock blocks the thread, so two opens of one file in
 *   one process would wait for each other; they are queued (processes need nothing: each has its own thread).
 */

export type MigrationParam = string | number | null;

/** What a function migration gets: the migration's transaction. SQL uses `?` placeholders on both drivers. */
export interface MigrationContext {
  readonly kind: "sqlite" | "postgres";
  run(sql: string, args?: MigrationParam[]): Promise<void>;
  all(sql: string, args?: MigrationParam[]): Promise<Record<string, unknown>[]>;
}

export interface SqlMigration {
  /** `0001_initial`, `0002_what_it_does`: applied in name order, each once. Never rename or edit a released one. */
  readonly name: string;
  /** Statements run in order in the migration's transaction, or a function for steps that differ by driver. */
  readonly up: readonly string[] | ((m: MigrationContext) => Promise<void>);
}

// ---------------------------------------------------------------- kysely shapes (what the services inject)

interface KyselyQueryResult {
  rows: unknown[];
}
interface KyselyCompiledQuery {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}
/* eslint-disable @typescript-eslint/no-explicit-any -- kysely's own generic types, which this module does not import (each service passes its kysely module) */
/** A Kysely instance or transaction, as far as migrations use it. */
interface KyselyExecutor {
  /** `query`: what `CompiledQuery.raw` returned (kysely's own type, which this module does not name). */
  executeQuery(query: any): Promise<KyselyQueryResult>;
}
interface KyselyInstance extends KyselyExecutor {
  destroy(): Promise<void>;
}
interface KyselyMigrationResult {
  readonly migrationName: string;
  readonly status: "Success" | "Error" | "NotExecuted";
}
interface KyselyMigrator {
  migrateUp(): Promise<{ error?: unknown; results?: KyselyMigrationResult[] }>;
}
/** `import * as kysely from "kysely"` (0.28). */
export interface KyselyModule {
  // `any` where kysely's generic classes take their own types (checked when a service passes its module).
  Kysely: new (config: { dialect: any }) => KyselyInstance;
  Migrator: new (props: {
    db: any;
    provider: { getMigrations(): Promise<Record<string, { up(db: any): Promise<void> }>> };
    migrationTableName: string;
    migrationLockTableName: string;
  }) => KyselyMigrator;
  CompiledQuery: { raw(sql: string, parameters?: unknown[]): KyselyCompiledQuery };
  PostgresDialect: new (config: { pool: any }) => object;
  SqliteAdapter: new () => object;
  SqliteQueryCompiler: new () => object;
  SqliteIntrospector: new (db: any) => object;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------- driver shapes (subsets of sql-db.ts's)

interface LibsqlResultLike {
  rows: ArrayLike<unknown>;
  columns: string[];
  rowsAffected: number;
}
interface LibsqlTransactionLike {
  execute(stmt: { sql: string; args: MigrationParam[] }): Promise<LibsqlResultLike>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): void;
}
export interface LibsqlClientLike {
  execute(stmt: { sql: string; args: MigrationParam[] }): Promise<LibsqlResultLike>;
  transaction(mode: "write"): Promise<LibsqlTransactionLike>;
}
export interface PgPoolLike {
  connect(): Promise<unknown>;
}

export type MigrationTarget =
  /** `file`: the database file's URL, when it is one (see `inProcessQueue`). */
  { kind: "sqlite"; client: LibsqlClientLike; file?: string } | { kind: "postgres"; pool: PgPoolLike };

export interface RunMigrationsOptions {
  kysely: KyselyModule;
  migrations: readonly SqlMigration[];
  /** The service's record of applied migrations (e.g. `api_migrations`; the lock table is `<table>_lock`). */
  table: string;
  /** One line at start: what was applied, or that the database was up to date. */
  log?: (line: string) => void;
}

export interface MigrationOutcome {
  applied: string[];
  /**
   * The first migration, when it was recorded over tables that were already there (a database of the release
   * before migrations: its `CREATE TABLE IF NOT EXISTS` found the schema), else null. Also in `applied`.
   */
  adopted: string | null;
  /** The last migration of the list (the database's version now). */
  current: string | null;
}

const NAME = /^\d{4}_[a-z0-9_]+$/;

/** Refuses a list Kysely would misread: bad or duplicate names, or names out of order. */
export function checkMigrations(migrations: readonly SqlMigration[]): void {
  migrations.forEach((m, i) => {
    if (!NAME.test(m.name)) throw new Error(`migration name "${m.name}" must look like 0002_what_it_does`);
    const previous = migrations[i - 1];
    if (previous && previous.name >= m.name)
      throw new Error(`migration "${m.name}" must come after "${previous.name}" (unique, in order)`);
  });
}

const toPgPlaceholders = (sql: string): string => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

/** The migrations of one SQLite file in this process, one open at a time (see the module comment). */
const inProcessQueue = new Map<string, Promise<unknown>>();

/** Applies the pending migrations, one transaction each; throws (naming the migration) on the first failure. */
export function runMigrations(target: MigrationTarget, options: RunMigrationsOptions): Promise<MigrationOutcome> {
  if (target.kind !== "sqlite" || !target.file) return migrate(target, options);
  const file = target.file;
  const run = (inProcessQueue.get(file) ?? Promise.resolve()).then(() => migrate(target, options));
  const tail = run.catch(() => undefined);
  inProcessQueue.set(file, tail);
  void tail.then(() => {
    if (inProcessQueue.get(file) === tail) inProcessQueue.delete(file);
  });
  return run;
}

async function migrate(target: MigrationTarget, options: RunMigrationsOptions): Promise<MigrationOutcome> {
  const { kysely: k, migrations, table } = options;
  checkMigrations(migrations);
  const raw = (sql: string, args: MigrationParam[] = []) =>
    k.CompiledQuery.raw(target.kind === "postgres" ? toPgPlaceholders(sql) : sql, args);
  const provider = {
    async getMigrations() {
      return Object.fromEntries(
        migrations.map((m) => [
          m.name,
          {
            async up(trx: KyselyExecutor) {
              if (typeof m.up === "function") {
                await m.up({
                  kind: target.kind,
                  run: async (sql, args) => void (await trx.executeQuery(raw(sql, args))),
                  all: async (sql, args) => (await trx.executeQuery(raw(sql, args))).rows as Record<string, unknown>[],
                });
              } else {
                for (const sql of m.up) await trx.executeQuery(raw(sql));
              }
            },
          },
        ]),
      );
    },
  };
  const db = new k.Kysely({
    dialect: target.kind === "postgres" ? postgresDialect(k, target.pool) : libsqlDialect(k, target.client),
  });
  // No migration recorded yet, and a table the first migration creates (`CREATE TABLE IF NOT EXISTS x`) is already there: a
  // database of the release before migrations. The first migration adopts that schema rather than creates it, and the
  // log says so (an operator's upgrade from that release).
  const exists = async (name: string): Promise<boolean> => {
    const sql =
      target.kind === "postgres"
        ? "SELECT 1 AS found FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?"
        : "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?";
    return (await db.executeQuery(raw(sql, [name]))).rows.length > 0;
  };
  const first = migrations[0];
  const creates =
    first && Array.isArray(first.up)
      ? first.up.flatMap((sql) => /CREATE TABLE IF NOT EXISTS\s+"?([A-Za-z0-9_]+)"?/i.exec(sql)?.slice(1, 2) ?? [])
      : [];
  let adopting = false;
  const unrecorded =
    !(await exists(table)) || (await db.executeQuery(raw(`SELECT 1 AS found FROM ${table} LIMIT 1`))).rows.length === 0;
  if (creates.length > 0 && unrecorded) {
    for (const name of creates) if (await exists(name)) adopting = true;
  }
  const migrator = new k.Migrator({ db, provider, migrationTableName: table, migrationLockTableName: `${table}_lock` });
  const applied: string[] = [];
  try {
    // One migration per call: each is its own transaction (under the lock), so a failure keeps the ones before it.
    for (;;) {
      const { error, results = [] } = await migrator.migrateUp();
      if (error !== undefined) {
        const failed = results.find((r) => r.status === "Error")?.migrationName;
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          failed
            ? `database migration ${failed} failed (${table}; the database is as before it): ${reason}`
            : `database migrations (${table}) cannot run: ${reason}`,
          { cause: error },
        );
      }
      const done = results.filter((r) => r.status === "Success").map((r) => r.migrationName);
      if (done.length === 0) break;
      applied.push(...done);
    }
  } finally {
    await db.destroy(); // closes neither the pool nor the client: they belong to the caller
  }
  const current = migrations.at(-1)?.name ?? null;
  const adopted = adopting && applied[0] === migrations[0]?.name ? applied[0]! : null;
  const ran = adopted ? applied.slice(1) : applied;
  const parts = [
    ...(adopted ? [`adopted the existing schema as ${adopted} (its tables were already there)`] : []),
    ...(ran.length > 0 ? [`applied ${ran.join(", ")}`] : []),
  ];
  options.log?.(
    parts.length > 0
      ? `database migrations (${table}): ${parts.join("; ")}; now at ${current}`
      : `database migrations (${table}): up to date at ${current ?? "(none)"}`,
  );
  return { applied, adopted, current };
}

/** Kysely's PostgreSQL dialect over the caller's pool, which Kysely's destroy() must not end. */
function postgresDialect(k: KyselyModule, pool: PgPoolLike): object {
  return new k.PostgresDialect({ pool: { connect: () => pool.connect(), end: async () => undefined } });
}

/** A Kysely dialect over an injected @libsql/client: SQLite's adapter, compiler and introspector, our driver. */
function libsqlDialect(k: KyselyModule, client: LibsqlClientLike): object {
  return {
    createAdapter() {
      const adapter = new k.SqliteAdapter();
      // SQLite's DDL is transactional; Kysely's SqliteAdapter says otherwise (for drivers that cannot), which would
      // run migrations outside a transaction. Ours runs each migration in libsql's write transaction.
      Object.defineProperty(adapter, "supportsTransactionalDdl", { value: true });
      return adapter;
    },
    createDriver: () => libsqlDriver(client),
    createQueryCompiler: () => new k.SqliteQueryCompiler(),
    createIntrospector: (db: unknown) => new k.SqliteIntrospector(db),
  };
}

function libsqlDriver(client: LibsqlClientLike) {
  let tx: LibsqlTransactionLike | null = null;
  let held: Promise<void> | null = null;
  let release: (() => void) | null = null;
  const connection = {
    async executeQuery(query: KyselyCompiledQuery) {
      const rs = await (tx ?? client).execute({ sql: query.sql, args: query.parameters as MigrationParam[] });
      const rows = Array.from(rs.rows as ArrayLike<Record<string, unknown>>, (r) =>
        Object.fromEntries(rs.columns.map((c) => [c, r[c]])),
      );
      return { rows, numAffectedRows: BigInt(rs.rowsAffected) };
    },
    // eslint-disable-next-line require-yield -- Kysely's driver interface wants a generator; this driver has nothing to stream
    async *streamQuery(): AsyncIterableIterator<never> {
      throw new Error("streaming is not supported by the migrations' SQLite driver");
    },
  };
  const endTx = async (how: "commit" | "rollback") => {
    const t = tx;
    tx = null;
    if (!t) return;
    try {
      await t[how]();
    } finally {
      t.close();
    }
  };
  return {
    async init() {},
    /** One connection, used by one caller at a time (the libsql client may be `:memory:`: one connection). */
    async acquireConnection() {
      while (held) await held;
      held = new Promise<void>((resolve) => (release = resolve));
      return connection;
    },
    async releaseConnection() {
      const r = release;
      held = null;
      release = null;
      r?.();
    },
    async beginTransaction() {
      tx = await client.transaction("write"); // BEGIN IMMEDIATE: the database's write lock
    },
    commitTransaction: () => endTx("commit"),
    rollbackTransaction: () => endTx("rollback"),
    async destroy() {}, // the client belongs to the SqlDb
  };
}
