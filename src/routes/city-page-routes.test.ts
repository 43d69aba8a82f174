import { CITY_PAGE_ROUTES, isCityPageRoute } from "./city-page-routes";
import { buildPageSpecs } from "./page-specs";

test("the city-page template renders exactly the routes page-specs gives it (its switch is exhaustive over them)", () => {
  const index = {
    cities: [{ id: "paris", locales: ["fr" as const, "en" as const] }],
    products: [],
    articles: [],
    pages: [],
    partners: [],
  };
  const cityPages = buildPageSpecs(index, new Date("2026-11-23T00:00:00Z")).filter(
    (spec) => spec.template === "city-page",
  );
  expect(cityPages.length).toBeGreaterThan(0);
  expect(new Set(cityPages.map((spec) => spec.context.routeName))).toEqual(new Set(CITY_PAGE_ROUTES));
  expect(isCityPageRoute("city-product-id")).toBe(false);
});
