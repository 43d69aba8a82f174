/**
 * The single-tour cart: one OCTO booking on hold (cart id = booking uuid) that the visitor edits until payment:
 * dates, passengers, upgrades, promo codes and customer details.
 */
import { randomUUID } from "node:crypto";
import type { OctoBooking, OctoContactBody, OctoOrder, UnitItemBody } from "../octo/types.ts";
import { basketToJoin, heldTours, toursOf } from "./basket.ts";
import { languageTag, type Locale } from "../locale.ts";
import { additionalDays, localDateOf } from "./availability.ts";
import type { QuoteInput } from "./catalogue-reads.ts";
import { editableBooking, editing } from "./cart-state.ts";
import { pickAvailability, productAndOption, slotPricer, type BookingContext } from "./context.ts";
import { chooseOffer, COMBINATION_SEPARATOR, normalizeCode, visibleCode } from "./offer-rule.ts";
import { BookingError, supplierCall, type FieldError } from "./errors.ts";
import { assertRules, badInput, requireDate, UUID_RE } from "./input.ts";
import { CUSTOMER_SCHEMA, customerFieldError } from "./customer-input.ts";
import { customerProblems } from "../../../../domain/customer-details.ts";
import { sameMix, type PassengerMix } from "./passengers.ts";
import { isFamilyOption, passengersOf, requireUnitItems, unitItemsFor } from "./unit-items.ts";
import type { Upsells } from "./upsells.ts";
import type { CartView, CustomerInput } from "./views.ts";

/** What a cart creation asks the supplier to hold. */
interface HoldShape {
  productId: string;
  optionId: string;
  availabilityId: string;
  unitIds: string[];
}

/** A fresh hold of exactly this shape, with nothing added since (no customer details): a retry of the creation. */
function isHoldOf(booking: OctoBooking, wanted: HoldShape): boolean {
  const units = (ids: string[]) => [...ids].sort().join(",");
  return (
    booking.status === "ON_HOLD" &&
    booking.productId === wanted.productId &&
    booking.optionId === wanted.optionId &&
    booking.availabilityId === wanted.availabilityId &&
    units(booking.unitItems.map((u) => u.unitId)) === units(wanted.unitIds) &&
    !booking.contact?.emailAddress
  );
}

/**
 * The cart's operations, a collaborator of the booking service (service.ts) on its context; its add-ons are the
 * `upsells` collaborator's (what each edit does to them, and the cart's view with them).
 */
export class Carts {
  constructor(
    private readonly ctx: BookingContext,
    private readonly upsells: Upsells,
  ) {}

  /**
   * Holds a tour: a new basket (a new supplier order), or one more tour of the basket `basketId` (docs/adr/0366),
   * under the basket's edit lock so that two additions at once cannot pass its 5 tours.
   */
  async createCart(
    input: QuoteInput & { id?: string | null; resellerReference?: string | null; basketId?: string | null },
    locale: Locale,
    test: { holdSeconds?: number | undefined } = {},
  ): Promise<CartView> {
    if (input.id != null && !UUID_RE.test(input.id)) throw badInput("id");
    const basketId = input.basketId?.trim();
    if (!basketId) return this.createTour(input, null, locale, test);
    if (!UUID_RE.test(basketId)) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
    return editing(this.ctx, basketId, async () => {
      const order = await basketToJoin(this.ctx, basketId, input.id);
      const created = await this.createTour(input, order.id, locale, test);
      return this.joinBasket(created, order, locale);
    });
  }

  /**
   * A tour just added to a basket whose customer's details are given: it gets them and the basket's full hold at
   * once (one hold, one set of details; docs/adr/0366).
   */
  private async joinBasket(created: CartView, order: OctoOrder, locale: Locale): Promise<CartView> {
    const contact = toursOf(order).find((b) => b.uuid !== created.id && b.contact?.emailAddress)?.contact;
    if (!contact) return created;
    return supplierCall("BOOKING_FAILED", async () => {
      const updated = await this.ctx.octo.updateBooking(created.id, { contact, termsAccepted: true }, locale);
      return this.upsells.cartView(await this.fullHold(updated), locale);
    });
  }

  private async createTour(
    input: QuoteInput & { id?: string | null; resellerReference?: string | null },
    orderId: string | null,
    locale: Locale,
    test: { holdSeconds?: number | undefined },
  ): Promise<CartView> {
    // Until the customer's details are given the hold is short; setCustomerDetails extends it.
    const holdMinutes =
      this.ctx.holdTestHeader && test.holdSeconds ? test.holdSeconds / 60 : this.ctx.holdMinutesBeforeDetails;
    requireDate(input.date, "date");
    const { product, option } = await productAndOption(
      this.ctx,
      input.productId,
      input.optionId,
      locale,
      "BOOKING_FAILED",
    );
    const city = await this.ctx.catalog.cityOfProduct(product, locale);
    assertRules(input.passengers, isFamilyOption(option), city, this.ctx.maxSeatsPerCart);
    const unitItems = requireUnitItems(option, input.passengers);
    const availability = await pickAvailability(
      this.ctx,
      product,
      option,
      input.date,
      input.availabilityId,
      input.passengers,
    );
    const uuid = input.id ?? randomUUID();
    const wanted: HoldShape = {
      productId: product.id,
      optionId: option.id,
      availabilityId: availability.id,
      unitIds: unitItems.map((u) => u.unitId),
    };
    // A code from the link: the rule of codes and offers (docs/adr/0353) on the slot about to be held.
    const offerCode = input.promoCode?.trim()
      ? (
          await chooseOffer({
            requested: input.promoCode,
            current: null,
            rules: this.ctx.promoRules,
            locale,
            priceWith: slotPricer(this.ctx, product, option, input.date, availability.id, input.passengers, locale)
              .priceWith,
          })
        ).offerCode
      : null;
    let reserved: OctoBooking;
    try {
      reserved = await this.reserveCart(uuid, input, offerCode, wanted, unitItems, holdMinutes, orderId, locale);
    } catch (error) {
      // The answer may be lost after the supplier took the hold: nothing the visitor cannot see stays held. The
      // release runs after the answer (a hung supplier must not make the visitor wait twice).
      if (!(error instanceof BookingError) || error.code === "SUPPLIER_UNAVAILABLE")
        void this.releaseOwnHold(uuid, wanted);
      throw error;
    }
    // The supplier answers an existing uuid with that booking: only a retry of this very creation gets it back,
    // never another visitor's cart.
    if (!isHoldOf(reserved, wanted)) throw badInput("id");
    try {
      return await this.upsells.cartView(reserved, locale);
    } catch (error) {
      void this.releaseOwnHold(uuid, wanted);
      throw error;
    }
  }

  private reserveCart(
    uuid: string,
    input: QuoteInput & { resellerReference?: string | null },
    offerCode: string | null,
    wanted: HoldShape,
    unitItems: UnitItemBody[],
    holdMinutes: number,
    orderId: string | null,
    locale: Locale,
  ): Promise<OctoBooking> {
    return supplierCall("BOOKING_FAILED", () =>
      this.ctx.octo.reserve(
        {
          uuid,
          ...(orderId ? { orderId } : {}),
          productId: wanted.productId,
          optionId: wanted.optionId,
          availabilityId: wanted.availabilityId,
          unitItems,
          expirationMinutes: holdMinutes,
          ...(offerCode ? { offerCode } : {}),
          ...(input.resellerReference ? { resellerReference: input.resellerReference } : {}),
          notes: `family:${input.passengers.family > 0 ? `${input.passengers.adult}/${input.passengers.child}` : "-"}`,
        },
        locale,
      ),
    );
  }

  /**
   * Cancels the hold of a failed creation, when it exists and is that creation's (never another visitor's cart).
   * Never throws: an unknown id held nothing, and a hold the supplier cannot be asked about expires on its own.
   */
  private async releaseOwnHold(uuid: string, wanted: HoldShape): Promise<void> {
    try {
      const booking = await this.ctx.octo.getBooking(uuid);
      if (isHoldOf(booking, wanted)) await this.ctx.octo.cancelBooking(uuid, "creation failed");
    } catch {
      // Unknown id (nothing was held) or supplier unreachable: the hold expires on its own.
    }
  }

  /** The cart, or null when the supplier does not know the id. Expired holds are returned with status EXPIRED. */
  async cart(id: string, locale: Locale): Promise<CartView | null> {
    if (!UUID_RE.test(id)) return null;
    const view = await supplierCall(
      "BOOKING_FAILED",
      async () => this.upsells.cartView(await this.ctx.octo.getBooking(id, locale), locale),
      {
        unknownBooking: () => null,
      },
    );
    // Once paid (or cancelled after payment), a cart id is no key to the booking: no name, e-mail or reference;
    // the booking is reached with its reference and e-mail (manage booking) or the ticket link (ADR 0343).
    return view && (view.status === "CONFIRMED" || view.status === "CANCELLED")
      ? { ...view, reference: null, orderId: null, customer: null }
      : view;
  }

  /** Changes the date/start time and/or the passengers of the tour on hold. */
  async updateCart(
    input: { id: string; date?: string | null; availabilityId?: string | null; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    const updated = await editing(this.ctx, input.id, () => this.updateCartLocked(input, locale));
    return this.upsells.afterCartUpdate(input.id, updated, locale);
  }

  private async updateCartLocked(
    input: { id: string; date?: string | null; availabilityId?: string | null; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    const booking = await editableBooking(this.ctx, input.id, locale);
    const { product, option } = await productAndOption(
      this.ctx,
      booking.productId,
      booking.optionId,
      locale,
      "BOOKING_FAILED",
    );
    const current = passengersOf(booking, option);
    const passengers = input.passengers ?? current;
    const city = await this.ctx.catalog.cityOfProduct(product, locale);
    assertRules(passengers, isFamilyOption(option), city, input.passengers ? this.ctx.maxSeatsPerCart : null);
    const unitItems = requireUnitItems(option, passengers, booking.unitItems);
    const date = input.date ?? localDateOf(booking.availabilityId);
    if (!date) throw badInput("date");
    requireDate(date, "date");
    const sameSlot = !input.date && !input.availabilityId;
    const availabilityId =
      sameSlot && booking.availabilityId
        ? booking.availabilityId
        : (await pickAvailability(this.ctx, product, option, date, input.availabilityId, passengers)).id;
    return supplierCall("BOOKING_FAILED", async () => {
      const updated = await this.ctx.octo.updateBooking(
        booking.uuid,
        {
          availabilityId,
          unitItems,
          notes: `family:${passengers.family > 0 ? `${passengers.adult}/${passengers.child}` : "-"}`,
        },
        locale,
      );
      return this.upsells.cartView(updated, locale);
    });
  }

  /** Releases the hold. Dropping a cart that is already gone (expired, cancelled, unknown) succeeds. */
  async dropCart(id: string): Promise<boolean> {
    if (!UUID_RE.test(id)) return true;
    await this.upsells.release(id);
    return editing(this.ctx, id, () => this.dropCartLocked(id));
  }

  private async dropCartLocked(id: string): Promise<boolean> {
    return supplierCall(
      "BOOKING_FAILED",
      async () => {
        const booking = await this.ctx.octo.getBooking(id);
        if (booking.status !== "ON_HOLD") return true;
        await this.ctx.octo.cancelBooking(id, "dropped by the visitor");
        return true;
      },
      { unknownBooking: () => true },
    );
  }

  /** Upgrade to a longer option of the same product (up to 3 more days), same date and same passengers. */
  async upgradeCart(
    input: { id: string; optionId: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    return editing(this.ctx, input.id, () => this.upgradeCartLocked(input, locale));
  }

  private async upgradeCartLocked(
    input: { id: string; optionId: string; passengers?: PassengerMix | null },
    locale: Locale,
  ): Promise<CartView> {
    const booking = await editableBooking(this.ctx, input.id, locale);
    const { product, option } = await productAndOption(
      this.ctx,
      booking.productId,
      booking.optionId,
      locale,
      "BOOKING_FAILED",
    );
    const passengers = passengersOf(booking, option);
    if (input.passengers && !sameMix(input.passengers, passengers)) {
      throw new BookingError("PASSENGER_RULE", "UPGRADE_PASSENGERS", {
        fields: [{ field: "passengers", key: "UPGRADE_PASSENGERS" }],
      });
    }
    const target = product.options.find((o) => o.id === input.optionId);
    if (!target) throw new BookingError("UPGRADE_NOT_ALLOWED", "UPGRADE_NOT_ALLOWED");
    const extra = additionalDays(option, target);
    if (extra === null) throw new BookingError("UPGRADE_NOT_ALLOWED", "UPGRADE_NOT_ALLOWED");
    const unitItems = unitItemsFor(target, passengers, { strict: true });
    if (!unitItems) throw new BookingError("PASSENGER_RULE", "UPGRADE_PASSENGERS");
    const date = localDateOf(booking.availabilityId);
    if (!date) throw badInput("date");
    const availability = await pickAvailability(this.ctx, product, target, date, booking.availabilityId, passengers);
    return supplierCall("BOOKING_FAILED", async () => {
      const updated = await this.ctx.octo.updateBooking(
        booking.uuid,
        { optionId: target.id, availabilityId: availability.id, unitItems },
        locale,
      );
      return this.upsells.cartView(updated, locale);
    });
  }

  /**
   * Applies a promo code by the rule of codes and offers (docs/adr/0353): it adds to the web offer when the CMS
   * says so, else the better of the two stays (a code that would raise the price is refused with both prices). When
   * the code would replace the cart's offer (a promotion or an earlier code) the visitor must confirm it
   * (`replace: true`).
   */
  async applyPromoCode(
    input: { id: string; code: string; replace?: boolean | null },
    locale: Locale,
  ): Promise<CartView> {
    return editing(this.ctx, input.id, () => this.applyPromoCodeLocked(input, locale));
  }

  private async applyPromoCodeLocked(
    input: { id: string; code: string; replace?: boolean | null },
    locale: Locale,
  ): Promise<CartView> {
    const code = normalizeCode(input.code);
    if (!code) throw new BookingError("PROMO_CODE_INVALID", "PROMO_INVALID");
    const booking = await editableBooking(this.ctx, input.id, locale);
    const date = localDateOf(booking.availabilityId);
    if (!date) throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
    const { product, option } = await productAndOption(
      this.ctx,
      booking.productId,
      booking.optionId,
      locale,
      "BOOKING_FAILED",
    );
    const { offerCode } = await chooseOffer({
      requested: code,
      current: booking.offerCode ?? null,
      rules: this.ctx.promoRules,
      locale,
      priceWith: slotPricer(
        this.ctx,
        product,
        option,
        date,
        booking.availabilityId,
        passengersOf(booking, option),
        locale,
        true,
      ).priceWith,
    });
    const kept = (booking.offerCode ?? "").split(COMBINATION_SEPARATOR);
    const replaces = !!booking.offerCode && !offerCode.split(COMBINATION_SEPARATOR).some((c) => kept.includes(c));
    if (replaces && !input.replace) {
      throw new BookingError("PROMO_CODE_REPLACE_REQUIRED", "PROMO_REPLACE_REQUIRED", {
        params: { code: visibleCode(booking.offerCode!) },
      });
    }
    return supplierCall("BOOKING_FAILED", async () => {
      return this.upsells.cartView(await this.ctx.octo.updateBooking(booking.uuid, { offerCode }, locale), locale);
    });
  }

  async removePromoCode(id: string, locale: Locale): Promise<CartView> {
    return editing(this.ctx, id, () => this.removePromoCodeLocked(id, locale));
  }

  private async removePromoCodeLocked(id: string, locale: Locale): Promise<CartView> {
    const booking = await editableBooking(this.ctx, id, locale);
    return supplierCall("BOOKING_FAILED", async () => {
      return this.upsells.cartView(
        await this.ctx.octo.updateBooking(booking.uuid, { offerCode: null }, locale),
        locale,
      );
    });
  }

  async setCustomerDetails(input: { id: string; customer: CustomerInput }, locale: Locale): Promise<CartView> {
    return editing(this.ctx, input.id, () => this.setCustomerDetailsLocked(input, locale));
  }

  private async setCustomerDetailsLocked(
    input: { id: string; customer: CustomerInput },
    locale: Locale,
  ): Promise<CartView> {
    // The step-3 form's own schema (domain/customer-details.ts); messages name the rule, never echo the
    // input; free text is bounded.
    const c = input.customer;
    const values = {
      ...c,
      phone: c.phone ?? "",
      country: c.country ?? "",
      postalCode: c.postalCode ?? "",
      notes: c.notes ?? "",
      allowMarketing: c.allowMarketing ?? false,
    };
    const fields: FieldError[] = customerProblems(CUSTOMER_SCHEMA, values).map(({ field, rule }) =>
      customerFieldError(field, rule),
    );
    const first = fields[0];
    if (first) throw new BookingError("VALIDATION_FAILED", first.key, { fields });
    const { firstName, lastName, email, phone, country, postalCode, notes } = CUSTOMER_SCHEMA.parse(values);
    const booking = await editableBooking(this.ctx, input.id, locale);
    const contact: OctoContactBody = {
      fullName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      emailAddress: email,
      phoneNumber: phone || null,
      country: country || null,
      postalCode: postalCode || null,
      notes: notes || null,
      allowMarketing: c.allowMarketing ?? false,
      locales: [languageTag(locale)],
    };
    return supplierCall("BOOKING_FAILED", async () => {
      const updated = await this.ctx.octo.updateBooking(booking.uuid, { contact, termsAccepted: true }, locale);
      // Given once for the basket (docs/adr/0366): every other tour held in the order gets the same details.
      for (const other of await this.basketTours(updated)) {
        if (other.uuid !== updated.uuid)
          await this.ctx.octo.updateBooking(other.uuid, { contact, termsAccepted: true }, locale);
      }
      return this.upsells.cartView(await this.fullHold(updated), locale);
    });
  }

  /** The tours held now in the booking's order (the booking's basket; docs/adr/0366), the booking included. */
  private async basketTours(booking: OctoBooking): Promise<OctoBooking[]> {
    if (!booking.orderId) return [booking];
    const order = await this.ctx.octo.getOrder(booking.orderId);
    const held = heldTours(this.ctx, order);
    return held.some((b) => b.uuid === booking.uuid) ? held : [booking, ...held];
  }

  /**
   * The details are given: the short hold of a new cart (holdMinutesBeforeDetails) becomes the full hold, counted
   * from the cart's creation, so that giving details again never holds it longer. In a basket (docs/adr/0366) every
   * tour held (and its add-ons) gets the same end, counted from the basket's first tour: one hold, extended together,
   * never prolonged by adding tours.
   */
  private async fullHold(booking: OctoBooking): Promise<OctoBooking> {
    if (booking.status !== "ON_HOLD") return booking;
    const tours = await this.basketTours(booking);
    const created = Math.min(...tours.map((b) => Date.parse(b.utcCreatedAt)));
    if (!Number.isFinite(created)) return booking;
    const minutes = Math.floor((created + this.ctx.holdMinutes * 60_000 - this.ctx.now()) / 60_000);
    let result = booking;
    for (const tour of tours) {
      const expires = tour.utcExpiresAt ? Date.parse(tour.utcExpiresAt) : NaN;
      // Only a real extension (a minute or more beyond the hold it has), never a shortening.
      if (!Number.isFinite(expires) || this.ctx.now() + minutes * 60_000 < expires + 60_000) continue;
      const extended = await this.extendHold(tour, minutes);
      if (tour.uuid === booking.uuid) result = extended;
    }
    return result;
  }

  /** Extends the cart's hold, and its add-ons' with it, to `minutes` from now. */
  private async extendHold(booking: OctoBooking, minutes: number): Promise<OctoBooking> {
    const extended = await this.ctx.octo.extendBooking(booking.uuid, minutes);
    await this.upsells.extendHold(booking, minutes);
    return extended;
  }
}
