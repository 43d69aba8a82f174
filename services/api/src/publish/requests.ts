/**
 * Durable publish requests (as the e-mail outbox), shared by every web server instance on the database: a request
 * is a row written before its build starts ('pending'), marked 'live' once a build that included it is promoted,
 * or 'failed' when that build failed. The instance that holds the build lease (publisher.ts) builds every pending
 * request; the others see them taken. Rows still pending when the builder dies are built by another instance once
 * its lease expires; failed ones are built again with the next publish, or when a web server starts.
 *
 * Also the live build across instances (`api_live_site`): the id the promoting instance wrote, polled by all.
 */
import { randomUUID } from "node:crypto";
import { num, type ApiDb } from "../db/database.ts";

export interface PendingPublish {
  id: string;
  reason: string;
  requestedMs: number;
  status: "pending" | "failed";
}

/** One publish as the CMS asks after it (GET /api/build-webhook/:id): where it is on its way to the live site. */
export interface PublishRequestState {
  id: string;
  status: "pending" | "live" | "failed";
  requestedMs: number;
  liveMs: number | null;
}

export interface LiveSiteRow {
  buildId: string;
  liveMs: number;
  holder: string | null;
}

const LIVE_ROW = "site";
/** A row's count of a write (Kysely's UpdateResult). */
const rows = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);

export class PublishRequests {
  constructor(
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
  ) {}

  private get k() {
    return this.db.kysely;
  }

  async add(reason: string): Promise<string> {
    const id = randomUUID();
    await this.k
      .insertInto("api_publish_requests")
      .values({ id, reason, status: "pending", requested_ms: this.now() })
      .execute();
    return id;
  }

  /** One request's state, null when unknown (another database, or pruned). */
  async get(id: string): Promise<PublishRequestState | null> {
    const row = await this.k
      .selectFrom("api_publish_requests")
      .select(["id", "status", "requested_ms", "live_ms"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const status = row.status === "live" ? "live" : row.status === "failed" ? "failed" : "pending";
    return {
      id: row.id,
      status,
      requestedMs: num(row.requested_ms),
      liveMs: row.live_ms == null ? null : num(row.live_ms),
    };
  }

  /** Requests not live yet: pending ones, and (withFailed) those whose last build failed. Oldest first. */
  async pending(options: { withFailed?: boolean } = {}): Promise<PendingPublish[]> {
    const found = await this.k
      .selectFrom("api_publish_requests")
      .select(["id", "reason", "requested_ms", "status"])
      .where("status", "in", options.withFailed ? ["pending", "failed"] : ["pending"])
      .orderBy("requested_ms")
      .orderBy("id")
      .execute();
    return found.map((r) => ({
      id: r.id,
      reason: r.reason ?? "",
      requestedMs: num(r.requested_ms),
      status: r.status === "failed" ? "failed" : "pending",
    }));
  }

  /** When the newest publish of any state was recorded (0 when none): the catch-up compares the CMS with it. */
  async lastRequestedMs(): Promise<number> {
    const row = await this.k
      .selectFrom("api_publish_requests")
      .select((eb) => eb.fn.max("requested_ms").as("last"))
      .executeTakeFirst();
    return row && row.last != null ? num(row.last) : 0;
  }

  /** Whether some request waits for a build (a cheap poll). */
  async hasPending(): Promise<boolean> {
    const row = await this.k
      .selectFrom("api_publish_requests")
      .select("id")
      .where("status", "=", "pending")
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The build that included these requests went live. */
  async markLive(ids: readonly string[], buildDir: string): Promise<number> {
    if (ids.length === 0) return 0;
    return rows(
      await this.k
        .updateTable("api_publish_requests")
        .set({ status: "live", live_ms: this.now(), build_dir: buildDir })
        .where("status", "<>", "live")
        .where("id", "in", [...ids])
        .executeTakeFirstOrThrow(),
    );
  }

  /** The build that included these requests failed: nobody builds them again until the next publish or start. */
  async markFailed(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return rows(
      await this.k
        .updateTable("api_publish_requests")
        .set({ status: "failed" })
        .where("status", "=", "pending")
        .where("id", "in", [...ids])
        .executeTakeFirstOrThrow(),
    );
  }

  /** On start: failed requests are pending again (built once more, as). */
  async reopenFailed(): Promise<number> {
    return rows(
      await this.k
        .updateTable("api_publish_requests")
        .set({ status: "pending" })
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow(),
    );
  }

  /** Records the live build (its id under the live-site store) for every instance. */
  async setLive(buildId: string, holder: string): Promise<void> {
    await this.k
      .insertInto("api_live_site")
      .values({ name: LIVE_ROW, build_id: buildId, live_ms: this.now(), holder })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet((eb) => ({
          build_id: eb.ref("excluded.build_id"),
          live_ms: eb.ref("excluded.live_ms"),
          holder: eb.ref("excluded.holder"),
        })),
      )
      .execute();
  }

  /** The live build every instance should serve, null before the first build recorded here. */
  async live(): Promise<LiveSiteRow | null> {
    const row = await this.k
      .selectFrom("api_live_site")
      .select(["build_id", "live_ms", "holder"])
      .where("name", "=", LIVE_ROW)
      .executeTakeFirst();
    return row ? { buildId: row.build_id, liveMs: num(row.live_ms), holder: row.holder } : null;
  }
}
