import React from "react";
import { formatTourStart } from "../../../domain/format";
import { formatDeadline } from "../../../domain/free-cancellation";
import { formatValidDays } from "../../../domain/validity";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import type { ConfirmedBookingFieldsFragment } from "../graphql/__generated__/graphql";
import { PriceBreakdown } from "./price-breakdown";
import { BookedItems } from "./booked-items";

type Booking = ConfirmedBookingFieldsFragment;

/** The tour's start in the city's time zone, as the e-mail and the ticket write it (domain/format.ts). */
const formatStart = (booking: Booking, locale: Locale) =>
  formatTourStart(booking.startsAt, booking.allDay, booking.timezone, locale);

/**
 * A confirmed booking (callback success page and the confirmation route): the reference in the booking-reference
 * element, tour, date in the city's time zone, passengers, add-ons, the price breakdown (the total paid explained by
 * its lines), the ticket PDF and calendar links, and the
 * manage-booking link when its page exists.
 */
export function ConfirmedBooking({
  booking,
  message,
  locale,
  manageHref,
}: {
  booking: Booking;
  message: string | null;
  locale: Locale;
  manageHref: string | null;
}) {
  const t = useT();
  return (
    <div className="callback__booking" data-testid="confirmed-booking">
      {message && (
        <p role="status" className="notice notice--success">
          {message}
        </p>
      )}
      <dl className="booking-summary">
        <dt>{t("callback.reference")}</dt>
        <dd data-testid="booking-reference">
          <strong>{booking.reference}</strong>
        </dd>
        <dt>{t("callback.tour")}</dt>
        <dd>
          {booking.productTitle}
          {booking.optionTitle ? ` – ${booking.optionTitle}` : ""}
        </dd>
        <dt>{t("callback.date")}</dt>
        <dd>{formatStart(booking, locale)}</dd>
        {booking.validDates.length > 1 && (
          <>
            {/* Both days of a 2-day pass, as the e-mail and the PDF say them (docs/adr/0359). */}
            <dt>{t("callback.validity")}</dt>
            <dd data-testid="valid-dates">{formatValidDays(booking.validDates, locale)}</dd>
          </>
        )}
        {booking.meetingPoint && (
          <>
            <dt>{t("product.meetingPoint")}</dt>
            <dd data-testid="meeting-point">{booking.meetingPoint}</dd>
          </>
        )}
        <BookedItems booking={booking} />
      </dl>
      <section className="booking-price" aria-labelledby="booking-price-title" data-testid="booking-price">
        <h2 id="booking-price-title" className="summary__subtitle">
          {t("callback.price")}
        </h2>
        <PriceBreakdown breakdown={booking.breakdown} locale={locale} totalLabel={t("callback.totalPaid")} />
      </section>
      {booking.email && <p>{t("callback.emailSent", { email: booking.email })}</p>}
      {booking.freeCancellationUntil && (
        <p data-testid="free-cancellation">
          {t("callback.freeCancellation", {
            date: formatDeadline(booking.freeCancellationUntil, locale, booking.timezone),
          })}
        </p>
      )}
      <p className="callback__actions">
        <a className="button button--primary" href={booking.ticketsUrl} data-testid="tickets-link">
          {t("callback.downloadTickets")}
        </a>
        <a className="button button--secondary" href={booking.calendarUrl} download data-testid="calendar-link">
          {t("callback.addToCalendar")}
        </a>
        {manageHref && (
          <a className="button button--secondary" href={manageHref}>
            {t("checkout.manageBooking")}
          </a>
        )}
      </p>
    </div>
  );
}
