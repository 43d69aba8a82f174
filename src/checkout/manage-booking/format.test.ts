import { cancelRefundText, formatTourStart, localTime, lookupErrors, passengersOfTickets } from "./format";
import { EMPTY_MIX } from "../../../domain/passengers";

describe("manage-booking helpers", () => {
  test("the tour's start in the city's time zone, whatever the browser's", () => {
    expect(formatTourStart("2026-12-05T10:00:00+01:00", false, "Europe/Paris", "en")).toMatch(
      /Saturday.*5 December 2026.*10:00/,
    );
    expect(formatTourStart("2026-12-05T10:00:00+00:00", false, "Europe/London", "fr")).toMatch(
      /samedi 5 décembre 2026.*10:00/,
    );
    expect(formatTourStart("2026-12-05T00:00:00+01:00", true, "Europe/Paris", "es")).not.toMatch(/\d\d:\d\d/);
    expect(localTime("2026-12-05T14:30:00+01:00")).toBe("14:30");
  });

  test("tickets by OCTO unit type become the calendar's passenger counts", () => {
    expect(
      passengersOfTickets([
        { type: "ADULT", count: 2 },
        { type: "CHILD", count: 1 },
        { type: "OTHER", count: 3 },
      ]),
    ).toEqual({ ...EMPTY_MIX, adult: 2, child: 1 });
  });

  test("reference and e-mail are checked before asking the server", () => {
    expect(lookupErrors({ reference: "", email: "" })).toEqual(["reference", "email"]);
    expect(lookupErrors({ reference: "CS-1234", email: "ada@example" })).toEqual(["email"]);
    expect(lookupErrors({ reference: " CS-1234 ", email: "ada@example.com" })).toEqual([]);
    expect(lookupErrors({ reference: "a b", email: "ada@example.com" })).toEqual(["reference"]);
  });

  test("the cancel dialog quotes what the server will refund, not the booking's price (after a change of date they differ)", () => {
    // Paid 45.00 €, then a dearer date (+6.75 € paid on the card): a cancellation refunds 51.75 €.
    const moved: Parameters<typeof cancelRefundText>[0] & { totalPaid: number } = {
      totalPaid: 4500,
      refundableAmount: 5175,
      currency: "EUR",
    };
    expect(cancelRefundText(moved, "en")).toBe("51.75\u00a0€");
    expect(cancelRefundText(moved, "fr")).toBe("51,75\u00a0€");
    expect(cancelRefundText(moved, "es")).toBe("51,75\u00a0€");
    expect(cancelRefundText(moved, "nl")).toBe("€\u00a051,75");
    // A cheaper date gave 4.50 € back already: 40.50 € is left to refund.
    expect(cancelRefundText({ refundableAmount: 4050, currency: "EUR" }, "en")).toBe("40.50\u00a0€");
  });
});
