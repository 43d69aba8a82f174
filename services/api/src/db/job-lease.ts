/**
 * Named leases in the web server's database (`api_job_leases`): one holder at a time across every instance on the
 * database, for jobs that must run once (the full reconciliation; the site build). A lease
 * is claimed by one conditional upsert (SQLite and PostgreSQL), kept ahead while the job runs, and released when it
 * ends; a holder that dies stops keeping it, so it expires and another instance may claim it.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { ApiDb } from "./database.ts";

/** The lease table (DDL for SQLite and PostgreSQL; migration 0003_job_leases). */
export const JOB_LEASES_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_job_leases (
    name TEXT PRIMARY KEY,
    holder TEXT,
    lease_until BIGINT
  )`,
];

/** An identity for this process in lease rows: host, pid and a random part (two servers in one process differ). */
export const instanceHolder = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export class JobLease {
  constructor(
    private readonly db: ApiDb,
    readonly name: string,
    readonly holder: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this holder now has the lease until now + ms (it was free or expired, whoever held it before). */
  async claim(ms: number): Promise<boolean> {
    const now = this.now();
    const n = await this.db.run(
      `INSERT INTO api_job_leases (name, holder, lease_until) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until
       WHERE api_job_leases.lease_until <= ?`,
      [this.name, this.holder, now + ms, now],
    );
    return n === 1;
  }

  /** Keeps the lease at least `ms` ahead while a long run goes on (only if still held). */
  async keep(ms: number): Promise<void> {
    const until = this.now() + ms;
    await this.db.run("UPDATE api_job_leases SET lease_until = ? WHERE name = ? AND holder = ? AND lease_until < ?", [
      until,
      this.name,
      this.holder,
      until,
    ]);
  }

  /** Gives the lease up at once (only if this holder has it): another instance may claim it now. */
  async release(): Promise<void> {
    await this.db.run("UPDATE api_job_leases SET lease_until = 0 WHERE name = ? AND holder = ?", [
      this.name,
      this.holder,
    ]);
  }

  /** The live holder of the lease (this one or another), null when it is free or expired. */
  async heldBy(): Promise<string | null> {
    const row = await this.db.get("SELECT holder, lease_until FROM api_job_leases WHERE name = ?", [this.name]);
    return row && Number(row.lease_until ?? 0) > this.now() ? String(row.holder) : null;
  }
}
