/**
 * Accessible names of the calendar's days: the full date in the visitor's language and the day's state, e.g.
 * "Saturday 5 December 2026, available", "…, limited: 4 seats left", "…, sold out", with ", special offer" when
 * promoted. Dates are the city's calendar days (YYYY-MM-DD): formatted at noon UTC so no time zone shifts them.
 */
import { dateTimeFormat, formatDate } from "../../domain/format";
import { languageTag, type Locale } from "../i18n/locales";
import type { Translate } from "../i18n/use-t";
import { formatPrice } from "../lib/money";
/** A day's state as the booking API's calendar gives it (its DayState enum). */
export type DayState = "AVAILABLE" | "LIMITED" | "SOLD_OUT";

/**
 * "Saturday 5 December 2026": the kernel's long date of a calendar day (domain/format.ts), the French first written
 * "1" as the button shows it (its accessible name contains its visible figure, WCAG 2.5.3), not "1er".
 */
export const fullDate = (date: string, locale: Locale): string => formatDate(date, locale, "UTC", { ordinal: false });

export function monthTitle(year: number, month: number, locale: Locale): string {
  return dateTimeFormat(languageTag(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month, 1, 12)),
  );
}

/** Monday-first short and long weekday names. */
export function weekdays(locale: Locale): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 5 + i, 12)); // 5 January 2026 is a Monday
    const format = (weekday: "short" | "long") =>
      dateTimeFormat(languageTag(locale), { weekday, timeZone: "UTC" }).format(day);
    return { short: format("short"), long: format("long") };
  });
}

export interface DayInfo {
  date: string;
  state: DayState;
  vacancies: number | null;
  promoted: boolean;
  /** The adult ticket's lowest price that day (minor units) from the calendar answer; absent or null: not shown. */
  adultPrice?: { amount: number; currency: string } | null;
}

/** A day's adult price as written in the day's name ("€29.00"); null when the calendar gave none. */
export function dayPrice(day: DayInfo | undefined, locale: Locale): string | null {
  if (!day?.adultPrice || day.state === "SOLD_OUT") return null;
  return formatPrice(day.adultPrice.amount, { value: day.adultPrice.currency }, locale);
}

/** The same price in a day's small cell: without ",00"/".00" on a whole amount ("29 €", "£29", "€ 26,10"). */
export function dayPriceShort(day: DayInfo | undefined, locale: Locale): string | null {
  return dayPrice(day, locale)?.replace(/[.,]00(?=\D|$)/, "") ?? null;
}

export function dayStateText(day: DayInfo | undefined, t: Translate): string {
  if (!day) return t("calendar.unavailable");
  switch (day.state) {
    case "AVAILABLE":
      return t("calendar.available");
    case "LIMITED":
      return day.vacancies != null ? t("calendar.limited", { count: day.vacancies }) : t("calendar.limitedUnknown");
    case "SOLD_OUT":
      return t("calendar.soldOut");
  }
}

export function dayLabel(date: string, day: DayInfo | undefined, locale: Locale, t: Translate, booked = false): string {
  const parts = [fullDate(date, locale), dayStateText(day, t)];
  if (day?.promoted && day.state !== "SOLD_OUT") parts.push(t("calendar.promoted"));
  const price = dayPrice(day, locale);
  if (price) parts.push(t("calendar.adultFrom", { price }));
  if (booked) parts.push(t("calendar.booked"));
  return parts.join(", ");
}
