/**
 * Change of date of a paid booking (manage my booking; spec: free change up to 24 hours before the tour), same
 * product, option and passengers. ADR 0130.
 *
 * Supplier: a card-paid OCTO booking is not updated in place (the sandbox, like Ventrata, settles a card order at its
 * amount: "cancel it and reserve again"). So a new booking of the same unit items is reserved on the new slot through
 * the supplier without octo/cardPayments (`SupplierOrders.settlement`: the site settles it, the visitor's payment
 * covers it), confirmed, then the old order is cancelled. The new date is priced as a new booking of that date would
 * be (the product's current offers).
 *
 *  equal or lower price  at once; the difference is refunded on the booking's card transaction.
 *  higher price          a payment order of the site for the difference (Viva Smart Checkout); the visitor pays on
 *                        the card page, comes back to the manage page (return URL) and the change runs once that
 *                        payment is verified, exactly once (return page, webhook and replays alike).
 *
 * Add-ons (ADR 0110: bookings of the tour's order) move with the tour (docs/adr/0130's rule, extended): each is held
 * on the new date in the new order beside the tour, priced as a new booking of that date; if any of them has no room,
 * nothing is held and the visitor is told which; the apply step confirms every booking of the new order and cancels
 * the old order whole. So the tour and its add-ons all move, or nothing moves.
 *
 * Exactly once: the change row moves held | awaiting_payment → applying (conditional UPDATE with a lease) → done |
 * failed, and the booking's attempt row is claimed confirmed → changing for the same lease, so a cancellation or a
 * second change of the same booking waits for it.
 *
 * One open change per booking: a unique partial index allows one row in held | awaiting_payment |
 * applying per attempt. A new change supersedes an unpaid dearer one (its hold is released; a late payment of it is
 * refunded) and is refused while another is being applied. The apply step re-reads the booking under its lease and
 * cancels the order the booking holds now; a change whose starting point (the order it was priced from) is no longer
 * the booking's is refused, its hold released and anything paid for it refunded. So one payment never leaves two
 * CONFIRMED supplier bookings, and captures minus refunds always equal the price of what stands.
 */
import { randomUUID } from "node:crypto";
import { BookingError } from "../booking/errors.ts";
import type { BookingService } from "../booking/service.ts";
import { formatTourStart } from "../../../../domain/format.ts";
import { languageTag, type Locale } from "../locale.ts";
import {
  isPermanentSupplierError,
  type SupplierBooking,
  type SupplierOrders,
  type SupplierSlot,
} from "../booking/supplier-orders.ts";
import type { BrandSource } from "../brand/settings.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import { freeCancellationUntilMs, ticketDataOf, withCombinations, type TicketData } from "../fulfilment/tickets.ts";
import { claimOrWait, WAIT } from "../db/claim.ts";
import { isUniqueViolation, type ApiDb } from "../db/database.ts";
import { formatMoney } from "../../../../domain/money.ts";
import { paymentMessage, type PaymentMessageKey } from "../payments/messages.ts";
import type { Attempt, BookingSummary, PaymentService } from "../payments/service.ts";
import { changedStmt, changeReleased, claimChange, findManaged } from "../payments/attempt-records.ts";
import * as changes from "../payments/date-change-records.ts";
import type { Change, ChangeStatus } from "../payments/date-change-records.ts";
import { CURRENCY_NUMERIC, type VivaClient, type VivaTransaction } from "../payments/viva.ts";
import { DATE_CHANGED_MAIL } from "./mails.ts";

export type DateChangeCode =
  | "QUOTED"
  | "CHANGED"
  | "PAYMENT_REQUIRED"
  | "PROCESSING"
  | "NOT_FOUND"
  | "CHANGE_TOO_LATE"
  | "NOT_CHANGEABLE"
  | "NOT_AVAILABLE"
  | "SAME_DATE"
  | "PAYMENT_REJECTED"
  | "PAYMENT_NOT_VERIFIED"
  | "CHANGE_IN_PROGRESS"
  | "BOOKING_CHANGED"
  | "CHANGE_FAILED";

export interface DateChangeInput {
  reference: string;
  email: string;
  date: string;
  availabilityId?: string | null;
}

export interface DateChangeQuote {
  ok: boolean;
  code: DateChangeCode;
  message: string;
  date: string | null;
  startsAt: string | null;
  availabilityId: string | null;
  /** Minor units: the new date's total, what the booking costs now, and new − current (> 0: to pay, < 0: refunded). */
  total: number | null;
  currentTotal: number | null;
  difference: number | null;
  currency: string | null;
}

export interface DateChangeResult {
  ok: boolean;
  code: DateChangeCode;
  message: string;
  booking: BookingSummary | null;
  /** PAYMENT_REQUIRED: the card page of the difference. */
  redirectUrl: string | null;
  difference: number | null;
  /** Refunded to the card by this change (minor units). */
  refundedAmount: number;
}

export interface DateChangeOptions {
  db: ApiDb;
  payments: PaymentService;
  booking: BookingService;
  /**
   * The supplier without octo/cardPayments (`SupplierOrders.settlement`): bookings the site settles itself (no card
   * order is issued for them).
   */
  settlement: SupplierOrders;
  viva: VivaClient;
  outbox: Outbox;
  checkoutUrl: string;
  /** The brand (CMS site settings): the operator on the tickets and the merchant name of the difference's order. */
  brand: BrandSource;
  holdMinutes: number;
  leaseMs: number;
  now: () => number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Priced {
  old: SupplierBooking;
  availability: SupplierSlot;
  /** The add-ons of the order (ADR 0110), each with its slot on the new date. */
  addons: { booking: SupplierBooking; availability: SupplierSlot }[];
  total: number;
  current: number;
  currency: string;
}

const PAID = "F";
const DECLINED = "E";
const REFUNDED = "R";
const TX_REFUND = 4;

export class DateChangeService {
  constructor(private readonly o: DateChangeOptions) {
    // A dearer date's difference is a paid provider order of its own: the payments' webhook and reconciler ask here.
    o.payments.otherOrder = (tx) => this.confirmedByProvider(tx);
  }

  private message(key: PaymentMessageKey, locale: Locale, params: Record<string, string> = {}) {
    return paymentMessage(key, locale, params);
  }

  private result(
    code: DateChangeCode,
    key: PaymentMessageKey,
    locale: Locale,
    extra: Partial<DateChangeResult> = {},
    params: Record<string, string> = {},
  ): DateChangeResult {
    this.o.payments.metrics.dateChanges.inc({ outcome: code.toLowerCase() });
    return {
      ok: code === "CHANGED" || code === "PAYMENT_REQUIRED",
      code,
      message: this.message(key, locale, params),
      booking: null,
      redirectUrl: null,
      difference: null,
      refundedAmount: 0,
      ...extra,
    };
  }

  /** The kernel's tour start (domain/format.ts), as the e-mail and the manage-booking page write it. */
  private formatDate(start: string, allDay: boolean, timeZone: string, locale: Locale): string {
    return formatTourStart(start, allDay, timeZone, locale);
  }

  /** The booking, if it may change date now; else the refusal. */
  private async changeable(
    reference: string,
    email: string,
    locale: Locale,
  ): Promise<{ a: Attempt & { ticket: TicketData } } | { refusal: DateChangeResult }> {
    const a = await findManaged(this.o.db, reference, email);
    if (!a || !a.ticket) return { refusal: this.result("NOT_FOUND", "MANAGE_NOT_FOUND", locale) };
    const booking = await this.o.payments.summary(a);
    if (a.status === "cancelled" || a.status === "cancelling")
      return { refusal: this.result("NOT_CHANGEABLE", "NOT_CHANGEABLE", locale, { booking }) };
    // A basket's tours (docs/adr/0366) were paid together: moving one online would move or cancel the others with
    // its order. Customer care changes them until a tour can change on its own.
    if (a.ticket.tours?.length)
      return { refusal: this.result("NOT_CHANGEABLE", "NOT_CHANGEABLE", locale, { booking }) };
    if (!(this.o.now() < freeCancellationUntilMs(a.ticket)))
      return { refusal: this.result("CHANGE_TOO_LATE", "CHANGE_TOO_LATE", locale, { booking }) };
    return { a: a as Attempt & { ticket: TicketData } };
  }

  /** The slot and price of the new date, or the refusal (date not available, same slot). */
  private async priced(
    a: Attempt & { ticket: TicketData },
    input: DateChangeInput,
    locale: Locale,
  ): Promise<Priced | { refusal: DateChangeResult }> {
    const old = await this.o.settlement.booking(a.cartId, locale);
    try {
      const { availability, quote } = await this.o.booking.dateChangeSlot(old, input, locale);
      if (availability.id === old.availabilityId)
        return { refusal: this.result("SAME_DATE", "CHANGE_SAME_DATE", locale) };
      // The add-ons move with the tour, each to the first slot of the new date with room; any without: nothing moves.
      const addons: Priced["addons"] = [];
      const missing: string[] = [];
      let total = quote.total.retail;
      for (const booking of await this.o.settlement.confirmedAddons(old, locale)) {
        try {
          const slot = await this.o.booking.dateChangeSlot(booking, { date: input.date }, locale);
          addons.push({ booking, availability: slot.availability });
          total += slot.quote.total.retail;
        } catch (error) {
          if (!(error instanceof BookingError && (error.code === "NOT_AVAILABLE" || error.code === "BAD_INPUT")))
            throw error;
          missing.push(titleOf(booking));
        }
      }
      if (missing.length)
        return {
          refusal: this.result(
            "NOT_AVAILABLE",
            "CHANGE_ADDON_NOT_AVAILABLE",
            locale,
            {},
            { addons: missing.join(", ") },
          ),
        };
      return { old, availability, addons, total, current: a.ticket.total.amount, currency: quote.total.currency };
    } catch (error) {
      if (
        error instanceof BookingError &&
        (error.code === "NOT_AVAILABLE" || error.code === "BAD_INPUT" || error.code === "VALIDATION_FAILED")
      ) {
        return { refusal: this.result("NOT_AVAILABLE", "CHANGE_NOT_AVAILABLE", locale) };
      }
      throw error;
    }
  }

  /** Releases what a change holds on the new date: the new order's bookings (the tour and its add-ons). */
  private releaseNew(newBookingUuid: string, newOrderId: string): Promise<void> {
    return this.o.settlement.releaseHold(newBookingUuid, newOrderId);
  }

  // ------------------------------------------------------------------------------------------------ quote

  async quote(input: DateChangeInput, locale: Locale): Promise<DateChangeQuote> {
    const none = {
      date: null,
      startsAt: null,
      availabilityId: null,
      total: null,
      currentTotal: null,
      difference: null,
      currency: null,
    };
    const c = await this.changeable(input.reference, input.email, locale);
    if ("refusal" in c) return { ok: false, code: c.refusal.code, message: c.refusal.message, ...none };
    const p = await this.priced(c.a, input, locale);
    if ("refusal" in p) return { ok: false, code: p.refusal.code, message: p.refusal.message, ...none };
    return {
      ok: true,
      code: "QUOTED",
      message: "",
      date: input.date,
      startsAt: p.availability.localDateTimeStart,
      availabilityId: p.availability.id,
      total: p.total,
      currentTotal: p.current,
      difference: p.total - p.current,
      currency: p.currency,
    };
  }

  // ------------------------------------------------------------------------------------------------ change

  async change(input: DateChangeInput, locale: Locale): Promise<DateChangeResult> {
    const c = await this.changeable(input.reference, input.email, locale);
    if ("refusal" in c) return c.refusal;
    const { a } = c;
    const other = await this.blockingChangeOf(a.id);
    if (other && other.status !== "awaiting_payment") {
      return this.result("CHANGE_IN_PROGRESS", "CHANGE_IN_PROGRESS", locale, {
        booking: await this.o.payments.summary(a),
      });
    }
    const p = await this.priced(a, input, locale);
    if ("refusal" in p) return p.refusal;
    const { old, availability } = p;
    let held: SupplierBooking;
    try {
      held = await this.o.settlement.hold(
        old,
        { availabilityId: availability.id, expirationMinutes: this.o.holdMinutes },
        locale,
      );
    } catch (error) {
      this.o.log.warn({ err: error, attempt: a.id }, "date change: the new date could not be held");
      if (isPermanentSupplierError(error)) return this.result("NOT_AVAILABLE", "CHANGE_NOT_AVAILABLE", locale);
      return this.result("CHANGE_FAILED", "CHANGE_FAILED", locale);
    }
    // Each add-on held on the new date in the tour's new order; one that cannot be held releases everything.
    let heldTotal = held.pricing?.retail ?? null;
    for (const addon of p.addons) {
      try {
        // The add-on's notes name its tour's booking (`upsell-of:`): now the tour's new one.
        const h = await this.o.settlement.hold(
          addon.booking,
          {
            availabilityId: addon.availability.id,
            expirationMinutes: this.o.holdMinutes,
            orderId: held.orderId ?? undefined,
            notes: (notes) => notes.replace(a.cartId, held.uuid),
          },
          locale,
        );
        heldTotal = heldTotal === null || h.pricing?.retail === undefined ? null : heldTotal + h.pricing.retail;
      } catch (error) {
        this.o.log.warn({ err: error, attempt: a.id }, "date change: an add-on could not be held on the new date");
        await this.releaseNew(held.uuid, held.orderId ?? "");
        if (isPermanentSupplierError(error)) {
          return this.result(
            "NOT_AVAILABLE",
            "CHANGE_ADDON_NOT_AVAILABLE",
            locale,
            {},
            { addons: titleOf(addon.booking) },
          );
        }
        return this.result("CHANGE_FAILED", "CHANGE_FAILED", locale);
      }
    }
    const newAmount = heldTotal ?? p.total;
    const currency = held.pricing?.currency ?? p.currency;
    const difference = newAmount - p.current;
    const id = randomUUID();
    // NOT NULL in the table: a hold with no start was refused by the database before the typed tables said so.
    const newStart = held.availability?.localDateTimeStart ?? held.availabilityId;
    if (!newStart) throw new Error("date change: the new hold has no start");
    const opened = await this.open(a.id, {
      id,
      attempt_id: a.id,
      old_booking_uuid: a.cartId,
      old_order_id: a.orderId,
      old_reference: a.ticket.reference,
      new_booking_uuid: held.uuid,
      new_order_id: held.orderId ?? "",
      new_start: newStart,
      old_amount: p.current,
      new_amount: newAmount,
      currency,
      locale,
      old_start: a.ticket.start,
    });
    if (opened !== "opened") {
      await this.releaseNew(held.uuid, held.orderId ?? "");
      return this.result("CHANGE_IN_PROGRESS", "CHANGE_IN_PROGRESS", locale, {
        booking: await this.o.payments.summary(a),
      });
    }
    // The booking may have moved between reading it and opening this change (another change finished meanwhile).
    const current = await this.o.payments.attemptById(a.id);
    if (!current || current.orderId !== a.orderId || current.cartId !== a.cartId || current.status !== "confirmed") {
      await this.close(id, ["held"], "failed", "the booking changed before this change was opened");
      await this.releaseNew(held.uuid, held.orderId ?? "");
      return this.result("BOOKING_CHANGED", "BOOKING_CHANGED", locale, {
        booking: current ? await this.o.payments.summary(current) : null,
      });
    }
    if (difference <= 0) return this.apply(id, null, locale);

    let orderCode: string;
    try {
      orderCode = await this.o.viva.createOrder({
        amount: difference,
        currency,
        customerTrns: `${a.ticket.productTitle}: ${this.formatDate(held.availability?.localDateTimeStart ?? "", a.ticket.allDay, a.ticket.timezone, locale)}`,
        merchantTrns: `date-change ${a.ticket.reference}`,
        merchantName: (await this.o.brand.current()).operatorName,
        email: a.email,
        requestLang: languageTag(locale),
      });
    } catch (error) {
      this.o.log.error({ err: error, attempt: a.id }, "date change: payment order of the difference failed");
      await this.releaseNew(held.uuid, held.orderId ?? "");
      await changes.orderFailed(this.o.db, id, "payment order failed", this.o.now());
      return this.result("CHANGE_FAILED", "CHANGE_FAILED", locale);
    }
    if (!(await changes.awaitPayment(this.o.db, id, orderCode, this.o.now()))) {
      // Closed meanwhile (the booking was cancelled): the visitor is not sent to pay for it.
      await this.releaseNew(held.uuid, held.orderId ?? "");
      return this.result("BOOKING_CHANGED", "BOOKING_CHANGED", locale);
    }
    return this.result(
      "PAYMENT_REQUIRED",
      "CHANGE_PAYMENT_REQUIRED",
      locale,
      {
        difference,
        redirectUrl: this.o.checkoutUrl.replace("{orderCode}", encodeURIComponent(orderCode)),
        booking: await this.o.payments.summary(a),
      },
      { amount: formatMoney(difference, currency, locale) },
    );
  }

  /**
   * Opens the change row, the one open change of its booking: an unpaid dearer change of the same booking is
   * superseded (its hold released); a change being applied (or about to be, at once) makes this one wait its turn:
   * "in_progress". The unique partial index decides between concurrent requests.
   */
  private async open(attemptId: string, row: changes.NewChange): Promise<"opened" | "in_progress"> {
    for (let tries = 0; tries < 3; tries++) {
      try {
        await changes.openChange(this.o.db, row, this.o.now());
        return "opened";
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const other = await this.blockingChangeOf(attemptId);
      if (other && other.status !== "awaiting_payment") return "in_progress";
      if (other) await this.supersede(other);
    }
    return "in_progress";
  }

  private openChangeOf(attemptId: string): Promise<Change | null> {
    return changes.openChangeOf(this.o.db, attemptId);
  }

  /**
   * The booking's open change, once a stale one is settled: a change applied "at once" that is still held after a
   * lease (its request died) is closed and its hold released; one whose apply died mid-way is finished (or failed)
   * by resuming it. So a crash never blocks the booking's changes for good.
   */
  private async blockingChangeOf(attemptId: string): Promise<Change | null> {
    const ch = await this.openChangeOf(attemptId);
    if (!ch) return null;
    const now = this.o.now();
    if (ch.status === "held" && ch.updatedMs < now - this.o.leaseMs) {
      if (await this.close(ch.id, ["held"], "failed", "stale: its request did not finish")) {
        await this.releaseNew(ch.newBookingUuid, ch.newOrderId);
      }
      return this.openChangeOf(attemptId);
    }
    if (ch.status === "applying" && ch.leaseUntil < now) {
      await this.apply(ch.id, ch.transactionId, ch.locale);
      return this.openChangeOf(attemptId);
    }
    return ch;
  }

  /** Moves a change from one of `from` to a closed status (conditional); true when this call did it. */
  private async close(
    id: string,
    from: readonly ChangeStatus[],
    to: "failed" | "superseded",
    error: string,
  ): Promise<boolean> {
    return changes.closeChange(this.o.db, id, from, to, error, this.o.now());
  }

  /** An unpaid dearer change replaced by a newer one: its hold goes back to sale; paying it later is refunded. */
  private async supersede(ch: Change): Promise<void> {
    if (await this.close(ch.id, ["awaiting_payment"], "superseded", "superseded by a newer change")) {
      await this.releaseNew(ch.newBookingUuid, ch.newOrderId);
    }
  }

  /** The booking is being cancelled: an open change that is not being applied is closed and its hold released. */
  async closeOpenChanges(attemptId: string): Promise<void> {
    const ch = await this.openChangeOf(attemptId);
    if (ch && (await this.close(ch.id, ["held", "awaiting_payment"], "failed", "the booking was cancelled"))) {
      await this.releaseNew(ch.newBookingUuid, ch.newOrderId);
    }
  }

  /**
   * A verified payment of a change that will not happen (superseded, failed, or refused because the booking moved):
   * refunded once (the claim on refund_transaction_id makes replays of the return, webhook and reconciler safe).
   */
  private async refundUnused(
    ch: Change,
    tx: VivaTransaction,
    locale: Locale,
    code: "CHANGE_FAILED" | "BOOKING_CHANGED" = "BOOKING_CHANGED",
  ): Promise<DateChangeResult> {
    if (await changes.claimUnusedRefund(this.o.db, ch.id, tx.transactionId, this.o.now())) {
      const r = await this.o.viva
        .refund(tx.transactionId, tx.amount)
        .catch((e: unknown) => ({ ok: false as const, error: String(e) }));
      if (r.ok) {
        await changes.unusedRefunded(this.o.db, ch.id, r.refundTransactionId, tx.amount, this.o.now());
      } else {
        await changes.unusedRefundDropped(this.o.db, ch.id);
        this.o.log.error(
          { change: ch.id, error: "error" in r ? r.error : "" },
          "date change: refund of a payment for a change that did not happen failed; refund manually",
        );
      }
    }
    const a = await this.o.payments.attemptById(ch.attemptId);
    const amount = formatMoney(tx.amount, ch.currency, locale);
    return this.result(
      code,
      "CHANGE_REFUNDED",
      locale,
      { booking: a ? await this.o.payments.summary(a) : null },
      { amount },
    );
  }

  // ------------------------------------------------------------------------------------------------ payment of a dearer date

  private byOrderCode(orderCode: string): Promise<Change | null> {
    return changes.changeByOrderCode(this.o.db, orderCode);
  }

  private byId(id: string): Promise<Change | null> {
    return changes.changeById(this.o.db, id);
  }

  /** Where the provider's return goes: the change's language and the booking's current reference. */
  async returnTarget(orderCode: string): Promise<{ locale: Locale; reference: string } | null> {
    if (!/^\d{1,19}$/.test(orderCode)) return null;
    const ch = await this.byOrderCode(orderCode);
    if (!ch) return null;
    const a = await this.o.payments.attemptById(ch.attemptId);
    return { locale: ch.locale, reference: a?.reference ?? ch.oldReference };
  }

  /** The manage page's call after the card page: t and s as the provider appended them; nothing is trusted. */
  async confirmPayment(input: { t?: string | null; s?: string | null }, locale: Locale): Promise<DateChangeResult> {
    const t = (input.t ?? "").trim().toLowerCase();
    const s = (input.s ?? "").trim();
    const notVerified = () => this.result("PAYMENT_NOT_VERIFIED", "TRANSACTION_NOT_FOUND", locale);
    if (!t || !s) return notVerified();
    let tx: VivaTransaction | null;
    try {
      tx = await this.o.viva.getTransaction(t);
    } catch (error) {
      this.o.log.warn({ err: error, t }, "date change: transaction lookup failed");
      return this.result("PAYMENT_NOT_VERIFIED", "TRANSACTION_NOT_VERIFIED", locale);
    }
    if (!tx || tx.orderCode !== s) return notVerified();
    return this.verified(tx, locale);
  }

  /** Webhook and reconciler: a paid difference whose return was missed. */
  private async confirmedByProvider(tx: VivaTransaction): Promise<boolean> {
    const ch = await this.byOrderCode(tx.orderCode);
    if (!ch) return false;
    const r = await this.verified(tx, ch.locale);
    return r.code === "CHANGED";
  }

  private async verified(tx: VivaTransaction, locale: Locale): Promise<DateChangeResult> {
    const ch = await this.byOrderCode(tx.orderCode);
    if (!ch) return this.result("PAYMENT_NOT_VERIFIED", "TRANSACTION_NOT_FOUND", locale);
    if (ch.status === "done" && ch.transactionId === tx.transactionId) return this.done(ch, locale);
    if (tx.transactionTypeId === TX_REFUND) return this.result("PAYMENT_NOT_VERIFIED", "PAYMENT_ERROR", locale);
    if (tx.statusId === DECLINED) {
      const a = await this.o.payments.attemptById(ch.attemptId);
      return this.result("PAYMENT_REJECTED", "PAYMENT_REJECTED", locale, {
        redirectUrl: this.o.checkoutUrl.replace("{orderCode}", encodeURIComponent(tx.orderCode)),
        difference: ch.newAmount - ch.oldAmount,
        booking: a ? await this.o.payments.summary(a) : null,
      });
    }
    // A change that will not happen: its payment is refunded once (R: already refunded, a replay says so again).
    if ((ch.status === "superseded" || ch.status === "failed") && (tx.statusId === PAID || tx.statusId === REFUNDED))
      return this.refundUnused(ch, tx, locale);
    if (tx.statusId !== PAID) return this.result("PAYMENT_NOT_VERIFIED", "TRANSACTION_FAILED", locale);
    const currency = CURRENCY_NUMERIC[ch.currency];
    if (tx.amount !== ch.newAmount - ch.oldAmount || (tx.currencyCode && currency && tx.currencyCode !== currency)) {
      this.o.log.error(
        { change: ch.id, paid: tx.amount, expected: ch.newAmount - ch.oldAmount },
        "date change: amount mismatch",
      );
      return this.result("PAYMENT_NOT_VERIFIED", "PAYMENT_ERROR", locale);
    }
    return this.apply(ch.id, tx.transactionId, locale);
  }

  // ------------------------------------------------------------------------------------------------ apply (once)

  private async done(ch: Change, locale: Locale): Promise<DateChangeResult> {
    const a = await this.o.payments.attemptById(ch.attemptId);
    const booking = a ? await this.o.payments.summary(a) : null;
    const date = booking
      ? this.formatDate(booking.ticket.start, booking.ticket.allDay, booking.ticket.timezone, locale)
      : ch.newStart;
    const difference = ch.newAmount - ch.oldAmount;
    const extra = { booking, difference, refundedAmount: ch.refundedAmount };
    // The reference changed with the date: the page says so, and that the old tickets are void.
    const refs = { reference: booking?.ticket.reference ?? a?.reference ?? "", oldReference: ch.oldReference };
    return ch.refundedAmount > 0
      ? this.result("CHANGED", "DATE_CHANGED_REFUND", locale, extra, {
          date,
          amount: formatMoney(ch.refundedAmount, ch.currency, locale),
          ...refs,
        })
      : this.result("CHANGED", "DATE_CHANGED", locale, extra, { date, ...refs });
  }

  private async apply(id: string, transactionId: string | null, locale: Locale): Promise<DateChangeResult> {
    const held = await claimOrWait<true, DateChangeResult>({
      claim: () => changes.claimApply(this.o.db, id, transactionId, this.o.now(), this.o.leaseMs),
      settle: async () => {
        const ch = await this.byId(id);
        if (!ch || ch.status === "failed") return this.result("CHANGE_FAILED", "CHANGE_FAILED", locale);
        if (ch.status === "done") return this.done(ch, locale);
        if (ch.status !== "applying") return this.result("PAYMENT_NOT_VERIFIED", "PAYMENT_ERROR", locale); // another transaction
        return WAIT;
      },
      timedOut: () => this.result("PROCESSING", "PROCESSING", locale),
      waitMs: 15_000,
      now: () => this.o.now(),
    });
    if ("answer" in held) return held.answer;
    const ch = await this.byId(id);
    if (!ch) return this.result("CHANGE_FAILED", "CHANGE_FAILED", locale);
    if (!(await claimChange(this.o.db, ch.attemptId, this.o.now(), this.o.leaseMs))) {
      // Cancelled meanwhile, or another change holds it: this one does not happen.
      return this.fail(ch, "the booking is not confirmed or another change runs", locale);
    }
    // Under the lease, the booking as it is now: the change starts from the order it holds, or it does not happen.
    const a = (await this.o.payments.attemptById(ch.attemptId))!;
    if (a.orderId !== ch.oldOrderId || a.cartId !== ch.oldBookingUuid) {
      return this.fail(ch, "the booking changed since this change was opened", locale, "BOOKING_CHANGED");
    }
    const confirmation = await this.o.settlement.confirmHold(ch.newBookingUuid);
    if (confirmation.outcome === "refused") return this.fail(ch, confirmation.error.message, locale);
    if (confirmation.outcome === "unavailable") {
      const { error } = confirmation;
      await this.release(ch, a.id, error instanceof Error ? error.message : String(error));
      return this.result("PROCESSING", "PROCESSING", locale);
    }
    // The add-ons held beside the tour in the new order: confirmed too, or the change fails whole (nothing moves).
    let addons: SupplierBooking[] = [];
    try {
      // Read back in the booking's language: the tickets name the add-ons as the visitor booked them.
      addons = await this.o.settlement.confirmAddons(ch.newOrderId, ch.newBookingUuid, a.locale);
    } catch (error) {
      this.o.log.warn({ err: error, change: ch.id }, "date change: an add-on could not be confirmed on the new date");
      await this.releaseNew(ch.newBookingUuid, ch.newOrderId);
      return this.fail(ch, `add-on: ${error instanceof Error ? error.message : String(error)}`, locale);
    }
    addons = addons.filter((b) => b.status === "CONFIRMED");
    const cancellation = await this.o.settlement.cancelOrder(a.orderId);
    if (!cancellation.cancelled) {
      this.o.log.error(
        { err: cancellation.error, change: ch.id, order: a.orderId },
        "date change: the old booking could not be cancelled; cancel it at the supplier",
      );
    }
    let ticket: TicketData;
    try {
      ticket = withCombinations(
        ticketDataOf(await this.o.settlement.booking(ch.newBookingUuid, a.locale), {
          operator: (await this.o.brand.current()).operatorName,
          city: a.city,
          locale: a.locale,
        }),
        addons,
      );
    } catch (error) {
      await this.release(ch, a.id, `ticket data: ${error instanceof Error ? error.message : String(error)}`);
      return this.result("PROCESSING", "PROCESSING", locale);
    }
    // Cheaper date: the difference goes back to the card the booking was paid with.
    let refunded = 0;
    let refundId: string | null = null;
    const back = ch.oldAmount - ch.newAmount;
    if (back > 0 && a.transactionId) {
      try {
        const r = await this.o.viva.refund(a.transactionId, back);
        if (r.ok) {
          refunded = back;
          refundId = r.refundTransactionId;
        } else this.o.log.error({ change: ch.id, error: r.error }, "date change: refund refused; refund manually");
      } catch (error) {
        this.o.log.error({ err: error, change: ch.id }, "date change: refund failed; refund manually");
      }
    }
    const now = this.o.now();
    await this.o.db.batch([
      changedStmt(
        this.o.db,
        a.id,
        {
          cartId: ch.newBookingUuid,
          orderId: ch.newOrderId,
          reference: ticket.reference,
          ticketJson: JSON.stringify(ticket),
          startsAt: ticket.start,
          refunded,
          refundId,
        },
        now,
      ),
      changes.appliedStmt(this.o.db, ch.id, refunded, refundId, now),
      // The e-mail saying the booking moved (old and new date, new reference, the new tickets attached), once per
      // change, in the language the visitor asked for the change in (payments/mails.ts).
      ...(a.email
        ? [
            this.o.outbox.enqueueStmt({
              kind: DATE_CHANGED_MAIL,
              attemptId: ch.id,
              to: a.email,
              locale: ch.locale,
              dedupeKey: `date-changed:${ch.id}`,
            }),
          ]
        : []),
    ]);
    this.o.outbox.kick();
    return this.done((await this.byId(ch.id))!, locale);
  }

  /** The supplier could not be reached: both rows go back to where they were, to be tried again. */
  private async release(ch: Change, attemptId: string, error: string) {
    const now = this.o.now();
    await changes.applyReleased(this.o.db, ch.id, error, now);
    await changeReleased(this.o.db, attemptId, now);
  }

  /** The change cannot happen (new hold expired, booking cancelled or moved): the booking stays, a paid difference is refunded. */
  private async fail(
    ch: Change,
    error: string,
    locale: Locale,
    code: "CHANGE_FAILED" | "BOOKING_CHANGED" = "CHANGE_FAILED",
  ): Promise<DateChangeResult> {
    const now = this.o.now();
    await changes.applyFailed(this.o.db, ch.id, error, now);
    await changeReleased(this.o.db, ch.attemptId, now);
    await this.releaseNew(ch.newBookingUuid, ch.newOrderId);
    const current = await this.byId(ch.id);
    if (current?.transactionId) {
      const tx = await this.o.viva.getTransaction(current.transactionId).catch(() => null);
      if (tx && tx.statusId === PAID) return this.refundUnused(current, tx, locale, code);
      this.o.log.error({ change: ch.id }, "date change: the paid difference could not be read back; refund manually");
    }
    const a = await this.o.payments.attemptById(ch.attemptId);
    const booking = a ? await this.o.payments.summary(a) : null;
    return code === "BOOKING_CHANGED"
      ? this.result(code, "BOOKING_CHANGED", locale, { booking })
      : this.result(code, "CHANGE_FAILED", locale, { booking });
  }

  // ------------------------------------------------------------------------------------------------ cancellation

  /** A cancelled booking: the differences paid for dearer dates are refunded too. Returns the amount refunded. */
  async refundPayments(attemptId: string): Promise<number> {
    let total = 0;
    for (const ch of await changes.unrefundedPaidChanges(this.o.db, attemptId)) {
      const amount = ch.newAmount - ch.oldAmount;
      if (amount <= 0 || !ch.transactionId) continue;
      const res = await this.o.viva.refund(ch.transactionId, amount);
      if (!res.ok) {
        this.o.log.error(
          { change: ch.id, error: res.error },
          "date change: refund of the difference refused; refund manually",
        );
        continue;
      }
      await changes.differenceRefunded(this.o.db, ch.id, res.refundTransactionId, amount);
      total += amount;
    }
    return total;
  }
}

/** An add-on's name as the visitor knows it (the product's title in the booking's language). */
function titleOf(b: SupplierBooking): string {
  const product = b.product as { title?: string; internalName?: string } | undefined;
  return product?.title ?? product?.internalName ?? b.productId;
}
