/**
 * Booking operations behind /api/graphql, one class a concern: catalogue and calendar reads (catalogue-reads.ts),
 * the cart (cart.ts), its upsells (upsells.ts) and, here, the slot of another date for a booking (manage booking).
 * A booking is looked up only by manage booking's `myBooking` (payments), from the site's own records: the old
 * `booking(reference, email)` query, used by no screen, is gone (issue 24.8). Views, pricing, unit items, input
 * checks and availability rules are pure modules beside them; every supplier call goes through `supplierCall`.
 */
import type { Locale } from "../locale.ts";
import type { OctoAvailability, OctoBooking } from "../octo/types.ts";
import { requireDate } from "./input.ts";
import { quoteFrom, type QuoteView } from "./pricing.ts";
import { passengersOf } from "./unit-items.ts";
import { UpsellOperations } from "./upsells.ts";

export type { BookingServiceOptions } from "./catalogue-reads.ts";

export class BookingService extends UpsellOperations {
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
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "AVAILABILITY_FAILED");
    const mix = passengersOf(booking, option);
    const availability = await this.pickAvailability(product, option, input.date, input.availabilityId, mix);
    return { availability, quote: quoteFrom(option, mix, availability) };
  }
}
