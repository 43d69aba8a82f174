/**
 * Time-zone math, in one place for the site, the web server and the sandboxes (docs/adr/0363): the wall clock of an
 * instant in a city's zone (its calendar day, its hour, its date and time), the zone's offset, and the instant of a
 * wall-clock time, every rule (summer time included) from the tz database, never written by hand.
 *
 * - A calendar day (`localDate`, `todayIn`, `coversLocalDate`) is one Intl formatter: the browser asks only this, and
 *   checkout step 1's script budget (ADR 0340) has no room for a library.
 * - The rest is `@date-fns/tz`'s `TZDateMini`, which each runtime passes once to `zonedTime`
 *   (`services/api/src/zoned-time.ts`): the kernel imports no package at run time (ADR 0290), as a shared module
 *   cannot resolve a package from its own folder once compiled into dist/ (ADR 0150).
 */
import type { TZDateMini } from "@date-fns/tz";
import { dateTimeFormat } from "./format";

/** An instant: epoch ms or a Date. */
export type Instant = number | Date;

/** The calendar day (YYYY-MM-DD) of an instant in a zone. Throws a RangeError on an unknown zone. */
export function localDate(at: Instant, zone: string): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today's calendar day (YYYY-MM-DD) in a city's zone (Paris when unknown): the calendar's and the search's first day. */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  try {
    return localDate(now, zone ?? "Europe/Paris");
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * True when a span of instants (a service alert's startDate..endDate, ISO; no end, or an unreadable one: open) covers
 * the calendar day `date` (YYYY-MM-DD) in `zone`. No readable start: false.
 */
export function coversLocalDate(
  span: { startDate?: string | null; endDate?: string | null },
  date: string,
  zone: string,
): boolean {
  const start = Date.parse(span.startDate ?? "");
  if (Number.isNaN(start) || localDate(start, zone) > date) return false;
  const end = Date.parse(span.endDate ?? "");
  return Number.isNaN(end) || localDate(end, zone) >= date;
}

/** `TZDateMini` of @date-fns/tz (or its `TZDate`, which ical-generator reads): a Date whose getters read a zone's clock. */
export type TZDateClass = typeof TZDateMini;

export interface ZonedTime<D extends Date = Date> {
  /** An instant as a Date on the zone's clock (its getters read the zone's): what ical-generator writes with a TZID. */
  at(at: Instant, zone: string): D;
  /** The hour (0-23) on the zone's clock at an instant. */
  localHour(at: Instant, zone: string): number;
  /** The zone's wall clock at an instant, "YYYY-MM-DDTHH:mm:ss" (no offset). */
  localDateTime(at: Instant, zone: string): string;
  /** The zone's offset from UTC at an instant, in minutes: +60 for Paris in winter, +120 in summer. */
  offsetMinutes(at: Instant, zone: string): number;
  /**
   * The instant of a wall-clock time (`date` YYYY-MM-DD, `time` HH:mm) in a zone, with the offset in force then. A
   * time the clocks skip (02:30 on the spring day in Paris) gives an instant within the hour around the change.
   */
  instantOf(date: string, time: string, zone: string): number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The zone functions on the runtime's `TZDateMini` (or `TZDate`). */
export function zonedTime<T extends TZDateClass>(TZ: T): ZonedTime<InstanceType<T>> {
  const clock = (at: Instant, zone: string) => new TZ(+at, zone) as InstanceType<T>;
  return {
    at: clock,
    localHour: (at, zone) => clock(at, zone).getHours(),
    localDateTime(at, zone) {
      const d = clock(at, zone);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    },
    offsetMinutes: (at, zone) => -clock(at, zone).getTimezoneOffset(),
    instantOf(date, time, zone) {
      const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
      const [h, mi] = time.split(":").map(Number) as [number, number];
      return +new TZ(y, mo - 1, d, h, mi, zone);
    },
  };
}
