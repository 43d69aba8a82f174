/**
 * A ticket for one departure (an 11:00 tour) must not list the product's other departures as if they were allowed
 * (the e-mail showed "Last departure: 15:30"): its e-mail, PDF and calendar file keep the meeting point and the loop,
 * the departure is the ticket's own time. A day ticket keeps the whole timetable.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { timetableRows, withTourFacts } from "../src/fulfilment/timetable.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";
import type { TourFactsSource } from "../src/fulfilment/tour-facts.ts";

const source: TourFactsSource = {
  factsFor: async () => ({
    meetingPoint: "Eiffel Tower stop",
    firstDeparture: "11:00",
    lastDeparture: "15:30",
    frequencyMinutes: 270,
    frequencyText: null,
    loopMinutes: 90,
    alerts: [],
  }),
  alertsFor: async () => [],
};
const ticket = (allDay: boolean, start: string) =>
  ({
    reference: "R1",
    orderReference: null,
    operator: "Sightseeing",
    city: "paris",
    cityName: "Paris",
    timezone: "Europe/Paris",
    productTitle: "Paris by Night",
    optionTitle: null,
    start,
    end: null,
    allDay,
    passengers: [],
    items: [],
    voucherQr: null,
    customerName: null,
    email: null,
    total: { amount: 0, currency: "EUR" },
    locale: "en",
    productId: "paris-themed-tour",
  }) as TicketData;

test("the 11:00 tour's ticket lists no other departure; a day ticket keeps first and last departures", async () => {
  const timed = await withTourFacts(ticket(false, "2027-01-08T11:00:00+01:00"), source);
  const rows = timetableRows(timed.ticket.timetable, "en");
  assert.deepEqual(rows, [
    ["Meeting point", "Eiffel Tower stop"],
    ["Loop duration", "1 hour 30 minutes"],
  ]);
  assert.ok(!rows.flat().includes("15:30"));
  const day = await withTourFacts(ticket(true, "2027-01-08T00:00:00+01:00"), source);
  assert.ok(
    timetableRows(day.ticket.timetable, "en").some(([label, value]) => label === "Last departure" && value === "15:30"),
  );
});
