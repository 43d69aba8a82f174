/**
 * Calendar file (RFC 5545) of a ticket, written by ical-generator (docs/adr/0363). A timed tour is in the city's
 * time zone, `DTSTART;TZID=Europe/Paris:...`, with that zone's VTIMEZONE generated from the tz database
 * (timezones-ical-library), so that clients without the IANA database agree; all-day products get a DATE event; a
 * ticket valid several days (a 2-day pass) an all-day event over all its days (docs/adr/0359).
 */
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalCalendar,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { addDays } from "../../../../domain/format.ts";
import { text, validityRows, validityText } from "./i18n.ts";
import { freeCancellationDeadline, inCityLanguage, toursOfTicket, validDates, type TicketData } from "./tickets.ts";
import { locationOf, timetableRows } from "./timetable.ts";
import { countsText } from "./passenger-count.ts";
import { zoned } from "../zoned-time.ts";

/**
 * An editor's text (product titles, the operator's name, meeting points from the CMS) as a TEXT value's content: every
 * line break (CRLF, CR, LF, NEL, LS, PS) one LF, which ical-generator writes `\n` (escaping backslash, semicolon and
 * comma too), other control characters dropped, so that it can never start a line of its own in a customer's calendar
 * file (ADR 0343).
 */
const plain = (v: string) =>
  v
    .replace(/\r\n|[\r\u0085\u2028\u2029]/g, "\n")
    // eslint-disable-next-line no-control-regex -- removes the control characters a calendar line may not hold
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
/** A time zone name as a TZID parameter: only the characters of a zone's name. */
const zoneId = (v: string) => v.replace(/[^A-Za-z0-9/_+-]/g, "");
/** The VTIMEZONE of a zone, from the tz database the library carries (offline); none for an unknown zone. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** The calendar file of a ticket: one event per tour (a basket's tours each have theirs; docs/adr/0366). */
export function renderIcs(ticket: TicketData, opts: { now: number; supportEmail?: string; url?: string }): string {
  const tours = toursOfTicket(ticket);
  const calendar = ical({
    // ical-generator writes the PRODID as it is given: escaped here.
    prodId: {
      company: escape(plain(ticket.operator), false),
      product: "Tickets",
      language: ticket.locale.toUpperCase(),
    },
    scale: "gregorian",
    method: ICalCalendarMethod.PUBLISH,
  });
  // One VTIMEZONE generator for the file: any timed event asks for it.
  if (tours.some((t) => !t.allDay && validDates(t).length <= 1))
    calendar.timezone({ name: null, generator: vtimezone });
  for (const tour of tours) addEvent(calendar, tour, opts);
  return `${calendar.toString()}\r\n`;
}

function addEvent(calendar: ICalCalendar, ticket: TicketData, opts: { now: number; url?: string }): void {
  const locale = ticket.locale;
  const t = inCityLanguage(ticket, locale);
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
  const days = validDates(t);
  const zone = zoneId(t.timezone);
  const startMs = Date.parse(t.start);
  const endMs = t.end && Date.parse(t.end) > startMs ? Date.parse(t.end) : startMs + 3_600_000;
  calendar.createEvent({
    id: `${t.reference}@${t.operator.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    stamp: new Date(opts.now),
    // DTEND of a DATE event is exclusive (RFC 5545 3.6.1): the day after the ticket's last day, so a 2-day pass shows
    // on both days in every calendar.
    ...(t.allDay || days.length > 1
      ? {
          allDay: true,
          start: new Date(`${days[0]}T00:00:00Z`),
          end: new Date(`${addDays(days[days.length - 1]!, 1)}T00:00:00Z`),
        }
      : { timezone: zone, start: zoned.at(startMs, zone), end: zoned.at(endMs, zone) }),
    summary: plain(text("calendarTitle", locale, { product: t.productTitle, city: t.cityName })),
    // The meeting point with its city, the city alone for a product without one.
    location: plain(locationOf(t)),
    description: plain(description),
    url: opts.url ?? null,
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
}
