/**
 * Dates, times and ratings as every screen, e-mail, ticket PDF and calendar file writes them: one formatter per
 * kind, each through the language's one Intl tag (languageTag: English is en-GB), 24-hour times (never
 * "12:00 AM"), and the English long date without the comma some ICU versions put after the weekday, so that the
 * browser, Node and the PDF agree ("Saturday 28 November 2026", "samedi 28 novembre 2026 à 10:00").
 * Money has its own module (money.ts: formatMoney). No dependencies (ADR 0002): the site, the web server and the
 * CMS import it.
 */
import { fill } from "./fill";
import { languageTag, type Locale } from "./locales";

/** An instant (epoch ms, Date, ISO date-time with its offset) or a calendar day ("2026-11-28", no time zone). */
export type DateInput = number | Date | string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Intl formatters, built once per tag and options: building one costs about as much as a calendar cell's render
 * (step 1's calendar built some 150 of them on the phone's first paint). Reused everywhere below.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) dateFormats.set(key, (found = new Intl.DateTimeFormat(tag, options)));
  return found;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) numberFormats.set(key, (found = new Intl.NumberFormat(tag, options)));
  return found;
}

/**
 * The browser's first date formatter and first number formatter each load its locale data (about 20 ms each on a
 * phone), inside whichever render asks first. Building them in tasks of their own, as soon as the page's scripts
 * run, keeps that cost out of React's render slices (ADR 0330). `schedule` runs a function in a new task.
 */
export function warmFormatters(locale: Locale, schedule: (task: () => void) => void): void {
  schedule(() => dateTimeFormat(languageTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(0));
  schedule(() => numberFormat(languageTag(locale)).format(0));
}

/** The instant to format and the zone to read it in: a calendar day is read at noon UTC, in UTC. */
function instant(value: DateInput, timeZone: string): { ms: number; timeZone: string } {
  if (typeof value === "string" && CALENDAR_DAY.test(value))
    return { ms: Date.parse(`${value}T12:00:00Z`), timeZone: "UTC" };
  const ms = typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : value.getTime();
  return { ms, timeZone };
}

/**
 * Intl's parts, with the English weekday followed by a space rather than ", " (ICU differs between versions), and
 * the French first of the month written as people write it ("1er décembre", not "1 décembre").
 */
function format(locale: Locale, options: Intl.DateTimeFormatOptions, ms: number, ordinal = true): string {
  const parts = dateTimeFormat(languageTag(locale), options).formatToParts(ms);
  return parts
    .map((part, i) => {
      if (locale === "en" && part.type === "literal" && parts[i - 1]?.type === "weekday") return " ";
      if (ordinal && locale === "fr" && part.type === "day" && part.value === "1" && options.month === "long")
        return "1er";
      return part.value;
    })
    .join("");
}

const LONG_DATE = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const TIME = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/**
 * The long date: "Saturday 28 November 2026", "samedi 28 novembre 2026", "sábado, 28 de noviembre de 2026",
 * "zaterdag 28 november 2026"; without the weekday ("28 November 2026") for publication dates. An instant is read
 * in `timeZone` (the tour's city), a calendar day as it is. An unreadable value is returned unchanged. `ordinal: false`
 * writes the French first as its number ("1 novembre") where the name must contain the figure shown (a calendar day).
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  timeZone = "UTC",
  { weekday = true, ordinal = true } = {},
): string {
  const at = instant(value, timeZone);
  if (Number.isNaN(at.ms)) return String(value);
  const { weekday: _w, ...withoutWeekday } = LONG_DATE;
  return format(locale, { ...(weekday ? LONG_DATE : withoutWeekday), timeZone: at.timeZone }, at.ms, ordinal);
}

/** The time of day, 24-hour: "10:05", "00:00" (never "12:00 AM"). */
export function formatTime(value: DateInput, locale: Locale, timeZone = "UTC"): string {
  const at = instant(value, timeZone);
  if (Number.isNaN(at.ms)) return String(value);
  return format(locale, { ...TIME, timeZone: at.timeZone }, at.ms);
}

/** The long date and time: "Saturday 28 November 2026 at 10:05", "samedi 28 novembre 2026 à 10:05". */
export function formatDateTime(value: DateInput, locale: Locale, timeZone = "UTC"): string {
  const at = instant(value, timeZone);
  if (Number.isNaN(at.ms)) return String(value);
  return format(locale, { ...LONG_DATE, ...TIME, timeZone: at.timeZone }, at.ms);
}

/** A tour's start as screens, e-mails and the ticket show it: the date alone for an all-day ticket, else date and time. */
export function formatTourStart(start: DateInput, allDay: boolean, timeZone: string, locale: Locale): string {
  return allDay ? formatDate(start, locale, timeZone) : formatDateTime(start, locale, timeZone);
}

/** A rating out of 5 with one decimal: "4.6" in English, "4,6" in French, Spanish and Dutch. */
export function formatRating(rating: number, locale: Locale): string {
  return numberFormat(languageTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A count as the language groups digits ("1,234", "1 234", "1.234"). */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(languageTag(locale)).format(count);
}

/** The day `days` after `date` (YYYY-MM-DD), in the calendar (no time zone involved; negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A local wall time as the CMS stores it ("09:30", the city's time): "09:30" in every language (24-hour, the
 * formatter of formatTime). An unreadable value is returned unchanged.
 */
export function formatClockTime(hhmm: string, locale: Locale): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return hhmm;
  return formatTime(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])), locale, "UTC");
}

const unit = (locale: Locale, u: "hour" | "minute", n: number) =>
  // Plain spaces: ICU versions differ on a (narrow) no-break space between number and unit, browser and server must agree.
  numberFormat(languageTag(locale), { style: "unit", unit: u, unitDisplay: "long" })
    .format(n)
    .replace(/[\u00a0\u202f]/g, " ");

/**
 * A duration in minutes, in words: "2 hours", "1 hour 30 minutes", "45 minutes"; "1 heure 30 minutes",
 * "1 hora 30 minutos", "1 uur 30 minuten". A value that is not a positive number of minutes gives "".
 */
export function formatDuration(minutes: number, locale: Locale): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return "";
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return [h ? unit(locale, "hour", h) : "", m ? unit(locale, "minute", m) : ""].filter(Boolean).join(" ");
}

/** A frequency's words, from the caller's catalogue (ADR 0364): "Every hour" and "Every {{duration}}". */
export interface FrequencyWords {
  hourly: string;
  every: string;
}

/**
 * How often a bus leaves: "Every 20 minutes", "Toutes les 20 minutes", "Cada 20 minutos", "Elke 20 minuten"
 * ("Every hour"; "Every 1 hour 30 minutes"), in the words of the caller's catalogue (the site's
 * `product.frequencyHourly` / `product.frequencyEvery`, the server's `frequencyHourly` / `frequencyEvery`). Not a
 * positive number: "".
 */
export function formatFrequency(minutes: number, locale: Locale, words: FrequencyWords): string {
  if (Math.round(minutes) === 60) return words.hourly;
  const d = formatDuration(minutes, locale);
  return d ? fill(words.every, { duration: d }) : "";
}
