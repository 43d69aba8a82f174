/**
 * Which booking operations each client may call how often (seats are scarce; guessing is
 * hopeless). One guard per request, keyed by the client's address; the counts live in the shared Limiter, so every
 * instance of the web server enforces the same limits. A refusal is a BookingError RATE_LIMITED (HTTP 429, a
 * localized message saying how long to wait).
 */
import type { LimitsConfig } from "../config.ts";
import type { Limiter, Rule, SeatHold } from "../limits/limiter.ts";
import { BookingError } from "./errors.ts";
import { normalizeMix, seatsTaken } from "./passengers.ts";

/**
 * The proof of work of a hold (ADR 0343): from the client's `holdsBeforeProof`+1-th concurrent unpaid cart on,
 * createCart needs a solved ALTCHA challenge (GET /api/holds/challenge) in the `x-hold-proof` header; the checkout
 * solves it in the browser without showing anything (src/checkout/hold-proof.ts).
 */
export interface HoldProof {
  /** The request's `x-hold-proof` header. */
  token: string | null;
  /** true when the token is a fresh, valid solution (each accepted once). */
  verify(token: string): Promise<boolean>;
}

/** The departure a cart's seats count on: the product's day (every start time of it; ADR 0343). */
export const departureOf = (productId: string, date: string): string => `${productId}|${date}`;

type Bucket = "cart" | "lookup" | "promo" | "verify" | "manage" | "webhook";

/** The operations that are limited (GraphQL root fields, and REST routes by the same names). */
export const LIMITED_OPERATIONS: Readonly<Record<string, Bucket>> = {
  createCart: "cart",
  updateCart: "cart",
  addUpsell: "cart",
  myBooking: "lookup",
  myBookingByLink: "lookup",
  applyPromoCode: "promo",
  verifyPayment: "verify",
  resendTickets: "manage",
  cancelBooking: "manage",
  dateChangeQuote: "manage",
  changeBookingDate: "manage",
  confirmDateChange: "verify",
  // POST /api/payments/webhook: unsigned, so anyone can post one; each stored event is a row.
  paymentWebhook: "webhook",
};

/**
 * The promo code an operation evaluates, if any: every door that tells a valid code from an invalid one
 * spends the same per-client guess budget as applyPromoCode.
 */
export function promoCodeEvaluated(operation: string, args: Record<string, unknown>): string | null {
  const input = (args.input ?? {}) as { code?: unknown; promoCode?: unknown };
  const code =
    operation === "applyPromoCode"
      ? input.code
      : operation === "quote" || operation === "createCart"
        ? input.promoCode
        : null;
  return typeof code === "string" && code.trim() !== "" ? code : null;
}

function ruleOf(bucket: Bucket, limits: LimitsConfig): Rule {
  if (bucket === "cart") return { limit: limits.cartChangesPerMinute, windowMs: 60_000 };
  if (bucket === "webhook") return { limit: limits.webhooksPerMinute, windowMs: 60_000 };
  return { limit: limits.guessesPer15Min, windowMs: 15 * 60_000 };
}

export class RequestGuard {
  /** The hold place claimed by this request's createCart, until the cart exists (or the creation failed). */
  private claim: string | null = null;

  /** The departure and seats of this request's cart (createCart, updateCart), recorded after it. */
  private seat: SeatHold | null = null;

  constructor(
    private readonly limiter: Limiter,
    private readonly limits: LimitsConfig,
    private readonly client: string,
    private readonly proof: HoldProof | null = null,
  ) {}

  private get seatsCap(): number {
    return this.limits.seatsPerDeparture ?? 30;
  }

  /** Before an operation: counts it and refuses it when the client is over its limit or holds too many carts. */
  async before(operation: string, args: Record<string, unknown> = {}): Promise<void> {
    const bucket = LIMITED_OPERATIONS[operation];
    if (bucket) await this.count(bucket);
    if (bucket !== "promo" && promoCodeEvaluated(operation, args) !== null) await this.count("promo");
    if (!bucket) return;
    // A cart and each of its add-ons are holds of the client, under one cap; adding an add-on that is
    // already counted (a retry) takes no second place.
    const input = (args.input ?? {}) as { id?: unknown; productId?: unknown };
    const addOnCounted =
      operation === "addUpsell" &&
      typeof input.id === "string" &&
      typeof input.productId === "string" &&
      (await this.limiter.isHeld(addOnHold(input.id, input.productId)));
    if (operation === "createCart") {
      const cart = args.input as
        | { productId?: unknown; date?: unknown; passengers?: Record<string, number | null>; basketId?: unknown }
        | undefined;
      // A tour joining a basket the client holds takes no new hold place (docs/adr/0366): no proof of work either.
      const basket = typeof cart?.basketId === "string" && cart.basketId ? cart.basketId : null;
      if (!basket || !(await this.limiter.holdsBasket(this.client, basket))) await this.requireProof();
      this.seat =
        typeof cart?.productId === "string" && typeof cart.date === "string"
          ? {
              departure: departureOf(cart.productId, cart.date),
              seats: seatsTaken(normalizeMix(cart.passengers ?? {})),
            }
          : null;
      await this.claimPlace({
        holds: this.limits.holdsPerClient,
        basket,
        ...(this.seat ? { seats: { ...this.seat, cap: this.seatsCap } } : {}),
      });
    } else if (operation === "addUpsell" && !addOnCounted) {
      await this.claimPlace({ holds: this.limits.holdsPerClient });
    } else if (operation === "updateCart") {
      // New passengers or another day: the cart's seats on its departure are counted anew, its old ones left out.
      const update = args.input as
        { id?: unknown; date?: unknown; passengers?: Record<string, number | null> | null } | undefined;
      const id = typeof update?.id === "string" ? update.id : null;
      const held = id ? await this.limiter.seatHoldOf(id) : null;
      if (id && held && (update?.passengers || typeof update?.date === "string")) {
        const [productId = ""] = held.departure.split("|");
        this.seat = {
          departure: typeof update?.date === "string" ? departureOf(productId, update.date) : held.departure,
          seats: update?.passengers ? seatsTaken(normalizeMix(update.passengers)) : held.seats,
        };
        await this.claimPlace({ seats: { ...this.seat, cap: this.seatsCap, except: id } });
      }
    }
  }

  /** Claims a hold place and/or departure seats; a refusal is a localized 429. */
  private async claimPlace(caps: Parameters<Limiter["claim"]>[1]): Promise<void> {
    const claim = await this.limiter.claim(this.client, caps);
    if (typeof claim === "string") {
      this.claim = claim;
      return;
    }
    if (claim.refused === "holds") {
      throw new BookingError("RATE_LIMITED", "TOO_MANY_HOLDS", { params: { count: this.limits.holdsPerClient } });
    }
    throw new BookingError("RATE_LIMITED", "TOO_MANY_SEATS_HELD", { params: { count: this.seatsCap } });
  }

  /** From the client's third concurrent unpaid cart on (by default), a solved proof of work is required. */
  private async requireProof(): Promise<void> {
    if (!this.proof) return;
    const threshold = this.limits.holdsBeforeProof ?? 2;
    if ((await this.limiter.liveCarts(this.client)) < threshold) return;
    if (this.proof.token && (await this.proof.verify(this.proof.token))) return;
    throw new BookingError("PROOF_REQUIRED", "PROOF_REQUIRED");
  }

  /** Counts one request of the client in `bucket`; refused (RATE_LIMITED, 429) beyond the bucket's limit. */
  private async count(bucket: Bucket): Promise<void> {
    const verdict = await this.limiter.hit(`${bucket}:${this.client}`, ruleOf(bucket, this.limits));
    if (!verdict.allowed) {
      throw new BookingError("RATE_LIMITED", "TOO_MANY_REQUESTS", {
        params: { minutes: Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000)) },
      });
    }
  }

  /** Gives back the hold place this request claimed: the creation failed, or the cart now has its own row. */
  async releaseClaim(): Promise<void> {
    if (this.claim) await this.limiter.releaseHold(this.claim);
    this.claim = null;
  }

  /** After an operation: a new cart counts as a hold of this client until it expires or is dropped. */
  async after(operation: string, args: Record<string, unknown>, result: unknown): Promise<void> {
    const input = (args.input ?? {}) as { id?: unknown; productId?: unknown };
    if (operation === "createCart") {
      // Each tour's row names its basket (the supplier order): the basket's tours count as one hold (docs/adr/0366).
      if (isCart(result))
        await this.limiter.recordHold(
          this.client,
          result.id,
          Date.parse(result.expiresAt),
          this.seat ?? undefined,
          result.orderId ?? null,
        );
      await this.releaseClaim();
    } else if (operation === "updateCart") {
      if (isCart(result) && this.seat)
        await this.limiter.recordHold(this.client, result.id, Date.parse(result.expiresAt), this.seat);
      await this.releaseClaim();
    } else if (operation === "addUpsell") {
      // The add-on's own hold place (kept when the add-on was already in the cart: the same key).
      if (isCart(result) && typeof input.productId === "string" && addOnsOf(result).includes(input.productId)) {
        await this.limiter.recordHold(this.client, addOnHold(result.id, input.productId), Date.parse(result.expiresAt));
      }
      await this.releaseClaim();
    } else if (operation === "removeUpsell" && typeof input.id === "string" && typeof input.productId === "string") {
      await this.limiter.releaseHold(addOnHold(input.id, input.productId));
    } else if (operation === "setCustomerDetails" && isCart(result)) {
      // The full hold now: the cart and its add-ons count until its new end, and so does every tour of its basket
      // (extended together, docs/adr/0366).
      const expires = Date.parse(result.expiresAt);
      await this.limiter.recordHold(this.client, result.id, expires);
      await this.limiter.extendBasket(result.id, expires);
      for (const productId of addOnsOf(result))
        await this.limiter.recordHold(this.client, addOnHold(result.id, productId), expires);
    } else if (operation === "dropCart" && typeof args.id === "string") {
      await this.limiter.releaseHold(args.id);
    } else if (operation === "removeTour" && typeof args.cartId === "string") {
      await this.limiter.releaseHold(args.cartId);
    }
  }
}

/** The hold-count key of an add-on of a cart (released with the cart: Limiter.releaseHold). */
const addOnHold = (cartId: string, productId: string) => `${cartId}/${productId}`;

/** The add-ons of a cart view: its lines of another product than the tour's. */
function addOnsOf(cart: { product?: { id?: string }; lines?: { productId?: string | null }[] }): string[] {
  const ids = (cart.lines ?? []).map((l) => l.productId).filter((id): id is string => !!id && id !== cart.product?.id);
  return [...new Set(ids)];
}

function isCart(value: unknown): value is {
  id: string;
  expiresAt: string;
  orderId?: string | null;
  product?: { id?: string };
  lines?: { productId?: string | null }[];
} {
  const v = value as { id?: unknown; expiresAt?: unknown } | null;
  return typeof v?.id === "string" && typeof v.expiresAt === "string" && !Number.isNaN(Date.parse(v.expiresAt));
}
