/** @jest-environment node */
// The kernel's time-zone math (docs/adr/0363): the switch days of summer time in Paris and London (the same instant,
// other wall clocks), a zone with other rules (New York switches on other Sundays) and one without (Tokyo).
import { TZDateMini } from "@date-fns/tz";
import { coversLocalDate, localDate, todayIn, zonedTime } from "./zoned-time";

const zoned = zonedTime(TZDateMini);
const at = (iso: string) => Date.parse(iso);

/** [instant, zone, wall clock, offset in minutes] */
const SWITCHES = [
  // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST.
  ["2026-03-29T00:59:59Z", "Europe/Paris", "2026-03-29T01:59:59", 60],
  ["2026-03-29T01:00:00Z", "Europe/Paris", "2026-03-29T03:00:00", 120],
  // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET (the hour 02:00-02:59 twice).
  ["2026-10-25T00:59:59Z", "Europe/Paris", "2026-10-25T02:59:59", 120],
  ["2026-10-25T01:00:00Z", "Europe/Paris", "2026-10-25T02:00:00", 60],
  // London, the same instants: 01:00 GMT becomes 02:00 BST; 02:00 BST becomes 01:00 GMT.
  ["2026-03-29T00:59:59Z", "Europe/London", "2026-03-29T00:59:59", 0],
  ["2026-03-29T01:00:00Z", "Europe/London", "2026-03-29T02:00:00", 60],
  ["2026-10-25T00:59:59Z", "Europe/London", "2026-10-25T01:59:59", 60],
  ["2026-10-25T01:00:00Z", "Europe/London", "2026-10-25T01:00:00", 0],
  // New York: the second Sunday of March and the first of November, not the EU's last Sundays.
  ["2026-03-08T06:59:59Z", "America/New_York", "2026-03-08T01:59:59", -300],
  ["2026-03-08T07:00:00Z", "America/New_York", "2026-03-08T03:00:00", -240],
  ["2026-03-29T01:00:00Z", "America/New_York", "2026-03-28T21:00:00", -240],
  ["2026-11-01T05:59:59Z", "America/New_York", "2026-11-01T01:59:59", -240],
  ["2026-11-01T06:00:00Z", "America/New_York", "2026-11-01T01:00:00", -300],
  // Tokyo: no summer time.
  ["2026-03-29T01:00:00Z", "Asia/Tokyo", "2026-03-29T10:00:00", 540],
  ["2026-07-14T15:00:00Z", "Asia/Tokyo", "2026-07-15T00:00:00", 540],
] as const;

describe("zonedTime: an instant on a zone's clock", () => {
  test.each(SWITCHES)("%s in %s is %s (UTC%+d min)", (instant, zone, wall, offset) => {
    expect(zoned.localDateTime(at(instant), zone)).toBe(wall);
    expect(zoned.offsetMinutes(at(instant), zone)).toBe(offset);
    expect(zoned.localHour(at(instant), zone)).toBe(Number(wall.slice(11, 13)));
    expect(localDate(at(instant), zone)).toBe(wall.slice(0, 10));
  });
});

describe("zonedTime.instantOf: a wall-clock time in a zone", () => {
  test.each([
    ["2026-03-28", "10:00", "Europe/Paris", "2026-03-28T09:00:00Z"],
    ["2026-03-29", "10:00", "Europe/Paris", "2026-03-29T08:00:00Z"],
    ["2026-10-24", "10:00", "Europe/Paris", "2026-10-24T08:00:00Z"],
    ["2026-10-25", "10:00", "Europe/Paris", "2026-10-25T09:00:00Z"],
    ["2026-03-29", "10:00", "Europe/London", "2026-03-29T09:00:00Z"],
    ["2026-10-25", "10:00", "Europe/London", "2026-10-25T10:00:00Z"],
    ["2026-12-31", "23:30", "Europe/London", "2026-12-31T23:30:00Z"],
    ["2026-03-08", "10:00", "America/New_York", "2026-03-08T14:00:00Z"],
    ["2026-03-07", "10:00", "America/New_York", "2026-03-07T15:00:00Z"],
    ["2026-07-15", "00:00", "Asia/Tokyo", "2026-07-14T15:00:00Z"],
  ])("%s %s in %s is %s", (date, time, zone, instant) => {
    expect(new Date(zoned.instantOf(date, time, zone)).toISOString()).toBe(new Date(instant).toISOString());
  });

  test("a time the clocks skip (02:30 on the spring day in Paris) still gives an instant, within the hour around the change", () => {
    const skipped = zoned.instantOf("2026-03-29", "02:30", "Europe/Paris");
    expect(skipped).toBeGreaterThanOrEqual(at("2026-03-29T00:30:00Z"));
    expect(skipped).toBeLessThanOrEqual(at("2026-03-29T01:30:00Z"));
  });
});

describe("todayIn and coversLocalDate: a calendar day in a zone, without the library", () => {
  test("today's calendar day in the city's zone; Paris when unknown; UTC's on an unknown zone", () => {
    const now = new Date("2026-12-14T23:30:00Z");
    expect(todayIn("Europe/London", now)).toBe("2026-12-14");
    expect(todayIn("Europe/Paris", now)).toBe("2026-12-15");
    expect(todayIn(null, now)).toBe("2026-12-15");
    expect(todayIn("Not/AZone", now)).toBe("2026-12-14");
  });

  test("an alert covers the city's days from its start's to its end's; no end (or an unreadable one): open", () => {
    const alert = { startDate: "2026-12-14T23:30:00Z", endDate: "2026-12-16T22:30:00Z" };
    expect(coversLocalDate(alert, "2026-12-14", "Europe/Paris")).toBe(false);
    expect(coversLocalDate(alert, "2026-12-15", "Europe/Paris")).toBe(true);
    expect(coversLocalDate(alert, "2026-12-16", "Europe/Paris")).toBe(true);
    expect(coversLocalDate(alert, "2026-12-17", "Europe/Paris")).toBe(false);
    expect(coversLocalDate(alert, "2026-12-14", "Europe/London")).toBe(true);
    expect(coversLocalDate({ ...alert, endDate: null }, "2030-01-01", "Europe/Paris")).toBe(true);
    expect(coversLocalDate({ ...alert, endDate: "soon" }, "2030-01-01", "Europe/Paris")).toBe(true);
    expect(coversLocalDate({ startDate: null, endDate: null }, "2026-12-15", "Europe/Paris")).toBe(false);
  });
});
