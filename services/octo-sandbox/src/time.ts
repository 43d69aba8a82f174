/**
 * Dates and times of the sandbox's slots. The time-zone math is the kernel's (domain/zoned-time.ts, on @date-fns/tz,
 * docs/adr/0363): local wall time <-> UTC for a city's IANA zone.
 */
import { TZDateMini } from "@date-fns/tz";
import { addDays } from "../../../domain/format.ts";
import { localDate, zonedTime } from "../../../domain/zoned-time.ts";

export { addDays };

const zoned = zonedTime(TZDateMini);

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The UTC instant of a local wall time ("YYYY-MM-DD", "HH:MM") in a zone, with the offset in force then. */
export function localToUtc(timeZone: string, date: string, time: string): { utcMs: number; offset: string } {
  const utcMs = zoned.instantOf(date, time, timeZone);
  return { utcMs, offset: formatOffset(zoned.offsetMinutes(utcMs, timeZone)) };
}

/** "YYYY-MM-DDTHH:MM:00+01:00": the OCTO local date-time form used for availability ids. */
export function localIso(timeZone: string, date: string, time: string): { iso: string; utcMs: number } {
  const { utcMs, offset } = localToUtc(timeZone, date, time);
  return { iso: `${date}T${time}:00${offset}`, utcMs };
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export const localDateOf = (timeZone: string, utcMs: number): string => localDate(utcMs, timeZone);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== "string" || !DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 for a calendar date. */
export function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86400000);
}

export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** OCTO UTC timestamps: second precision with a Z. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function addMinutesToTime(time: string, minutes: number): { dayOffset: number; time: string } {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const dayOffset = Math.floor(total / 1440);
  const rest = total - dayOffset * 1440;
  return { dayOffset, time: `${String(Math.floor(rest / 60)).padStart(2, "0")}:${String(rest % 60).padStart(2, "0")}` };
}
