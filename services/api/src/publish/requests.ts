/**
 * Durable publish requests (as the e-mail outbox): a request is a row written before its build starts and marked
 * live once a build that started after it is promoted. Rows still pending when the web server starts (a publish
 * whose build a restart cut short, or that failed) are built again (publisher.resume), until the live site
 * shows them.
 */
import { randomUUID } from "node:crypto";
import { num, str, type ApiDb } from "../db/database.ts";

export interface PendingPublish {
  id: string;
  reason: string;
  requestedMs: number;
}

export class PublishRequests {
  constructor(
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
  ) {}

  async add(reason: string): Promise<string> {
    const id = randomUUID();
    await this.db.run(`INSERT INTO api_publish_requests (id, reason, status, requested_ms) VALUES (?, ?, 'pending', ?)`, [id, reason, this.now()]);
    return id;
  }

  async pending(): Promise<PendingPublish[]> {
    const rows = await this.db.all(`SELECT id, reason, requested_ms FROM api_publish_requests WHERE status = 'pending' ORDER BY requested_ms, id`);
    return rows.map((r) => ({ id: String(r.id), reason: str(r.reason) ?? "", requestedMs: num(r.requested_ms) }));
  }

  /** A build that started at `startedMs` went live: it includes every request made before it started. */
  async markLive(startedMs: number, buildDir: string): Promise<number> {
    return this.db.run(`UPDATE api_publish_requests SET status = 'live', live_ms = ?, build_dir = ? WHERE status = 'pending' AND requested_ms <= ?`, [
      this.now(),
      buildDir,
      startedMs,
    ]);
  }
}
