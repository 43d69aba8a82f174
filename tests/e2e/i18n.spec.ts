import { expect, test } from "./helpers/csp";

test.describe("languages", () => {
  test("the language switcher keeps the visitor on the same screen and remembers the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/fr/brussels/visites");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The cookie is written by the hydrated switcher; before hydration the link is a plain link (nothing remembered).
    await expect.poll(() => page.evaluate("(window.dataLayer || []).some((e) => e.event === 'page_view')")).toBe(true);
    const switcher = page.getByRole("navigation", { name: "Langue" });
    await switcher.getByRole("link", { name: /NL/ }).click();
    await expect(page).toHaveURL(/\/nl\/brussels\/rondleidingen$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rondleidingen in Brussel");

    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("nl");
    expect(cookie?.sameSite).toBe("Lax");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // The remembered language is used for the site root.
    await page.goto("/");
    await expect(page).toHaveURL(/\/nl$/);
  });

  test("a city without nl offers only its own languages", async ({ page }) => {
    await page.goto("/en/paris/tours");
    const links = page.getByRole("navigation", { name: "Language" }).getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(page.locator('link[rel="alternate"][hreflang="nl-NL"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveAttribute(
      "href",
      /\/es\/paris\/visitas$/,
    );
  });

  test("every page pushes its page type to the data layer", async ({ page }) => {
    await page.goto("/es/madrid/reservar/pagar?webview=1");
    await expect
      .poll(() => page.evaluate(() => window.dataLayer ?? []))
      .toContainEqual(
        expect.objectContaining({
          event: "page_view",
          pageType: "checkout_payment",
          checkoutStep: 3,
          pageLocale: "es",
          viewCity: "madrid",
          webView: true,
        }),
      );
  });

  test("partner pages are tracked only with code or referrer", async ({ page }) => {
    await page.goto("/en/partner/" + (await firstPartnerSlug(page)));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").length)).toBe(0);
  });
  test("partner pages with a referrer are tracked", async ({ page }) => {
    await page.goto("/en/partner/" + (await firstPartnerSlug(page)) + "?referrer=abc");
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").length))
      .toBe(1);
  });
});

async function firstPartnerSlug(page: import("@playwright/test").Page): Promise<string> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const match = /\/en\/partner\/([^/<]+)<\/loc>/.exec(xml);
  if (!match?.[1]) throw new Error("no partner page in the sitemap");
  return match[1];
}
