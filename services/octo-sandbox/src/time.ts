/** Time-zone arithmetic with Intl only (no dependency): local wall time <-> UTC for a city's IANA zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallParts(timeZone: string, utcMs: number): number[] {
  const parts = formatter(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get("year"), get("month"), get("day"), get("hour"), get("minute"), get("second")];
}

/** Offset of the zone from UTC at an instant, in minutes (e.g. +60 for Paris in winter). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const [y, mo, d, h, mi, s] = wallParts(timeZone, utcMs) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000);
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The UTC instant of a local wall time ("YYYY-MM-DD", "HH:MM") in a zone, with the offset in force then. */
export function localToUtc(timeZone: string, date: string, time: string): { utcMs: number; offset: string } {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  let off = offsetMinutes(timeZone, naive);
  let utcMs = naive - off * 60000;
  const off2 = offsetMinutes(timeZone, utcMs);
  if (off2 !== off) {
    off = off2;
    utcMs = naive - off * 60000;
  }
  return { utcMs, offset: formatOffset(off) };
}

/** "YYYY-MM-DDTHH:MM:00+01:00": the OCTO local date-time form used for availability ids. */
export function localIso(timeZone: string, date: string, time: string): { iso: string; utcMs: number } {
  const { utcMs, offset } = localToUtc(timeZone, date, time);
  return { iso: `${date}T${time}:00${offset}`, utcMs };
}

/** Local date-time string of an instant in a zone ("YYYY-MM-DDTHH:MM:SS+01:00"). */
export function isoInZone(timeZone: string, utcMs: number): string {
  const [y, mo, d, h, mi, s] = wallParts(timeZone, utcMs) as number[];
  const p = (n: number | undefined) => String(n).padStart(2, "0");
  return `${y}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}:${p(s)}${formatOffset(offsetMinutes(timeZone, utcMs))}`;
}

export function localDateOf(timeZone: string, utcMs: number): string {
  return isoInZone(timeZone, utcMs).slice(0, 10);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== "string" || !DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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
