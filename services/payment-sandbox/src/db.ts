/**
 * Storage: SQLite through @libsql/client. Tables are prefixed pay_ so they can share a database file.
 * One connection (concurrency 1): statements run one at a time and every multi-statement write is a `batch` in a
 * write transaction, so the conditional updates below are atomic (no double charge, no over-refund).
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client, type InStatement, type ResultSet } from "@libsql/client";

export type Row = Record<string, unknown>;
export type Param = string | number | null;

const SCHEMA = [
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

export class Db {
  private constructor(private readonly client: Client) {}

  static async open(databaseUrl: string): Promise<Db> {
    let url = databaseUrl;
    if (url === ":memory:") {
      url = ":memory:";
    } else if (!/^(file|libsql|https?|wss?):/i.test(url)) {
      const path = resolve(url);
      mkdirSync(dirname(path), { recursive: true });
      url = `file:${path}`;
    }
    const client = createClient({ url, concurrency: 1, intMode: "number" });
    const db = new Db(client);
    if (url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.batch(SCHEMA, "write");
    return db;
  }

  async all(sql: string, args: Param[] = []): Promise<Row[]> {
    const rs = await this.client.execute({ sql, args });
    return rs.rows as unknown as Row[];
  }

  async get(sql: string, args: Param[] = []): Promise<Row | undefined> {
    return (await this.all(sql, args))[0];
  }

  /** Returns the number of rows affected. */
  async run(sql: string, args: Param[] = []): Promise<number> {
    const rs = await this.client.execute({ sql, args });
    return rs.rowsAffected;
  }

  /** Statements in one write transaction; returns each statement's rows affected. */
  async batch(stmts: { sql: string; args: Param[] }[]): Promise<number[]> {
    const results: ResultSet[] = await this.client.batch(stmts as InStatement[], "write");
    return results.map((r) => r.rowsAffected);
  }

  close(): void {
    this.client.close();
  }
}
