import { formatPrice } from "./money";

const EUR = { value: "EUR", label: "€", prefix: false };
const GBP = { value: "GBP", label: "£", prefix: true };

describe("formatPrice", () => {
  test.each([
    [1250, EUR, "fr", "12,50\u00a0€"],
    [1250, EUR, "es", "12,50\u00a0€"],
    [1250, EUR, "nl", "12,50\u00a0€"],
    [1250, EUR, "en", "12.50\u00a0€"],
    [1250, GBP, "en", "£12.50"],
    [1250, GBP, "fr", "£12,50"],
    [2880, { value: "GBP" }, "en", "£28.80"],
    [3200, { value: "EUR" }, "fr", "32,00\u00a0€"],
    [5, EUR, "en", "0.05\u00a0€"],
    [1999, { value: "USD" }, "en", "19.99"],
  ] as const)("%i %o %s → %s", (minor, currency, locale, expected) => {
    expect(formatPrice(minor, currency, locale)).toBe(expected);
  });
});
