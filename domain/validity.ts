/**
 * The days a multi-day ticket is valid on (docs/adr/0359), as the e-mail, the ticket PDF, the calendar file and the
 * confirmation page write them: each local date of the tour's city in the language's short words, joined as the
 * language joins a list ("Sat 12 Dec and Sun 13 Dec", "sam. 12 déc. et dim. 13 déc.", "sáb 12 dic y dom 13 dic",
 * "za 12 dec en zo 13 dec"). No dependencies (ADR 0002): the site and the web server import it.
 */
import { addDays, dateTimeFormat } from "./format";
import { languageTag, type Locale } from "./locales";

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The local dates (YYYY-MM-DD) of a ticket valid `days` days from `start` (a local date-time with its offset, or a
 * date): the start's own wall date, i.e. the city's, and the days after it.
 */
export function validDates(start: string, days: number | null | undefined): string[] {
  const first = DAY.exec(start)?.[0];
  if (!first) return [];
  return Array.from({ length: Math.max(1, days ?? 1) }, (_, i) => addDays(first, i));
}

/** Local dates (YYYY-MM-DD) in a language's short words, joined as a list. */
export function formatValidDays(dates: readonly string[], locale: Locale): string {
  const tag = languageTag(locale);
  // A local date read at noon UTC is that date in UTC: the city's wall date, never the day before or after.
  const day = dateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const words = dates.map((d) =>
    day
      .formatToParts(Date.parse(`${d.slice(0, 10)}T12:00:00Z`))
      .filter((p) => p.type !== "literal")
      .map((p) => p.value)
      .join(" "),
  );
  return new Intl.ListFormat(tag, { type: "conjunction" }).format(words);
}
