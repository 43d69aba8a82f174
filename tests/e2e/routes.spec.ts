import { expect, test } from "./helpers/csp";
import { CITIES } from "../../domain/cities";
import { languageTag, localeForCity, LOCALES } from "../../src/i18n/locales";
import { ROUTE_NAMES, pathFor } from "../../domain/route-table";
import { allPages, attribute } from "./helpers/site";
import { CLIENT_ROUTE_GROUPS, CLIENT_ROUTE_NAMES } from "../../src/routes/client-routes";

/** Steps served by the HTML of their client-only page (ADR 0341): its router sets their hreflang in the browser. */
const SHELLS = new Set(Object.values(CLIENT_ROUTE_GROUPS).map((g) => g.shell));
const sharesItsPageHtml = (route: (typeof ROUTE_NAMES)[number]) => CLIENT_ROUTE_NAMES.has(route) && !SHELLS.has(route);

test.describe("route table walk", () => {
  test("every route exists in every language, with status 200, html lang and hreflang", async ({ request }) => {
    const pages = await allPages(request);
    const seen = new Set(pages.map((p) => `${p.route}|${p.locale}`));
    const missing = ROUTE_NAMES.flatMap((route) =>
      LOCALES.filter((locale) => !seen.has(`${route}|${locale}`)).map((locale) => `${route} ${locale}`),
    );
    expect(missing).toEqual([]);

    const problems: string[] = [];
    for (const page of pages) {
      const res = await request.get(page.path, { maxRedirects: 0 });
      if (res.status() !== 200) {
        problems.push(`${page.path}: status ${res.status()}`);
        continue;
      }
      const html = await res.text();
      const lang = attribute(html, /<html[^>]*\slang="([^"]+)"/);
      if (lang !== page.locale) problems.push(`${page.path}: html lang ${lang}`);
      const self = new RegExp(
        `<link[^>]*rel="alternate"[^>]*hreflang="${languageTag(page.locale)}"[^>]*href="[^"]*${page.path}"`,
        "i",
      );
      const selfAlt = new RegExp(`<link[^>]*href="[^"]*${page.path}"[^>]*hreflang="${languageTag(page.locale)}"`, "i");
      // Client-only steps: checked in the browser by client-only-routes.spec.ts.
      if (!sharesItsPageHtml(page.route) && !self.test(html) && !selfAlt.test(html))
        problems.push(`${page.path}: no hreflang to itself`);
      if (!/<link[^>]*rel="canonical"/i.test(html)) problems.push(`${page.path}: no canonical`);
    }
    expect(problems).toEqual([]);
    expect(pages.length).toBeGreaterThan(500);
  });

  test("a language the city does not speak redirects to en, same screen", async ({ request }) => {
    for (const city of CITIES.filter((c) => !c.locales.includes("nl"))) {
      const res = await request.get(pathFor("city-tours", "nl", { city: city.id }), { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()["location"]).toBe(pathFor("city-tours", "en", { city: city.id }));
    }
    const ok = await request.get("/nl/brussels/rondleidingen", { maxRedirects: 0 });
    expect(ok.status()).toBe(200);
  });

  test("unknown city and unknown path give the 404 page", async ({ page }) => {
    for (const path of ["/fr/rome/accueil", "/en/nowhere/at/all"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        path.startsWith("/fr") ? "Page introuvable" : "Page not found",
      );
    }
    await expect(page.getByText("Page not found: /en/nowhere/at/all")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
  });

  test("404 in a known city offers its home and its support contact", async ({ page }) => {
    await page.goto("/es/madrid/no-existe/de-verdad");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es/madrid/inicio");
    await expect(page.getByRole("link", { name: /Contactar/ })).toHaveAttribute("href", /^mailto:/);
    await page.goto("/en/london/nothing/here");
    await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /city=london&lang=en-gb/);
  });

  test("the pre-home lists the cities, at / and in every language", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/(fr|en|es|nl)$/);
    for (const locale of LOCALES) {
      await page.goto(`/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const city of CITIES) {
        const home = pathFor("city-home", localeForCity(city.locales, locale), { city: city.id });
        await expect(page.locator(`.city-grid a[href="${home}"]`)).toHaveCount(1);
      }
    }
  });

  test("500 page shows the code and a generic message", async ({ page }) => {
    const res = await page.goto("/en/500");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error 500");
    await expect(page.getByText("An error occured")).toBeVisible();
  });

  test("utilities and catalogues", async ({ request }) => {
    for (const path of ["/import-tootie", "/_icons"]) expect((await request.get(path)).status()).toBe(200);
    for (const locale of LOCALES) {
      const res = await request.get(`/front/locales/${locale}.json`);
      expect(res.status()).toBe(200);
      const messages = (await res.json()) as Record<string, string>;
      expect(Object.keys(messages).length).toBeGreaterThan(50);
    }
    const en = (await (await request.get("/front/locales/en.json")).json()) as Record<string, string>;
    expect(en["errors.promo"]).toBe("Not valid promo code");
  });

  test("sitemap.xml lists public pages with hreflang alternates and no checkout", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("/fr/paris/visites</loc>");
    expect(xml).toContain("/nl/brussels/rondleidingen</loc>");
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="es-ES" href="[^"]*\/es\/paris\/visitas"/);
    // A path segment (not a slug fragment: an article slug may well contain "preview").
    expect(xml).not.toMatch(/<loc>[^<]*\/(reservation|checkout|reservar|reservering|callback|preview)(\/|<)/);
    expect(xml).not.toContain("/nl/paris/");
  });
});
