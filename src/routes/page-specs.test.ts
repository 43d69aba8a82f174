import { ARTICLES_PER_PAGE, buildPageSpecs, type SiteIndex } from "./page-specs";
import { ROUTE_NAMES, routeOf } from "../../domain/route-table";
import { CLIENT_ROUTE_NAMES } from "./client-routes";

const now = new Date("2026-11-21T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

const index: SiteIndex = {
  cities: [
    { id: "paris", locales: ["fr", "en", "es"] },
    { id: "brussels", locales: ["fr", "en", "es", "nl"] },
  ],
  products: [{ id: "paris-hop-on-hop-off", city: "paris" }],
  articles: [
    ...Array.from({ length: 8 }, (_, i) => ({ slug: `recent-${i}`, city: "paris", publishedAt: daysAgo(i * 10) })),
    { slug: "old-1", city: "paris", publishedAt: daysAgo(800) },
  ],
  pages: [
    { slug: "terms", city: null },
    { slug: "group-bookings", city: "paris" },
  ],
  partners: [{ slug: "acme", cities: ["paris", "rome"] }],
};

describe("buildPageSpecs", () => {
  const specs = buildPageSpecs(index, now);
  const paths = specs.map((s) => s.path);

  test("every path is unique and parses back to its own route", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const spec of specs) {
      expect(routeOf(spec.path)).toEqual({
        name: spec.context.routeName,
        locale: spec.context.language,
        params: spec.context.params,
      });
    }
  });

  test("every route of the table gets pages, the checkout steps and callbacks through a client-only page (ADR 0341)", () => {
    const built = new Set(specs.map((s) => s.context.routeName));
    expect(ROUTE_NAMES.filter((n) => !built.has(n) && !CLIENT_ROUTE_NAMES.has(n))).toEqual([]);
    expect(specs.filter((s) => CLIENT_ROUTE_NAMES.has(s.context.routeName) && !s.matchPath)).toEqual([]);
  });

  test("a city only exists in the languages it supports", () => {
    expect(paths).toContain("/nl/brussels/rondleidingen");
    expect(paths).not.toContain("/nl/paris/rondleidingen");
    expect(paths).toContain("/es/paris/visitas");
    expect(paths.filter((p) => p.startsWith("/nl/paris"))).toEqual([]);
  });

  test("alternates list the same screen in the city's languages, self included", () => {
    const tours = specs.find((s) => s.path === "/fr/paris/visites");
    expect(tours?.context.alternates).toEqual([
      { locale: "fr", path: "/fr/paris/visites" },
      { locale: "en", path: "/en/paris/tours" },
      { locale: "es", path: "/es/paris/visitas" },
    ]);
    const prehome = specs.find((s) => s.path === "/nl");
    expect(prehome?.context.alternates.map((a) => a.locale)).toEqual(["fr", "en", "es", "nl"]);
  });

  test("inspiration is paginated, older articles go to the archive", () => {
    const first = specs.find((s) => s.path === "/en/paris/inspiration");
    const second = specs.find((s) => s.path === "/en/paris/inspiration/page/2");
    const archive = specs.find((s) => s.path === "/en/paris/inspiration/archive");
    expect(first?.context.pagination).toEqual({ page: 1, pageCount: 2, slugs: expect.any(Array) });
    expect(first?.context.articleSlugs).toHaveLength(ARTICLES_PER_PAGE);
    expect(second?.context.articleSlugs).toEqual(Array.from({ length: 8 - ARTICLES_PER_PAGE }, (_, i) => `recent-${ARTICLES_PER_PAGE + i}`));
    expect(archive?.context.articleSlugs).toEqual(["old-1"]);
    expect(paths).toContain("/fr/paris/inspiration/old-1");
  });

  test("static, standalone city and partner pages", () => {
    expect(paths).toEqual(expect.arrayContaining(["/fr/page/terms", "/nl/page/terms", "/es/paris/group-bookings"]));
    expect(paths).toEqual(expect.arrayContaining(["/fr/partenaire/acme", "/es/socio/acme/paris", "/nl/partner/acme"]));
    expect(paths.some((p) => p.includes("/rome"))).toBe(false);
  });

  test("supplier data: home offer ids on the city home, prices of the products shown", () => {
    const octo = {
      homeProductIds: { paris: ["paris-hop-on-hop-off"] },
      prices: { "paris-hop-on-hop-off": { amount: 2880, original: null, currency: "EUR", optionId: "o" } },
    };
    const withOcto = buildPageSpecs({ ...index, octo }, now);
    const home = withOcto.find((s) => s.path === "/fr/paris/accueil")!.context;
    expect(home.homeProductIds).toEqual(["paris-hop-on-hop-off"]);
    expect(home.prices["paris-hop-on-hop-off"]?.amount).toBe(2880);
    const product = withOcto.find((s) => s.path === "/en/paris/product/paris-hop-on-hop-off")!.context;
    expect(Object.keys(product.prices)).toEqual(["paris-hop-on-hop-off"]);
    const help = withOcto.find((s) => s.path === "/en/paris/help")!.context;
    expect([help.homeProductIds, help.prices]).toEqual([[], {}]);
    const tours = specs.find((s) => s.path === "/en/paris/tours")!.context;
    expect(tours.homeProductIds).toEqual([]);
  });

  test("query flags and keys are set per screen", () => {
    const home = specs.find((s) => s.path === "/fr/paris/accueil")!.context;
    expect([home.withHome, home.withProducts, home.withFaqs, home.withArticles, home.withRoutes]).toEqual([true, true, true, true, false]);
    const map = specs.find((s) => s.path === "/en/paris/map")!.context;
    expect([map.withRoutes, map.withProducts]).toEqual([true, false]);
    const product = specs.find((s) => s.path === "/en/paris/product/paris-hop-on-hop-off")!.context;
    expect([product.contentId, product.cityId, product.pageType]).toEqual(["paris-hop-on-hop-off", "paris", "product"]);
  });
});
