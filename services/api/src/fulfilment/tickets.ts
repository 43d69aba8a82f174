/**
 * What a ticket shows, snapshotted from the supplier's confirmed booking (OCTO `voucher` / `unitItems[].ticket`
 * deliveryOptions with deliveryFormat QRCODE) when the booking is confirmed, so the PDF, the calendar file and the
 * e-mail never need the supplier again.
 */
import { cityNameIn } from "../../../../domain/cities.ts";
import { cutoffMinutesOf, formatDeadline, freeCancellationUntil } from "../../../../domain/free-cancellation.ts";
import { cityById } from "../../../../domain/cities.ts";
import { validDates as validDatesOf } from "../../../../domain/validity.ts";
import { UNIT_TYPES } from "../../../../domain/passengers.ts";
import type { Locale } from "../locale.ts";
import type { SupplierBooking } from "../booking/supplier-orders.ts";
import { mergeBreakdowns, type PriceBreakdown } from "../booking/breakdown.ts";
import { bookingBreakdown } from "../booking/pricing.ts";
import { durationMinutes } from "../booking/supplier-catalog.ts";
import { addOnsOf, toursOf } from "../booking/order-bookings.ts";

export interface TicketItem {
  /** OCTO unit type: ADULT, CHILD, INFANT, FAMILY... */
  type: string;
  label: string;
  reference: string;
  /** Value of the QR code (deliveryValue of the QRCODE delivery option). */
  qr: string;
}

export interface TicketData {
  reference: string;
  orderReference: string | null;
  operator: string;
  city: string;
  cityName: string;
  timezone: string;
  productTitle: string;
  optionTitle: string | null;
  /** Local date-time with offset, e.g. 2026-07-14T10:00:00+02:00. */
  start: string;
  end: string | null;
  allDay: boolean;
  passengers: { type: string; label: string; count: number }[];
  items: TicketItem[];
  voucherQr: string | null;
  customerName: string | null;
  email: string | null;
  total: { amount: number; currency: string };
  locale: Locale;
  /** The supplier's product and option (absent in tickets snapshotted before changes of date existed). */
  productId?: string;
  optionId?: string;
  /**
   * The combinations (upsells) confirmed in the same order (ADR 0110): their own tickets, same date. `total` above is
   * then what the order cost. Absent on tickets without combinations and on those snapshotted before them.
   */
  combinations?: TicketCombination[];
  /**
   * What was paid, explained: the tour's and the combinations' lines at list price, their offers, the
   * total (= total.amount). Absent on tickets snapshotted before breakdowns were kept (breakdownOfTicket rebuilds one).
   */
  breakdown?: PriceBreakdown;
  /**
   * The product's timetable: added from the CMS when the e-mail, PDF or calendar file is rendered, never
   * part of the stored snapshot.
   */
  timetable?: TourTimetable;
  /**
   * The supplier's free-cancellation cutoff of the option, in minutes before the start (docs/adr/0354). Absent on
   * tickets snapshotted before it was kept, and when the supplier gives none: the spec's 24 hours then.
   */
  cancellationCutoffMinutes?: number;
  /**
   * Days the ticket is valid from its start date (a 2-day pass: 2; docs/adr/0359). Absent on tickets snapshotted
   * before it was kept, and 1 then.
   */
  days?: number;
  /**
   * The other tours of the basket paid with this one (docs/adr/0366), each with its own combinations, date and
   * tickets: the PDF has a section per tour, the calendar file an event per tour, the e-mail lists them. `total` and
   * `breakdown` above are then the whole basket's (what the card paid). Absent for a tour paid alone.
   */
  tours?: TicketData[];
}

/** A product's timetable, read from the CMS when a ticket is rendered (timetable.ts). */
export interface TourTimetable {
  meetingPoint: string | null;
  /** Local wall times "HH:MM" in the city's time zone. */
  firstDeparture: string | null;
  lastDeparture: string | null;
  frequencyMinutes: number | null;
  /** The frequency in words (shown instead of the minutes), in the ticket's language. */
  frequencyText: string | null;
  loopMinutes: number | null;
}

export interface TicketCombination {
  reference: string;
  productTitle: string;
  optionTitle: string | null;
  start: string;
  passengers: { type: string; label: string; count: number }[];
  items: TicketItem[];
  /** Days valid from `start`: the tour's days when longer than its own (docs/adr/0359); absent = 1. */
  days?: number;
}

type Delivery = { deliveryFormat?: string; deliveryValue?: string };
const qrOf = (options: unknown): string | null => {
  const list = Array.isArray(options) ? (options as Delivery[]) : [];
  return list.find((d) => d.deliveryFormat === "QRCODE" && d.deliveryValue)?.deliveryValue ?? null;
};

export function ticketDataOf(
  booking: SupplierBooking,
  opts: { operator: string; city: string; locale: Locale },
): TicketData {
  const city = cityById(opts.city);
  type Item = SupplierBooking["unitItems"][number] & {
    supplierReference?: string | null;
    ticket?: { deliveryOptions?: unknown } | null;
  };
  const raw = booking as unknown as { voucher?: { deliveryOptions?: unknown } | null; unitItems: Item[] };
  const items: TicketItem[] = raw.unitItems.map((it, i) => {
    const type = it.unit?.type ?? "ADULT";
    const label = (it.unit as { title?: string } | undefined)?.title ?? type.charAt(0) + type.slice(1).toLowerCase();
    const reference = it.supplierReference ?? `${booking.supplierReference ?? booking.uuid}-${i + 1}`;
    return { type, label, reference, qr: qrOf(it.ticket?.deliveryOptions) ?? reference };
  });
  const counts = new Map<string, { type: string; label: string; count: number }>();
  for (const it of items) {
    const c = counts.get(it.type) ?? { type: it.type, label: it.label, count: 0 };
    c.count++;
    counts.set(it.type, c);
  }
  const product = booking.product as { title?: string; internalName?: string } | undefined;
  const option = booking.option as
    | { title?: string; internalName?: string; cancellationCutoffAmount?: number; cancellationCutoffUnit?: string }
    | undefined;
  const cutoff = cutoffMinutesOf(option);
  const start = booking.availability?.localDateTimeStart ?? booking.availabilityId ?? "";
  const allDay = booking.availability?.allDay ?? false;
  const days = validityDaysOf(booking.option, allDay);
  return {
    reference: booking.supplierReference ?? booking.uuid,
    orderReference: booking.orderReference ?? null,
    operator: opts.operator,
    city: opts.city,
    cityName: city?.name ?? opts.city,
    timezone: city?.timezone ?? "Europe/Paris",
    productTitle: product?.title ?? product?.internalName ?? booking.productId,
    optionTitle: option?.title ?? option?.internalName ?? null,
    start,
    end: booking.availability?.localDateTimeEnd ?? null,
    allDay,
    passengers: [...counts.values()],
    items,
    voucherQr: qrOf(raw.voucher?.deliveryOptions),
    customerName:
      booking.contact?.fullName ??
      ([booking.contact?.firstName, booking.contact?.lastName].filter(Boolean).join(" ") || null),
    email: booking.contact?.emailAddress ?? null,
    total: { amount: booking.pricing?.retail ?? 0, currency: booking.pricing?.currency ?? city?.currency ?? "EUR" },
    locale: opts.locale,
    productId: booking.productId,
    optionId: booking.optionId,
    breakdown: bookingBreakdown(booking, "TOUR"),
    ...(cutoff !== null ? { cancellationCutoffMinutes: cutoff } : {}),
    ...(days > 1 ? { days } : {}),
  };
}

/**
 * Days an option's ticket is valid (docs/adr/0359): an all-day (opening hours) option lasting whole days is valid
 * that many days from its date (the sandbox's and Ventrata's 2-day pass: 48 hours, `durationAmount`/`durationUnit`);
 * anything else (a timed tour, an option without a duration) one day.
 */
export function validityDaysOf(option: SupplierBooking["option"] | undefined, allDay: boolean): number {
  const minutes = option ? durationMinutes(option) : null;
  if (!allDay || minutes === null || minutes < 2 * 1440) return 1;
  return Math.max(1, Math.round(minutes / 1440));
}

/** The local dates (YYYY-MM-DD, in the city's time zone: the start's own wall date) a ticket is valid on. */
export const validDates = (t: { start: string; days?: number }): string[] => validDatesOf(t.start, t.days);

/**
 * The tour's ticket with the other confirmed bookings of its order (the combinations the visitor added): their
 * tickets, and the total of the whole order (what the card paid).
 */
export function withCombinations(tour: TicketData, others: readonly SupplierBooking[]): TicketData {
  const confirmed = others.filter((b) => b.status === "CONFIRMED");
  if (confirmed.length === 0) return tour;
  const combinations = confirmed.map((b): TicketCombination => {
    const t = ticketDataOf(b, { operator: tour.operator, city: tour.city, locale: tour.locale });
    return {
      reference: t.reference,
      productTitle: t.productTitle,
      optionTitle: t.optionTitle,
      start: t.start,
      passengers: t.passengers,
      items: t.items,
      // An add-on of a 2-day ticket is valid on the ticket's days (docs/adr/0359).
      ...(Math.max(t.days ?? 1, tour.days ?? 1) > 1 ? { days: Math.max(t.days ?? 1, tour.days ?? 1) } : {}),
    };
  });
  const amount = tour.total.amount + confirmed.reduce((sum, b) => sum + (b.pricing?.retail ?? 0), 0);
  const breakdown = tour.breakdown
    ? mergeBreakdowns(
        tour.breakdown,
        ...confirmed.map((b, i) => bookingBreakdown(b, "ADDON", combinations[i]?.productTitle ?? null)),
      )
    : undefined;
  return { ...tour, combinations, total: { ...tour.total, amount }, ...(breakdown ? { breakdown } : {}) };
}

/**
 * The ticket of a paid order (docs/adr/0366): the tour `booking` with its own add-ons, and every other CONFIRMED tour
 * of the basket with theirs (`tours`); the total and breakdown are the whole order's. A tour paid alone (its order
 * holds only it and its add-ons) is exactly `withCombinations` as before.
 */
export function basketTicketOf(
  booking: SupplierBooking,
  others: readonly SupplierBooking[],
  opts: { operator: string; city: string; locale: Locale },
): TicketData {
  const order = [booking, ...others];
  const main = withCombinations(ticketDataOf(booking, opts), addOnsOf(order, booking.uuid));
  const tours = toursOf({ bookings: others })
    .filter((b) => b.status === "CONFIRMED")
    .map((b) => withCombinations(ticketDataOf(b, opts), addOnsOf(order, b.uuid)));
  if (tours.length === 0) return main;
  const amount = main.total.amount + tours.reduce((sum, t) => sum + t.total.amount, 0);
  // One breakdown for the order: each tour's own lines and offers named with the tour, as its add-ons' are.
  const named = (b: PriceBreakdown, title: string): PriceBreakdown => {
    const name = <T extends { kind: string; title: string | null }>(x: T): T =>
      x.kind === "TOUR" && !x.title ? { ...x, title } : x;
    return { ...b, lines: b.lines.map(name), discounts: b.discounts.map(name) };
  };
  const breakdown =
    main.breakdown && tours.every((t) => t.breakdown)
      ? mergeBreakdowns(
          named(main.breakdown, main.productTitle),
          ...tours.map((t) => named(t.breakdown!, t.productTitle)),
        )
      : undefined;
  return { ...main, tours, total: { ...main.total, amount }, ...(breakdown ? { breakdown } : {}) };
}

/** The ticket's tours: itself (with its own combinations), then the basket's other tours (docs/adr/0366). */
export const toursOfTicket = (t: TicketData): TicketData[] => {
  const { tours, ...self } = t;
  // The ticket's language and brand (a re-send in another language, today's operator) are every tour's.
  return [self, ...(tours ?? []).map((x) => ({ ...x, locale: t.locale, operator: t.operator }))];
};

/** Every ticket of a booking: the tour's, then each combination's (named by its product). */
export function allTicketItems(t: Pick<TicketData, "items" | "combinations">): TicketItem[] {
  return [
    ...t.items,
    ...(t.combinations ?? []).flatMap((c) =>
      c.items.map((item) => ({ ...item, label: `${c.productTitle} - ${item.label}` })),
    ),
  ];
}

/** The instant the tour starts (the local date-time carries its offset). */
export const startMs = (t: Pick<TicketData, "start">): number => Date.parse(t.start);
/**
 * Free cancellation ends the supplier's cutoff before the tour (docs/adr/0354; the spec's 24 hours when the ticket
 * does not say): the one instant the e-mail, PDF, calendar file, confirmation, manage booking and the refusal of a
 * late cancellation or change all use.
 */
export const freeCancellationUntilMs = (
  t: Pick<TicketData, "start" | "cancellationCutoffMinutes"> & {
    tours?: readonly Pick<TicketData, "start" | "cancellationCutoffMinutes">[];
  },
): number =>
  // A basket (docs/adr/0366) is cancelled as a whole: free until the first deadline of its tours.
  Math.min(
    freeCancellationUntil(t.start, t.cancellationCutoffMinutes),
    ...(t.tours ?? []).map((x) => freeCancellationUntil(x.start, x.cancellationCutoffMinutes)),
  );

/** The ticket with its city named in a language (the ticket snapshot keeps the English name). */
export const inCityLanguage = <T extends Pick<TicketData, "city" | "cityName">>(t: T, locale: Locale): T => ({
  ...t,
  cityName: cityNameIn(t.city, locale) ?? t.cityName,
});

/** That instant as every e-mail, PDF and calendar file writes it: "Wed 6 Jan, 23:59" in the tour's city. */
export const freeCancellationDeadline = (
  t: Pick<TicketData, "start" | "cancellationCutoffMinutes" | "timezone">,
  locale: Locale,
): string => formatDeadline(freeCancellationUntilMs(t), locale, t.timezone);

const SITE_TYPES = new Set<string>(UNIT_TYPES);

/**
 * The ticket's breakdown: the one snapshotted at confirmation, else (tickets from before breakdowns were kept) one
 * line per passenger type of the tour and of each combination, without prices per line, and the total paid.
 */
export function breakdownOfTicket(
  t: Pick<TicketData, "breakdown" | "passengers" | "combinations" | "total">,
): PriceBreakdown {
  if (t.breakdown) return t.breakdown;
  const typeOf = (type: string) =>
    (SITE_TYPES.has(type) ? type.toLowerCase() : "OTHER") as PriceBreakdown["lines"][number]["type"];
  const lines: PriceBreakdown["lines"] = [
    ...t.passengers.map((p) => ({
      kind: "TOUR" as const,
      productId: null,
      title: null,
      type: typeOf(p.type),
      label: p.label,
      quantity: p.count,
      unitPrice: 0,
      amount: 0,
    })),
    ...(t.combinations ?? []).flatMap((c) =>
      c.passengers.map((p) => ({
        kind: "ADDON" as const,
        productId: null,
        title: c.productTitle,
        type: typeOf(p.type),
        label: p.label,
        quantity: p.count,
        unitPrice: 0,
        amount: 0,
      })),
    ),
  ];
  // Old snapshots knew only the total: it is the one line with an amount, so the lines still add up to it.
  if (lines[0])
    lines[0] = {
      ...lines[0],
      amount: t.total.amount,
      unitPrice: lines[0].quantity ? Math.round(t.total.amount / lines[0].quantity) : 0,
    };
  return { lines, discounts: [], total: t.total.amount, currency: t.total.currency, currencyPrecision: 2 };
}
