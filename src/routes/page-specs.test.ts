import { ARTICLES_PER_PAGE, buildPageSpecs, type SiteIndex } from "./page-specs";
import { ROUTE_NAMES, routeOf } from "../../domain/route-table";
import { siteConfig } from "../../domain/site-config";
import { isListedInSitemap, toSitemapEntry } from "./sitemap";
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
    expect(second?.context.articleSlugs).toEqual(
      Array.from({ length: 8 - ARTICLES_PER_PAGE }, (_, i) => `recent-${ARTICLES_PER_PAGE + i}`),
    );
    expect(archive?.context.articleSlugs).toEqual(["old-1"]);
    expect(paths).toContain("/fr/paris/inspiration/old-1");
  });

  test("static, standalone city and partner pages", () => {
    expect(paths).toEqual(expect.arrayContaining(["/fr/page/terms", "/nl/page/terms", "/es/paris/group-bookings"]));
    expect(paths).toEqual(expect.arrayContaining(["/fr/partenaire/acme", "/es/socio/acme/paris", "/nl/partner/acme"]));
    expect(paths.some((p) => p.includes("/rome"))).toBe(false);
  });

  test("no supplier data in the page context: pages read tours and prices with their page queries (ADR 0342)", () => {
    for (const spec of specs) {
      expect(spec.context).not.toHaveProperty("prices");
      expect(spec.context).not.toHaveProperty("homeProductIds");
    }
  });

  test("query flags and keys are set per screen", () => {
    const home = specs.find((s) => s.path === "/fr/paris/accueil")!.context;
    expect([home.withHome, home.withProducts, home.withFaqs, home.withArticles, home.withRoutes]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const map = specs.find((s) => s.path === "/en/paris/map")!.context;
    expect([map.withRoutes, map.withProducts]).toEqual([true, false]);
    const product = specs.find((s) => s.path === "/en/paris/product/paris-hop-on-hop-off")!.context;
    expect([product.contentId, product.cityId, product.pageType]).toEqual(["paris-hop-on-hop-off", "paris", "product"]);
  });
});

describe("buildPageSpecs with configured languages (SITE_LANGUAGES=en,fr)", () => {
  const site = siteConfig({ SITE_LANGUAGES: "en,fr", SITE_CITIES: "paris,london" });
  // The index holds what gatsby-node builds: the data layer's destinations (configured cities only).
  const configured: SiteIndex = {
    ...index,
    cities: [
      { id: "paris", locales: ["fr", "en", "es"] },
      { id: "london", locales: ["fr", "en", "es"] },
    ],
  };
  const specs = buildPageSpecs(configured, now, site);
  const paths = specs.map((s) => s.path);

  test("only the configured languages: no es or nl page, the pre-home in en and fr", () => {
    expect(paths.filter((p) => /^\/(es|nl)(\/|$)/.test(p))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(["/en", "/fr", "/en/paris/tours", "/fr/london/visites", "/en/page/terms"]),
    );
  });

  test("only the configured cities: no brussels page", () => {
    expect(paths.some((p) => p.includes("/brussels"))).toBe(false);
  });

  test("language switcher entries (alternates) and i18n languages list the configured languages only, the first the default", () => {
    const tours = specs.find((s) => s.path === "/en/paris/tours")!.context;
    expect(tours.alternates).toEqual([
      { locale: "en", path: "/en/paris/tours" },
      { locale: "fr", path: "/fr/paris/visites" },
    ]);
    expect([tours.i18n.languages, tours.i18n.defaultLanguage]).toEqual([["en", "fr"], "en"]);
  });

  test("the sitemap lists only those pages, with those alternates", () => {
    const listed = specs.filter((s) => isListedInSitemap({ path: s.path, pageContext: s.context }));
    expect(listed.length).toBeGreaterThan(0);
    for (const spec of listed) {
      const entry = toSitemapEntry({ path: spec.path, pageContext: spec.context }, "https://example.org");
      expect(entry.url).toMatch(/^https:\/\/example\.org\/(en|fr)(\/|$)/);
      expect(entry.url).not.toMatch(/brussels/);
      for (const link of entry.links) expect(["en-GB", "fr-FR"]).toContain(link.lang);
    }
  });

  test("a city none of whose languages is built has no page", () => {
    const nlOnly = buildPageSpecs({ ...configured, cities: [{ id: "ghent", locales: ["nl"] }] }, now, site);
    expect(nlOnly.some((s) => s.path.includes("/ghent"))).toBe(false);
  });
});
