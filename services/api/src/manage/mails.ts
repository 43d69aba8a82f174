/**
 * The e-mails that tell the visitor what happened to a paid booking after the purchase, sent through
 * the outbox as kinds of this module (`Outbox.register`):
 *
 *  booking-cancelled  row source: the booking's attempt id; enqueued with the cancellation (service.ts
 *                     `cancelBooking`, dedupe `cancelled:{attempt}`): the booking, its void tickets and the amount
 *                     refunded (`refundPlan`, the amount the cancel dialog quoted).
 *  date-changed       row source: the change's id; enqueued when the change is applied (date-change.ts `apply`,
 *                     dedupe `date-changed:{change}`): old and new date (`old_start`, `new_start` of the change), the
 *                     old and the new reference, the old tickets void, the new booking's tickets attached.
 *
 * Both are rendered when sent, from the records that outlive the event (the booking and its change of date, read
 * through payments' attempt-records.ts and date-change-records.ts, docs/adr/0368), in the language the visitor used for the cancellation or the change.
 */
import type { ApiDb } from "../db/database.ts";
import { attemptById } from "../payments/attempt-records.ts";
import { changeById, referenceBeforeChange } from "../payments/date-change-records.ts";
import type { Outbox } from "../fulfilment/outbox.ts";
import { cancellationMail, dateChangedMail } from "../fulfilment/mail.ts";
import { renderTicketsPdfOffLoop as renderTicketsPdf } from "../fulfilment/pdf-render.ts";
import type { TicketData } from "../fulfilment/tickets.ts";
import { withTourFacts } from "../fulfilment/timetable.ts";
import type { TourFactsSource } from "../fulfilment/tour-facts.ts";
import type { Locale } from "../locale.ts";
import { manageBookingHref } from "../../../../domain/manage-booking-href.ts";

export const CANCELLED_MAIL = "booking-cancelled";
export const DATE_CHANGED_MAIL = "date-changed";

export interface BookingMailsDeps {
  db: ApiDb;
  outbox: Outbox;
  supportEmail: string;
  /** Public origin of the site (the manage-booking link). */
  siteUrl: string;
  /** The booking's manage link (absolute, signed: security/manage-link.ts, ADR 0360); unset = the reference-filled page. */
  manageUrl?: (locale: Locale, ticket: TicketData) => string;
  /** What the cancellation of a booking refunds (minor units): PaymentService.refundPlan's total. */
  refundTotal: (attemptId: string) => Promise<number>;
  /** The CMS's tour facts: the new tickets' PDF shows the meeting point and timetable as the first one did (28.7). */
  facts?: TourFactsSource;
}

export function registerBookingMails(d: BookingMailsDeps): void {
  const manageUrl = (locale: Locale, ticket: TicketData) =>
    d.manageUrl?.(locale, ticket) ?? `${d.siteUrl.replace(/\/+$/, "")}${manageBookingHref(locale, ticket.reference)}`;

  d.outbox.register(CANCELLED_MAIL, async (row) => {
    const a = await attemptById(d.db, row.sourceId);
    if (!a?.ticket) throw new Error(`cancellation mail: no booking ${row.sourceId}`);
    const ticket: TicketData = { ...a.ticket, operator: row.operator };
    return cancellationMail(ticket, {
      to: row.to,
      locale: row.locale,
      supportEmail: d.supportEmail,
      messageId: row.messageId,
      logo: row.logo,
      manageUrl: manageUrl(row.locale, ticket),
      refund: { amount: await d.refundTotal(a.id), currency: a.currency },
    });
  });

  d.outbox.register(DATE_CHANGED_MAIL, async (row) => {
    const ch = await changeById(d.db, row.sourceId);
    if (!ch) throw new Error(`date change mail: no change ${row.sourceId}`);
    const a = await attemptById(d.db, ch.attemptId);
    if (!a?.ticket) throw new Error(`date change mail: no booking ${ch.attemptId}`);
    const booking: TicketData = { ...a.ticket, operator: row.operator };
    // The booking is still the one this change made: its tickets go with the mail. Moved again since, its reference
    // then is the next change's old one; cancelled since: no tickets (the later e-mail says so).
    const stillHere = a.cartId === ch.newBookingUuid;
    const current = stillHere && (a.status === "confirmed" || a.status === "changing");
    let ticket = booking;
    if (!stillHere) {
      ticket = {
        ...booking,
        reference: (await referenceBeforeChange(d.db, ch.newBookingUuid)) ?? booking.reference,
        start: ch.newStart,
        items: [],
        combinations: [],
      };
    }
    // The meeting point and timetable from the CMS, in the e-mail as in its PDF (the confirmation e-mail's rows).
    const planned = (await withTourFacts({ ...ticket, locale: row.locale }, d.facts)).ticket;
    const pdf = current ? await renderTicketsPdf(planned, { logo: row.logo }) : null;
    const paid = ch.transactionId ? Math.max(0, ch.newAmount - ch.oldAmount) : 0;
    return dateChangedMail(planned, pdf, {
      to: row.to,
      locale: row.locale,
      supportEmail: d.supportEmail,
      messageId: row.messageId,
      logo: row.logo,
      manageUrl: manageUrl(row.locale, ticket),
      oldReference: ch.oldReference,
      oldStart: ch.oldStart,
      refunded: ch.transactionId ? 0 : ch.refundedAmount,
      paid,
      currency: ch.currency,
    });
  });
}
