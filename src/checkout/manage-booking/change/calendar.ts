import { useMemo, useState } from "react";
import { skipToken, useQuery } from "@apollo/client/react";
import { monthOf, type Month } from "../../../components/calendar";
import type { DayInfo } from "../../../components/day-label";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { endOfMonth, todayIn } from "../../city-today";
import {
  CalendarDocument,
  type PassengersInput,
  type ManagedBookingFieldsFragment,
} from "../../graphql/__generated__/graphql";

/**
 * The change of date's calendar month: the days of the booking's option with room for its passengers, from today in
 * the city's time zone. It opens on the booking's month (today's when the booking's is past), whose date is `booked`;
 * the month shown stays until the next one has arrived, and a failed month says so (`problem`).
 */
export function useChangeCalendar(booking: ManagedBookingFieldsFragment, passengers: PassengersInput, locale: Locale) {
  const t = useT();
  const today = todayIn(booking.timezone);
  const booked = booking.startsAt.slice(0, 10);
  const [month, setMonth] = useState<Month>(() => monthOf(booked > today ? booked : today));
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

  return {
    today,
    booked,
    month,
    setMonth,
    days,
    loading: calendar.loading,
    problem: calendar.error ? t("errors.calendarRefresh") : null,
  };
}
