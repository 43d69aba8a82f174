/**
 * Nothing covers "Book": on a 390 x 844 touch phone (iPhone user agent, so the app-install banner would
 * show), the product page's fixed "Book" bar is fully tappable in fr, es and en: the element at its centre and
 * corners is the bar or inside it, and a tap opens checkout step 1. The app banner never shows on product and
 * checkout pages; where it shows, it overlaps no other fixed element.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { BANNER_RECHECK_MS } from "../../src/routes/app-banner-rules";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PRODUCT = "paris-hop-on-hop-off";

async function phone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: IPHONE,
  });
  // A consent choice already made: the app banner would otherwise wait for it.
  if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context;
}

/** Past the banner's decision (BANNER_RECHECK_MS after the page mounts), with a margin for a loaded machine. */
const afterBannerDecision = (page: Page) => page.waitForTimeout(BANNER_RECHECK_MS + 700);

/** Every displayed position:fixed element but the banner, that overlaps the banner's box (their class names). */
function fixedOverlappingBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector(".app-banner");
    if (!banner) return ["no banner"];
    const b = banner.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter(
        (el) =>
          el !== banner && !banner.contains(el) && !el.contains(banner) && getComputedStyle(el).position === "fixed",
      )
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top
        );
      })
      .map((el) => el.className || el.tagName);
  });
}

for (const locale of ["fr", "es", "en"] as const satisfies readonly Locale[]) {
  test(`${locale}: the product page's Book bar is uncovered and one tap opens step 1; no app banner there nor in checkout`, async ({
    browser,
    baseURL,
  }) => {
    const context = await phone(browser, baseURL);
    const page = await context.newPage();
    await page.goto(pathFor("city-product-id", locale, { city: "paris", id: PRODUCT }));
    const bar = page.locator(".book-bar");
    const action = page.getByTestId("book-bar");
    await expect(action).toBeVisible();
    await afterBannerDecision(page);
    await expect(page.locator(".app-banner")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`product-${locale}.png`) });

    // What a finger would hit at the bar's centre and corners (2 px in) is the bar or inside it.
    const hits = await bar.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points: [number, number][] = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      return points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return {
          x: Math.round(x),
          y: Math.round(y),
          inside: !!hit && el.contains(hit),
          hit: hit ? `${hit.tagName}.${hit.className}` : null,
        };
      });
    });
    expect(
      hits.filter((h) => !h.inside),
      "points of the Book bar covered by something else",
    ).toEqual([]);
    const link = await action.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(link, "the Book button's centre is the button").toBe(true);
    // The bar sits at the very bottom of the screen (nothing pushed it up).
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);

    const b = (await action.boundingBox())!;
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await expect(page).toHaveURL(new RegExp(`${pathFor("city-checkout-information", locale, { city: "paris" })}\\?`));
    await expect(page.getByTestId("checkout-app")).toBeVisible();
    await afterBannerDecision(page);
    await expect(page.locator(".app-banner")).toHaveCount(0);

    // A checkout page loaded directly: no banner either.
    await page.goto(checkoutInformationHref(locale, "paris", { productId: PRODUCT }));
    await expect(page.getByTestId("checkout-app")).toBeVisible();
    await afterBannerDecision(page);
    await expect(page.locator(".app-banner")).toHaveCount(0);
    await context.close();
  });
}

test("where the app banner shows (city home, tours), it overlaps no other fixed element; a product page reached by a link has none", async ({
  browser,
  baseURL,
}) => {
  const context = await phone(browser, baseURL);
  const page = await context.newPage();
  for (const path of [pathFor("city-home", "fr", { city: "paris" }), pathFor("city-tours", "es", { city: "paris" })]) {
    await page.goto(path);
    await expect(page.locator(".app-banner")).toBeVisible();
    expect(await fixedOverlappingBanner(page), path).toEqual([]);
  }
  await page.screenshot({ path: test.info().outputPath("tours-es.png") });
  // Client-side navigation from a page with the banner to a product page: the banner goes.
  const productLink = page.locator(`main a[href$="/${PRODUCT}"]`).filter({ visible: true }).first();
  await productLink.scrollIntoViewIfNeeded();
  await productLink.click();
  await expect(page.getByTestId("book-bar")).toBeVisible();
  await expect(page.locator(".app-banner")).toHaveCount(0);
  await afterBannerDecision(page);
  await expect(page.locator(".app-banner")).toHaveCount(0);
  await context.close();
});
