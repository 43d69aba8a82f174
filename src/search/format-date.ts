import type { Locale } from "../i18n/locales";

/** "Saturday 5 December 2026" in the visitor's language, for a calendar date (YYYY-MM-DD, no time zone). */
export function formatLongDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
