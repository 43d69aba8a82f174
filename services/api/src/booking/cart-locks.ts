/**
 * Who may touch a cart right now: the visitor's edit or the payment's confirmation, never both. An
 * edit racing the supplier's confirmation could otherwise change the booking between the payment check and the
 * confirmation (1 adult confirmed while 6 were paid). One row per cart in the web server's database, so the lock
 * holds across instances; a lock expires (crash safety) and is released by the token that took it.
 */
import { randomUUID } from "node:crypto";
import { claimOrWait, WAIT } from "../db/claim.ts";
import type { ApiDb } from "../db/database.ts";

export type LockOwner = "edit" | "payment";

export const CART_LOCKS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS api_cart_locks (
    cart_id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    token TEXT NOT NULL,
    until_ms BIGINT NOT NULL
  )`,
];

export interface CartLock {
  token: string;
  release(): Promise<void>;
}

export class CartLocks {
  constructor(
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the cart's lock for `ttlMs`, or false while another holds it. One atomic upsert: the expired lock gives way. */
  private async take(cartId: string, owner: LockOwner, ttlMs: number): Promise<CartLock | false> {
    const token = randomUUID();
    const now = this.now();
    const taken = await this.db.run(
      `INSERT INTO api_cart_locks (cart_id, owner, token, until_ms) VALUES (?, ?, ?, ?)
       ON CONFLICT (cart_id) DO UPDATE SET owner = excluded.owner, token = excluded.token, until_ms = excluded.until_ms
       WHERE api_cart_locks.until_ms < ?`,
      [cartId, owner, token, now + ttlMs, now],
    );
    if (taken !== 1) return false;
    return {
      token,
      release: () =>
        this.db
          .run("DELETE FROM api_cart_locks WHERE cart_id = ? AND token = ?", [cartId, token])
          .then(() => undefined),
    };
  }

  /**
   * Takes the lock, waiting up to `waitMs` while the other holder finishes (`giveUpOn`: owners not worth waiting
   * for). Null when it could not be had.
   */
  async acquire(
    cartId: string,
    owner: LockOwner,
    opts: { ttlMs: number; waitMs: number; giveUpOn?: LockOwner[] },
  ): Promise<CartLock | null> {
    const r = await claimOrWait<CartLock, null>({
      claim: () => this.take(cartId, owner, opts.ttlMs),
      settle: async () => {
        const row = await this.db.get("SELECT owner FROM api_cart_locks WHERE cart_id = ?", [cartId]);
        return opts.giveUpOn?.includes(row?.owner === "payment" ? "payment" : "edit") ? null : WAIT;
      },
      timedOut: () => null,
      waitMs: opts.waitMs,
      everyMs: 50,
      now: this.now,
    });
    return "claimed" in r ? r.claimed : r.answer;
  }
}
