/**
 * The supplier's orders and bookings as payments and manage booking need them: their one road to the OCTO client
 * (docs/adr/0362-one-road-to-the-supplier.md; test/layers.test.ts keeps every other module off src/octo/). Each
 * operation is named for what it does to a visitor's booking and makes its sequence of supplier calls in one place:
 * a confirmation or a cancellation whose answer is an error reads the booking or order back, since a lost answer may
 * have done it. Built once per booking core (core.ts) by the composition root and handed to payments and manage.
 * `settlement` is the same supplier without octo/cardPayments: the bookings the site settles itself (a change of
 * date) and the reads that must open no card order (the reconciliation).
 */
import { randomUUID } from "node:crypto";
import type { OctoClient } from "../octo/client.ts";
import { OctoError } from "../octo/errors.ts";
import { DEFAULT_CAPABILITIES, type OctoAvailability, type OctoBooking } from "../octo/types.ts";
import type { Locale } from "../locale.ts";
import { addOnsOf, toursOf } from "./order-bookings.ts";

/** A booking at the supplier (OCTO): its status, slot, passengers, order, card payment and contact. */
export type SupplierBooking = OctoBooking;
/** A slot of the supplier's availability (OCTO), as a change of date picks it. */
export type SupplierSlot = OctoAvailability;

/** A supplier failure another try will not mend: the supplier answered and refused (not a timeout, not a 5xx). */
export function isPermanentSupplierError(error: unknown): error is Error {
  return error instanceof OctoError && !error.transient;
}

/**
 * A confirmation at the supplier; when its call fails, the booking or order is read back (a lost answer may have
 * confirmed it).
 *  confirmed    the supplier confirmed it (it answered, or reads so after an error);
 *  unconfirmed  the supplier answered, and the order is not CONFIRMED;
 *  refused      the supplier refused (a permanent error) and what it reads back is not confirmed;
 *  unavailable  no verdict (no answer, a transient error, nothing read back): to be tried again.
 */
export type SupplierConfirmation =
  | { outcome: "confirmed" }
  | { outcome: "unconfirmed" }
  | { outcome: "refused"; error: Error }
  | { outcome: "unavailable"; error: unknown };

/** A cancellation at the supplier; when its call fails, `now` is the booking read back (null: unreadable). */
export type BookingCancellation =
  { cancelled: true } | { cancelled: false; error: unknown; now: SupplierBooking | null };

/** The supplier without card payments: the settlement twin (see the module's comment). */
const SETTLEMENT_CAPABILITIES = DEFAULT_CAPABILITIES.filter((c) => c !== "octo/cardPayments");

export class SupplierOrders {
  /** The same supplier without octo/cardPayments: bookings the site settles itself, reads that open no card order. */
  readonly settlement: SupplierOrders;

  /**
   * `octo`: the server's one client (core.ts), its methods looked up at each call (tests wrap them). `settles`: this
   * is the settlement twin already (built by the other, once).
   */
  constructor(
    private readonly octo: OctoClient,
    settles = false,
  ) {
    this.settlement = settles ? this : new SupplierOrders(octo.withCapabilities(SETTLEMENT_CAPABILITIES), true);
  }

  // ------------------------------------------------------------------------------------------------ reads

  /** A booking, in `locale`'s content language when given. Throws when the supplier cannot tell. */
  booking(uuid: string, locale?: Locale): Promise<SupplierBooking> {
    return this.octo.getBooking(uuid, locale);
  }

  /** A booking, or null when it cannot be read (unknown to the supplier, or no answer). */
  bookingOrNull(uuid: string): Promise<SupplierBooking | null> {
    return this.octo.getBooking(uuid).catch(() => null);
  }

  /** The supplier's bookings (every status) of the tour dates `localDateStart`..`localDateEnd` (YYYY-MM-DD, inclusive). */
  bookingsOfDates(localDateStart: string, localDateEnd: string): Promise<SupplierBooking[]> {
    return this.octo.findBookings({ localDateStart, localDateEnd });
  }

  /**
   * A booking and the other bookings of its order (the add-ons the visitor took with it, ADR 0110, any status), in
   * `locale`: the tickets name the add-ons in the booking's language.
   */
  async bookingAndOrder(
    uuid: string,
    locale: Locale,
  ): Promise<{ booking: SupplierBooking; others: SupplierBooking[] }> {
    const booking = await this.octo.getBooking(uuid, locale);
    const order = booking.orderId ? await this.octo.getOrder(booking.orderId, locale) : null;
    return { booking, others: (order?.bookings ?? []).filter((b) => b.uuid !== booking.uuid) };
  }

  /**
   * The titles (in `locale`) of the tours of an order (its bookings that are no add-on; docs/adr/0366) that can no
   * longer be confirmed: their hold is over, or they were cancelled since `sinceMs` (the payment's start). None for
   * an order of one tour (a cart alone: its outcome says what it always said).
   */
  async toursLostSince(orderId: string, sinceMs: number, locale: Locale): Promise<string[]> {
    const order = await this.octo.getOrder(orderId, locale);
    const now = Date.now();
    const tours = toursOf(order);
    if (tours.length < 2) return [];
    return tours
      .filter(
        (b) =>
          b.status === "EXPIRED" ||
          (b.status === "ON_HOLD" && !!b.utcExpiresAt && Date.parse(b.utcExpiresAt) <= now) ||
          // Suppliers give instants to the second: a cancellation in the payment's first second counts.
          (b.status === "CANCELLED" && Date.parse(b.utcUpdatedAt ?? "") >= Math.floor(sinceMs / 1000) * 1000),
      )
      .map((b) => b.product?.title ?? b.productId);
  }

  /**
   * The confirmed add-ons of a tour (ADR 0110): the CONFIRMED bookings of its order that name it (a basket's other
   * tours are no add-ons of it; docs/adr/0366), in `locale`.
   */
  async confirmedAddons(tour: SupplierBooking, locale: Locale): Promise<SupplierBooking[]> {
    if (!tour.orderId) return [];
    const order = await this.octo.getOrder(tour.orderId, locale);
    return addOnsOf(order.bookings ?? [], tour.uuid).filter((b) => b.status === "CONFIRMED");
  }

  // ------------------------------------------------------------------------------------------------ card payment

  /**
   * The card payment of a cart (octo/cardPayments, gateway vivawallet): the cart's order, when it has one, asks the
   * supplier for its payment order under the operator's name (`dynamicDescriptor`) in the visitor's language; then
   * the cart's booking is read back with its payment order code and amount.
   */
  async openCardPayment(
    cartId: string,
    order: { orderId: string; dynamicDescriptor: string } | null,
    locale: Locale,
  ): Promise<SupplierBooking> {
    if (order) {
      await this.octo.updateOrder(
        order.orderId,
        { cardPayment: { gateway: "vivawallet", vivawallet: { dynamicDescriptor: order.dynamicDescriptor } } },
        locale,
      );
    }
    return this.octo.getBooking(cartId, locale);
  }

  /**
   * Confirms a paid order with its card payment (never retried). When the call fails, the order read back decides:
   * CONFIRMED with this transaction (or none recorded) is confirmed; a refusal with the order readable is refused;
   * anything else is unavailable.
   */
  async confirmPaidOrder(
    orderId: string,
    payment: { orderCode: string; transactionId: string },
  ): Promise<SupplierConfirmation> {
    const { orderCode, transactionId } = payment;
    const body = { cardPayment: { gateway: "vivawallet", vivawallet: { orderCode, transactionId } } };
    try {
      const order = await this.octo.confirmOrder(orderId, body);
      return order.status === "CONFIRMED" ? { outcome: "confirmed" } : { outcome: "unconfirmed" };
    } catch (error) {
      const order = await this.octo.getOrder(orderId).catch(() => null);
      const card = order?.cardPayment as { vivawallet?: { transactionId?: string } } | null | undefined;
      const paidWith = card?.vivawallet?.transactionId;
      if (order?.status === "CONFIRMED" && (!paidWith || paidWith === transactionId)) return { outcome: "confirmed" };
      if (isPermanentSupplierError(error) && order) return { outcome: "refused", error };
      return { outcome: "unavailable", error };
    }
  }

  // ------------------------------------------------------------------------------------------------ holds (settled by the site)

  /**
   * Holds the same passengers as `from` (product, option, unit items, contact and notes) on another slot: a new
   * booking (new uuid) for `expirationMinutes`, in the order `orderId` when given. `notes` rewrites the notes
   * (e.g. an add-on's, which name its tour's booking).
   */
  hold(
    from: SupplierBooking,
    slot: { availabilityId: string; expirationMinutes: number; orderId?: string; notes?: (notes: string) => string },
    locale: Locale,
  ): Promise<SupplierBooking> {
    return this.octo.reserve(
      {
        uuid: randomUUID(),
        ...(slot.orderId !== undefined ? { orderId: slot.orderId } : {}),
        productId: from.productId,
        optionId: from.optionId,
        availabilityId: slot.availabilityId,
        unitItems: from.unitItems.map((u) => ({ unitId: u.unitId })),
        expirationMinutes: slot.expirationMinutes,
        ...(from.notes ? { notes: slot.notes ? slot.notes(from.notes) : from.notes } : {}),
        ...(from.contact ? { contact: from.contact } : {}),
      },
      locale,
    );
  }

  /**
   * Confirms a held booking with its own contact (read first). When that fails, the booking read back decides:
   * CONFIRMED is confirmed; a refusal with the booking readable is refused; anything else is unavailable.
   */
  async confirmHold(uuid: string): Promise<Exclude<SupplierConfirmation, { outcome: "unconfirmed" }>> {
    try {
      await this.octo.confirmBooking(uuid, { contact: (await this.octo.getBooking(uuid)).contact! });
      return { outcome: "confirmed" };
    } catch (error) {
      const now = await this.octo.getBooking(uuid).catch(() => null);
      if (now?.status === "CONFIRMED") return { outcome: "confirmed" };
      if (isPermanentSupplierError(error) && now) return { outcome: "refused", error };
      return { outcome: "unavailable", error };
    }
  }

  /**
   * Confirms the add-ons held beside a tour (the other bookings of the order `orderId`, "" for none) that are not
   * confirmed yet, each with its own contact, then reads them back in `locale`. Throws at the first failure.
   */
  async confirmAddons(orderId: string, tourUuid: string, locale: Locale): Promise<SupplierBooking[]> {
    const order = orderId ? await this.octo.getOrder(orderId, locale) : null;
    for (const b of (order?.bookings ?? []).filter((x) => x.uuid !== tourUuid)) {
      if (b.status !== "CONFIRMED") await this.octo.confirmBooking(b.uuid, { contact: b.contact! });
    }
    const confirmed = order ? await this.octo.getOrder(order.id, locale) : null;
    return (confirmed?.bookings ?? []).filter((x) => x.uuid !== tourUuid);
  }

  /**
   * Releases what a hold holds, never throwing: the held and confirmed bookings of its order (the tour and its
   * add-ons), or the booking `uuid` alone when the order cannot be read.
   */
  async releaseHold(uuid: string, orderId: string): Promise<void> {
    const order = orderId ? await this.octo.getOrder(orderId).catch(() => null) : null;
    const uuids = order?.bookings?.length
      ? order.bookings.filter((b) => b.status === "ON_HOLD" || b.status === "CONFIRMED").map((b) => b.uuid)
      : [uuid];
    await Promise.all(uuids.map((u) => this.octo.cancelBooking(u).catch(() => undefined)));
  }

  // ------------------------------------------------------------------------------------------------ cancellations

  /**
   * Cancels a whole order (the booking and its add-ons). When the call fails, the order read back decides: CANCELLED
   * is cancelled (the answer was lost); otherwise it stands, and `error` says why.
   */
  async cancelOrder(orderId: string): Promise<{ cancelled: true } | { cancelled: false; error: unknown }> {
    try {
      await this.octo.cancelOrder(orderId);
      return { cancelled: true };
    } catch (error) {
      const order = await this.octo.getOrder(orderId).catch(() => null);
      return order?.status === "CANCELLED" ? { cancelled: true } : { cancelled: false, error };
    }
  }

  /** Cancels one booking with a reason; when the call fails, the booking is read back for the caller to judge. */
  async cancelBooking(uuid: string, reason: string): Promise<BookingCancellation> {
    try {
      await this.octo.cancelBooking(uuid, reason);
      return { cancelled: true };
    } catch (error) {
      return { cancelled: false, error, now: await this.octo.getBooking(uuid).catch(() => null) };
    }
  }
}
