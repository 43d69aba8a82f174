/**
 * The bookings of one supplier order told apart (docs/adr/0366): an add-on's booking carries the note naming its
 * tour's booking (`upsell-of:<tour uuid>`, ADR 0110); every other booking of the order is a tour of the basket. Pure.
 */
import type { OctoBooking } from "../octo/types.ts";

/** The note of an add-on's booking: it names its tour's booking (ADR 0110). */
export const UPSELL_NOTE = "upsell-of:";
export const upsellNote = (tourUuid: string) => `${UPSELL_NOTE}${tourUuid}`;

/** A booking of an order that is an add-on (of some tour), not a tour. */
export const isAddOn = (b: Pick<OctoBooking, "notes">): boolean => (b.notes ?? "").startsWith(UPSELL_NOTE);

/** The bookings of an order that are add-ons of `tourUuid`. */
export const addOnsOf = (bookings: readonly OctoBooking[], tourUuid: string): OctoBooking[] =>
  bookings.filter((b) => b.uuid !== tourUuid && b.notes === upsellNote(tourUuid));

/** The tours of an order (its bookings that are no add-on), in the order they were held. */
export const toursOf = (order: { bookings?: readonly OctoBooking[] | null }): OctoBooking[] =>
  (order.bookings ?? []).filter((b) => !isAddOn(b));
