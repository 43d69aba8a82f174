/**
 * 4 and 9 in Chromium against the real stack (site, booking API, OCTO sandbox, CMS): error screens
 * as the spec describes them (an error boundary around every page, a debug mode, the failure page's errorCode,
 * step 1 without a product, a month without a bookable day, a 404 inside a city), search for every party, and
 * navigation without duplicates or dead labels. Texts come from the UI catalogues, in the four languages.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { chooseSearchDate } from "./helpers/search";
import { MESSAGES, expectAccessible, messagesFor } from "./helpers/checkout";
import { daysAhead } from "./helpers/booking-api";
import { LOCALES, type Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { fill as fillTemplate } from "../../domain/fill";

// Brussels speaks the four languages: every screen below exists in each of them.
const CITY = "brussels";
const fill = (template: string, vars: Record<string, string | number>) => fillTemplate(template, vars, "empty");

test.describe("errors as the spec describes them", () => {
  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: a checkout chunk that fails to load shows the 500 page inside the site, not a blank page`, async ({
      page,
    }) => {
      await page.route(/\/checkout-app-[^/]*\.js$/, (route) => route.abort("failed"));
      const step1 = checkoutInformationHref(locale, CITY, { productId: `${CITY}-hop-on-hop-off` });
      await page.goto(step1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["error.500.title"]);
      await expect(page.getByText(m["error.500.subtitle"], { exact: true })).toBeVisible();
      // the page's chrome is kept: the city's header and navigation, and the way back
      await expect(
        page.getByRole("navigation", { name: m["nav.main"] }).getByRole("link", { name: m["nav.tours"] }),
      ).toHaveAttribute("href", pathFor("city-tours", locale, { city: CITY }));
      await expect(page.locator("main").getByRole("link", { name: m["error.backHome"] })).toHaveAttribute(
        "href",
        pathFor("city-home", locale, { city: CITY }),
      );
      await expect(page.locator("main").getByRole("link", { name: m["error.contactSupport"] })).toBeVisible();
      await expect(page.getByTestId("error-debug")).toHaveCount(0);
      await expect(page).toHaveURL(step1);
      await expectAccessible(page);
    });
  }

  test("the debug mode (localStorage site.debug=1) shows the raw message instead of the subtitle", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("site.debug", "1"));
    await page.route(/\/checkout-app-[^/]*\.js$/, (route) => route.abort("failed"));
    await page.goto(checkoutInformationHref("en", CITY, { productId: `${CITY}-hop-on-hop-off` }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.en["error.500.title"]);
    await expect(page.getByTestId("error-debug")).toContainText(/chunk/i);
    await expect(page.getByText(MESSAGES.en["error.500.subtitle"], { exact: true })).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: step 1 without a product says 'Sorry an error occured on booking' and stays put`, async ({
      page,
    }) => {
      const path = pathFor("city-checkout-information", locale, { city: CITY });
      await page.goto(path);
      const notice = page.getByTestId("missing-query");
      await expect(notice).toHaveText(new RegExp(m["errors.missingQuery"]));
      await expect(notice).toHaveAttribute("role", "alert");
      await expect(notice.getByRole("link", { name: m["checkout.backToTours"] })).toHaveAttribute(
        "href",
        pathFor("city-tours", locale, { city: CITY }),
      );
      await expect(page).toHaveURL(path);
    });
  }
  test("the English text is the spec's", () => {
    expect(MESSAGES.en["errors.missingQuery"]).toBe("Sorry an error occured on booking");
    expect(MESSAGES.en["errors.noDates"]).toBe("No date available in the coming days with these criteria");
  });

  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: a 404 inside a city keeps the city's header and navigation and says the page was not found`, async ({
      page,
    }) => {
      const path = `/${locale}/${CITY}/nothing/here`;
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["error.404.title"]);
      const escaped = m["error.404.cityNotFound"]
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("\\{\\{city\\}\\}", "\\S+");
      await expect(page.locator("main").getByText(new RegExp(`^${escaped}$`))).toBeVisible();
      await expect(page.getByText(m["error.404.subtitle"], { exact: true })).toHaveCount(0);
      await expect(page.getByText(fill(m["error.404.pathNotFound"], { path }))).toBeVisible();
      const nav = page.getByRole("navigation", { name: m["nav.main"] });
      await expect(nav.getByRole("link", { name: m["nav.tours"] })).toHaveAttribute(
        "href",
        pathFor("city-tours", locale, { city: CITY }),
      );
      await expect(nav.getByRole("link", { name: m["nav.home"] })).toHaveAttribute(
        "href",
        pathFor("city-home", locale, { city: CITY }),
      );
      // the city's own CMS menu too (its hop-on hop-off product)
      await expect(page.getByRole("navigation", { name: m["nav.featured"] }).getByRole("link").first()).toHaveAttribute(
        "href",
        new RegExp(`^/${locale}/${CITY}/`),
      );
      await expect(page).toHaveURL(path);
    });
  }

  test("a 404 outside any city keeps the generic subtitle and header", async ({ page }) => {
    await page.goto("/en/nowhere/at/all");
    await expect(page.getByText(MESSAGES.en["error.404.subtitle"], { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: MESSAGES.en["nav.main"] })).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: the payment failure page reads ?errorCode and shows it for customer care`, async ({ page }) => {
      await page.goto(`${pathFor("city-callback-failure", locale, { city: CITY })}?errorCode=10051`);
      await expect(page.getByTestId("callback-error-code")).toHaveText(fill(m["error.code"], { code: "10051" }));
      await expect(page.getByTestId("callback-message")).toBeVisible();
    });
  }
  test("an errorCode that is not a short code is not shown", async ({ page }) => {
    await page.goto(
      `${pathFor("city-callback-failure", "en", { city: CITY })}?errorCode=${encodeURIComponent("<b>call 0800</b>")}`,
    );
    await expect(page.getByTestId("callback-message")).toBeVisible();
    await expect(page.getByTestId("callback-error-code")).toHaveCount(0);
  });
});

/** The OCTO sandbox as another sales channel: holds every start time of a month of a product (one vehicle each). */
async function sellOutMonth(request: APIRequestContext, productId: string, month: string): Promise<void> {
  const base = (process.env.OCTO_BASE_URL ?? "http://localhost:4010").replace(/\/$/, "");
  const headers = {
    Authorization: `Bearer ${process.env.OCTO_API_KEY ?? "octo-sandbox-dev-key"}`,
    "Octo-Capabilities": "",
    "Content-Type": "application/json",
  };
  const product = (await (await request.get(`${base}/products/${productId}`, { headers })).json()) as {
    options: { id: string; units: { id: string }[] }[];
  };
  const option = product.options[0]!;
  const [y, mo] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const slots = (await (
    await request.post(`${base}/availability`, {
      headers,
      data: {
        productId,
        optionId: option.id,
        localDateStart: `${month}-01`,
        localDateEnd: `${month}-${String(last).padStart(2, "0")}`,
      },
    })
  ).json()) as { id: string; status: string; vacancies: number | null }[];
  for (const slot of slots.filter((s) => s.status !== "SOLD_OUT" && s.status !== "CLOSED")) {
    const res = await request.post(`${base}/bookings`, {
      headers,
      data: {
        productId,
        optionId: option.id,
        availabilityId: slot.id,
        unitItems: [{ unitId: option.units[0]!.id }],
        expirationMinutes: 60,
      },
    });
    expect(res.ok(), `hold ${slot.id}: ${res.status()} ${await res.text()}`).toBe(true);
  }
}

test.describe("step 1: a month without a bookable day for the party", () => {
  test("says 'No date available in the coming days with these criteria', in four languages", async ({
    page,
    request,
  }) => {
    const productId = `${CITY}-private-hire`;
    const month = daysAhead(200).slice(0, 7);
    await sellOutMonth(request, productId, month);
    for (const locale of LOCALES) {
      const m = messagesFor(locale);
      await page.goto(checkoutInformationHref(locale, CITY, { productId, date: `${month}-15` }));
      await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
      await expect(page.getByTestId("no-dates")).toHaveText(m["errors.noDates"]);
      // the next month has days again: the message goes
      await page.getByRole("button", { name: m["checkout.nextMonth"] }).click();
      await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
      await expect(page.getByTestId("no-dates")).toHaveCount(0);
    }
  });
});

test.describe("search for every party", () => {
  async function openSearch(page: Page, locale: Locale, query = "") {
    await page.goto(`${pathFor("city-search", locale, { city: CITY })}${query}`);
    await expect(page.locator("#search-date")).toHaveAttribute("data-today", /^\d{4}-\d{2}-\d{2}$/);
  }

  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: seniors, students and family passes can be searched, with step 1's rules`, async ({ page }) => {
      const date = daysAhead(12);
      await openSearch(page, locale);
      for (const name of [m["checkout.unit.SENIOR"], m["checkout.unit.STUDENT"], m["checkout.unit.FAMILY"]]) {
        await expect(page.getByRole("spinbutton", { name })).toBeVisible();
      }
      // two seniors and a child: seniors accompany children as adults do
      await chooseSearchDate(page, date, m["checkout.nextMonth"]);
      await page.getByRole("spinbutton", { name: m["search.adults"] }).fill("0");
      await page.getByRole("spinbutton", { name: m["checkout.unit.SENIOR"] }).fill("2");
      await page.getByRole("spinbutton", { name: m["search.children"] }).fill("1");
      await page.getByRole("button", { name: m["search.submit"], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?date=${date}&adult=0&child=1&infant=0&senior=2&student=0&family=0$`));
      const hits = page.getByTestId("search-hit");
      await expect(hits.first()).toBeVisible();
      await expect(hits.first().getByRole("link").last()).toHaveAttribute("href", /senior=2/);

      // a family pass with other passengers: searched on its own
      await page.getByRole("spinbutton", { name: m["checkout.unit.FAMILY"] }).fill("1");
      await expect(page.locator("#search-passengers-error")).toHaveText(m["search.familyAlone"]);
      await page.getByRole("spinbutton", { name: m["checkout.unit.SENIOR"] }).fill("0");
      await page.getByRole("spinbutton", { name: m["search.children"] }).fill("0");
      await expect(page.locator("#search-passengers-error")).toBeHidden();
      await page.getByRole("button", { name: m["search.submit"], exact: true }).click();
      await expect(page).toHaveURL(/family=1$/);
      await expect(hits.first()).toBeVisible();
      // only family-pass tours answer a family search, and their link carries the pass to step 1
      for (const href of await hits
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
        if (href.includes("productId=")) expect(href).toMatch(/productId=brussels-family-pass.*family=1/);
      }
      await expectAccessible(page);
    });
  }

  test("a child with students only is fine; children alone are refused as on step 1", async ({ page }) => {
    await openSearch(page, "en", `?date=${daysAhead(12)}&adult=0&child=2&infant=0&senior=0&student=0&family=0`);
    await expect(page.locator("#search-passengers-error")).toHaveText(MESSAGES.en["errors.childAlone"]);
    await page.getByRole("spinbutton", { name: MESSAGES.en["checkout.unit.STUDENT"] }).fill("1");
    await expect(page.locator("#search-passengers-error")).toBeHidden();
  });
});

test.describe("navigation without duplicates or dead labels", () => {
  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    test(`${locale}: the city's header and footer list each destination once, and every item is a link`, async ({
      page,
    }) => {
      await page.goto(pathFor("city-home", locale, { city: CITY }));
      const header = page.locator("header.header");
      const headerHrefs = await header
        .locator("nav a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(headerHrefs.length).toBeGreaterThan(5);
      expect(headerHrefs.filter((h, i) => headerHrefs.indexOf(h) !== i)).toEqual([]);
      await expect(
        page.getByRole("navigation", { name: m["nav.main"] }).getByRole("link", { name: m["nav.inspiration"] }),
      ).toHaveCount(1);
      await expect(header.getByRole("link", { name: m["nav.map"] })).toHaveCount(1);
      const footer = page.locator("footer.footer");
      const footerHrefs = await footer.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(footerHrefs.filter((h, i) => footerHrefs.indexOf(h) !== i)).toEqual([]);
      // no label that looks like a link but leads nowhere
      await expect(page.locator("header nav:not(.language-switcher) li > span, footer nav li > span")).toHaveCount(0);
    });
  }

  test("nl: the pre-home says which cities open the English site", async ({ page }) => {
    await page.goto("/nl");
    const card = (city: string) =>
      page
        .locator(".city-card")
        .filter({ has: page.locator(`a[href^="/${city === "brussels" ? "nl" : "en"}/${city}/"]`) });
    await expect(card("paris").getByTestId("city-card-language")).toHaveText(MESSAGES.nl["prehome.englishSite"]);
    await expect(card("paris").getByRole("link")).toHaveAttribute("hreflang", "en");
    await expect(card("brussels").getByTestId("city-card-language")).toHaveCount(0);
    await expect(page.getByTestId("city-card-language")).toHaveCount(5);
    for (const locale of ["fr", "en", "es"] as const) {
      await page.goto(`/${locale}`);
      await expect(page.getByTestId("city-card-language")).toHaveCount(0);
    }
  });
});
