/**
 * The specification's last rows, in Chromium against the real stack: /import-tootie says what it is (ADR 0351); the
 * page view's pageLocale is the path's first segment when it is a locale (spec 2-38); about-us names Bristol and
 * Cardiff (spec section 1) in every language; a 404 inside a city keeps the spec's error page (its texts, "Back",
 * "Contact support" by the city's rule) and offers the city's languages and its closest tours beside it; the spec's
 * product bar {sticky, price, submit} is the phone's bar of step 1 as of the product page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { MESSAGES, pickDay, messagesFor } from "./helpers/checkout";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pathFor } from "../../domain/route-table";
import { LOCALES, languageName } from "../../domain/locales";

type Entry = Record<string, unknown>;
const pageViews = (page: Page): Promise<Entry[]> =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((e) => e && (e as Record<string, unknown>).event === "page_view") as Record<
        string,
        unknown
      >[],
  );

test("/import-tootie answers, says plainly what it is and leads to the destination chooser in each language", async ({
  page,
}) => {
  const res = await page.goto("/import-tootie");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.en["page.importTootie"]);
  await expect(page.getByTestId("import-entry")).toHaveText(MESSAGES.en["importTootie.body"]);
  await expect(page.getByText(/receives partner imports/)).toHaveCount(0);
  for (const locale of LOCALES) {
    const link = page.locator("main").getByRole("link", { name: languageName(locale), exact: true });
    await expect(link).toHaveAttribute("href", `/${locale}`);
    await expect(link).toHaveAttribute("lang", locale);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("pageLocale: none on the unprefixed pages, the path's locale on prefixed ones", async ({ page }) => {
  for (const [path, locale] of [
    ["/import-tootie", null],
    ["/_icons", null],
    ["/404", null],
    ["/500", null],
    ["/nl/404", "nl"],
    ["/es/paris/visitas", "es"],
  ] as const) {
    await page.goto(path);
    await expect.poll(async () => (await pageViews(page)).length, path).toBeGreaterThan(0);
    expect([path, (await pageViews(page))[0]?.pageLocale]).toEqual([path, locale]);
  }
});

test("about us names Bristol and Cardiff in every language", async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(pathFor("page-id", locale, { id: "about-us" }));
    const main = page.locator("main");
    await expect(main.getByText(/Bristol/)).toBeVisible();
    await expect(main.getByText(/Cardiff/)).toBeVisible();
  }
});

test.describe("a 404 inside a city", () => {
  for (const locale of ["fr", "en", "es"] as const) {
    test(`${locale}: the error page's texts and buttons, the city's languages and its closest tours beside them`, async ({
      page,
    }) => {
      const m = messagesFor(locale);
      const path = `${pathFor("city-product-id", locale, { city: "paris", id: "paris-hop-on-hop-of" })}`;
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["error.404.title"]);
      await expect(page.getByRole("link", { name: m["error.backHome"] })).toHaveAttribute(
        "href",
        pathFor("city-home", locale, { city: "paris" }),
      );
      const support = new URL(
        (await page.getByRole("link", { name: m["error.contactSupport"] }).getAttribute("href")) ?? "",
      );
      expect([support.searchParams.get("city"), support.searchParams.get("lang")]).toEqual([
        "paris",
        locale === "en" ? "en-gb" : locale,
      ]);
      const help = page.getByTestId("not-found-help");
      // the headings name the city as the CMS writes it in the language (París in Spanish)
      const named = (key: "error.404.languages" | "error.404.closestTours") =>
        new RegExp(`^${m[key].replace("{{city}}", "Par[ií]s")}$`);
      const languages = help.getByRole("navigation", { name: named("error.404.languages") });
      await expect(languages.getByRole("link")).toHaveText(["Français", "English", "Español"]);
      await expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/paris/accueil");
      await expect(languages.locator("a[aria-current]")).toHaveText(languageName(locale));
      const tours = help.getByRole("region", { name: named("error.404.closestTours") });
      await expect(tours.getByRole("link")).toHaveCount(3);
      await expect(tours.getByRole("link").first()).toHaveAttribute(
        "href",
        pathFor("city-product-id", locale, { city: "paris", id: "paris-hop-on-hop-off" }),
      );
    });
  }

  test("Madrid's Contact support writes to its local address; the checkout's 404 offers the same help", async ({
    page,
  }) => {
    await page.goto("/es/madrid/no-existe");
    await expect(page.getByRole("link", { name: MESSAGES.es["error.contactSupport"] })).toHaveAttribute(
      "href",
      /^mailto:atencion\.madrid@/,
    );
    await expect(page.getByTestId("not-found-help").getByRole("link", { name: "Español" })).toHaveAttribute(
      "href",
      "/es/madrid/inicio",
    );
    const res = await page.goto("/nl/brussels/reservering/nergens");
    expect(res?.status()).toBe(404);
    const help = page.getByTestId("not-found-help");
    await expect(help.getByRole("navigation").getByRole("link")).toHaveText([
      "Français",
      "English",
      "Español",
      "Nederlands",
    ]);
    await expect(help.getByRole("region").getByRole("link")).toHaveCount(3);
  });
});

test.describe("the product bar on a phone (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("step 1: none before a price; then the selection's total and Continue, which leads to step 2", async ({
    page,
  }) => {
    const en = MESSAGES.en;
    await page.goto(
      checkoutInformationHref("en", "paris", {
        productId: "paris-hop-on-hop-off",
        optionId: "paris-hop-on-hop-off-1d",
      }),
    );
    await expect(page.getByRole("grid")).toBeVisible();
    await expect(page.getByTestId("product-bar")).toHaveCount(0);
    await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
    const bar = page.getByTestId("product-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-submit", "true");
    await expect(bar).toContainText(new RegExp(`${en["checkout.total"]}\\s*\\S*\\d`));
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    // the bar replaces the summary's own total and Continue: one Continue on screen
    await expect(page.getByRole("button", { name: en["checkout.continue"], exact: true })).toHaveCount(1);
    await page.getByTestId("continue-bar").tap();
    await expect(page).toHaveURL(/\/en\/paris\/checkout\/combinations/);
  });

  test("product page: the same bar, with the price from and Book", async ({ page }) => {
    await page.goto(pathFor("city-product-id", "fr", { city: "paris", id: "paris-hop-on-hop-off" }));
    const bar = page.getByTestId("product-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId("book-bar")).toHaveText(MESSAGES.fr["nav.book"]);
    // The supplier's hours when the price is known (ADR 0354), the general rule otherwise.
    await expect(bar).toContainText(MESSAGES.fr["product.freeCancellationHours"].replace("{{hours}}", "24"));
  });
});
