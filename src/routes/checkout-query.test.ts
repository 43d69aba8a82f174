import { LOCALES } from "../i18n/locales";
import { checkoutInformationHref, readCheckoutQuery } from "./checkout-query";
import { DEFAULT_PARTY, EMPTY_MIX } from "../../domain/passengers";

describe("checkout step 1 query", () => {
  test.each([
    ["fr", "/fr/paris/reservation/information?productId=p1"],
    ["en", "/en/paris/checkout/information?productId=p1"],
    ["es", "/es/paris/reservar/informacion?productId=p1"],
    ["nl", "/nl/paris/reservering/informatie?productId=p1"],
  ] as const)("links to step 1 in %s", (locale, href) => {
    expect(checkoutInformationHref(locale, "paris", { productId: "p1" })).toBe(href);
  });

  test("carries the option, the date and the counts that differ from their defaults", () => {
    const href = checkoutInformationHref("en", "london", {
      productId: "p1",
      optionId: "o2",
      date: "2026-12-05",
      passengers: { adult: 2, child: 1, infant: 0 },
    });
    expect(href).toBe("/en/london/checkout/information?productId=p1&optionId=o2&date=2026-12-05&adult=2&child=1");
  });

  test.each(LOCALES)("reads back what it wrote (%s)", (locale) => {
    const href = checkoutInformationHref(locale, "paris", {
      productId: "p 1",
      optionId: "o",
      date: "2026-01-31",
      passengers: { adult: 0, senior: 2, family: 1 },
    });
    expect(readCheckoutQuery(href.split("?")[1] ?? "")).toEqual({
      productId: "p 1",
      optionId: "o",
      date: "2026-01-31",
      passengers: { ...EMPTY_MIX, senior: 2, family: 1 },
    });
  });

  test("adult defaults to 1; bad counts and dates are ignored; no productId gives null", () => {
    expect(readCheckoutQuery("productId=p&child=-1&infant=2.5&senior=99999&student=abc&date=5/12/2026")).toEqual({
      productId: "p",
      optionId: null,
      date: null,
      passengers: DEFAULT_PARTY,
    });
    expect(readCheckoutQuery("optionId=o&adult=2")).toBeNull();
    expect(readCheckoutQuery("productId=%20")).toBeNull();
  });
});
