/** A paid booking as the GraphQL `ConfirmedBooking` (the callback pages' outcome and manage booking alike). */
import type { Locale } from "../locale.ts";
import { cityById } from "../../../../domain/cities.ts";
import { allTicketItems, breakdownOfTicket, inCityLanguage, validDates } from "../fulfilment/tickets.ts";
import { paymentMessage } from "./messages.ts";
import type { BookingSummary } from "./service.ts";

export function bookingJson(b: BookingSummary | null, locale: Locale) {
  if (!b) return null;
  const t = b.ticket;
  const addons = t.combinations ?? [];
  // The basket's other tours paid with it (docs/adr/0366), in the asked language.
  const tours = (t.tours ?? []).map((x) => inCityLanguage({ ...x, locale }, locale));
  // Attempts are created for catalogue cities only: an unknown one is a broken record, not a visitor's input.
  const city = cityById(b.city);
  if (!city) throw new Error(`booking ${b.reference}: unknown city ${b.city}`);
  return {
    reference: b.reference,
    status: b.status,
    city: city.id,
    operator: t.operator,
    productTitle: t.productTitle,
    optionTitle: t.optionTitle,
    startsAt: t.start,
    allDay: t.allDay,
    timezone: t.timezone,
    // Both days of a 2-day pass (docs/adr/0359).
    validDates: validDates(t),
    passengers: t.passengers,
    tickets: allTicketItems(t).map((i) => ({ type: i.type, label: i.label, reference: i.reference, qrCode: i.qr })),
    email: t.email,
    totalPaid: t.total.amount,
    currency: t.total.currency,
    breakdown: breakdownOfTicket(t),
    addons: addons.map((c) => ({
      reference: c.reference,
      productTitle: c.productTitle,
      optionTitle: c.optionTitle,
      startsAt: c.start,
      passengers: c.passengers,
    })),
    // The add-ons change date with the tour (manage/date-change.ts): nothing blocks a change but the deadline, and
    // the other tours of a basket (docs/adr/0366): they were paid with it, customer care moves them.
    changeBlockedReason:
      tours.length && b.cancellable
        ? paymentMessage("CHANGE_BASKET", locale, { tours: tours.map((x) => x.productTitle).join(", ") })
        : null,
    tours: tours.map((x) => ({
      reference: x.reference,
      productTitle: x.productTitle,
      optionTitle: x.optionTitle,
      startsAt: x.start,
      allDay: x.allDay,
      validDates: validDates(x),
      passengers: x.passengers,
      tickets: allTicketItems(x).map((i) => ({ type: i.type, label: i.label, reference: i.reference, qrCode: i.qr })),
      addons: (x.combinations ?? []).map((c) => ({
        reference: c.reference,
        productTitle: c.productTitle,
        optionTitle: c.optionTitle,
        startsAt: c.start,
        passengers: c.passengers,
      })),
      productId: x.productId ?? null,
    })),
    ticketsUrl: b.ticketsUrl,
    calendarUrl: b.calendarUrl,
    freeCancellationUntil: b.freeCancellationUntil,
    cancellable: b.cancellable,
    changeable: b.cancellable && tours.length === 0,
    refundedAmount: b.refundedAmount,
    refundableAmount: b.refundableAmount,
    productId: t.productId ?? null,
    optionId: t.optionId ?? null,
    /** Not in the schema: the language `ConfirmedBooking.meetingPoint` reads the CMS in (meeting-point.ts). */
    answerLocale: locale,
  };
}
