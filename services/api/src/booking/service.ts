/**
 * Booking operations behind /api/graphql, one class a concern: catalogue and calendar reads (catalogue-reads.ts),
 * the cart (cart.ts), its upsells (upsells.ts) and, here, the lookup of a confirmed booking. Views, pricing, unit items, input checks and
 * availability rules are pure modules beside them; every supplier call goes through `supplierCall` (errors.ts).
 */
import { emailKey } from "../../../catalogue/customer-details.ts";
import type { Locale } from "../locale.ts";
import type { OctoAvailability, OctoBooking } from "../octo/types.ts";
import { localDateOf } from "./availability.ts";
import { BookingError, supplierCall } from "./errors.ts";
import { requireDate } from "./input.ts";
import { linesOf, priceOf, quoteFrom, sumLines, type QuoteView } from "./pricing.ts";
import { passengersOf } from "./unit-items.ts";
import { UpsellOperations } from "./upsells.ts";
import { optionView, productView, type BookingView } from "./views.ts";

export type { BookingServiceOptions } from "./catalogue-reads.ts";

export class BookingService extends UpsellOperations {
  /** A confirmed booking by its reference, only when the e-mail matches (no enumeration of other visitors' bookings). */
  async bookingByReference(reference: string, email: string, locale: Locale): Promise<BookingView> {
    const ref = reference.trim();
    const mail = emailKey(email);
    if (!ref || !mail) throw new BookingError("NOT_FOUND", "BOOKING_NOT_FOUND");
    const bookings = await supplierCall("GENERIC", () => this.octo.findBookings({ supplierReference: ref }));
    const booking = bookings.find(
      (b) =>
        (b.supplierReference === ref || b.orderReference === ref) &&
        emailKey(b.contact?.emailAddress ?? "") === mail,
    );
    if (!booking) throw new BookingError("NOT_FOUND", "BOOKING_NOT_FOUND");
    const { product, option } = await this.productAndOption(booking.productId, booking.optionId, locale, "GENERIC");
    const city = await this.catalog.cityOfProduct(product, locale);
    const lines = linesOf(booking, option);
    return {
      reference: booking.supplierReference ?? ref,
      status: booking.status,
      product: productView(product, city),
      option: optionView(option),
      date: localDateOf(booking.availabilityId),
      startsAt: booking.availability?.localDateTimeStart ?? booking.availabilityId,
      passengers: passengersOf(booking, option),
      total: booking.pricing ? priceOf(booking.pricing) : sumLines(lines),
      promoCode: booking.offerCode ?? null,
      email: booking.contact?.emailAddress ?? null,
      firstName: booking.contact?.firstName ?? null,
      lastName: booking.contact?.lastName ?? null,
    };
  }

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
