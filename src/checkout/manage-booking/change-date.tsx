import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { BookingApiError, request } from "../../lib/booking-api";
import { Calendar, monthOf, type Month } from "../components/calendar";
import { endOfMonth, todayIn } from "../city-today";
import type { DayInfo } from "../day-label";
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
export function ChangeDate({ booking, email, locale, busy, onConfirm, onClose }: {
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
  // The calendar opens on the booking's month (today's when the booking's is past), its date marked (issue 25.7).
  const booked = booking.startsAt.slice(0, 10);
  const [month, setMonth] = useState<Month>(() => monthOf(booked > today ? booked : today));
  const [days, setDays] = useState<ReadonlyMap<string, DayInfo>>(new Map());
  const [loadingDays, setLoadingDays] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [times, setTimes] = useState<StartTimesQuery["startTimes"]>([]);
  const [availabilityId, setAvailabilityId] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const passengers = useMemo(() => passengersOfTickets(booking.passengers), [booking.passengers]);
  const key = { reference: booking.reference, email };

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (!booking.productId || !booking.optionId) return;
    let live = true;
    setLoadingDays(true);
    const first = `${month.year}-${String(month.month + 1).padStart(2, "0")}-01`;
    request(CalendarDocument, {
      input: { productId: booking.productId, optionId: booking.optionId, from: first < today ? today : first, to: endOfMonth(month.year, month.month), passengers },
      locale,
    })
      .then(({ calendar }) => {
        if (!live) return;
        setDays(new Map(calendar.map((d) => [d.date, {
          date: d.date, state: d.state, vacancies: d.vacancies ?? null, promoted: d.promoted,
          adultPrice: d.adultPriceFrom ? { amount: d.adultPriceFrom.retail, currency: d.adultPriceFrom.currency } : null,
        }])));
      })
      .catch(() => live && setProblem(t("errors.calendarRefresh")))
      .finally(() => live && setLoadingDays(false));
    return () => {
      live = false;
    };
  }, [month.year, month.month, booking.productId, booking.optionId]);

  const ask = async (day: string, slot: string | null) => {
    setQuoting(true);
    setProblem(null);
    setQuote(null);
    try {
      const { dateChangeQuote } = await request(DateChangeQuoteDocument, { input: { ...key, date: day, availabilityId: slot }, locale });
      if (dateChangeQuote.ok) setQuote(dateChangeQuote);
      else setProblem(dateChangeQuote.message);
    } catch (error) {
      if (!(error instanceof BookingApiError)) throw error;
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
        slots = (await request(StartTimesDocument, { input: { productId: booking.productId, optionId: booking.optionId, date: day, passengers }, locale })).startTimes;
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
      <h2 id={titleId} ref={heading} tabIndex={-1}>{t("manage.changeDateTitle")}</h2>
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
            <p><strong>{t("manage.newTotal", { amount: money(quote.total ?? 0) })}</strong></p>
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
      {problem && <p className="notice notice--error" role="alert">{problem}</p>}
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
        <button type="button" className="button button--secondary" onClick={onClose}>{t("manage.closeChange")}</button>
      </p>
    </section>
  );
}
