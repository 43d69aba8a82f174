/** @jest-environment node */
// The days a multi-day ticket is valid on (docs/adr/0359): the city's wall dates, written alike by the e-mail, the
// PDF, the calendar file and the confirmation page.
import { formatValidDays, validDates } from "./validity";

test("a 2-day pass starting late on the 12th in Paris is valid on the 12th and 13th (the wall date, not UTC's)", () => {
  expect(validDates("2026-12-12T23:30:00+01:00", 2)).toEqual(["2026-12-12", "2026-12-13"]);
  expect(validDates("2026-12-12T00:00:00+01:00", 1)).toEqual(["2026-12-12"]);
  expect(validDates("2026-12-12T00:00:00+01:00", undefined)).toEqual(["2026-12-12"]);
  expect(validDates("2026-12-31", 3)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
  expect(validDates("2027-03-27T00:00:00+01:00", 2)).toEqual(["2027-03-27", "2027-03-28"]);
  expect(validDates("not a date", 2)).toEqual([]);
});

test.each([
  ["en", "Sat 12 Dec and Sun 13 Dec"],
  ["fr", "sam. 12 déc. et dim. 13 déc."],
  ["es", "sáb 12 dic y dom 13 dic"],
  ["nl", "za 12 dec en zo 13 dec"],
] as const)("the days in %s's short words, joined as a list", (locale, expected) => {
  expect(formatValidDays(["2026-12-12", "2026-12-13"], locale)).toBe(expected);
});
