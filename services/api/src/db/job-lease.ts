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
    const r = await this.db.kysely
      .insertInto("api_job_leases")
      .values({ name: this.name, holder: this.holder, lease_until: now + ms })
      .onConflict((oc) =>
        oc
          .column("name")
          .doUpdateSet((eb) => ({ holder: eb.ref("excluded.holder"), lease_until: eb.ref("excluded.lease_until") }))
          .where("api_job_leases.lease_until", "<=", now),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /** Keeps the lease at least `ms` ahead while a long run goes on (only if still held). */
  async keep(ms: number): Promise<void> {
    const until = this.now() + ms;
    await this.db.kysely
      .updateTable("api_job_leases")
      .set({ lease_until: until })
      .where("name", "=", this.name)
      .where("holder", "=", this.holder)
      .where("lease_until", "<", until)
      .execute();
  }

  /** Gives the lease up at once (only if this holder has it): another instance may claim it now. */
  async release(): Promise<void> {
    await this.db.kysely
      .updateTable("api_job_leases")
      .set({ lease_until: 0 })
      .where("name", "=", this.name)
      .where("holder", "=", this.holder)
      .execute();
  }

  /** The live holder of the lease (this one or another), null when it is free or expired. */
  async heldBy(): Promise<string | null> {
    const row = await this.db.kysely
      .selectFrom("api_job_leases")
      .select(["holder", "lease_until"])
      .where("name", "=", this.name)
      .executeTakeFirst();
    return row && Number(row.lease_until ?? 0) > this.now() ? row.holder : null;
  }
}
