/**
 * Per-client limits shared by every instance of the web server: fixed-window request counters
 * and the live holds of each client live in the web server's own database, so two instances behind a load
 * balancer count together. A counter is one row per (key, window); an increment is one atomic upsert.
 */
import { randomUUID } from "node:crypto";
import type { ApiDb } from "../db/database.ts";
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/tables.ts";
import { detachedMetrics, type Metrics } from "../metrics.ts";

export interface Rule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  /** When the client may try again (0 when allowed). */
  retryAfterMs: number;
}

/** The limiter's tables, created by the database's migration 0001_initial (src/migrations.ts). */
export const LIMITS_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_rate_counters (
    key TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
  )`,
  `CREATE TABLE IF NOT EXISTS api_client_holds (
    cart_id TEXT PRIMARY KEY,
    client TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS api_client_holds_client ON api_client_holds (client, expires_ms)`,
];

/**
 * Migration 0011 (ADR 0343): each hold knows its departure (product and day) and its seats, so that one client's
 * unpaid seats of one departure are capped, every cart together.
 */
export const CLIENT_HOLD_SEATS: readonly string[] = [
  "ALTER TABLE api_client_holds ADD COLUMN departure TEXT",
  "ALTER TABLE api_client_holds ADD COLUMN seats INTEGER NOT NULL DEFAULT 0",
  "CREATE INDEX IF NOT EXISTS api_client_holds_departure ON api_client_holds (client, departure, expires_ms)",
];

/** The seats a hold takes on a departure (a product's day: `productId|date`). */
export interface SeatHold {
  departure: string;
  seats: number;
}

/**
 * Migration 0012 (docs/adr/0366): the tours of one basket (one supplier order) share one hold place. A tour's row names
 * its basket; the client's holds count the rows of no basket one by one and each basket once.
 */
export const CLIENT_HOLD_BASKET: readonly string[] = [
  "ALTER TABLE api_client_holds ADD COLUMN basket_id TEXT",
  "CREATE INDEX IF NOT EXISTS api_client_holds_basket ON api_client_holds (basket_id)",
];

/** Why a claim was refused. */
export type ClaimRefusal = "holds" | "seats";

export class Limiter {
  private lastSweep = 0;

  constructor(
    private readonly db: ApiDb,
    private readonly now: () => number = Date.now,
    /** Refusals by limit and holds recorded/released (default: a detached set nobody scrapes). */
    private readonly metrics: Metrics = detachedMetrics(),
  ) {}

  /** Counts one request of `key` under `rule`; refused once the window's limit is reached. */
  async hit(key: string, rule: Rule): Promise<Verdict> {
    const now = this.now();
    const windowStart = now - (now % rule.windowMs);
    const row = await this.db.kysely
      .insertInto("api_rate_counters")
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((oc) =>
        oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("api_rate_counters.hits", "+", 1) })),
      )
      .returning("hits")
      .executeTakeFirst();
    await this.sweep(now);
    const hits = Number(row?.hits ?? 1);
    if (hits > rule.limit) this.metrics.limitRefusals.inc({ limit: key.split(":")[0] ?? "other" });
    return hits <= rule.limit
      ? { allowed: true, retryAfterMs: 0 }
      : { allowed: false, retryAfterMs: windowStart + rule.windowMs - now };
  }

  /**
   * Claims one of the client's hold places before a cart is made: inserts a placeholder, then counts. Racing
   * claims may all be refused near the cap, never all accepted beyond it. Returns the placeholder id, or null.
   */
  async claimHold(client: string, cap: number, placeholderTtlMs = 120_000): Promise<string | null> {
    const claim = await this.claim(client, { holds: cap }, placeholderTtlMs);
    return typeof claim === "string" ? claim : null;
  }

  /**
   * Claims a hold place and/or seats of a departure: inserts a placeholder (with the seats), then counts the
   * client's live holds (when `holds` is given) and its live seats of the departure, the hold `except` left out (an
   * update replaces that cart's seats): over the cap is refused unless the claim is alone on its departure. Racing claims may all be refused near a cap, never all accepted beyond it.
   * Returns the placeholder id, or why it was refused.
   */
  async claim(
    client: string,
    caps: { holds?: number; seats?: SeatHold & { cap: number; except?: string }; basket?: string | null },
    placeholderTtlMs = 120_000,
  ): Promise<string | { refused: ClaimRefusal }> {
    const placeholder = `claim:${randomUUID()}`;
    const now = this.now();
    // A tour joining a basket claims in that basket: no new place when the client holds the basket already.
    await this.db.kysely
      .insertInto("api_client_holds")
      .values({
        cart_id: placeholder,
        client,
        expires_ms: now + placeholderTtlMs,
        departure: caps.seats?.departure ?? null,
        seats: caps.seats?.seats ?? 0,
        basket_id: caps.basket ?? null,
      })
      .execute();
    let refused: ClaimRefusal | null = null;
    if (caps.holds !== undefined && (await this.liveHolds(client)) > caps.holds) refused = "holds";
    else if (caps.seats) {
      // Every unpaid seat of the client on the departure, this claim's included; a cart alone on its departure may
      // be the spec's full booking (MAX_SEATS_PER_CART), beside others the sum stays under the cap (ADR 0343).
      const total = await this.liveSeats(client, caps.seats.departure, caps.seats.except);
      if (total > caps.seats.cap && total - caps.seats.seats > 0) refused = "seats";
    }
    if (!refused) return placeholder;
    await this.releaseHold(placeholder);
    this.metrics.limitRefusals.inc({ limit: refused === "holds" ? "holds" : "departure_seats" });
    return { refused };
  }

  /** Live seats of a client on a departure, every hold (and claim) together but `except`. */
  async liveSeats(client: string, departure: string, except?: string): Promise<number> {
    const row = await this.live(client)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("seats"), eb.lit(0)).as("n"))
      .where("departure", "=", departure)
      .where("cart_id", "<>", except ?? "")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Live carts of a client, a basket's tours once (its add-ons and in-flight claims left out): the proof-of-work threshold. */
  async liveCarts(client: string): Promise<number> {
    return this.places(client, true);
  }

  /** Whether the client holds the basket `basketId` (a live tour of it is counted). */
  async holdsBasket(client: string, basketId: string): Promise<boolean> {
    const row = await this.live(client)
      .select("cart_id")
      .where("basket_id", "=", basketId)
      .where("cart_id", "not like", "claim:%")
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The departure and seats recorded for a cart, if it is a live hold. */
  async seatHoldOf(cartId: string): Promise<SeatHold | null> {
    const row = await this.db.kysely
      .selectFrom("api_client_holds")
      .select(["departure", "seats"])
      .where("cart_id", "=", cartId)
      .where("expires_ms", ">", this.now())
      .executeTakeFirst();
    return row?.departure ? { departure: row.departure, seats: Number(row.seats ?? 0) } : null;
  }

  /** Live holds of a client (carts and add-ons not yet expired; the tours of a basket once). */
  async liveHolds(client: string): Promise<number> {
    return this.places(client, false);
  }

  /** Whether this hold (a cart or an add-on) is counted and not expired. */
  async isHeld(cartId: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom("api_client_holds")
      .select("cart_id")
      .where("cart_id", "=", cartId)
      .where("expires_ms", ">", this.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records (or extends) the hold of a cart made by a client; `basket`: the cart's basket (docs/adr/0366). */
  async recordHold(
    client: string,
    cartId: string,
    expiresMs: number,
    seat?: SeatHold,
    basket?: string | null,
  ): Promise<void> {
    // An extension (details given: the full hold) is counted apart from a new hold; a basket once set stays.
    const updated = await this.db.kysely
      .updateTable("api_client_holds")
      .set({
        expires_ms: expiresMs,
        ...(seat ? { departure: seat.departure, seats: seat.seats } : {}),
        ...(basket ? { basket_id: basket } : {}),
      })
      .where("cart_id", "=", cartId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      this.metrics.holds.inc({ outcome: "extended" });
      return;
    }
    await this.db.kysely
      .insertInto("api_client_holds")
      .values({
        cart_id: cartId,
        client,
        expires_ms: expiresMs,
        departure: seat?.departure ?? null,
        seats: seat?.seats ?? 0,
        basket_id: basket ?? null,
      })
      .onConflict((oc) =>
        oc.column("cart_id").doUpdateSet((eb) => ({
          expires_ms: eb.ref("excluded.expires_ms"),
          departure: eb.ref("excluded.departure"),
          seats: eb.ref("excluded.seats"),
          basket_id: eb.ref("excluded.basket_id"),
        })),
      )
      .execute();
    this.metrics.holds.inc({ outcome: "recorded" });
  }

  /** The tours (cart ids) counted in the basket of `cartId` (itself included; itself alone outside a basket). */
  async toursWith(cartId: string): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom("api_client_holds")
      .select("cart_id")
      .where("basket_id", "is not", null)
      .where("cart_id", "not like", "claim:%")
      .where("basket_id", "=", (eb) =>
        eb.selectFrom("api_client_holds").select("basket_id").where("cart_id", "=", cartId),
      )
      .execute();
    const ids = rows.map((r) => r.cart_id);
    return ids.includes(cartId) ? ids : [cartId, ...ids];
  }

  /** Extends every tour of the basket of `cartId` and their add-ons to `expiresMs` (one hold, docs/adr/0366). */
  async extendBasket(cartId: string, expiresMs: number): Promise<void> {
    const tours = await this.toursWith(cartId);
    await this.db.kysely
      .updateTable("api_client_holds")
      .set({ expires_ms: expiresMs })
      .where((eb) => eb.or(tours.flatMap((id) => holdAndAddOns(eb, id))))
      .execute();
  }

  /** A paid basket no longer counts: every tour of the basket of `cartId` and their add-ons are released. */
  async releaseBasket(cartId: string): Promise<void> {
    for (const id of await this.toursWith(cartId)) await this.releaseHold(id);
  }

  /** A dropped, paid or expired cart no longer counts, nor do its add-ons (`<cartId>/<productId>`). */
  async releaseHold(cartId: string): Promise<void> {
    const deleted = await this.db.kysely
      .deleteFrom("api_client_holds")
      .where((eb) => eb.or(holdAndAddOns(eb, cartId)))
      .executeTakeFirst();
    const n = Number(deleted.numDeletedRows);
    if (n > 0 && !cartId.startsWith("claim:")) this.metrics.holds.inc({ outcome: "released" }, n);
  }

  /** Live holds of every client together (the holds_live gauge, read on scrape). */
  async liveHoldsTotal(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom("api_client_holds")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("expires_ms", ">", this.now())
      .where("cart_id", "not like", "claim:%")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Old windows and expired holds go, at most once a minute per instance. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.kysely
      .deleteFrom("api_rate_counters")
      .where("window_start", "<", now - 24 * 3600_000)
      .execute();
    await this.db.kysely.deleteFrom("api_client_holds").where("expires_ms", "<", now).execute();
  }

  /**
   * Hold places of a client: its live rows of no basket one by one, each basket once, in one statement (the claims'
   * count). `carts`: tours only (in-flight claims and add-ons left out).
   */
  private async places(client: string, carts: boolean): Promise<number> {
    const rows = (inBasket: boolean) => {
      const q = this.live(client).where("basket_id", inBasket ? "is not" : "is", null);
      return carts ? q.where("cart_id", "not like", "claim:%").where("cart_id", "not like", "%/%") : q;
    };
    const row = await this.db.kysely
      .selectNoFrom(() => [
        rows(false)
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .as("loose"),
        rows(true)
          .select((inner) => inner.fn.count<number>("basket_id").distinct().as("n"))
          .as("baskets"),
      ])
      .executeTakeFirst();
    return Number(row?.loose ?? 0) + Number(row?.baskets ?? 0);
  }

  /** A client's holds not expired yet. */
  private live(client: string) {
    return this.db.kysely
      .selectFrom("api_client_holds")
      .where("client", "=", client)
      .where("expires_ms", ">", this.now());
  }
}

/** The conditions matching a hold and its add-ons' holds (`<cartId>/<productId>`). */
function holdAndAddOns(eb: ExpressionBuilder<Database, "api_client_holds">, cartId: string) {
  return [eb("cart_id", "=", cartId), eb("cart_id", "like", `${cartId.replace(/[%_\\]/g, "")}/%`)];
}
