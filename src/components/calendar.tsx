import "./calendar.css";
import React, { useId, useRef } from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { currencySymbol } from "../lib/money";
import { dayLabel, dayPriceShort, monthTitle, weekdays, type DayInfo } from "./day-label";

export interface Month {
  year: number;
  /** 0-11 */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
export const addMonths = ({ year, month }: Month, n: number): Month => {
  const m = year * 12 + month + n;
  return { year: Math.floor(m / 12), month: m % 12 };
};
export const monthOf = (date: string): Month => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
});

/** The weeks of a month, Monday first; null pads the first and last weeks. */
export function weeksOf({ year, month }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= days; d++) cells.push(isoDate(year, month, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const selectable = (day: DayInfo | undefined) => !!day && day.state !== "SOLD_OUT";

/**
 * A month as a labelled grid of day buttons. Each day's accessible name is its full date and state; sold-out days
 * are disabled. One day is in the tab order (the selected one, else the first selectable); arrow keys, Home and End
 * move between days.
 */
export function Calendar({
  month,
  days,
  selected,
  marked = null,
  today,
  locale,
  busy,
  onSelect,
  onMonth,
}: {
  month: Month;
  days: ReadonlyMap<string, DayInfo>;
  selected: string | null;
  /** A day to mark as the visitor's current booking (manage booking: the date being changed). */
  marked?: string | null;
  /** YYYY-MM-DD in the city: earlier days are not shown as bookable and earlier months cannot be opened. */
  today: string;
  locale: Locale;
  busy: boolean;
  onSelect: (date: string) => void;
  onMonth: (month: Month) => void;
}) {
  const t = useT();
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const weeks = weeksOf(month);
  const all = weeks.flat().filter((d): d is string => d !== null);
  const focusable =
    selected && all.includes(selected) && selectable(days.get(selected))
      ? selected
      : (all.find((d) => d >= today && selectable(days.get(d))) ?? null);
  const canGoBack = isoDate(month.year, month.month, 1) > today;
  // The legend's price key in the currency the days are priced in (£ in London and Bath); none when no day has a price.
  const pricedIn = [...days.values()].find((d) => d.adultPrice)?.adultPrice?.currency;
  const priceSymbol = pricedIn ? (currencySymbol(pricedIn) ?? pricedIn) : null;

  /** Focuses the first selectable day from index i going in direction dir. */
  const focusFrom = (i: number, dir: 1 | -1) => {
    for (; i >= 0 && i < all.length; i += dir) {
      const date = all[i] as string;
      if (date >= today && selectable(days.get(date))) {
        grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
        return;
      }
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, date: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusFrom(all.indexOf(date) + step, step > 0 ? 1 : -1);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      if (event.key === "Home") focusFrom(0, 1);
      else focusFrom(all.length - 1, -1);
    }
  };

  return (
    <div className="calendar" aria-busy={busy}>
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          onClick={() => onMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t("checkout.previousMonth")}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className="calendar__title" aria-live="polite">
          {monthTitle(month.year, month.month, locale)}
        </h3>
        <button
          type="button"
          className="calendar__nav"
          onClick={() => onMonth(addMonths(month, 1))}
          aria-label={t("checkout.nextMonth")}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="calendar__grid">
        <thead>
          <tr>
            {weekdays(locale).map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, i) => {
                if (!date) return <td key={i} className="calendar__pad" />;
                const day = date >= today ? days.get(date) : undefined;
                const state = day ? day.state.toLowerCase().replace("_", "-") : "none";
                const isSelected = date === selected;
                const price = dayPriceShort(day, locale);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={`calendar__day calendar__day--${state}${day?.promoted ? " calendar__day--promoted" : ""}${date === marked ? " calendar__day--booked" : ""}`}
                      aria-label={dayLabel(date, day, locale, t, date === marked)}
                      aria-pressed={isSelected}
                      disabled={!selectable(day)}
                      tabIndex={date === focusable ? 0 : -1}
                      onClick={() => onSelect(date)}
                      onKeyDown={(e) => onKeyDown(e, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                    {/* Beside the button, not in it: the button's visible text stays the day number, which its name
                        contains (WCAG 2.5.3); the price is in the name in words. Clicks go through to the button. */}
                    {price && (
                      <span className="calendar__price" aria-hidden="true">
                        {price}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar__legend" aria-label={t("calendar.legend")} data-testid="calendar-legend">
        <li>
          <span className="calendar__key calendar__key--promoted" aria-hidden="true">
            %
          </span>
          {t("calendar.legendOffer")}
        </li>
        <li>
          <span className="calendar__key calendar__key--limited" aria-hidden="true" />
          {t("calendar.legendLimited")}
        </li>
        <li>
          <span className="calendar__key calendar__key--sold-out" aria-hidden="true">
            31
          </span>
          {t("calendar.legendSoldOut")}
        </li>
        {priceSymbol && (
          <li>
            <span className="calendar__key calendar__key--price" aria-hidden="true">
              {priceSymbol}
            </span>
            {t("calendar.legendPrice")}
          </li>
        )}
        {marked && (
          <li>
            <span className="calendar__key calendar__key--booked" aria-hidden="true" />
            {t("calendar.legendBooked")}
          </li>
        )}
      </ul>
    </div>
  );
}
