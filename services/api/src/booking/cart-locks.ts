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
    const taken = await this.db.kysely
      .insertInto("api_cart_locks")
      .values({ cart_id: cartId, owner, token, until_ms: now + ttlMs })
      .onConflict((oc) =>
        oc
          .column("cart_id")
          .doUpdateSet((eb) => ({
            owner: eb.ref("excluded.owner"),
            token: eb.ref("excluded.token"),
            until_ms: eb.ref("excluded.until_ms"),
          }))
          .where("api_cart_locks.until_ms", "<", now),
      )
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    return {
      token,
      release: async () => {
        await this.db.kysely
          .deleteFrom("api_cart_locks")
          .where("cart_id", "=", cartId)
          .where("token", "=", token)
          .execute();
      },
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
        const row = await this.db.kysely
          .selectFrom("api_cart_locks")
          .select("owner")
          .where("cart_id", "=", cartId)
          .executeTakeFirst();
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
