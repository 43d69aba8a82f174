/**
 * The facts a traveller plans with, as the ticket e-mail, the PDF ticket and the calendar file show
 * them: meeting point, first and last departure, frequency, loop duration, read from the CMS product when the
 * ticket is rendered (tour-facts.ts), never snapshotted with the booking (an editor's correction reaches tickets
 * already sold). Times and durations through the kernel's formatters (domain/format.ts).
 */
import { cityById } from "../../../../domain/cities.ts";
import { formatClockTime, formatDuration, formatFrequency } from "../../../../domain/format.ts";
import type { Locale } from "../locale.ts";
import { text } from "./i18n.ts";
import type { TicketData, TourTimetable } from "./tickets.ts";
import type { TourFacts, TourFactsSource } from "./tour-facts.ts";

export type { TourTimetable } from "./tickets.ts";

/** Label/value rows of a ticket's timetable, in the ticket's language; none for a product without one. */
export function timetableRows(f: TourTimetable | null | undefined, locale: Locale): [string, string][] {
  if (!f) return [];
  const rows: [string, string][] = [];
  if (f.meetingPoint) rows.push([text("meetingPoint", locale), f.meetingPoint]);
  if (f.firstDeparture) rows.push([text("firstDeparture", locale), formatClockTime(f.firstDeparture, locale)]);
  if (f.lastDeparture) rows.push([text("lastDeparture", locale), formatClockTime(f.lastDeparture, locale)]);
  const words = { hourly: text("frequencyHourly", locale), every: text("frequencyEvery", locale) };
  const frequency = f.frequencyText || (f.frequencyMinutes ? formatFrequency(f.frequencyMinutes, locale, words) : "");
  if (frequency) rows.push([text("frequency", locale), frequency]);
  if (f.loopMinutes) rows.push([text("loopDuration", locale), formatDuration(f.loopMinutes, locale)]);
  return rows;
}

/**
 * The calendar event's LOCATION: the meeting point with its city ("Eiffel Tower stop, 5 avenue Anatole France,
 * 75007 Paris"; the city's name is added when the address does not say it), the city alone without one.
 */
export function locationOf(t: Pick<TicketData, "city" | "cityName" | "timetable">): string {
  const meeting = t.timetable?.meetingPoint?.trim();
  if (!meeting) return t.cityName;
  const names = [t.cityName, cityById(t.city)?.name].filter((n): n is string => !!n);
  const said = names.some((n) => meeting.toLowerCase().includes(n.toLowerCase()));
  return said ? meeting : `${meeting}, ${t.cityName}`;
}

const timetableOf = (f: TourFacts): TourTimetable | null => {
  const t: TourTimetable = {
    meetingPoint: f.meetingPoint ?? null,
    firstDeparture: f.firstDeparture ?? null,
    lastDeparture: f.lastDeparture ?? null,
    frequencyMinutes: f.frequencyMinutes ?? null,
    frequencyText: f.frequencyText ?? null,
    loopMinutes: f.loopMinutes ?? null,
  };
  return Object.values(t).some((v) => v !== null) ? t : null;
};

/**
 * The ticket with its product's timetable (and the alerts of its date) read from the CMS; the ticket as it is
 * when the CMS cannot be read or the ticket names no product (tickets never wait for the CMS).
 */
export async function withTourFacts(
  t: TicketData,
  source: TourFactsSource | undefined,
  log?: { warn(obj: object, msg: string): void },
): Promise<{ ticket: TicketData; alerts: TourFacts["alerts"] }> {
  if (!source || !t.start) return { ticket: t, alerts: [] };
  if (t.tours?.length) {
    // A basket (docs/adr/0366): each tour gets its own product's timetable and date's alerts.
    const { tours, ...self } = t;
    const own = await withTourFacts(self, source, log);
    const others = await Promise.all(tours.map((x) => withTourFacts({ ...x, locale: t.locale }, source, log)));
    return {
      ticket: { ...own.ticket, tours: others.map((o) => o.ticket) },
      alerts: [...own.alerts, ...others.flatMap((o) => o.alerts)],
    };
  }
  try {
    const facts = await source.factsFor({
      city: t.city,
      productId: t.productId ?? null,
      date: t.start.slice(0, 10),
      timezone: t.timezone,
      locale: t.locale,
    });
    // A ticket for one departure (the 11:00 tour) is valid for that departure only: the product's first and last
    // departures and frequency would read as other departures it allows (15:30). Its time is the ticket's own row.
    const timetable = timetableOf(
      t.allDay
        ? facts
        : { ...facts, firstDeparture: null, lastDeparture: null, frequencyMinutes: null, frequencyText: null },
    );
    return { ticket: timetable ? { ...t, timetable } : t, alerts: facts.alerts };
  } catch (error) {
    log?.warn(
      { error: error instanceof Error ? error.message : String(error) },
      "tour facts not read from the CMS; ticket rendered without them",
    );
    return { ticket: t, alerts: [] };
  }
}
