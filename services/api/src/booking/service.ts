/**
 * The booking operations behind /api/graphql, composed of small collaborators on one context (context.ts: the
 * supplier's client and catalogue, the calendar cache, the clock, the cart locks, the hold settings): catalogue and
 * calendar reads (catalogue-reads.ts), the cart (cart.ts) and its add-ons (upsells.ts), and the slot of another date
 * for manage booking's change of date. Views, pricing, unit items, input checks and availability rules are pure
 * modules beside them; every supplier call goes through `supplierCall`. A paid booking is looked up only by manage
 * booking (src/manage), from the site's own records.
 */
import type { Locale } from "../locale.ts";
import type { OctoAvailability, OctoBooking } from "../octo/types.ts";
import { CatalogueReads } from "./catalogue-reads.ts";
import { Carts } from "./cart.ts";
import { Baskets } from "./basket.ts";
import {
  bookingContext,
  pickAvailability,
  productAndOption,
  type BookingContext,
  type BookingServiceOptions,
} from "./context.ts";
import { requireDate } from "./input.ts";
import { quoteFrom, type QuoteView } from "./pricing.ts";
import { passengersOf } from "./unit-items.ts";
import { Upsells } from "./upsells.ts";

export type { BookingServiceOptions } from "./context.ts";

export class BookingService {
  private readonly ctx: BookingContext;
  readonly reads: CatalogueReads;
  readonly carts: Carts;
  readonly upsells: Upsells;
  readonly baskets: Baskets;

  constructor(options: BookingServiceOptions) {
    this.ctx = bookingContext(options);
    this.reads = new CatalogueReads(this.ctx);
    this.upsells = new Upsells(this.ctx);
    this.carts = new Carts(this.ctx, this.upsells);
    this.baskets = new Baskets(this.ctx, this.upsells, (id) => this.carts.dropCart(id));
  }

  get octo() {
    return this.ctx.octo;
  }
  get catalog() {
    return this.ctx.catalog;
  }
  get locks() {
    return this.ctx.locks;
  }
  get maxSeatsPerCart() {
    return this.ctx.maxSeatsPerCart;
  }

  // The GraphQL resolvers' operations (graphql.ts), each its collaborator's.
  readonly product: CatalogueReads["product"] = (...a) => this.reads.product(...a);
  readonly search: CatalogueReads["search"] = (...a) => this.reads.search(...a);
  readonly calendar: CatalogueReads["calendar"] = (...a) => this.reads.calendar(...a);
  readonly startTimes: CatalogueReads["startTimes"] = (...a) => this.reads.startTimes(...a);
  readonly quote: CatalogueReads["quote"] = (...a) => this.reads.quote(...a);
  readonly createCart: Carts["createCart"] = (...a) => this.carts.createCart(...a);
  readonly cart: Carts["cart"] = (...a) => this.carts.cart(...a);
  readonly updateCart: Carts["updateCart"] = (...a) => this.carts.updateCart(...a);
  readonly dropCart: Carts["dropCart"] = (...a) => this.carts.dropCart(...a);
  readonly upgradeCart: Carts["upgradeCart"] = (...a) => this.carts.upgradeCart(...a);
  readonly applyPromoCode: Carts["applyPromoCode"] = (...a) => this.carts.applyPromoCode(...a);
  readonly removePromoCode: Carts["removePromoCode"] = (...a) => this.carts.removePromoCode(...a);
  readonly setCustomerDetails: Carts["setCustomerDetails"] = (...a) => this.carts.setCustomerDetails(...a);
  readonly addUpsell: Upsells["addUpsell"] = (...a) => this.upsells.addUpsell(...a);
  readonly removeUpsell: Upsells["removeUpsell"] = (...a) => this.upsells.removeUpsell(...a);
  readonly basket: Baskets["basket"] = (...a) => this.baskets.basket(...a);
  readonly removeTour: Baskets["removeTour"] = (...a) => this.baskets.removeTour(...a);

  /**
   * Another date for a booking (same product, option and passengers): the slot (the given start time, else the first
   * with room) and the supplier's price of that date as a new booking would get it (the product's current offers).
   */
  async dateChangeSlot(
    booking: OctoBooking,
    input: { date: string; availabilityId?: string | null },
    locale: Locale,
  ): Promise<{ availability: OctoAvailability; quote: QuoteView }> {
    requireDate(input.date, "date");
    const { product, option } = await productAndOption(
      this.ctx,
      booking.productId,
      booking.optionId,
      locale,
      "AVAILABILITY_FAILED",
    );
    const mix = passengersOf(booking, option);
    const availability = await pickAvailability(this.ctx, product, option, input.date, input.availabilityId, mix);
    return { availability, quote: quoteFrom(option, mix, availability) };
  }
}
