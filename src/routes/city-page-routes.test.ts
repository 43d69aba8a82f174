import { CITY_PAGE_ROUTES, isCityPageRoute } from "./city-page-routes";
import { buildPageSpecs } from "./page-specs";

test("every page of the city-page template is one of its screens (its switch is exhaustive over them)", () => {
  const index = {
    cities: [{ id: "paris", locales: ["fr" as const, "en" as const] }],
    products: [],
    articles: [],
    pages: [],
    partners: [],
  };
  const cityPages = buildPageSpecs(index, new Date("2026-11-23T00:00:00Z")).filter((spec) => spec.template === "city-page");
  expect(cityPages.length).toBeGreaterThan(0);
  for (const spec of cityPages) expect([spec.context.routeName, isCityPageRoute(spec.context.routeName)]).toEqual([spec.context.routeName, true]);
  expect(isCityPageRoute("city-product-id")).toBe(false);
  expect(CITY_PAGE_ROUTES).toContain("city-home");
});
