/**
 * Calendar file (RFC 5545) for the tour date, in the city's time zone: DTSTART;TZID=Europe/Paris:... with a
 * VTIMEZONE (EU summer time rules: last Sunday of March / October) so clients without the IANA database agree.
 * All-day products get a DATE event; a ticket valid several days (a 2-day pass) an all-day event over all its days
 * (docs/adr/0359).
 */
import { text, validityRows, validityText } from "./i18n.ts";
import { freeCancellationDeadline, inCityLanguage, validDates, type TicketData } from "./tickets.ts";
import { locationOf, timetableRows } from "./timetable.ts";
import { countsText } from "./passenger-count.ts";
import { zoned } from "../zoned-time.ts";

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break (CRLF, CR, LF, NEL, LS,
 * PS) as `\n`, other control characters dropped: an editor's text (product titles, the operator's name, meeting
 * points from the CMS) can never start a line of its own in a customer's calendar file (ADR 0343).
 */
export const escape = (v: string) =>
  v
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    // eslint-disable-next-line no-control-regex -- removes the control characters a calendar line may not hold
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
/** A parameter value such as TZID: only the characters of a time zone name. */
const paramValue = (v: string) => v.replace(/[^A-Za-z0-9/_+-]/g, "");

/** Folds lines longer than 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > 74) {
      out.push(current);
      current = " " + ch;
    } else current += ch;
  }
  out.push(current);
  return out.join("\r\n");
}

/** "2026-07-14T10:00:00+02:00" → "20260714T100000" (the local wall time, offset dropped). */
const localStamp = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, "");
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const fmtOffset = (min: number) =>
  `${min < 0 ? "-" : "+"}${String(Math.floor(Math.abs(min) / 60)).padStart(2, "0")}${String(Math.abs(min) % 60).padStart(2, "0")}`;

function vtimezone(timeZone: string, year: number): string[] {
  const winter = zoned.offsetMinutes(Date.UTC(year, 0, 15), timeZone);
  const summer = zoned.offsetMinutes(Date.UTC(year, 6, 15), timeZone);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${paramValue(timeZone)}`];
  if (winter === summer) {
    lines.push(
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${fmtOffset(winter)}`,
      `TZOFFSETTO:${fmtOffset(winter)}`,
      "END:STANDARD",
    );
  } else {
    lines.push(
      "BEGIN:DAYLIGHT",
      `TZOFFSETFROM:${fmtOffset(winter)}`,
      `TZOFFSETTO:${fmtOffset(summer)}`,
      `DTSTART:19700329T${winter === 0 ? "01" : "02"}0000`,
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      `TZOFFSETFROM:${fmtOffset(summer)}`,
      `TZOFFSETTO:${fmtOffset(winter)}`,
      `DTSTART:19701025T${winter === 0 ? "02" : "03"}0000`,
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "END:STANDARD",
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

export function renderIcs(ticket: TicketData, opts: { now: number; supportEmail?: string; url?: string }): string {
  const locale = ticket.locale;
  const t = inCityLanguage(ticket, locale);
  const startMs = Date.parse(t.start);
  const summary = text("calendarTitle", locale, { product: t.productTitle, city: t.cityName });
  const description = [
    `${text("reference", locale)}: ${t.reference}`,
    t.optionTitle ? `${text("option", locale)}: ${t.optionTitle}` : null,
    // A 2-day ticket's days.
    ...validityRows(t, locale).map(([label, value]) => `${label}: ${value}`),
    `${text("passengers", locale)}: ${countsText(t.passengers, locale)}`,
    // The add-ons booked with the tour, valid on the tour's days.
    ...(t.combinations ?? []).map(
      (c) =>
        `${text("addon", locale)}: ${c.productTitle} (${countsText(c.passengers, locale)}, ${c.reference}). ${validityText(c, locale)}`,
    ),
    // Meeting point and timetable.
    ...timetableRows(t.timetable, locale).map(([label, value]) => `${label}: ${value}`),
    text("freeCancellation", locale, { until: freeCancellationDeadline(t, locale) }),
  ]
    .filter(Boolean)
    .join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escape(t.operator)}//Tickets//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  const date = t.start.slice(0, 10).replace(/-/g, "");
  const days = validDates(t);
  if (t.allDay || days.length > 1) {
    // DTEND of a DATE event is exclusive (RFC 5545 3.6.1): the day after the ticket's last day, so a 2-day pass
    // shows on both days in every calendar.
    const last = days[days.length - 1] ?? t.start.slice(0, 10);
    const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000);
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${date}`,
      `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, "")}`,
    );
  } else {
    lines.push(...vtimezone(t.timezone, Number(t.start.slice(0, 4))));
    const end = t.end && Date.parse(t.end) > startMs ? t.end : new Date(startMs + 3_600_000).toISOString();
    const endLocal =
      t.end && Date.parse(t.end) > startMs ? localStamp(end) : localStamp(zoned.localDateTime(startMs + 3_600_000, t.timezone));
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART;TZID=${paramValue(t.timezone)}:${localStamp(t.start)}`,
      `DTEND;TZID=${paramValue(t.timezone)}:${endLocal}`,
    );
  }
  lines.push(
    `UID:${t.reference}@${t.operator.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    `DTSTAMP:${utcStamp(opts.now)}`,
    `SUMMARY:${escape(summary)}`,
    // The meeting point with its city, the city alone for a product without one.
    `LOCATION:${escape(locationOf(t))}`,
    `DESCRIPTION:${escape(description)}`,
    ...(opts.url ? [`URL:${opts.url}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return lines.map(fold).join("\r\n") + "\r\n";
}
