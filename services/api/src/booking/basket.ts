/**
 * The basket (docs/adr/0366): the tours of one supplier order, each a cart (cart.ts) with its add-ons (upsells.ts),
 * held together and paid with one card payment. The basket's id is the order's. A booking of the order is an add-on
 * of the tour its note names (`upsell-of:<tour uuid>`, ADR 0110); every other booking is a tour.
 */
import { OctoError } from "../octo/errors.ts";
import type { OctoBooking, OctoOrder } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { statusOf } from "./cart-state.ts";
import type { BookingContext } from "./context.ts";
import { BookingError, supplierCall } from "./errors.ts";
import { UUID_RE } from "./input.ts";
import { addPrices, zeroPrice } from "./pricing.ts";
import { breakdownOf, mergeBreakdowns, type PriceBreakdown } from "./breakdown.ts";
import type { Upsells } from "./upsells.ts";
import { toursOf } from "./order-bookings.ts";

export { addOnsOf, isAddOn, toursOf, upsellNote, UPSELL_NOTE } from "./order-bookings.ts";
import type { BasketView, CartStatus, CartView } from "./views.ts";

/** The most tours one basket (one supplier order) holds. */
export const MAX_TOURS_PER_BASKET = 5;

/** A tour that still holds or has been paid (neither cancelled nor expired). */
const LIVE: ReadonlySet<CartStatus> = new Set(["ON_HOLD", "CONFIRMED"]);

/** The order `id`, or null when the supplier does not know it. */
export async function orderOrNull(ctx: BookingContext, id: string, locale?: Locale): Promise<OctoOrder | null> {
  if (!UUID_RE.test(id)) return null;
  try {
    return await ctx.octo.getOrder(id, locale);
  } catch (error) {
    if (error instanceof OctoError && (error.code === "INVALID_ORDER_ID" || error.code === "INVALID_BOOKING_UUID"))
      return null;
    return supplierCall("BOOKING_FAILED", () => Promise.reject(error));
  }
}

/** The live tours of an order held now (ON_HOLD, hold not over), by the server clock. */
export function heldTours(ctx: BookingContext, order: Pick<OctoOrder, "bookings">): OctoBooking[] {
  return toursOf(order).filter((b) => statusOf(b, ctx.now()) === "ON_HOLD");
}

/**
 * The basket a new tour joins (createCart's `basketId`): its order, held, with room for one more tour. Refused:
 * unknown (CART_NOT_FOUND), paid or cancelled (BASKET_CLOSED), its hold over (CART_EXPIRED), full (BASKET_FULL).
 */
export async function basketToJoin(ctx: BookingContext, basketId: string, retryOf?: string | null): Promise<OctoOrder> {
  const order = await orderOrNull(ctx, basketId);
  if (!order) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
  // A retry of an addition that was held (same client-made id): the creation answers it again, never BASKET_FULL.
  if (retryOf && toursOf(order).some((b) => b.uuid === retryOf && statusOf(b, ctx.now()) === "ON_HOLD")) return order;
  const tours = toursOf(order).map((b) => statusOf(b, ctx.now()));
  if (tours.includes("CONFIRMED") || order.status === "CONFIRMED" || order.status === "CANCELLED")
    throw new BookingError("BASKET_CLOSED", "BASKET_CLOSED");
  const held = tours.filter((s) => s === "ON_HOLD").length;
  if (held === 0) throw new BookingError("CART_EXPIRED", "CART_EXPIRED");
  if (held >= MAX_TOURS_PER_BASKET)
    throw new BookingError("BASKET_FULL", "BASKET_FULL", { params: { max: MAX_TOURS_PER_BASKET } });
  return order;
}

/** The basket's status from its tours' (any held: ON_HOLD; else any paid: CONFIRMED; else EXPIRED; empty: CANCELLED). */
function basketStatus(tours: readonly CartView[]): CartStatus {
  const statuses = new Set(tours.map((t) => t.status));
  for (const s of ["ON_HOLD", "CONFIRMED", "EXPIRED"] as const) if (statuses.has(s)) return s;
  return "CANCELLED";
}

/** A tour's part of the basket's breakdown: every line and discount names its tour (and the tour's product). */
function tourPart(cart: CartView): PriceBreakdown {
  const name = <T extends { kind: string; productId: string | null; title: string | null }>(x: T) =>
    x.kind === "TOUR"
      ? { ...x, productId: cart.product.id, title: cart.product.title, tourId: cart.id }
      : { ...x, tourId: cart.id };
  return { ...cart.breakdown, lines: cart.breakdown.lines.map(name), discounts: cart.breakdown.discounts.map(name) };
}

/** The basket's view from its tours' cart views. */
export function basketViewOf(id: string, carts: readonly CartView[], now: number): BasketView {
  const tours = carts.filter((c) => c.status !== "CANCELLED");
  const paying = tours.filter((c) => LIVE.has(c.status));
  const held = tours.filter((c) => c.status === "ON_HOLD" && c.expiresAt);
  const shortest = held.reduce<CartView | null>(
    (min, c) => (!min || Date.parse(c.expiresAt!) < Date.parse(min.expiresAt!) ? c : min),
    null,
  );
  const expiresMs = shortest ? Date.parse(shortest.expiresAt!) : NaN;
  const currency = tours[0]?.total.currency ?? "EUR";
  const [first, ...more] = paying;
  return {
    id,
    status: basketStatus(tours),
    tours,
    tourCount: tours.length,
    maxTours: MAX_TOURS_PER_BASKET,
    total: first ? addPrices(first.total, ...more.map((c) => c.total)) : zeroPrice(currency),
    breakdown: first ? mergeBreakdowns(tourPart(first), ...more.map(tourPart)) : breakdownOf([], currency),
    expiresAt: shortest?.expiresAt ?? null,
    secondsLeft: Number.isFinite(expiresMs) ? Math.max(0, Math.floor((expiresMs - now) / 1000)) : 0,
  };
}

/**
 * The basket's operations, a collaborator of the booking service (service.ts) beside the cart's: the view of a
 * basket and the removal of one of its tours (`dropTour`: the cart's drop).
 */
export class Baskets {
  constructor(
    private readonly ctx: BookingContext,
    private readonly upsells: Upsells,
    private readonly dropTour: (cartId: string) => Promise<boolean>,
  ) {}

  /** The basket, or null when the supplier does not know the order. A paid one shows no customer or reference. */
  async basket(id: string, locale: Locale): Promise<BasketView | null> {
    const order = await orderOrNull(this.ctx, id, locale);
    if (!order) return null;
    const carts = await supplierCall("BOOKING_FAILED", () =>
      Promise.all(toursOf(order).map((b) => this.upsells.cartView(b, locale))),
    );
    const view = basketViewOf(order.id, carts, this.ctx.now());
    // As Carts.cart: once paid, a basket id is no key to the bookings (ADR 0343).
    if (view.status !== "CONFIRMED") return view;
    return { ...view, tours: view.tours.map((t) => ({ ...t, reference: null, orderId: null, customer: null })) };
  }

  /** Drops the tour `cartId` of the basket with its add-ons; the basket without it. */
  async removeTour(input: { basketId: string; cartId: string }, locale: Locale): Promise<BasketView> {
    const order = await orderOrNull(this.ctx, input.basketId);
    if (!order) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
    const tour = toursOf(order).find((b) => b.uuid === input.cartId);
    if (!tour) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
    if (statusOf(tour, this.ctx.now()) === "CONFIRMED") throw new BookingError("BASKET_CLOSED", "BASKET_CLOSED");
    await this.dropTour(tour.uuid);
    const after = await this.basket(input.basketId, locale);
    return after ?? basketViewOf(input.basketId, [], this.ctx.now());
  }
}
