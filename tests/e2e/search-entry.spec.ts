/**
 * The date-and-party search can be found (ADR 0352): every city home starts with a search box, above the fold on a
 * 390 x 844 touch phone (tapped there) and used with the mouse on a desktop; its date field is the checkout's
 * calendar with availability and prices (no native date input); the header has a search entry on every city page.
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { messagesFor } from "./helpers/checkout";
import { daysAhead } from "./helpers/booking-api";
import { chooseSearchDate } from "./helpers/search";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function contextFor(
  browser: Browser,
  device: "phone" | "desktop",
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const context =
    device === "phone"
      ? await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          userAgent: IPHONE,
        })
      : await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context;
}

for (const [device, locale, city] of [
  ["phone", "es", "barcelona"],
  ["desktop", "nl", "brussels"],
  ["phone", "fr", "london"],
  ["desktop", "en", "bath"],
] as const) {
  test(`${device} ${locale} ${city}: the city home's search box, above the fold, picks a day in the calendar and searches`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, device, baseURL);
    const page = await context.newPage();
    const t = messagesFor(locale as Locale);
    const press = device === "phone" ? "tap" : "click";
    await page.goto(pathFor("city-home", locale, { city }));
    const box = page.getByTestId("search-box");
    await expect(box).toBeVisible();
    // Above the fold: the whole box, its Search button included, is on the first screen.
    const submit = box.getByRole("button", { name: t["search.submit"], exact: true });
    const rect = await submit.boundingBox();
    expect(rect).not.toBeNull();
    if (rect) expect(rect.y + rect.height).toBeLessThanOrEqual(device === "phone" ? 844 : 800);
    expect(await box.locator("input[type='date']").count()).toBe(0);

    // The date field opens the checkout's calendar: bookable days carry their adult price.
    const date = daysAhead(9);
    await chooseSearchDate(page, date, t["checkout.nextMonth"], "#search-box-date", press);
    await box.locator("#search-box-date")[press]();
    await expect(page.locator(".date-field__panel .calendar[aria-busy='false']")).toBeVisible();
    expect(await page.locator(".date-field__panel .calendar__price").count()).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`home-${device}-${locale}.png`) });
    await page.keyboard.press("Escape");
    await expect(page.locator(".date-field__panel")).toHaveCount(0);

    await box.getByRole("button", { name: t["search.more"].replace("{{type}}", t["search.children"]) })[press]();
    await submit[press]();
    await expect(page).toHaveURL(
      new RegExp(`${pathFor("city-search", locale, { city })}\\?date=${date}&adult=2&child=1&`),
    );
    await expect(page.getByTestId("search-hit").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("#search-date")).toHaveAttribute("data-value", date);
    await context.close();
  });
}

for (const [device, locale] of [
  ["phone", "es"],
  ["desktop", "fr"],
] as const) {
  test(`${device} ${locale}: the header leads to the search from a city page`, async ({ browser, baseURL }) => {
    const context = await contextFor(browser, device, baseURL);
    const page = await context.newPage();
    const t = messagesFor(locale);
    await page.goto(pathFor("city-tours", locale, { city: "paris" }));
    const entry =
      device === "phone"
        ? page.getByTestId("header-search")
        : page
            .getByRole("navigation", { name: t["nav.main"] })
            .getByRole("link", { name: t["nav.search"], exact: true });
    await expect(entry).toBeVisible();
    if (device === "phone") await entry.tap();
    else await entry.click();
    await expect(page).toHaveURL(pathFor("city-search", locale, { city: "paris" }));
    await expect(page.locator("#search-date")).toBeVisible();
    await context.close();
  });
}
