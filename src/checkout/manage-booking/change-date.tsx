import React, { useEffect, useId, useMemo, useRef } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { ManagedBookingFieldsFragment } from "../graphql/__generated__/graphql";
import { useChangeCalendar } from "./change/calendar";
import { ConfirmChange } from "./change/confirm-change";
import { DayPicker } from "./change/day-picker";
import { PriceDifference } from "./change/price-difference";
import { useDateQuote } from "./change/quote";
import { passengersOfTickets } from "./format";

/**
 * Another date for the same tickets: the calendar of the booking's option (days with room for its passengers), the
 * start time where the tour has them, then the server's price of that date and the difference (refunded, nothing, or
 * to pay on the card page). The change itself is the parent's (onConfirm). A composition of its sections in change/:
 * the month (calendar.ts) and the day picker (day-picker.tsx), the choice and its price (quote.ts), the price
 * difference (price-difference.tsx) and the confirm or pay action (confirm-change.tsx).
 */
export function ChangeDate({
  booking,
  email,
  locale,
  busy,
  onConfirm,
  onClose,
}: {
  booking: ManagedBookingFieldsFragment;
  /** As the visitor gave it (with the reference, the key of every manage call). */
  email: string;
  locale: Locale;
  busy: boolean;
  onConfirm: (choice: { date: string; availabilityId: string | null; difference: number }) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const passengers = useMemo(() => passengersOfTickets(booking.passengers), [booking.passengers]);
  const calendar = useChangeCalendar(booking, passengers, locale);
  const { date, times, availabilityId, quote, quoting, problem, choose, chooseTime } = useDateQuote(
    booking,
    email,
    passengers,
    locale,
  );

  useEffect(() => heading.current?.focus(), []);

  const money = (amount: number) => formatPrice(amount, { value: quote?.currency ?? booking.currency }, locale);
  const difference = quote?.difference ?? 0;

  return (
    <section className="manage-change" aria-labelledby={titleId} data-testid="change-date">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t("manage.changeDateTitle")}
      </h2>
      <DayPicker
        month={calendar.month}
        days={calendar.days}
        selected={date}
        marked={calendar.booked}
        today={calendar.today}
        locale={locale}
        busy={calendar.loading}
        times={times}
        availabilityId={availabilityId}
        onSelect={(d) => void choose(d)}
        onMonth={calendar.setMonth}
        onTime={chooseTime}
      />
      <PriceDifference
        quote={quote}
        quoting={quoting}
        promoted={!!(date && calendar.days.get(date)?.promoted)}
        money={money}
      />
      {(problem ?? calendar.problem) && (
        <p className="notice notice--error" role="alert">
          {problem ?? calendar.problem}
        </p>
      )}
      <ConfirmChange
        ready={!!(quote && date)}
        difference={difference}
        disabled={busy || quoting}
        money={money}
        onConfirm={() => {
          if (date && quote) onConfirm({ date, availabilityId: quote.availabilityId ?? availabilityId, difference });
        }}
        onClose={onClose}
      />
    </section>
  );
}
