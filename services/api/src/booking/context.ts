/**
 * What every booking operation stands on, built once per booking service (service.ts): the supplier's client and
 * catalogue, the calendar read cache, the clock, the cart locks and the hold settings; and the two supplier reads
 * they all share (a product with its option, a slot with room). The operations are collaborators handed this
 * context (catalogue-reads.ts, cart.ts, upsells.ts), not subclasses of one another.
 */
import type { AvailabilityQuery, OctoClient } from "../octo/client.ts";
import type { OctoAvailability, OctoCalendarDay, OctoOption, OctoProduct } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { BookingError, supplierCall } from "./errors.ts";
import { badInput } from "./input.ts";
import type { MessageKey } from "./messages.ts";
import type { PricedOffer, PromoRules } from "./offer-rule.ts";
import { quoteFrom } from "./pricing.ts";
import type { PassengerMix } from "./passengers.ts";
import { ReadCache } from "./read-cache.ts";
import type { CartLocks } from "./cart-locks.ts";
import { SupplierCatalog } from "./supplier-catalog.ts";
import { seatsNeeded, unitQuantities } from "./unit-items.ts";

export interface BookingServiceOptions {
  octo: OctoClient;
  catalog?: SupplierCatalog;
  holdMinutes?: number;
  /** Hold of a cart until the customer's details are given (default: the full hold, holdMinutes). */
  holdMinutesBeforeDetails?: number;
  /** Seats one cart may hold (default: no cap beyond the passenger rules' 80). */
  maxSeatsPerCart?: number | null;
  /** Test stack only: createCart may be given a shorter hold (config bookingHoldTestHeader). */
  holdTestHeader?: boolean;
  /** Clock, injectable for tests of the hold expiry. */
  now?: () => number;
  /** Edits and payment confirmations of a cart exclude each other (absent: no lock, tests of the reads). */
  locks?: CartLocks;
  /** How long a supplier calendar is reused (BOOKING_READ_CACHE_SECONDS; absent or 0: every read is live). */
  readCacheMs?: number;
  /** The CMS's rule of each promo code (docs/adr/0353; absent: every code is exclusive). */
  promoRules?: PromoRules;
}

export interface BookingContext {
  readonly octo: OctoClient;
  readonly catalog: SupplierCatalog;
  /** Supplier calendars of the last seconds; never read on the way to a hold (pickAvailability is live). */
  readonly calendars: ReadCache<OctoCalendarDay[]>;
  /**
   * Supplier availabilities of a product, option and day (with the passengers, offer code and language asked) of
   * the last seconds, for search, start times and quotes (ADR 0347); never read on the way to a hold.
   */
  readonly availabilities: ReadCache<OctoAvailability[]>;
  readonly now: () => number;
  readonly locks: CartLocks | null;
  readonly holdMinutes: number;
  readonly holdMinutesBeforeDetails: number;
  readonly maxSeatsPerCart: number | null;
  readonly holdTestHeader: boolean;
  readonly promoRules: PromoRules | null;
}

export function bookingContext(options: BookingServiceOptions): BookingContext {
  const holdMinutes = options.holdMinutes ?? 30;
  const calendars = new ReadCache<OctoCalendarDay[]>({ ttlMs: options.readCacheMs ?? 0 });
  const availabilities = new ReadCache<OctoAvailability[]>({ ttlMs: options.readCacheMs ?? 0 });
  // A hold made, changed, dropped or confirmed through this server: the next calendar and availability of its
  // product are live (so search and step 1 agree with what was just held).
  options.octo.onWrite((products) => {
    for (const cache of [calendars, availabilities]) {
      if (products) products.forEach((id) => cache.invalidate(id));
      else cache.clear();
    }
  });
  return {
    octo: options.octo,
    catalog: options.catalog ?? new SupplierCatalog(options.octo),
    calendars,
    availabilities,
    now: options.now ?? Date.now,
    locks: options.locks ?? null,
    holdMinutes,
    holdMinutesBeforeDetails: Math.min(holdMinutes, options.holdMinutesBeforeDetails ?? holdMinutes),
    maxSeatsPerCart: options.maxSeatsPerCart ?? null,
    holdTestHeader: options.holdTestHeader ?? false,
    promoRules: options.promoRules ?? null,
  };
}

/** The product and its option (`DEFAULT`: the default one); a wrong id is the visitor's input error. */
export async function productAndOption(
  ctx: BookingContext,
  productId: string,
  optionId: string,
  locale: Locale,
  fallback: MessageKey,
) {
  const product = await supplierCall(fallback, () => ctx.catalog.product(productId, locale));
  if (!product) throw badInput("productId");
  const option =
    optionId === "DEFAULT"
      ? (product.options.find((o) => o.default) ?? product.options[0])
      : product.options.find((o) => o.id === optionId);
  if (!option) throw badInput("optionId");
  return { product, option };
}

/**
 * The supplier's availabilities for `query`: from the read cache when `cached` (search, start times, quotes: one
 * supplier call serves every concurrent and repeated read of the same question for a few seconds; ADR 0347), else
 * live (holds). Keyed by the whole question (product, option, day, passengers, offer code, language).
 */
export function availabilityOf(
  ctx: BookingContext,
  query: AvailabilityQuery,
  language: Locale | undefined,
  cached: boolean,
): Promise<OctoAvailability[]> {
  if (!cached) return ctx.octo.checkAvailability(query, language);
  return ctx.availabilities.read(query.productId, JSON.stringify([query, language ?? null]), () =>
    ctx.octo.checkAvailability(query, language),
  );
}

/**
 * The price of a party on one slot with one offer code (null: the supplier's automatic web offer), for the rule of
 * codes and offers (offer-rule.ts, docs/adr/0353).
 */
export function slotPricer(
  ctx: BookingContext,
  product: OctoProduct,
  option: OctoOption,
  date: string,
  availabilityId: string | null | undefined,
  passengers: PassengerMix,
  locale: Locale,
  /** The slot is the cart's own hold: read it by id, without asking for room the hold already takes. */
  held = false,
  /** A quote's read, not a hold's: the read cache may answer (ADR 0347). */
  cached = false,
): {
  priceWith: (offerCode: string | null) => Promise<PricedOffer>;
  availability: (offerCode: string | null) => Promise<OctoAvailability>;
} {
  // One supplier read per code within one request (the chosen code's slot is the quote's too).
  const slots = new Map<string, Promise<OctoAvailability>>();
  const availability = (offerCode: string | null) => {
    const key = offerCode ?? "";
    let slot = slots.get(key);
    if (!slot) {
      slot =
        held && availabilityId
          ? heldSlot(ctx, product, option, date, availabilityId, passengers, offerCode ?? undefined, locale)
          : pickAvailability(
              ctx,
              product,
              option,
              date,
              availabilityId,
              passengers,
              offerCode ?? undefined,
              locale,
              cached,
            );
      slots.set(key, slot);
    }
    return slot;
  };
  const priceWith = async (offerCode: string | null): Promise<PricedOffer> => {
    const slot = await availability(offerCode);
    const { total } = quoteFrom(option, passengers, slot);
    return {
      offerCode: slot.offerCode ?? null,
      offerTitle: slot.offerTitle ?? null,
      retail: total.retail,
      currency: total.currency,
    };
  };
  return { priceWith, availability };
}

async function heldSlot(
  ctx: BookingContext,
  product: OctoProduct,
  option: OctoOption,
  date: string,
  availabilityId: string,
  passengers: PassengerMix,
  offerCode: string | undefined,
  locale: Locale,
): Promise<OctoAvailability> {
  const availabilities = await supplierCall("BOOKING_FAILED", () =>
    ctx.octo.checkAvailability(
      {
        productId: product.id,
        optionId: option.id,
        localDate: date,
        units: unitQuantities(option, passengers),
        ...(offerCode ? { offerCode } : {}),
      },
      locale,
    ),
  );
  const slot = availabilities.find((a) => a.id === availabilityId);
  if (!slot) throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
  return slot;
}

/**
 * The chosen slot when it has room for the passengers, else the first one with room: live on the way to a hold,
 * from the read cache for a quote (`cached`).
 */
export async function pickAvailability(
  ctx: BookingContext,
  product: OctoProduct,
  option: OctoOption,
  date: string,
  availabilityId: string | null | undefined,
  passengers: PassengerMix,
  offerCode?: string,
  /** The language of the answer's offer title (a quote shows it). */
  locale?: Locale,
  /** A quote's read, not a hold's: the read cache may answer. */
  cached = false,
): Promise<OctoAvailability> {
  const availabilities = await supplierCall("AVAILABILITY_FAILED", () =>
    availabilityOf(
      ctx,
      {
        productId: product.id,
        optionId: option.id,
        localDate: date,
        units: unitQuantities(option, passengers),
        ...(offerCode ? { offerCode } : {}),
      },
      locale,
      cached,
    ),
  );
  const seats = seatsNeeded(option, passengers);
  const fits = (a: OctoAvailability) => a.available && (a.vacancies === null || a.vacancies >= seats);
  if (availabilityId) {
    const chosen = availabilities.find((a) => a.id === availabilityId);
    if (!chosen)
      throw new BookingError("NOT_AVAILABLE", "AVAILABILITY_FAILED", {
        fields: [{ field: "availabilityId", key: "AVAILABILITY_FAILED" }],
      });
    if (!fits(chosen)) throw new BookingError("NOT_AVAILABLE", "NO_DATES");
    return chosen;
  }
  const first = availabilities.find(fits);
  if (!first) throw new BookingError("NOT_AVAILABLE", "NO_DATES");
  return first;
}
