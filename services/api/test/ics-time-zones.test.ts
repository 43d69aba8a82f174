/**
 * The calendar file's time zone (docs/adr/0363): a timed tour's DTSTART/DTEND are the city's wall clock with its TZID,
 * and the VTIMEZONE is the zone's own rules from the tz database, not the EU's summer time written for every zone
 * (New York changes on the second Sunday of March and the first of November; London is GMT/BST).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { renderIcs } from "../src/fulfilment/ics.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";

const ticket = (timezone: string, start: string, end: string | null): TicketData => ({
  reference: "REF1",
  orderReference: null,
  operator: "Sightseeing Tours",
  city: "london",
  cityName: "London",
  timezone,
  productTitle: "Night Tour",
  optionTitle: null,
  start,
  end,
  allDay: false,
  passengers: [{ type: "ADULT", label: "Adult", count: 1 }],
  items: [],
  voucherQr: null,
  customerName: null,
  email: null,
  total: { amount: 0, currency: "GBP" },
  locale: "en",
});

/** The VTIMEZONE's lines, unfolded. */
function zoneLines(ics: string): string[] {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  return lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
}

test("London: the wall clock in BST on the autumn switch day's eve, GMT/BST rules in the VTIMEZONE", () => {
  // 24 October 2026 20:30 BST; no end given: one hour.
  const ics = renderIcs(ticket("Europe/London", "2026-10-24T20:30:00+01:00", null), { now: Date.UTC(2026, 0, 1) });
  assert.match(ics, /\r\nDTSTART;TZID=Europe\/London:20261024T203000\r\n/);
  assert.match(ics, /\r\nDTEND;TZID=Europe\/London:20261024T213000\r\n/);
  const zone = zoneLines(ics);
  assert.equal(zone[1], "TZID:Europe/London");
  assert.ok(zone.includes("TZOFFSETTO:+0100") && zone.includes("TZOFFSETTO:+0000"), zone.join("\n"));
  assert.ok(zone.includes("TZNAME:BST") && zone.includes("TZNAME:GMT"), zone.join("\n"));
});

test("a zone outside the EU gets its own rules (New York: second Sunday of March, first of November)", () => {
  const ics = renderIcs(ticket("America/New_York", "2026-03-08T10:00:00-04:00", "2026-03-08T12:00:00-04:00"), {
    now: Date.UTC(2026, 0, 1),
  });
  assert.match(ics, /\r\nDTSTART;TZID=America\/New_York:20260308T100000\r\n/);
  assert.match(ics, /\r\nDTEND;TZID=America\/New_York:20260308T120000\r\n/);
  const zone = zoneLines(ics);
  assert.ok(zone.includes("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"), zone.join("\n"));
  assert.ok(zone.includes("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"), zone.join("\n"));
  assert.ok(zone.includes("TZOFFSETTO:-0400") && zone.includes("TZOFFSETTO:-0500"), zone.join("\n"));
  assert.ok(!zone.some((l) => l.includes("BYDAY=-1SU")), "not the EU's last Sundays");
});
