/**
 * A cart's state, shared by the cart's operations (cart.ts) and its add-ons (upsells.ts): its status, the lock an
 * edit runs under, and the view of its tour.
 */
import type { OctoBooking, OctoOption, OctoProduct } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { additionalDays, localDateOf } from "./availability.ts";
import { productAndOption, type BookingContext } from "./context.ts";
import { BookingError, supplierCall } from "./errors.ts";
import { UUID_RE } from "./input.ts";
import type { PassengerMix } from "./passengers.ts";
import { freeCancellationUntilOf, linesOf, priceOf, quoteFrom, sumLines } from "./pricing.ts";
import { breakdownOf } from "./breakdown.ts";
import { offerViewOf } from "./offer-rule.ts";
import { passengersOf, seatsNeeded, unitItemsFor, unitQuantities } from "./unit-items.ts";
import { optionView, productView, type CartStatus, type CartView, type UpgradeView } from "./views.ts";

/** An edit's lock outlives any edit (a few supplier calls, each under OCTO_DEADLINE_MS); a crash frees it then. */
const EDIT_LOCK_MS = 60_000;
/** How long an edit waits for another edit of the same cart (a double click). */
const EDIT_WAIT_MS = 10_000;

/**
 * Runs an edit of the cart under its lock: a payment being confirmed refuses the edit (CART_NOT_EDITABLE), another
 * edit of the same cart is waited for. Without locks configured, the edit just runs.
 */
export async function editing<T>(ctx: BookingContext, id: string, edit: () => Promise<T>): Promise<T> {
  if (!ctx.locks || !UUID_RE.test(id)) return edit();
  const lock = await ctx.locks.acquire(id, "edit", {
    ttlMs: EDIT_LOCK_MS,
    waitMs: EDIT_WAIT_MS,
    giveUpOn: ["payment"],
  });
  if (!lock) throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
  try {
    return await edit();
  } finally {
    await lock.release();
  }
}

/** The cart on hold `id`: an unknown, expired or paid one cannot be edited. */
export async function editableBooking(ctx: BookingContext, id: string, locale: Locale): Promise<OctoBooking> {
  if (!UUID_RE.test(id)) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
  const booking = await supplierCall("BOOKING_FAILED", () => ctx.octo.getBooking(id, locale));
  const status = statusOf(booking, ctx.now());
  if (status === "EXPIRED") throw new BookingError("CART_EXPIRED", "CART_EXPIRED");
  if (status !== "ON_HOLD") throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
  return booking;
}

/** A supplier booking as a cart's status at `now` (a hold past its end is EXPIRED). */
export function statusOf(booking: OctoBooking, now: number): CartStatus {
  switch (booking.status) {
    case "ON_HOLD":
      return booking.utcExpiresAt && Date.parse(booking.utcExpiresAt) <= now ? "EXPIRED" : "ON_HOLD";
    case "EXPIRED":
      return "EXPIRED";
    case "CONFIRMED":
    case "REDEEMED":
    case "PENDING":
      return "CONFIRMED";
    case "CANCELLED":
      return "CANCELLED";
    default:
      return "CANCELLED";
  }
}

/** The cart of the tour alone (its add-ons are added by upsells.ts), with the longer options it can take. */
export async function tourView(ctx: BookingContext, booking: OctoBooking, locale: Locale): Promise<CartView> {
  const { product, option } = await productAndOption(
    ctx,
    booking.productId,
    booking.optionId,
    locale,
    "BOOKING_FAILED",
  );
  const city = await ctx.catalog.cityOfProduct(product, locale);
  const status = statusOf(booking, ctx.now());
  const expiresMs = booking.utcExpiresAt ? Date.parse(booking.utcExpiresAt) : NaN;
  const lines = linesOf(booking, option);
  const passengers = passengersOf(booking, option);
  const total = booking.pricing ? priceOf(booking.pricing) : sumLines(lines);
  const offer = offerViewOf(booking);
  return {
    id: booking.uuid,
    status,
    expiresAt: booking.utcExpiresAt,
    freeCancellationUntil: freeCancellationUntilOf(
      booking.availability?.localDateTimeStart ?? booking.availabilityId,
      booking.option ?? option,
    ),
    secondsLeft:
      status === "ON_HOLD" && Number.isFinite(expiresMs) ? Math.max(0, Math.floor((expiresMs - ctx.now()) / 1000)) : 0,
    reference: booking.supplierReference,
    orderId: booking.orderId ?? null,
    product: productView(product, city),
    option: optionView(option),
    date: localDateOf(booking.availabilityId),
    availabilityId: booking.availabilityId,
    startsAt: booking.availability?.localDateTimeStart ?? booking.availabilityId,
    allDay: booking.availability?.allDay ?? product.availabilityType === "OPENING_HOURS",
    passengers,
    lines,
    total,
    offer,
    breakdown: breakdownOf([{ kind: "TOUR", productId: null, title: null, lines, total, offer }]),
    customer: booking.contact?.emailAddress
      ? {
          firstName: booking.contact.firstName ?? null,
          lastName: booking.contact.lastName ?? null,
          email: booking.contact.emailAddress ?? null,
          phone: booking.contact.phoneNumber ?? null,
          country: booking.contact.country ?? null,
          postalCode: booking.contact.postalCode ?? null,
          notes: booking.contact.notes ?? null,
          allowMarketing: booking.contact.allowMarketing ?? false,
        }
      : null,
    upgrades: () =>
      status === "ON_HOLD" ? upgradesOf(ctx, product, option, booking, passengers) : Promise.resolve([]),
    upsells: () => Promise.resolve([]),
  };
}

async function upgradesOf(
  ctx: BookingContext,
  product: OctoProduct,
  option: OctoOption,
  booking: OctoBooking,
  passengers: PassengerMix,
): Promise<UpgradeView[]> {
  const date = localDateOf(booking.availabilityId);
  if (!date) return [];
  const current = booking.pricing ? booking.pricing.retail : sumLines(linesOf(booking, option)).retail;
  const candidates = product.options.filter(
    (o) => additionalDays(option, o) !== null && unitItemsFor(o, passengers, { strict: true }),
  );
  const upgrades = await Promise.all(
    candidates.map(async (target) => {
      try {
        const availabilities = await ctx.octo.checkAvailability({
          productId: product.id,
          optionId: target.id,
          localDate: date,
          units: unitQuantities(target, passengers),
          // Priced with the cart's promo code, which the upgrade keeps: the total shown is the one charged (23.4).
          ...(booking.offerCode ? { offerCode: booking.offerCode } : {}),
        });
        const seats = seatsNeeded(target, passengers);
        const slot =
          availabilities.find((a) => a.id === booking.availabilityId && a.available) ??
          availabilities.find((a) => a.available && (a.vacancies === null || a.vacancies >= seats));
        if (!slot) return null;
        const { total, breakdown } = quoteFrom(target, passengers, slot);
        const view: UpgradeView = {
          option: optionView(target),
          additionalDays: additionalDays(option, target) ?? 0,
          total,
          difference: total.retail - current,
          cartTotal: total,
          breakdown,
        };
        return view;
      } catch {
        return null;
      }
    }),
  );
  return upgrades.filter((u): u is UpgradeView => u !== null).sort((a, b) => a.additionalDays - b.additionalDays);
}
