/**
 * Kysely's dialect for SQLite over @libsql/client (docs/adr/0368): Kysely's own SQLite adapter, query compiler and
 * introspector, with a driver on the client the web server already uses (its files, `:memory:`, WAL and busy
 * timeout as the database module opens them). `@libsql/kysely-libsql` was not taken: it pins @libsql/client 0.8
 * (the server has 0.18) and runs every statement on one connection.
 *
 * The write guarantee of the adapter it replaces (services/shared-db/sql-db.ts, ADR 0150) is kept: a transaction is
 * libsql's `transaction("write")` (BEGIN IMMEDIATE: the database's write lock between processes), and the
 * transactions of this process are queued one at a time (libsql's local SQLite is synchronous: a second BEGIN
 * IMMEDIATE would block the thread the first one needs to finish; one queue per file, whichever database handle of
 * the process opened it). `:memory:` has a single connection: every statement takes its turn in its queue.
 * Statements outside a transaction run at once on files.
 */
import type { Client, InValue, ResultSet, Transaction } from "@libsql/client";
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

/** One holder at a time, in call order; `take` resolves with the function that lets the next one in. */
class TurnQueue {
  private tail: Promise<void> = Promise.resolve();

  take(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const before = this.tail;
    this.tail = before.then(() => turn);
    return before.then(() => release);
  }

  /** Resolves once every holder so far has let go. */
  drained(): Promise<void> {
    return this.tail;
  }
}

const rowsOf = (rs: ResultSet): Record<string, unknown>[] =>
  Array.from(rs.rows as ArrayLike<Record<string, unknown>>, (r) =>
    Object.fromEntries(rs.columns.map((c) => [c, r[c]])),
  );

class LibsqlConnection implements DatabaseConnection {
  tx: Transaction | null = null;
  /** Set while this connection holds a turn of the queue (a transaction; every statement for `:memory:`). */
  release: (() => void) | null = null;

  constructor(private readonly client: Client) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const rs = await (this.tx ?? this.client).execute({ sql: query.sql, args: query.parameters as InValue[] });
    return {
      rows: rowsOf(rs) as R[],
      numAffectedRows: BigInt(rs.rowsAffected),
      ...(rs.lastInsertRowid === undefined ? {} : { insertId: rs.lastInsertRowid }),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface wants a generator; nothing of the server streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the libsql dialect does not stream rows");
  }
}

/**
 * The queue of a database file, shared by every database opened on it in this process (two server instances in one
 * test process): a BEGIN IMMEDIATE of one waiting for the other's would block the thread that other needs.
 */
const fileQueues = new Map<string, TurnQueue>();

class LibsqlDriver implements Driver {
  private readonly queue: TurnQueue;

  constructor(
    private readonly client: Client,
    private readonly inMemory: boolean,
    file: string | null,
  ) {
    if (inMemory || !file) this.queue = new TurnQueue();
    else {
      const shared = fileQueues.get(file) ?? new TurnQueue();
      fileQueues.set(file, shared);
      this.queue = shared;
    }
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = new LibsqlConnection(this.client);
    if (this.inMemory) connection.release = await this.queue.take();
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as LibsqlConnection;
    if (!c.release) c.release = await this.queue.take();
    try {
      c.tx = await this.client.transaction("write"); // BEGIN IMMEDIATE
    } catch (error) {
      this.letGo(c);
      throw error;
    }
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.end(connection as LibsqlConnection, "commit");
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.end(connection as LibsqlConnection, "rollback");
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.letGo(connection as LibsqlConnection);
  }

  /** Waits for the queued transactions; the client itself belongs to the database module, which closes it. */
  async destroy(): Promise<void> {
    await this.queue.drained();
  }

  private async end(c: LibsqlConnection, how: "commit" | "rollback"): Promise<void> {
    const tx = c.tx;
    c.tx = null;
    try {
      if (tx) await tx[how]();
    } finally {
      tx?.close();
      if (!this.inMemory) this.letGo(c); // `:memory:` lets go when the connection is released
    }
  }

  private letGo(c: LibsqlConnection): void {
    const release = c.release;
    c.release = null;
    release?.();
  }
}

export class LibsqlDialect implements Dialect {
  /** `file`: the database file's URL, whose queue is shared in this process (null: `:memory:` or a remote URL). */
  constructor(private readonly o: { client: Client; inMemory: boolean; file: string | null }) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new LibsqlDriver(this.o.client, this.o.inMemory, this.o.file);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
