import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { skipToken, useApolloClient, useQuery } from "@apollo/client/react";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { Calendar, monthOf, type Month } from "../../components/calendar";
import { endOfMonth, todayIn } from "../city-today";
import type { DayInfo } from "../../components/day-label";
import {
  CalendarDocument,
  DateChangeQuoteDocument,
  StartTimesDocument,
  type DateChangeQuoteQuery,
  type ManagedBookingFieldsFragment,
  type StartTimesQuery,
} from "../graphql/__generated__/graphql";
import { localTime, passengersOfTickets } from "./format";

type Quote = DateChangeQuoteQuery["dateChangeQuote"];

/**
 * Another date for the same tickets: the calendar of the booking's option (days with room for its passengers), the
 * start time where the tour has them, then the server's price of that date and the difference (refunded, nothing, or
 * to pay on the card page). The change itself is the parent's (onConfirm).
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
  const today = todayIn(booking.timezone);
  // The calendar opens on the booking's month (today's when the booking's is past), its date marked.
  const booked = booking.startsAt.slice(0, 10);
  const [month, setMonth] = useState<Month>(() => monthOf(booked > today ? booked : today));
  const [date, setDate] = useState<string | null>(null);
  const [times, setTimes] = useState<StartTimesQuery["startTimes"]>([]);
  const [availabilityId, setAvailabilityId] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const passengers = useMemo(() => passengersOfTickets(booking.passengers), [booking.passengers]);
  const key = { reference: booking.reference, email };

  useEffect(() => heading.current?.focus(), []);

  const client = useApolloClient();
  const first = `${month.year}-${String(month.month + 1).padStart(2, "0")}-01`;
  const calendar = useQuery(
    CalendarDocument,
    booking.productId && booking.optionId
      ? {
          variables: {
            input: {
              productId: booking.productId,
              optionId: booking.optionId,
              from: first < today ? today : first,
              to: endOfMonth(month.year, month.month),
              passengers,
            },
            locale,
          },
        }
      : skipToken,
  );
  // The month shown stays until the next one has arrived.
  const calendarDays = (calendar.data ?? calendar.previousData)?.calendar;
  const days: ReadonlyMap<string, DayInfo> = useMemo(
    () =>
      new Map(
        (calendarDays ?? []).map((d) => [
          d.date,
          {
            date: d.date,
            state: d.state,
            vacancies: d.vacancies ?? null,
            promoted: d.promoted,
            adultPrice: d.adultPriceFrom
              ? { amount: d.adultPriceFrom.retail, currency: d.adultPriceFrom.currency }
              : null,
          },
        ]),
      ),
    [calendarDays],
  );
  const loadingDays = calendar.loading;
  const calendarProblem = calendar.error ? t("errors.calendarRefresh") : null;

  const ask = async (day: string, slot: string | null) => {
    setQuoting(true);
    setProblem(null);
    setQuote(null);
    try {
      // The price of that date now: always asked (network-only), never an earlier answer.
      const { dateChangeQuote } = dataOf(
        await client.query({
          query: DateChangeQuoteDocument,
          variables: { input: { ...key, date: day, availabilityId: slot }, locale },
          fetchPolicy: "network-only",
        }),
      );
      if (dateChangeQuote.ok) setQuote(dateChangeQuote);
      else setProblem(dateChangeQuote.message);
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setProblem(t("manage.unreachable"));
    } finally {
      setQuoting(false);
    }
  };

  const choose = async (day: string) => {
    setDate(day);
    setTimes([]);
    setAvailabilityId(null);
    setQuote(null);
    let slots: StartTimesQuery["startTimes"] = [];
    try {
      if (booking.productId && booking.optionId) {
        slots = dataOf(
          await client.query({
            query: StartTimesDocument,
            variables: {
              input: { productId: booking.productId, optionId: booking.optionId, date: day, passengers },
              locale,
            },
          }),
        ).startTimes;
      }
    } catch {
      slots = [];
    }
    const open = slots.filter((s) => !s.allDay && s.state !== "SOLD_OUT");
    setTimes(open);
    const slot = open[0]?.availabilityId ?? null;
    setAvailabilityId(slot);
    await ask(day, slot);
  };

  const money = (amount: number) => formatPrice(amount, { value: quote?.currency ?? booking.currency }, locale);
  const difference = quote?.difference ?? 0;

  return (
    <section className="manage-change" aria-labelledby={titleId} data-testid="change-date">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t("manage.changeDateTitle")}
      </h2>
      <p className="meta">{t("manage.pickDay")}</p>
      <Calendar
        month={month}
        days={days}
        selected={date}
        marked={booked}
        today={today}
        locale={locale}
        busy={loadingDays}
        onSelect={(d) => void choose(d)}
        onMonth={setMonth}
      />
      {times.length > 1 && date && (
        <fieldset className="manage-change__times">
          <legend>{t("manage.time")}</legend>
          {times.map((s) => (
            <label key={s.availabilityId} className="manage-change__time">
              <input
                type="radio"
                name="manage-start-time"
                value={s.availabilityId}
                checked={availabilityId === s.availabilityId}
                onChange={() => {
                  setAvailabilityId(s.availabilityId);
                  void ask(date, s.availabilityId);
                }}
              />{" "}
              {localTime(s.startsAt)}
            </label>
          ))}
        </fieldset>
      )}
      <div role="status" className="manage-change__quote" data-testid="change-quote">
        {quoting && <p>{t("manage.quoting")}</p>}
        {quote && (
          <>
            <p>
              <strong>{t("manage.newTotal", { amount: money(quote.total ?? 0) })}</strong>
            </p>
            <p data-testid="change-difference">
              {difference < 0
                ? t("manage.diffRefund", { amount: money(-difference) })
                : difference > 0
                  ? t("manage.diffPay", { amount: money(difference) })
                  : date && days.get(date)?.promoted
                    ? t("manage.diffNoneOffer")
                    : t("manage.diffNone")}
            </p>
          </>
        )}
      </div>
      {(problem ?? calendarProblem) && (
        <p className="notice notice--error" role="alert">
          {problem ?? calendarProblem}
        </p>
      )}
      <p className="manage__actions">
        {quote && date && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || quoting}
            onClick={() => onConfirm({ date, availabilityId: quote.availabilityId ?? availabilityId, difference })}
          >
            {difference > 0 ? t("manage.payDifference", { amount: money(difference) }) : t("manage.confirmChange")}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("manage.closeChange")}
        </button>
      </p>
    </section>
  );
}
