/**
 * The consent banner with the first paint (ADR 0330), in Chromium against the test stack: the build's
 * HTML carries the banner, the head script hides it before the first paint for a visitor who chose, and a button
 * pressed before the site's scripts ran is carried out when they run. The site's scripts are held back by the
 * test (a route that answers them only when released), so "before hydration" is a state the test controls.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { MESSAGES } from "./helpers/checkout";
import { stubTags } from "./helpers/tag-stubs";

const en = MESSAGES.en;
const STEP_1 = "/en/paris/checkout/information?productId=paris-hop-on-hop-off";

/** Holds every script of the site (same origin, *.js) until `release()`; the page's inline head script still runs. */
async function holdScripts(page: Page, baseURL: string | undefined): Promise<{ release: () => void }> {
  const site = new URL(baseURL ?? "http://localhost:8000").origin;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/[^/?]+\.js(\?.*)?$/, async (route) => {
    if (new URL(route.request().url()).origin !== site) return route.continue();
    await released;
    await route.continue();
  });
  return { release };
}

test.describe("first visit", () => {
  test.use({ presetConsent: false });

  for (const path of [STEP_1, "/en/paris/home"]) {
    test(`${path}: the banner is painted before any script of the site has run`, async ({ page, baseURL }) => {
      await stubTags(page);
      const held = await holdScripts(page, baseURL);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const banner = page.getByRole("region", { name: en["consent.title"] });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button")).toHaveText([
        en["consent.acceptAll"],
        en["consent.rejectAll"],
        en["consent.choose"],
      ]);
      expect(await page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader)).toBe("undefined");
      held.release();
      await expect(page.locator(".consent-banner:not([data-pending])")).toBeVisible();
    });
  }

  test("'Reject all' pressed before the scripts ran is carried out when they run: no tap is lost", async ({
    page,
    context,
    baseURL,
  }) => {
    const requested = await stubTags(page);
    const held = await holdScripts(page, baseURL);
    await page.goto(STEP_1, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: en["consent.rejectAll"] }).click();
    held.release();
    await expect(page.getByRole("region", { name: en["consent.title"] })).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "consent")?.value).toBe("a0m0");
    expect(requested).toEqual([]);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { popupName?: string }).popupName === "consent"),
    );
    expect(events).toEqual([
      { event: "popup_display", popupName: "consent" },
      { event: "popup_click", popupName: "consent", action: "reject_all" },
    ]);
  });

  test("after the choice, the next page reached without reloading never shows the server's banner", async ({
    page,
  }) => {
    await stubTags(page);
    await page.goto("/en/paris/home");
    await page.getByRole("button", { name: en["consent.rejectAll"] }).click();
    await expect(page.getByRole("region", { name: en["consent.title"] })).toHaveCount(0);
    // Watches every DOM change until the next page is shown: a displayed banner at any moment is a flash.
    await page.evaluate(() => {
      const w = window as unknown as { __bannerShown?: boolean };
      w.__bannerShown = false;
      new MutationObserver(() => {
        const banner = document.querySelector(".consent-banner");
        if (banner && getComputedStyle(banner).display !== "none") w.__bannerShown = true;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole("navigation").getByRole("link", { name: "Tours", exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/paris\/tours$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __bannerShown?: boolean }).__bannerShown)).toBe(false);
  });
});

test.describe("a visitor who chose", () => {
  test("the server's banner is never painted, before or after the scripts", async ({ page, baseURL }) => {
    const held = await holdScripts(page, baseURL);
    await page.goto(STEP_1, { waitUntil: "domcontentloaded" });
    await expect(page.locator(".consent-banner")).toHaveCount(1); // in the HTML…
    await expect(page.locator(".consent-banner")).toBeHidden(); // …hidden by the head script's class before the first paint
    held.release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".consent-banner")).toHaveCount(0);
  });
});
