/**
 * Upsells (checkout step 2): the combinations of the cart's city (supplier category `sight-combination`), booked as
 * more bookings of the cart's OCTO order on the same date, ending with the same hold, for the cart's passengers of the
 * types they accept. The cart's view adds them to its lines and total; the card payment pays the whole order.
 */
import { randomUUID } from "node:crypto";
import { cityById } from "../../../../domain/cities.ts";
import type { OctoBooking, OctoOption, OctoProduct } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { localDateOf } from "./availability.ts";
import { editableBooking, editing, statusOf, tourView } from "./cart-state.ts";
import { pickAvailability, productAndOption, type BookingContext } from "./context.ts";
import { BookingError, supplierCall } from "./errors.ts";
import { badInput } from "./input.ts";
import { sameMix, type PassengerMix } from "./passengers.ts";
import { addPrices, linesOf, priceOf, quoteFrom, sumLines } from "./pricing.ts";
import { breakdownOf, mergeBreakdowns } from "./breakdown.ts";
import { offerViewOf } from "./offer-rule.ts";
import { acceptedTypes, upsellMix } from "./upsell-mix.ts";
import { addOnsOf, upsellNote } from "./order-bookings.ts";
import { durationMinutes } from "./supplier-catalog.ts";
import { passengersOf, requireUnitItems, seatsNeeded, unitQuantities } from "./unit-items.ts";
import type { CartView, UpsellView } from "./views.ts";

interface AddedUpsell {
  booking: OctoBooking;
  view: UpsellView;
}

const LIVE = new Set(["ON_HOLD", "CONFIRMED"]);
const defaultOption = (p: OctoProduct): OctoOption | undefined => p.options.find((o) => o.default) ?? p.options[0];

/**
 * The cart's add-ons, a collaborator of the cart (cart.ts): booking and cancelling them, and what the cart's own
 * edits do to them (a new date or mix cancels them, the full hold and the drop cover them, its view adds them).
 */
export class Upsells {
  constructor(private readonly ctx: BookingContext) {}

  /** Books the combination `productId` in the cart's order (same date, passengers and hold end). Idempotent. */
  async addUpsell(input: { id: string; productId: string }, locale: Locale): Promise<CartView> {
    return editing(this.ctx, input.id, () => this.addUpsellLocked(input, locale));
  }

  private async addUpsellLocked(input: { id: string; productId: string }, locale: Locale): Promise<CartView> {
    const booking = await editableBooking(this.ctx, input.id, locale);
    const added = await this.addedUpsells(booking, locale);
    if (added.some((u) => u.view.productId === input.productId)) return this.cartView(booking, locale);
    const offer = await this.offerFor(booking, input.productId, locale);
    if (!offer) throw badInput("productId");
    const date = localDateOf(booking.availabilityId);
    if (!date || !booking.orderId) throw new BookingError("NOT_AVAILABLE", "NO_DATES");
    const availability = await pickAvailability(this.ctx, offer.product, offer.option, date, null, offer.mix);
    const left = booking.utcExpiresAt ? (Date.parse(booking.utcExpiresAt) - this.ctx.now()) / 60_000 : 0;
    if (!(left > 0)) throw new BookingError("CART_EXPIRED", "CART_EXPIRED");
    const orderId = booking.orderId;
    await supplierCall("BOOKING_FAILED", () =>
      this.ctx.octo.reserve(
        {
          uuid: randomUUID(),
          orderId,
          productId: offer.product.id,
          optionId: offer.option.id,
          availabilityId: availability.id,
          unitItems: requireUnitItems(offer.option, offer.mix),
          expirationMinutes: left,
          notes: upsellNote(booking.uuid),
        },
        locale,
      ),
    );
    return this.cartView(booking, locale);
  }

  /** Cancels the combination's booking. Removing one that is not in the cart changes nothing. */
  async removeUpsell(input: { id: string; productId: string }, locale: Locale): Promise<CartView> {
    return editing(this.ctx, input.id, () => this.removeUpsellLocked(input, locale));
  }

  private async removeUpsellLocked(input: { id: string; productId: string }, locale: Locale): Promise<CartView> {
    const booking = await editableBooking(this.ctx, input.id, locale);
    for (const u of await this.addedUpsells(booking, locale)) {
      if (u.view.productId !== input.productId) continue;
      await supplierCall("BOOKING_FAILED", () =>
        this.ctx.octo.cancelBooking(u.booking.uuid, "upsell removed by the visitor"),
      );
    }
    return this.cartView(booking, locale);
  }

  /**
   * After a change of the cart's date or passengers (`updated`, the cart's view): the upsells, booked for the old
   * ones, are cancelled (the visitor adds them again).
   */
  async afterCartUpdate(id: string, updated: CartView, locale: Locale): Promise<CartView> {
    if (!updated.lines.some((l) => l.productTitle)) return updated;
    // Under the cart's lock again (it is not reentrant); a payment started in between keeps the cart as it is.
    return editing(this.ctx, id, () => this.cancelStaleUpsells(id, updated, locale)).catch((error: unknown) => {
      if (error instanceof BookingError && error.code === "CART_NOT_EDITABLE") return updated;
      throw error;
    });
  }

  private async cancelStaleUpsells(id: string, updated: CartView, locale: Locale): Promise<CartView> {
    const booking = await supplierCall("BOOKING_FAILED", () => this.ctx.octo.getBooking(id, locale));
    const added = await this.addedUpsells(booking, locale);
    const date = localDateOf(booking.availabilityId);
    const stale = added.filter((u) => {
      const mix = upsellMix(u.option, updated.passengers);
      return localDateOf(u.booking.availabilityId) !== date || !mix || !sameMix(mix, u.view.passengers);
    });
    if (stale.length === 0) return updated;
    for (const u of stale) {
      await supplierCall("BOOKING_FAILED", () => this.ctx.octo.cancelBooking(u.booking.uuid, "cart changed"));
    }
    return this.cartView(booking, locale);
  }

  /** The full hold of a cart whose details are given covers its upsells: they end with the cart. */
  async extendHold(booking: OctoBooking, minutes: number): Promise<void> {
    for (const other of await this.orderBookings(booking)) {
      if (other.status === "ON_HOLD") await this.ctx.octo.extendBooking(other.uuid, minutes);
    }
  }

  /** Dropping the cart releases its upsells too (before the cart itself). */
  async release(id: string): Promise<void> {
    await editing(this.ctx, id, () => this.releaseUpsells(id));
  }

  private async releaseUpsells(id: string): Promise<void> {
    const booking = await this.ctx.octo.getBooking(id).catch(() => null);
    if (booking?.status !== "ON_HOLD") return;
    for (const other of await this.orderBookings(booking).catch(() => [])) {
      if (other.status === "ON_HOLD")
        await this.ctx.octo.cancelBooking(other.uuid, "dropped by the visitor").catch(() => undefined);
    }
  }

  /** The cart's view: its tour's (cart-state.ts tourView) with the added upsells and those it can take. */
  async cartView(booking: OctoBooking, locale: Locale): Promise<CartView> {
    const view = await tourView(this.ctx, booking, locale);
    const added = await this.addedUpsells(booking, locale);
    return {
      ...view,
      lines: [...view.lines, ...added.flatMap((u) => u.view.lines)],
      total: addPrices(view.total, ...added.map((u) => u.view.total)),
      breakdown: mergeBreakdowns(view.breakdown, ...added.map((u) => u.view.breakdown)),
      upgrades: async () =>
        (await view.upgrades()).map((u) => ({
          ...u,
          cartTotal: addPrices(u.total, ...added.map((a) => a.view.total)),
          breakdown: mergeBreakdowns(u.breakdown, ...added.map((a) => a.view.breakdown)),
        })),
      upsells: () => (view.status === "ON_HOLD" ? this.upsellsOf(booking, view, added, locale) : Promise.resolve([])),
    };
  }

  /** Every combination of the cart's city this cart can take, the added ones with their booked prices. */
  private async upsellsOf(
    booking: OctoBooking,
    view: CartView,
    added: (AddedUpsell & { option: OctoOption })[],
    locale: Locale,
  ): Promise<UpsellView[]> {
    const ids = await this.combinationIds(booking, view, locale);
    const date = localDateOf(booking.availabilityId);
    const offers = await Promise.all(
      ids.map(async (productId): Promise<UpsellView | null> => {
        const inCart = added.find((u) => u.view.productId === productId);
        if (inCart) return inCart.view;
        const offer = await this.offerFor(booking, productId, locale, view).catch(() => null);
        if (!offer || !date) return null;
        try {
          const availabilities = await this.ctx.octo.checkAvailability({
            productId,
            optionId: offer.option.id,
            localDate: date,
            units: unitQuantities(offer.option, offer.mix),
          });
          const seats = seatsNeeded(offer.option, offer.mix);
          const slot = availabilities.find((a) => a.available && (a.vacancies === null || a.vacancies >= seats));
          if (!slot) return null;
          const quote = quoteFrom(offer.option, offer.mix, slot);
          return this.upsellView(offer.product, offer.option, offer.mix, quote.lines, quote.total, false, quote.offer);
        } catch {
          return null;
        }
      }),
    );
    return offers.filter((o): o is UpsellView => o !== null);
  }

  /** Product ids offered with this cart: the city's combinations, none for a combination itself. */
  private async combinationIds(booking: OctoBooking, view: CartView, locale: Locale): Promise<string[]> {
    const city = view.product.city ? cityById(view.product.city) : undefined;
    if (!city) return [];
    const ids = await this.ctx.catalog.combinationIdsOfCity(city, locale);
    return ids.includes(booking.productId) ? [] : ids;
  }

  /** The combination `productId` for this cart: its default option and the passengers it is for, or null. */
  private async offerFor(booking: OctoBooking, productId: string, locale: Locale, known?: CartView) {
    const view = known ?? (await tourView(this.ctx, booking, locale));
    if (!(await this.combinationIds(booking, view, locale)).includes(productId)) return null;
    const product = await this.ctx.catalog.product(productId, locale);
    const option = product && defaultOption(product);
    const mix = option ? upsellMix(option, view.passengers) : null;
    return product && option && mix ? { product, option, mix } : null;
  }

  /** The live add-ons of the cart's tour: the bookings of its order whose note names it (ADR 0110). */
  private async orderBookings(booking: OctoBooking): Promise<OctoBooking[]> {
    if (!booking.orderId) return [];
    const orderId = booking.orderId;
    const order = await supplierCall("BOOKING_FAILED", () => this.ctx.octo.getOrder(orderId));
    // In a basket (docs/adr/0366) the order also holds other tours: only the add-ons naming this tour are its own.
    return addOnsOf(order.bookings, booking.uuid).filter((b) => LIVE.has(statusOf(b, this.ctx.now())));
  }

  private async addedUpsells(booking: OctoBooking, locale: Locale): Promise<(AddedUpsell & { option: OctoOption })[]> {
    const others = await this.orderBookings(booking);
    return Promise.all(
      others.map(async (b) => {
        const { product, option } = await productAndOption(this.ctx, b.productId, b.optionId, locale, "BOOKING_FAILED");
        const lines = linesOf(b, option);
        const total = b.pricing ? priceOf(b.pricing) : sumLines(lines);
        const offer = offerViewOf(b);
        return {
          booking: b,
          option,
          view: this.upsellView(product, option, passengersOf(b, option), lines, total, true, offer),
        };
      }),
    );
  }

  private upsellView(
    product: OctoProduct,
    option: OctoOption,
    passengers: PassengerMix,
    lines: UpsellView["lines"],
    total: UpsellView["total"],
    added: boolean,
    offer: { code: string; title: string | null } | null = null,
  ): UpsellView {
    const title = product.title ?? product.internalName ?? product.id;
    return {
      productId: product.id,
      optionId: option.id,
      title,
      durationMinutes: durationMinutes(option),
      passengerTypes: acceptedTypes(option),
      passengers,
      lines: lines.map((l) => ({ ...l, productTitle: title, productId: product.id })),
      total,
      added,
      breakdown: breakdownOf([{ kind: "ADDON", productId: product.id, title, lines, total, offer }]),
    };
  }
}
