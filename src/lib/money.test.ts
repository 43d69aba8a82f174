import { formatPrice } from "./money";

const EUR = { value: "EUR", label: "€", prefix: false };
const GBP = { value: "GBP", label: "£", prefix: true };

describe("formatPrice", () => {
  test.each([
    [1250, EUR, "fr", "12,50\u00a0€"],
    [1250, EUR, "es", "12,50\u00a0€"],
    [1250, EUR, "nl", "€\u00a012,50"],
    [1250, GBP, "nl", "£\u00a012,50"],
    [2900, GBP, "es", "29,00\u00a0£"],
    [1250, EUR, "en", "12.50\u00a0€"],
    [1250, GBP, "en", "£12.50"],
    // French writes the symbol after the amount, pound or euro, never "£12,50" (docs/adr/0357).
    [1250, GBP, "fr", "12,50\u00a0£"],
    [2900, { value: "GBP", label: "£", prefix: false }, "fr", "29,00\u00a0£"],
    [2880, { value: "GBP" }, "en", "£28.80"],
    [3200, { value: "EUR" }, "fr", "32,00\u00a0€"],
    [5, EUR, "en", "0.05\u00a0€"],
    [1999, { value: "USD" }, "en", "19.99"],
  ] as const)("%i %o %s → %s", (minor, currency, locale, expected) => {
    expect(formatPrice(minor, currency, locale)).toBe(expected);
  });
});
