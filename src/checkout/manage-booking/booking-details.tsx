import React, { useId } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { ManagedBookingFieldsFragment } from "../graphql/__generated__/graphql";
import { formatTourStart } from "./format";
import { formatDeadline } from "../../../domain/free-cancellation";
import { PriceBreakdown } from "../components/price-breakdown";
import { BookedItems } from "../components/booked-items";

export type ManageAction = "resend" | "cancel" | "change";

/**
 * The booking (reference, tour, date and time in the city's time zone, passengers, total, ticket and calendar links)
 * and its actions. Past the 24-hour limit the cancel and change buttons stay in place, marked unavailable and
 * described by the reason (never silently hidden).
 */
export function BookingDetails({
  booking,
  locale,
  busy,
  onAction,
}: {
  booking: ManagedBookingFieldsFragment;
  locale: Locale;
  busy: boolean;
  onAction: (action: ManageAction) => void;
}) {
  const t = useT();
  const cancelReason = useId();
  const changeReason = useId();
  const priceTitle = useId();
  const cancelled = booking.status === "CANCELLED";
  const money = (amount: number) => formatPrice(amount, { value: booking.currency }, locale);
  const canChange = booking.changeable && !!booking.productId && !!booking.optionId;
  // The true reason: the server's (e.g. the add-ons are booked for this date), else the 24-hour rule.
  const changeWhy = !booking.changeable
    ? (booking.changeBlockedReason ?? t("manage.changeTooLate"))
    : t("manage.noChangeForOldTicket");

  return (
    <div className="manage-booking__details" data-testid="managed-booking" data-status={booking.status}>
      <dl className="booking-summary">
        <dt>{t("callback.reference")}</dt>
        <dd data-testid="booking-reference">
          <strong>{booking.reference}</strong>
        </dd>
        <dt>{t("manage.status")}</dt>
        <dd data-testid="booking-status">{cancelled ? t("manage.statusCancelled") : t("manage.statusConfirmed")}</dd>
        <dt>{t("callback.tour")}</dt>
        <dd>
          {booking.productTitle}
          {booking.optionTitle ? ` – ${booking.optionTitle}` : ""}
        </dd>
        <dt>{t("callback.date")}</dt>
        <dd data-testid="booking-date">
          {formatTourStart(booking.startsAt, booking.allDay, booking.timezone, locale)}
        </dd>
        {booking.meetingPoint && (
          <>
            <dt>{t("product.meetingPoint")}</dt>
            <dd data-testid="meeting-point">{booking.meetingPoint}</dd>
          </>
        )}
        <BookedItems booking={booking} />
        {booking.refundedAmount > 0 && (
          <>
            <dt>{t("manage.refundedLabel")}</dt>
            <dd data-testid="booking-refunded">{money(booking.refundedAmount)}</dd>
          </>
        )}
      </dl>
      <section className="booking-price" aria-labelledby={priceTitle} data-testid="booking-price">
        <h2 id={priceTitle} className="summary__subtitle">
          {t("callback.price")}
        </h2>
        <PriceBreakdown breakdown={booking.breakdown} locale={locale} totalLabel={t("callback.totalPaid")} />
      </section>
      {!cancelled && (
        <>
          {booking.freeCancellationUntil && booking.cancellable && (
            <p data-testid="free-cancellation">
              {t("callback.freeCancellation", {
                date: formatDeadline(booking.freeCancellationUntil, locale, booking.timezone),
              })}
            </p>
          )}
          <p className="manage__actions">
            <a className="button button--secondary" href={booking.ticketsUrl} data-testid="tickets-link">
              {t("callback.downloadTickets")}
            </a>
            <a className="button button--secondary" href={booking.calendarUrl} download>
              {t("callback.addToCalendar")}
            </a>
          </p>
          <p className="manage__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => onAction("resend")}>
              {t("manage.resend")}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={!canChange || busy || undefined}
              aria-describedby={canChange ? undefined : changeReason}
              onClick={() => canChange && !busy && onAction("change")}
            >
              {t("manage.changeDate")}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={!booking.cancellable || busy || undefined}
              aria-describedby={booking.cancellable ? undefined : cancelReason}
              onClick={() => booking.cancellable && !busy && onAction("cancel")}
            >
              {t("manage.cancel")}
            </button>
          </p>
          {!canChange && (
            <p className="meta" id={changeReason} data-testid="change-reason">
              {changeWhy}
            </p>
          )}
          {!booking.cancellable && (
            <p className="meta" id={cancelReason} data-testid="cancel-reason">
              {t("manage.cancelTooLate")}
            </p>
          )}
        </>
      )}
    </div>
  );
}
