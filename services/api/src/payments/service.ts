/**
 * Card payment and fulfilment of a cart (an OCTO booking on hold in an OCTO order):
 *
 *  startPayment  the supplier's card payment (octo/cardPayments, gateway vivawallet) gives the Viva orderCode;
 *                an attempt row records orderCode, amount, currency, locale, city.
 *  verify        return URL, webhook and reconciler all end here. The transaction is read from Viva server-side;
 *                the query string is never trusted. It must belong to a known attempt (and to `s` when given),
 *                be paid (statusId F) and match the attempt's amount and currency.
 *  confirm       state machine on the attempt row: pending → confirming (conditional UPDATE with a lease) →
 *                confirmed | failed. Only the lease holder calls OCTO; the final step writes the confirmation
 *                record (unique transaction id and order code) and enqueues the e-mail (unique dedupe key) in one
 *                transaction, so replays and parallel instances confirm once and send one mail.
 *  reconcile     pending attempts older than RECONCILE_AFTER_SECONDS (and confirming ones whose lease expired)
 *                are looked up at Viva (transactions of the order code) and confirmed when paid.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BookingService } from "../booking/service.ts";
import { BookingError } from "../booking/errors.ts";
import type { Locale } from "../locale.ts";
import type { SupplierOrders } from "../booking/supplier-orders.ts";
import type { BrandSource } from "../brand/settings.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import { basketTicketOf, freeCancellationUntilMs, type TicketData } from "../fulfilment/tickets.ts";
import { claimOrWait, WAIT } from "../db/claim.ts";
import { num, str, type ApiDb, type Row } from "../db/database.ts";
import { refundsOfChanges } from "./date-change-records.ts";
import { emailKey } from "../../../../domain/email.ts";
import { paymentMessage } from "./messages.ts";
import { CURRENCY_NUMERIC, dynamicDescriptor, VivaError, type VivaClient, type VivaTransaction } from "./viva.ts";
import { detachedMetrics, type Metrics } from "../metrics.ts";

/** changing: a change of date (manage/date-change.ts) holds the booking; it reads as confirmed. */
export type AttemptStatus =
  "pending" | "confirming" | "confirmed" | "changing" | "failed" | "cancelling" | "cancelled" | "abandoned";

export interface Attempt {
  id: string;
  cartId: string;
  orderId: string;
  orderCode: string;
  amount: number;
  currency: string;
  locale: Locale;
  city: string;
  email: string | null;
  status: AttemptStatus;
  transactionId: string | null;
  leaseUntil: number;
  reference: string | null;
  ticket: TicketData | null;
  refundTransactionId: string | null;
  refundedAmount: number;
  createdMs: number;
}

export type OutcomeCode =
  | "CONFIRMED"
  | "PROCESSING"
  | "MISSING_EVENT_ID"
  | "TRANSACTION_FAILED"
  | "BOOKING_NOT_FOUND"
  | "PAYMENT_ERROR"
  | "TRANSACTION_NOT_VERIFIED"
  | "RESERVATION_NOT_CONFIRMED"
  | "TRANSACTION_NOT_FOUND"
  | "PAYMENT_REJECTED"
  | "CANCELLED";

export interface BookingSummary {
  reference: string;
  status: "CONFIRMED" | "CANCELLED";
  city: string;
  ticket: TicketData;
  /** Owner-only links (the booking's one unguessable token). */
  ticketsUrl: string;
  calendarUrl: string;
  freeCancellationUntil: string | null;
  cancellable: boolean;
  refundedAmount: number;
  /**
   * Minor units: what a cancellation refunds to the card (`refundPlan`), the amount the cancel dialog quotes; on a
   * cancelled booking, what its cancellation refunded.
   */
  refundableAmount: number;
}

/**
 * What a cancellation of a booking refunds (minor units), from the site's records: what is left of the booking's own
 * payment (the payment minus what cheaper dates gave back when they were applied) and the differences paid on the
 * card for dearer dates. `cancelBooking` refunds exactly these; the cancel dialog, the cancellation's message and its
 * e-mail quote `total`. The same numbers before and after the cancellation (they read what the changes recorded).
 */
export interface RefundPlan {
  /** On the booking's own card transaction. */
  payment: number;
  /** The paid differences of dearer dates (each refunded on its own transaction, manage/date-change.ts `refundPayments`). */
  differences: number;
  total: number;
}

export interface PaymentOutcome {
  ok: boolean;
  code: OutcomeCode;
  message: string;
  booking: BookingSummary | null;
  /** RESERVATION_NOT_CONFIRMED of a basket: the tour the supplier could not confirm (docs/adr/0366). */
  tour?: string | null;
}

export interface StartedPayment {
  orderCode: string;
  redirectUrl: string;
  amount: number;
  currency: string;
  paymentType: "cb";
}

export interface VerifyInput {
  t?: string | null;
  s?: string | null;
  eventId?: string | null;
  lang?: string | null;
  city?: string | null;
}

export interface PaymentServiceOptions {
  db: ApiDb;
  viva: VivaClient;
  /** The supplier's orders and bookings (booking/supplier-orders.ts): the card payment, its confirmation, tickets. */
  supplier: SupplierOrders;
  booking: BookingService;
  outbox: Outbox;
  checkoutUrl: string;
  /** The brand (CMS site settings): the operator printed on the tickets. */
  brand: BrandSource;
  /** Base of the owner-only ticket links, e.g. http://localhost:8000/api/tickets */
  ticketsBaseUrl: string;
  leaseMs: number;
  reconcileAfterMs: number;
  /** How long a verify call waits for a confirmation another request is running. */
  waitMs?: number;
  now?: () => number;
  log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
  /** Bookings and payments by outcome (default: a detached set nobody scrapes). */
  metrics?: Metrics;
  /** Provider webhook events are kept this long (default 30 days), then pruned. */
  webhookRetentionMs?: number;
  /**
   * Called once a cart is paid and confirmed (any road: return page, webhook, reconciler): a paid booking and its
   * add-ons stop counting against the client's unpaid-hold limits (server.ts hands the limiter's release; ADR 0343).
   */
  onPaid?: (cartId: string) => Promise<void>;
}

/** Webhook events deleted per pruning pass, and the least time between passes (bounded work per request). */
export const WEBHOOK_PRUNE_BATCH = 500;
const WEBHOOK_PRUNE_EVERY_MS = 60_000;

const PAID = "F";
const DECLINED = "E";
const TX_REFUND = 4;
const ABANDON_AFTER_MS = 6 * 3_600_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function attemptOf(r: Row): Attempt {
  return {
    id: String(r.id),
    cartId: String(r.cart_id),
    orderId: String(r.octo_order_id),
    orderCode: String(r.order_code),
    amount: num(r.amount),
    currency: String(r.currency),
    locale: String(r.locale) as Locale,
    city: String(r.city),
    email: str(r.email),
    status: String(r.status) as AttemptStatus,
    transactionId: str(r.transaction_id),
    leaseUntil: num(r.lease_until),
    reference: str(r.reference),
    ticket: r.ticket_json ? (JSON.parse(String(r.ticket_json)) as TicketData) : null,
    refundTransactionId: str(r.refund_transaction_id),
    refundedAmount: num(r.refunded_amount),
    createdMs: num(r.created_ms),
  };
}

/** Statuses of a paid booking (confirmed, possibly being changed or cancelled). */
const PAID_STATUSES: readonly AttemptStatus[] = ["confirmed", "changing", "cancelling", "cancelled"];

export class PaymentService {
  readonly now: () => number;
  /** The server's metrics: bookings and payments by outcome here, date changes in manage/date-change.ts. */
  readonly metrics: Metrics;
  /**
   * Set by the change-of-date module (manage/date-change.ts): a paid provider order that is not a booking's payment
   * (a dearer date's difference), for the webhook and the reconciler.
   */
  otherOrder: ((tx: VivaTransaction) => Promise<boolean>) | null = null;
  constructor(private readonly o: PaymentServiceOptions) {
    this.now = o.now ?? Date.now;
    this.metrics = o.metrics ?? detachedMetrics();
  }

  /** The answer of a verification; counted in payments_total unless `counted` is false (a replay, counted once before). */
  private outcome(
    code: OutcomeCode,
    locale: Locale,
    booking: BookingSummary | null = null,
    counted = true,
    tour: string | null = null,
  ): PaymentOutcome {
    if (counted) this.metrics.payments.inc({ outcome: code.toLowerCase() });
    return {
      ok: code === "CONFIRMED",
      code,
      message: tour
        ? paymentMessage("RESERVATION_NOT_CONFIRMED_TOUR", locale, { tour })
        : paymentMessage(code === "CANCELLED" ? "BOOKING_CANCELLED" : code, locale),
      booking,
      tour,
    };
  }

  /**
   * A replay of the payment that confirmed the booking (the return page and the provider's webhook both verify it, a
   * reload asks again): confirmed with its tickets, or cancelled since (no tickets). Not counted again in
   * payments_total: the verification that confirmed it counted the payment once.
   */
  private async confirmedOutcome(attempt: Attempt, locale: Locale): Promise<PaymentOutcome> {
    if (attempt.status === "cancelled" || attempt.status === "cancelling")
      return this.outcome("CANCELLED", locale, null, false);
    return this.outcome("CONFIRMED", locale, await this.summary(attempt), false);
  }

  // ------------------------------------------------------------------------------------------------ start

  async startPayment(cartId: string, locale: Locale): Promise<StartedPayment> {
    const cart = await this.o.booking.cart(cartId, locale);
    if (!cart) throw new BookingError("CART_NOT_FOUND", "CART_NOT_FOUND");
    if (cart.status === "EXPIRED") throw new BookingError("CART_EXPIRED", "CART_EXPIRED");
    if (cart.status !== "ON_HOLD") throw new BookingError("CART_NOT_EDITABLE", "CART_NOT_EDITABLE");
    if (!cart.customer?.email) {
      throw new BookingError("VALIDATION_FAILED", "FORM_INCOMPLETE", {
        fields: [{ field: "email", key: "EMAIL_INVALID" }],
      });
    }
    // The cart's basket (docs/adr/0366): the payment is the whole order's, so every tour in it must still be held
    // and have the customer's details; a tour whose hold is over is named before the card page (nothing charged).
    const basket = cart.orderId ? await this.o.booking.basket(cart.orderId, locale) : null;
    const expired = basket?.tours.find((t) => t.status === "EXPIRED");
    if (expired)
      throw new BookingError("BASKET_TOUR_EXPIRED", "BASKET_TOUR_EXPIRED", { params: { tour: expired.product.title } });
    if (basket?.tours.some((t) => t.status === "ON_HOLD" && !t.customer?.email)) {
      throw new BookingError("VALIDATION_FAILED", "FORM_INCOMPLETE", {
        fields: [{ field: "email", key: "EMAIL_INVALID" }],
      });
    }
    const total = basket && basket.tourCount > 0 ? basket.total : cart.total;
    let booking;
    try {
      // The brand goes with the card payment as the Viva order's merchant name (dynamicDescriptor): the card page
      // names the operator the e-mail and the ticket name (ADR 0230). The visitor's language goes with
      // it (Accept-Language): the card page speaks it and its return carries it, `lang=fr-FR`.
      const order = cart.orderId
        ? { orderId: cart.orderId, dynamicDescriptor: dynamicDescriptor((await this.o.brand.current()).operatorName) }
        : null;
      booking = await this.o.supplier.openCardPayment(cartId, order, locale);
    } catch (error) {
      throw new BookingError("SUPPLIER_UNAVAILABLE", "BOOKING_FAILED", { cause: error });
    }
    const card = booking.cardPayment as (typeof booking.cardPayment & { amount?: number }) | null | undefined;
    const orderCode = card?.vivawallet?.orderCode;
    if (!orderCode || !booking.orderId) throw new BookingError("SUPPLIER_UNAVAILABLE", "BOOKING_FAILED");
    const amount = card?.amount ?? card?.outstandingBalance ?? card?.balance ?? total.retail;
    const currency = card?.currency ?? total.currency;
    // The supplier's order amount is what the visitor saw as the basket's total (every tour and add-on), else no card
    // page: a price the visitor was not shown is never charged.
    if (amount !== total.retail || currency !== total.currency) {
      this.o.log.error(
        { cartId, orderId: booking.orderId, supplierAmount: amount, shown: total.retail },
        "payments: the supplier's order amount is not the basket's total",
      );
      throw new BookingError("SUPPLIER_UNAVAILABLE", "BOOKING_FAILED");
    }
    const now = this.now();
    // The column is NOT NULL: a product of no known city was refused by the database before the typed tables said so.
    const city = cart.product.city;
    if (city === null) throw new Error("payments: the cart's product has no city");
    await this.o.db.kysely
      .insertInto("api_payment_attempts")
      .values({
        id: randomUUID(),
        cart_id: cartId,
        octo_order_id: booking.orderId,
        order_code: String(orderCode),
        amount,
        currency,
        locale,
        city,
        email: cart.customer.email,
        email_key: cart.customer.email ? emailKey(cart.customer.email) : null,
        status: "pending",
        created_ms: now,
        updated_ms: now,
      })
      .onConflict((oc) =>
        oc
          .column("order_code")
          .doUpdateSet((eb) => ({
            locale: eb.ref("excluded.locale"),
            city: eb.ref("excluded.city"),
            email: eb.ref("excluded.email"),
            email_key: eb.ref("excluded.email_key"),
            updated_ms: eb.ref("excluded.updated_ms"),
          }))
          .where("api_payment_attempts.status", "=", "pending"),
      )
      .execute();
    this.metrics.payments.inc({ outcome: "started" });
    return {
      orderCode: String(orderCode),
      redirectUrl: this.o.checkoutUrl.replace("{orderCode}", encodeURIComponent(String(orderCode))),
      amount,
      currency,
      paymentType: "cb",
    };
  }

  // ------------------------------------------------------------------------------------------------ verify

  private async attemptByOrderCode(orderCode: string): Promise<Attempt | null> {
    const r = await this.attempts().selectAll().where("order_code", "=", orderCode).executeTakeFirst();
    return r ? attemptOf(r) : null;
  }

  private attempts() {
    return this.o.db.kysely.selectFrom("api_payment_attempts");
  }

  private update() {
    return this.o.db.kysely.updateTable("api_payment_attempts");
  }

  async attemptById(id: string): Promise<Attempt | null> {
    const r = await this.attempts().selectAll().where("id", "=", id).executeTakeFirst();
    return r ? attemptOf(r) : null;
  }

  /** The return page's call (source "return"), the webhook ("webhook") and the reconciler ("reconcile"). */
  async verify(
    input: VerifyInput,
    source: "return" | "webhook" | "reconcile",
    fallbackLocale: Locale,
  ): Promise<PaymentOutcome> {
    let locale = fallbackLocale;
    if (
      source === "return" &&
      (input.eventId === undefined || input.eventId === null || String(input.eventId).trim() === "")
    ) {
      return this.outcome("MISSING_EVENT_ID", locale);
    }
    const t = (typeof input.t === "string" ? input.t : "").trim().toLowerCase();
    const s = (typeof input.s === "string" ? input.s : "").trim();
    // A visitor's return proves the payment with the pair the provider gave: transaction id and order code. Anything
    // less (t alone, s alone, a crossed pair) gets one generic answer that reveals nothing.
    if (!t || (source === "return" && !s)) return this.outcome("TRANSACTION_NOT_FOUND", locale);
    let tx: VivaTransaction | null;
    try {
      tx = await this.o.viva.getTransaction(t);
    } catch (error) {
      this.o.log.warn({ err: error, t }, "payments: transaction lookup failed");
      return this.outcome("TRANSACTION_NOT_VERIFIED", locale);
    }
    if (!tx) return this.outcome("TRANSACTION_NOT_FOUND", locale);
    if (s && s !== tx.orderCode) {
      this.o.log.warn(
        { t, s, orderCode: tx.orderCode },
        "payments: transaction of another order code (forged return?)",
      );
      return this.outcome("TRANSACTION_NOT_FOUND", locale);
    }
    const attempt = await this.attemptByOrderCode(tx.orderCode);
    if (!attempt && source !== "return" && this.otherOrder && (await this.otherOrder(tx)))
      return this.outcome("CONFIRMED", locale);
    if (!attempt) return this.outcome("BOOKING_NOT_FOUND", locale);
    if (source !== "return" || !input.lang) locale = attempt.locale;
    return this.verifyTransaction(attempt, tx, source, locale);
  }

  private async verifyTransaction(
    attempt: Attempt,
    tx: VivaTransaction,
    source: string,
    locale: Locale,
  ): Promise<PaymentOutcome> {
    // Replay of the payment that confirmed the booking (its status may since be R = refunded).
    if (attempt.transactionId === tx.transactionId && PAID_STATUSES.includes(attempt.status)) {
      return this.confirmedOutcome(attempt, locale);
    }
    if (tx.transactionTypeId === TX_REFUND) return this.outcome("PAYMENT_ERROR", locale);
    if (tx.statusId === DECLINED) return this.outcome("PAYMENT_REJECTED", locale);
    if (tx.statusId !== PAID) return this.outcome("TRANSACTION_FAILED", locale);
    const currency = CURRENCY_NUMERIC[attempt.currency];
    if (tx.amount !== attempt.amount || (tx.currencyCode && currency && tx.currencyCode !== currency)) {
      this.o.log.error(
        { attempt: attempt.id, paid: tx.amount, expected: attempt.amount, currency: tx.currencyCode },
        "payments: amount mismatch",
      );
      return this.outcome("PAYMENT_ERROR", locale);
    }
    return this.confirm(attempt, tx.transactionId, source, locale);
  }

  private async confirm(
    first: Attempt,
    transactionId: string,
    source: string,
    locale: Locale,
  ): Promise<PaymentOutcome> {
    const held = await claimOrWait<true, PaymentOutcome>({
      claim: async () => {
        const now = this.now();
        const claimed = await this.update()
          .set((eb) => ({
            status: "confirming",
            lease_until: now + this.o.leaseMs,
            transaction_id: transactionId,
            tries: eb("tries", "+", 1),
            updated_ms: now,
          }))
          .where("id", "=", first.id)
          .where((eb) =>
            eb.or([
              eb("status", "=", "pending"),
              eb.and([eb("status", "=", "confirming"), eb("lease_until", "<", now)]),
            ]),
          )
          .where((eb) => eb.or([eb("transaction_id", "is", null), eb("transaction_id", "=", transactionId)]))
          .executeTakeFirst();
        return Number(claimed.numUpdatedRows) === 1;
      },
      settle: async () => {
        const current = await this.attemptById(first.id);
        if (!current) return this.outcome("BOOKING_NOT_FOUND", locale);
        switch (current.status) {
          case "confirmed":
          case "changing":
          case "cancelling":
          case "cancelled":
            return current.transactionId === transactionId
              ? this.confirmedOutcome(current, locale)
              : this.outcome("PAYMENT_ERROR", locale);
          case "failed":
            return this.notConfirmed(current, locale);
          case "abandoned":
            return this.outcome("RESERVATION_NOT_CONFIRMED", locale);
          case "pending":
            // Released by a request that could not reach the supplier: claim again. Another transaction id recorded on
            // this order means this is not its payment.
            return current.transactionId && current.transactionId !== transactionId
              ? this.outcome("PAYMENT_ERROR", locale)
              : WAIT;
          case "confirming":
            return WAIT;
          default:
            return this.outcome("PAYMENT_ERROR", locale);
        }
      },
      timedOut: () => this.outcome("PROCESSING", locale),
      waitMs: source === "return" ? (this.o.waitMs ?? 15_000) : 0,
      now: this.now,
    });
    return "answer" in held
      ? held.answer
      : this.confirmClaimed({ ...first, transactionId }, transactionId, source, locale);
  }

  /**
   * The confirmation runs under the cart's payment lock: no edit of the cart can land between the payment check and
   * the supplier's confirmation. An edit in progress is waited for; then the supplier checks the
   * payment against the cart as it is.
   */
  private async confirmClaimed(
    attempt: Attempt,
    transactionId: string,
    source: string,
    locale: Locale,
  ): Promise<PaymentOutcome> {
    const locks = this.o.booking.locks;
    const lock = locks
      ? await locks.acquire(attempt.cartId, "payment", { ttlMs: this.o.leaseMs, waitMs: 10_000 })
      : null;
    if (locks && !lock) {
      await this.release(attempt.id, "the cart is being edited");
      return this.outcome("PROCESSING", locale);
    }
    try {
      return await this.confirmLocked(attempt, transactionId, source, locale);
    } finally {
      await lock?.release();
    }
  }

  private async confirmLocked(
    attempt: Attempt,
    transactionId: string,
    source: string,
    locale: Locale,
  ): Promise<PaymentOutcome> {
    // The answer may be lost or a previous lease holder may have confirmed: the supplier's state decides.
    const confirmation = await this.o.supplier.confirmPaidOrder(attempt.orderId, {
      orderCode: attempt.orderCode,
      transactionId,
    });
    switch (confirmation.outcome) {
      case "confirmed":
        break;
      case "refused": {
        const { error } = confirmation;
        this.o.log.error({ err: error, attempt: attempt.id }, "payments: supplier refused the confirmation");
        await this.fail(attempt, transactionId, error.message);
        return this.notConfirmed(attempt, locale);
      }
      case "unavailable": {
        const { error } = confirmation;
        this.o.log.warn(
          { err: error, attempt: attempt.id },
          "payments: supplier unavailable, confirmation left to the reconciler",
        );
        await this.release(attempt.id, String(error instanceof Error ? error.message : error));
        return this.outcome("PROCESSING", locale);
      }
      case "unconfirmed":
        await this.release(attempt.id, "supplier did not confirm");
        return this.outcome("PROCESSING", locale);
    }
    let ticket: TicketData;
    try {
      // The combinations the visitor added are other bookings of the same order, paid and confirmed with it.
      // In the booking's language: the add-ons' titles in the French e-mail and PDF are French.
      // A basket's other tours, each with its own add-ons, are in the same ticket (docs/adr/0366).
      const { booking, others } = await this.o.supplier.bookingAndOrder(attempt.cartId, attempt.locale);
      ticket = basketTicketOf(booking, others, {
        operator: (await this.o.brand.current()).operatorName,
        city: attempt.city,
        locale: attempt.locale,
      });
    } catch (error) {
      await this.release(attempt.id, `ticket data: ${error instanceof Error ? error.message : String(error)}`);
      return this.outcome("PROCESSING", locale);
    }
    const now = this.now();
    const to = ticket.email ?? attempt.email;
    await this.o.db.batch([
      this.update()
        .set({
          status: "confirmed",
          reference: ticket.reference,
          ticket_json: JSON.stringify(ticket),
          starts_at: ticket.start,
          email: to,
          email_key: to ? emailKey(to) : null,
          confirmed_ms: now,
          lease_until: 0,
          last_error: null,
          updated_ms: now,
        })
        .where("id", "=", attempt.id)
        .where("status", "=", "confirming")
        .where("transaction_id", "=", transactionId),
      this.o.db.kysely
        .insertInto("api_confirmations")
        .values({
          attempt_id: attempt.id,
          transaction_id: transactionId,
          order_code: attempt.orderCode,
          reference: ticket.reference,
          source,
          confirmed_ms: now,
        })
        .onConflict((oc) => oc.doNothing()),
      ...(to
        ? [
            this.o.outbox.enqueueStmt({
              kind: "confirmation",
              attemptId: attempt.id,
              to,
              locale: attempt.locale,
              dedupeKey: `confirmation:${attempt.id}`,
            }),
          ]
        : []),
    ]);
    this.o.outbox.kick();
    this.metrics.bookings.inc({ outcome: "confirmed" });
    const current = (await this.attemptById(attempt.id))!;
    if (PAID_STATUSES.includes(current.status)) {
      await this.paid(current.cartId);
      return this.outcome("CONFIRMED", locale, await this.summary(current));
    }
    return this.outcome("PROCESSING", locale);
  }

  /**
   * The supplier refused the confirmation: a basket is confirmed all or none (docs/adr/0366), and the outcome names
   * the tour that fell out of it (on every road: the return page may settle after the webhook failed it).
   */
  private async notConfirmed(attempt: Attempt, locale: Locale): Promise<PaymentOutcome> {
    const lost = await this.o.supplier.toursLostSince(attempt.orderId, attempt.createdMs, locale).catch(() => []);
    return this.outcome("RESERVATION_NOT_CONFIRMED", locale, null, true, lost[0] ?? null);
  }

  /** A paid cart no longer holds anything unpaid (ADR 0343); a failure here is logged, the payment stands. */
  private async paid(cartId: string): Promise<void> {
    try {
      await this.o.onPaid?.(cartId);
    } catch (error) {
      this.o.log.warn({ err: error, cartId }, "payments: releasing the paid cart's holds failed");
    }
  }

  private async release(id: string, error: string) {
    await this.update()
      .set({ status: "pending", lease_until: 0, last_error: error.slice(0, 500), updated_ms: this.now() })
      .where("id", "=", id)
      .where("status", "=", "confirming")
      .execute();
  }

  /** The supplier refused (e.g. the hold expired): the visitor paid for nothing, so the payment is refunded. */
  private async fail(attempt: Attempt, transactionId: string, error: string) {
    const n = await this.update()
      .set({ status: "failed", lease_until: 0, last_error: error.slice(0, 500), updated_ms: this.now() })
      .where("id", "=", attempt.id)
      .where("status", "=", "confirming")
      .executeTakeFirst();
    if (Number(n.numUpdatedRows) !== 1) return;
    this.metrics.bookings.inc({ outcome: "failed" });
    try {
      const r = await this.o.viva.refund(transactionId, attempt.amount);
      if (r.ok) {
        await this.update()
          .set({ refund_transaction_id: r.refundTransactionId, refunded_amount: attempt.amount })
          .where("id", "=", attempt.id)
          .execute();
      } else this.o.log.error({ attempt: attempt.id, error: r.error }, "payments: automatic refund refused");
    } catch (err) {
      this.o.log.error({ err, attempt: attempt.id }, "payments: automatic refund failed; refund manually");
    }
  }

  // ------------------------------------------------------------------------------------------------ webhook

  /** Viva webhook (unsigned): the event only says "look at transaction X"; the provider is asked again. */
  async webhook(body: unknown): Promise<{ handled: boolean; outcome?: OutcomeCode } | null> {
    const event = webhookEventOf(body);
    if (!event) return null; // not of the provider's format: refused, nothing stored
    const { messageId, eventType, t, orderCode } = event;
    await this.o.db.kysely
      .insertInto("api_webhook_events")
      .values({
        message_id: messageId,
        event_type_id: eventType,
        transaction_id: t,
        order_code: orderCode,
        received_ms: this.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await this.pruneWebhookEvents();
    if (eventType !== 1796 || !t) return { handled: false };
    const outcome = await this.verify({ t }, "webhook", "en");
    return { handled: true, outcome: outcome.code };
  }

  private lastWebhookPrune = Number.NEGATIVE_INFINITY;

  /**
   * Deletes webhook events older than the retention (forged events each stored a row), at most
   * WEBHOOK_PRUNE_BATCH rows and at most once a minute per instance, so an insert never pays for a large backlog;
   * a backlog goes down batch by batch. Returns the rows deleted.
   */
  async pruneWebhookEvents(force = false): Promise<number> {
    const now = this.now();
    if (!force && now - this.lastWebhookPrune < WEBHOOK_PRUNE_EVERY_MS) return 0;
    this.lastWebhookPrune = now;
    const cutoff = now - (this.o.webhookRetentionMs ?? 30 * 86_400_000);
    const k = this.o.db.kysely;
    const r = await k
      .deleteFrom("api_webhook_events")
      .where(
        "message_id",
        "in",
        k
          .selectFrom("api_webhook_events")
          .select("message_id")
          .where("received_ms", "<", cutoff)
          .orderBy("received_ms")
          .limit(WEBHOOK_PRUNE_BATCH),
      )
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  // ------------------------------------------------------------------------------------------------ reconcile

  /** Confirms paid attempts whose return and webhook were missed (crash, closed tab). Safe on several instances. */
  async reconcile(): Promise<{ checked: number; confirmed: number }> {
    const now = this.now();
    const rows = await this.attempts()
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("created_ms", "<", now - this.o.reconcileAfterMs)]),
          eb.and([eb("status", "=", "confirming"), eb("lease_until", "<", now)]),
        ]),
      )
      .orderBy("created_ms")
      .limit(100)
      .execute();
    let confirmed = 0;
    for (const row of rows) {
      const attempt = attemptOf(row);
      try {
        let txs: VivaTransaction[];
        if (attempt.transactionId) {
          const tx = await this.o.viva.getTransaction(attempt.transactionId);
          txs = tx ? [tx] : [];
        } else {
          txs = await this.o.viva.transactionsOfOrder(attempt.orderCode);
        }
        const paid = txs.find(
          (x) => x.orderCode === attempt.orderCode && x.statusId === PAID && x.transactionTypeId !== TX_REFUND,
        );
        if (paid) {
          // Re-read with the Bearer API (the same check as the return URL).
          const tx = await this.o.viva.getTransaction(paid.transactionId);
          if (tx) {
            const r = await this.verifyTransaction(attempt, tx, "reconcile", attempt.locale);
            if (r.code === "CONFIRMED") confirmed++;
          }
        } else if (now - attempt.createdMs > ABANDON_AFTER_MS) {
          const n = await this.update()
            .set({ status: "abandoned", updated_ms: now })
            .where("id", "=", attempt.id)
            .where("status", "=", "pending")
            .executeTakeFirst();
          if (Number(n.numUpdatedRows) === 1) this.metrics.bookings.inc({ outcome: "abandoned" });
        }
      } catch (error) {
        if (!(error instanceof VivaError))
          this.o.log.error({ err: error, attempt: attempt.id }, "payments: reconciliation failed");
        else
          this.o.log.warn({ err: error, attempt: attempt.id }, "payments: provider unavailable during reconciliation");
      }
    }
    return { checked: rows.length, confirmed };
  }

  // ------------------------------------------------------------------------------------------------ tickets

  /**
   * The download token of a booking's tickets: issued once per payment attempt and reused by every later read
   * (a summary used to write a new token row each time). The link row and the hash row are written together.
   */
  async ticketToken(attemptId: string): Promise<string> {
    const k = this.o.db.kysely;
    const link = () => k.selectFrom("api_ticket_links").select("token").where("attempt_id", "=", attemptId);
    const existing = await link().executeTakeFirst();
    if (existing) return existing.token;
    const token = randomBytes(24).toString("base64url"); // 192 bits
    const now = this.now();
    await this.o.db.batch([
      k
        .insertInto("api_ticket_links")
        .values({ attempt_id: attemptId, token, created_ms: now })
        .onConflict((oc) => oc.column("attempt_id").doNothing()),
      // The hash only of the link that won (a concurrent read's insert may have come first).
      k
        .insertInto("api_ticket_tokens")
        .columns(["token_hash", "attempt_id", "created_ms"])
        .expression(
          k
            .selectNoFrom((eb) => [
              eb.val(hashToken(token)).as("token_hash"),
              eb.val(attemptId).as("attempt_id"),
              eb.val(now).as("created_ms"),
            ])
            .where((eb) => eb.exists(link().where("token", "=", token))),
        ),
    ]);
    // A concurrent read may have issued it first: its token is the one.
    return (await link().executeTakeFirst())?.token ?? token;
  }

  /** The confirmed booking a download token opens, or null (unknown token, cancelled booking). */
  async ticketByToken(token: string): Promise<TicketData | null> {
    if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
    const r = await this.o.db.kysely
      .selectFrom("api_ticket_tokens as k")
      .innerJoin("api_payment_attempts as a", "a.id", "k.attempt_id")
      .selectAll("a")
      .where("k.token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!r) return null;
    const a = attemptOf(r);
    return a.status === "confirmed" || a.status === "changing" ? a.ticket : null;
  }

  /** See `RefundPlan`: what cancelling this booking refunds (or refunded, once cancelled). */
  async refundPlan(a: Attempt): Promise<RefundPlan> {
    const r = await refundsOfChanges(this.o.db, a.id);
    const payment = a.transactionId ? Math.max(0, a.amount - num(r?.given_back ?? 0)) : 0;
    const differences = num(r?.differences ?? 0);
    return { payment, differences, total: payment + differences };
  }

  async summary(a: Attempt): Promise<BookingSummary | null> {
    if (!a.ticket) return null;
    const token = await this.ticketToken(a.id);
    const until = freeCancellationUntilMs(a.ticket);
    const cancelled = a.status === "cancelled" || a.status === "cancelling";
    return {
      reference: a.ticket.reference,
      status: cancelled ? "CANCELLED" : "CONFIRMED",
      city: a.city,
      ticket: a.ticket,
      ticketsUrl: `${this.o.ticketsBaseUrl}/${token}.pdf`,
      calendarUrl: `${this.o.ticketsBaseUrl}/${token}.ics`,
      freeCancellationUntil: Number.isNaN(until) ? null : new Date(until).toISOString(),
      cancellable: !cancelled && !Number.isNaN(until) && this.now() < until,
      refundedAmount: a.refundedAmount,
      refundableAmount: (await this.refundPlan(a)).total,
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_CODE = /^\d{10,19}$/;

/**
 * A webhook body of the provider's format (Viva: MessageId and TransactionId are UUIDs, OrderCode 10-19 digits,
 * EventTypeId an integer), or null: anything else is refused before a row is written.
 */
export function webhookEventOf(
  body: unknown,
): { messageId: string; eventType: number; t: string | null; orderCode: string | null } | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const b = body as { EventTypeId?: unknown; MessageId?: unknown; EventData?: unknown };
  const eventType =
    typeof b.EventTypeId === "number" || typeof b.EventTypeId === "string" ? Number(b.EventTypeId) : NaN;
  if (!Number.isInteger(eventType) || eventType < 0 || eventType > 1e6) return null;
  if (b.MessageId !== undefined && (typeof b.MessageId !== "string" || !UUID.test(b.MessageId))) return null;
  const data = (b.EventData ?? {}) as { TransactionId?: unknown; OrderCode?: unknown };
  if (typeof data !== "object" || Array.isArray(data)) return null;
  const t =
    data.TransactionId == null
      ? null
      : typeof data.TransactionId === "string" && UUID.test(data.TransactionId)
        ? data.TransactionId.toLowerCase()
        : undefined;
  const code =
    data.OrderCode == null
      ? null
      : ORDER_CODE.test(String(data.OrderCode)) && ["string", "number"].includes(typeof data.OrderCode)
        ? String(data.OrderCode)
        : undefined;
  if (t === undefined || code === undefined) return null;
  return {
    messageId: typeof b.MessageId === "string" ? b.MessageId.toLowerCase() : randomUUID(),
    eventType,
    t,
    orderCode: code,
  };
}
