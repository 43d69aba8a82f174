import { buildPageSpecs } from "./page-specs";
import { isListedInSitemap, toSitemapEntry } from "./sitemap";

const specs = buildPageSpecs(
  {
    cities: [{ id: "paris", locales: ["fr", "en", "es"] }],
    products: [],
    articles: [],
    pages: [],
    partners: [],
  },
  new Date("2026-11-21T00:00:00Z"),
);

describe("sitemap", () => {
  test("checkout, callbacks, preview, errors and utilities are left out", () => {
    const listed = specs.filter((s) => isListedInSitemap({ path: s.path, pageContext: s.context })).map((s) => s.path);
    expect(listed).toContain("/fr/paris/visites");
    expect(listed).toContain("/es");
    expect(listed.filter((p) => /reservation|checkout|reservar|callback|preview/.test(p))).toEqual([]);
    expect(isListedInSitemap({ path: "/404", pageContext: { pageType: "error", routeName: "pre-home" } })).toBe(false);
    expect(isListedInSitemap({ path: "/x", pageContext: null })).toBe(false);
  });

  test("entries carry absolute hreflang alternates", () => {
    const spec = specs.find((s) => s.path === "/en/paris/tours")!;
    expect(toSitemapEntry({ path: spec.path, pageContext: spec.context }, "https://example.org")).toEqual({
      url: "https://example.org/en/paris/tours",
      links: [
        { lang: "fr-FR", url: "https://example.org/fr/paris/visites" },
        { lang: "en-GB", url: "https://example.org/en/paris/tours" },
        { lang: "es-ES", url: "https://example.org/es/paris/visitas" },
      ],
    });
  });
});
