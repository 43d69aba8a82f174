/**
 * Pure helpers of the manage-booking page: the tour's date and time in the city's time zone, the passenger counts the
 * calendar asks availability for, and the form's checks (spec messages: 'This field is not valid.').
 */
import { isEmailAddress } from "../../../domain/email";
import { PASSENGER_TYPES, passengerTypeOfUnit, type PassengerType } from "../../../domain/passengers";
import type { Locale } from "../../i18n/locales";
import { formatPrice } from "../../lib/money";
import type { PassengersInput } from "../graphql/__generated__/graphql";

/** "Saturday 5 December 2026 at 10:00" in the city's time zone (the date alone for all-day tickets): the kernel's. */
export { formatTourStart } from "../../../domain/format";

/** "10:00": the local time of a slot, read from its own offset (2026-12-05T10:00:00+01:00). */
export const localTime = (startsAt: string): string => /T(\d\d:\d\d)/.exec(startsAt)?.[1] ?? startsAt;

/** The booking's tickets (OCTO unit types) as the calendar's passenger counts. */
export function passengersOfTickets(passengers: readonly { type: string; count: number }[]): PassengersInput {
  const mix = Object.fromEntries(PASSENGER_TYPES.map((t) => [t, 0])) as Record<PassengerType, number>;
  for (const p of passengers) {
    const key = passengerTypeOfUnit(p.type.toUpperCase());
    if (key) mix[key] += p.count;
  }
  return mix;
}

export type LookupField = "reference" | "email";

/** The fields in error, in form order. */
export function lookupErrors(values: { reference: string; email: string }): LookupField[] {
  const errors: LookupField[] = [];
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/.test(values.reference.trim())) errors.push("reference");
  if (!isEmailAddress(values.email)) errors.push("email");
  return errors;
}

/**
 * The refund the cancel dialog quotes: what the server says a cancellation refunds now (`refundableAmount`: after a
 * change of date, the payment minus what a cheaper date gave back plus what a dearer one cost), not the booking's
 * price, so the dialog, the cancellation's message and its e-mail say one amount.
 */
export function cancelRefundText(booking: { refundableAmount: number; currency: string }, locale: Locale): string {
  return formatPrice(booking.refundableAmount, { value: booking.currency }, locale);
}
