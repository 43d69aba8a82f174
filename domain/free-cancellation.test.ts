/** @jest-environment node */
// The free-cancellation deadline, one truth for every surface (docs/adr/0354).
import { cutoffMinutesOf, DEFAULT_CUTOFF_MINUTES, formatDeadline, freeCancellationUntil } from "./free-cancellation";

describe("the supplier's cutoff", () => {
  test("reads OCTO's amount and unit", () => {
    expect(cutoffMinutesOf({ cancellationCutoffAmount: 24, cancellationCutoffUnit: "hour" })).toBe(1440);
    expect(cutoffMinutesOf({ cancellationCutoffAmount: 2, cancellationCutoffUnit: "days" })).toBe(2880);
    expect(cutoffMinutesOf({ cancellationCutoffAmount: 0, cancellationCutoffUnit: "hour" })).toBe(0);
    expect(cutoffMinutesOf({ cancellationCutoffAmount: 3, cancellationCutoffUnit: "fortnight" })).toBeNull();
    expect(cutoffMinutesOf({})).toBeNull();
  });
  test("the deadline is the slot's start less the cutoff; the spec's 24 hours where the supplier says nothing", () => {
    expect(freeCancellationUntil("2027-01-08T11:00:00+01:00", 60)).toBe(Date.parse("2027-01-08T10:00:00+01:00"));
    expect(freeCancellationUntil("2027-01-08T11:00:00+01:00", null)).toBe(
      Date.parse("2027-01-08T11:00:00+01:00") - DEFAULT_CUTOFF_MINUTES * 60_000,
    );
  });
});

describe("formatDeadline: an unambiguous local time", () => {
  test.each([
    ["en", "Wed 6 Jan, 23:59"],
    ["fr", "mer. 6 janv., 23:59"],
    ["es", "mié 6 ene, 23:59"],
    ["nl", "wo 6 jan, 23:59"],
  ] as const)(
    "%s: a deadline at midnight is the last minute of the day before, never 'Thu 7 Jan, 00:00'",
    (locale, expected) => {
      expect(formatDeadline("2027-01-07T00:00:00+01:00", locale, "Europe/Paris")).toBe(expected);
    },
  );
  test("read in the city's time zone, whatever the offset it was written with", () => {
    expect(formatDeadline("2027-01-06T10:00:00Z", "en", "Europe/London")).toBe("Wed 6 Jan, 10:00");
    expect(formatDeadline("2027-01-06T10:00:00Z", "en", "Europe/Paris")).toBe("Wed 6 Jan, 11:00");
  });
});
