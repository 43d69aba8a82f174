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
import { num, str, type ApiDb } from "../db/database.ts";

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
const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export class PublishRequests {
  constructor(
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
  ) {}

  async add(reason: string): Promise<string> {
    const id = randomUUID();
    await this.db.run(
      `INSERT INTO api_publish_requests (id, reason, status, requested_ms) VALUES (?, ?, 'pending', ?)`,
      [id, reason, this.now()],
    );
    return id;
  }

  /** One request's state, null when unknown (another database, or pruned). */
  async get(id: string): Promise<PublishRequestState | null> {
    const row = await this.db.get(`SELECT id, status, requested_ms, live_ms FROM api_publish_requests WHERE id = ?`, [
      id,
    ]);
    if (!row) return null;
    const status = row.status === "live" ? "live" : row.status === "failed" ? "failed" : "pending";
    return {
      id: String(row.id),
      status,
      requestedMs: num(row.requested_ms),
      liveMs: row.live_ms == null ? null : num(row.live_ms),
    };
  }

  /** Requests not live yet: pending ones, and (withFailed) those whose last build failed. Oldest first. */
  async pending(options: { withFailed?: boolean } = {}): Promise<PendingPublish[]> {
    const statuses = options.withFailed ? "('pending', 'failed')" : "('pending')";
    const rows = await this.db.all(
      `SELECT id, reason, requested_ms, status FROM api_publish_requests WHERE status IN ${statuses} ORDER BY requested_ms, id`,
    );
    return rows.map((r) => ({
      id: String(r.id),
      reason: str(r.reason) ?? "",
      requestedMs: num(r.requested_ms),
      status: r.status === "failed" ? "failed" : "pending",
    }));
  }

  /** When the newest publish of any state was recorded (0 when none): the catch-up compares the CMS with it. */
  async lastRequestedMs(): Promise<number> {
    const row = await this.db.get(`SELECT MAX(requested_ms) AS last FROM api_publish_requests`);
    return row && row.last != null ? num(row.last) : 0;
  }

  /** Whether some request waits for a build (a cheap poll). */
  async hasPending(): Promise<boolean> {
    return (await this.db.get(`SELECT id FROM api_publish_requests WHERE status = 'pending' LIMIT 1`)) !== undefined;
  }

  /** The build that included these requests went live. */
  async markLive(ids: readonly string[], buildDir: string): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.run(
      `UPDATE api_publish_requests SET status = 'live', live_ms = ?, build_dir = ? WHERE status <> 'live' AND id IN (${placeholders(ids.length)})`,
      [this.now(), buildDir, ...ids],
    );
  }

  /** The build that included these requests failed: nobody builds them again until the next publish or start. */
  async markFailed(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.run(
      `UPDATE api_publish_requests SET status = 'failed' WHERE status = 'pending' AND id IN (${placeholders(ids.length)})`,
      [...ids],
    );
  }

  /** On start: failed requests are pending again (built once more, as). */
  async reopenFailed(): Promise<number> {
    return this.db.run(`UPDATE api_publish_requests SET status = 'pending' WHERE status = 'failed'`);
  }

  /** Records the live build (its id under the live-site store) for every instance. */
  async setLive(buildId: string, holder: string): Promise<void> {
    await this.db.run(
      `INSERT INTO api_live_site (name, build_id, live_ms, holder) VALUES (?, ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET build_id = excluded.build_id, live_ms = excluded.live_ms, holder = excluded.holder`,
      [LIVE_ROW, buildId, this.now(), holder],
    );
  }

  /** The live build every instance should serve, null before the first build recorded here. */
  async live(): Promise<LiveSiteRow | null> {
    const row = await this.db.get(`SELECT build_id, live_ms, holder FROM api_live_site WHERE name = ?`, [LIVE_ROW]);
    return row ? { buildId: String(row.build_id), liveMs: num(row.live_ms), holder: str(row.holder) } : null;
  }
}
