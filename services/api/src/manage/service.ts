/**
 * Manage my booking (spec: find a booking by reference and e-mail, send its tickets again, cancel it free of charge
 * up to 24 hours before the tour); its change of date is date-change.ts. A module of its own next to payments: it
 * reads the paid bookings payments records (`PaymentService.summary`, `refundPlan`) and moves them on.
 */
import type { Locale } from "../locale.ts";
import { claimOrWait, WAIT } from "../db/claim.ts";
import type { ApiDb } from "../db/database.ts";
import type { SupplierOrders } from "../booking/supplier-orders.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import { freeCancellationUntilMs } from "../fulfilment/tickets.ts";
import { formatMoney } from "../../../../domain/money.ts";
import { paymentMessage, type PaymentMessageKey } from "../payments/messages.ts";
import type { Attempt, BookingSummary, PaymentService } from "../payments/service.ts";
import type { VivaClient } from "../payments/viva.ts";
import type { DateChangeService } from "./date-change.ts";
import { cancellationReleased, cancelledStmt, claimCancellation, findManaged } from "../payments/attempt-records.ts";
import { verifyManageLink } from "../security/manage-link.ts";
import { CANCELLED_MAIL } from "./mails.ts";

export type ManageCode = "RESENT" | "CANCELLED" | "NOT_FOUND" | "CANCEL_TOO_LATE" | "CANCEL_FAILED" | "NOT_CANCELLABLE";
export interface ManageResult {
  ok: boolean;
  code: ManageCode;
  message: string;
  booking: BookingSummary | null;
}

export interface ManageBookingOptions {
  db: ApiDb;
  /** The supplier's orders (booking/supplier-orders.ts): the cancellation of the booking's order. */
  supplier: SupplierOrders;
  viva: VivaClient;
  outbox: Outbox;
  /** The paid bookings' records: summaries, refund plans, the clock and the metrics. */
  payments: PaymentService;
  /** A cancellation closes the booking's open change of date and refunds the differences paid for dearer dates. */
  dateChanges: Pick<DateChangeService, "closeOpenChanges" | "refundPayments">;
  leaseMs: number;
  log: { error(obj: object, msg: string): void };
  /** HMAC secret of the e-mails' signed manage links (MANAGE_LINK_SECRET, ADR 0360). */
  linkSecret: string;
}

/** What a signed manage link opened (ADR 0360): the booking, or why the page asks for reference and e-mail instead. */
export type ManageLinkOutcome =
  | { code: "OPENED"; booking: BookingSummary; reference: string }
  | { code: "EXPIRED" | "INVALID" | "NOT_FOUND"; message: string; reference: string | null };

export class ManageBooking {
  constructor(private readonly o: ManageBookingOptions) {}

  private manageResult(
    code: ManageCode,
    locale: Locale,
    booking: BookingSummary | null,
    params: Record<string, string> = {},
  ): ManageResult {
    const key: PaymentMessageKey = (
      {
        RESENT: "TICKETS_RESENT",
        CANCELLED: "CANCELLED",
        NOT_FOUND: "MANAGE_NOT_FOUND",
        CANCEL_TOO_LATE: "CANCEL_TOO_LATE",
        CANCEL_FAILED: "CANCEL_FAILED",
        NOT_CANCELLABLE: "NOT_CANCELLABLE",
      } as const
    )[code];
    return {
      ok: code === "RESENT" || code === "CANCELLED",
      code,
      message: paymentMessage(key, locale, params),
      booking,
    };
  }

  async findBooking(reference: string, email: string, locale: Locale): Promise<ManageResult> {
    const a = await findManaged(this.o.db, reference, email);
    if (!a) return this.manageResult("NOT_FOUND", locale, null);
    return { ok: true, code: "RESENT", message: "", booking: await this.o.payments.summary(a) };
  }

  /**
   * The booking an e-mail's signed link names, by its reference alone: the signature proves the link came from an
   * e-mail of this booking (security/manage-link.ts). Expired, altered or unknown: the reason, never the booking.
   */
  async findByLink(token: string, locale: Locale): Promise<ManageLinkOutcome> {
    const link = verifyManageLink(this.o.linkSecret, token, this.o.payments.now());
    if (!link.ok) {
      // An expired link is genuine: its reference fills in the form. An altered one names nothing we trust.
      const reference = link.reason === "EXPIRED" ? token.trim().split(".")[0]!.toUpperCase() : null;
      const key = link.reason === "EXPIRED" ? "MANAGE_LINK_EXPIRED" : "MANAGE_LINK_INVALID";
      return { code: link.reason, message: paymentMessage(key, locale), reference };
    }
    const a = await findManaged(this.o.db, link.reference, null);
    const booking = a && (await this.o.payments.summary(a));
    if (!booking) return { code: "NOT_FOUND", message: paymentMessage("MANAGE_LINK_INVALID", locale), reference: null };
    return { code: "OPENED", booking, reference: link.reference };
  }

  async resendTickets(reference: string, email: string, locale: Locale): Promise<ManageResult> {
    const a = await findManaged(this.o.db, reference, email);
    if (!a || !a.email) return this.manageResult("NOT_FOUND", locale, null);
    if (a.status !== "confirmed" && a.status !== "changing") return this.manageResult("NOT_FOUND", locale, null);
    // One resend per minute and booking: double clicks and replays do not multiply mails.
    await this.o.outbox.enqueue({
      kind: "resend",
      attemptId: a.id,
      to: a.email,
      locale,
      dedupeKey: `resend:${a.id}:${Math.floor(this.o.payments.now() / 60_000)}`,
    });
    return this.manageResult("RESENT", locale, await this.o.payments.summary(a), { email: a.email });
  }

  /** Free cancellation up to 24 h before the tour: OCTO cancel, then refund at Viva. Idempotent. */
  async cancelBooking(reference: string, email: string, locale: Locale): Promise<ManageResult> {
    const found = await findManaged(this.o.db, reference, email);
    if (!found || !found.ticket) return this.manageResult("NOT_FOUND", locale, null);
    // What the cancellation refunds (the cancel dialog quoted the same: `refundPlan`, as the e-mail says).
    const refunded = async (a: Attempt) => ({
      amount: formatMoney((await this.o.payments.refundPlan(a)).total, a.currency, locale),
    });
    if (found.status === "cancelled")
      return this.manageResult("CANCELLED", locale, await this.o.payments.summary(found), await refunded(found));
    if (!(this.o.payments.now() < freeCancellationUntilMs(found.ticket)))
      return this.manageResult("CANCEL_TOO_LATE", locale, await this.o.payments.summary(found));
    const held = await claimOrWait<true, ManageResult>({
      claim: () => claimCancellation(this.o.db, found.id, this.o.payments.now(), this.o.leaseMs),
      settle: async () => {
        const current = await this.o.payments.attemptById(found.id);
        if (current?.status === "cancelled")
          return this.manageResult(
            "CANCELLED",
            locale,
            await this.o.payments.summary(current),
            await refunded(current),
          );
        // Another cancellation or a change of date holds it: wait for it (bounded), then cancel what stands.
        return current?.status === "cancelling" || current?.status === "changing"
          ? WAIT
          : this.manageResult("CANCEL_FAILED", locale, null);
      },
      timedOut: () => this.manageResult("CANCEL_FAILED", locale, null),
      waitMs: 15_000,
      now: () => this.o.payments.now(),
    });
    if ("answer" in held) return held.answer;
    // Under the lease, the booking as it is now (a change of date may have moved it to another order since `found`).
    const a = (await this.o.payments.attemptById(found.id))!;
    await this.o.dateChanges.closeOpenChanges(a.id).catch((error: unknown) => {
      this.o.log.error({ err: error, attempt: a.id }, "payments: an open change of date could not be closed");
    });
    // A failed call whose order reads CANCELLED was cancelled (a lost answer): supplier-orders.ts reads it back.
    const cancellation = await this.o.supplier.cancelOrder(a.orderId);
    if (!cancellation.cancelled) {
      this.o.log.error({ err: cancellation.error, attempt: a.id }, "payments: supplier cancellation failed");
      await cancellationReleased(this.o.db, a.id);
      return this.manageResult("CANCEL_FAILED", locale, null);
    }
    // Refund what is left of the payment (a retry after a crash refunds nothing twice: Viva refuses beyond the balance).
    let refundId = a.refundTransactionId;
    let refundedAmount = a.refundedAmount;
    const plan = await this.o.payments.refundPlan(a);
    const remaining = plan.payment;
    if (remaining > 0 && a.transactionId) {
      try {
        const r = await this.o.viva.refund(a.transactionId, remaining);
        if (r.ok) {
          refundId = r.refundTransactionId;
          refundedAmount = a.amount;
        } else {
          const tx = await this.o.viva.getTransaction(a.transactionId);
          if (tx?.statusId === "R") refundedAmount = a.amount;
          else this.o.log.error({ attempt: a.id, error: r.error }, "payments: refund refused; refund manually");
        }
      } catch (error) {
        this.o.log.error(
          { err: error, attempt: a.id },
          "payments: refund failed; the cancellation is recorded, refund manually",
        );
      }
    }
    // Payments of dearer dates' differences are refunded too.
    await this.o.dateChanges.refundPayments(a.id).catch((error: unknown) => {
      this.o.log.error(
        { err: error, attempt: a.id },
        "payments: refund of date-change payments failed; refund manually",
      );
    });
    // The cancellation and its e-mail (refund and void tickets) in one transaction; one e-mail per booking.
    const [cancelled] = await this.o.db.batch([
      cancelledStmt(this.o.db, a.id, { transactionId: refundId, amount: refundedAmount }, this.o.payments.now()),
      ...(a.email
        ? [
            this.o.outbox.enqueueStmt({
              kind: CANCELLED_MAIL,
              attemptId: a.id,
              to: a.email,
              locale,
              dedupeKey: `cancelled:${a.id}`,
            }),
          ]
        : []),
    ]);
    this.o.outbox.kick();
    if (cancelled === 1) this.o.payments.metrics.bookings.inc({ outcome: "cancelled" });
    const done = (await this.o.payments.attemptById(a.id))!;
    return this.manageResult("CANCELLED", locale, await this.o.payments.summary(done), await refunded(done));
  }
}
