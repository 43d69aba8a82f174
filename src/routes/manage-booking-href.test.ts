import { buildPageSpecs } from "./page-specs";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { routeOf } from "../../domain/route-table";
import { isListedInSitemap } from "./sitemap";

describe("manage-booking route", () => {
  test.each([
    ["fr", "/fr/gerer-ma-reservation"],
    ["en", "/en/manage-booking"],
    ["es", "/es/gestionar-reserva"],
    ["nl", "/nl/boeking-beheren"],
  ] as const)("%s: a localized segment that parses back to the route", (locale, path) => {
    expect(manageBookingHref(locale)).toBe(path);
    expect(routeOf(path)).toEqual({ name: "manage-booking", locale, params: {} });
  });

  test("the reference goes in the query string, encoded; blank is left out", () => {
    expect(manageBookingHref("en", "CS-12 34&x")).toBe("/en/manage-booking?reference=CS-12+34%26x");
    expect(manageBookingHref("fr", "  ")).toBe("/fr/gerer-ma-reservation");
  });

  test("the e-mails' signed link adds its token after the reference (ADR 0360)", () => {
    expect(manageBookingHref("nl", "AB12CD34", "AB12CD34.abc.0f")).toBe(
      "/nl/boeking-beheren?reference=AB12CD34&token=AB12CD34.abc.0f",
    );
    expect(manageBookingHref("en", null, "T.1.2")).toBe("/en/manage-booking?token=T.1.2");
  });

  test("a client page in every language, left out of the sitemap", () => {
    const specs = buildPageSpecs(
      { cities: [], products: [], articles: [], pages: [], partners: [] },
      new Date("2026-11-21T00:00:00Z"),
    );
    const pages = specs.filter((s) => s.context.routeName === "manage-booking");
    expect(pages.map((s) => s.path).sort()).toEqual([
      "/en/manage-booking",
      "/es/gestionar-reserva",
      "/fr/gerer-ma-reservation",
      "/nl/boeking-beheren",
    ]);
    expect(pages.every((s) => s.template === "client-page")).toBe(true);
    expect(pages.filter((s) => isListedInSitemap({ path: s.path, pageContext: s.context }))).toEqual([]);
  });
});
