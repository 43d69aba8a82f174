/**
 * Content pages' chrome on a 390 x 844 touch phone (iPhone user agent, so the app banner shows), ADR 0352's minors:
 * - the app banner takes two short lines at most (it wrapped to 3-4 lines over the forms);
 * - Barcelona's Spanish contact page (a long support address) is not wider than the phone (it was 405 px);
 * - the contact form's captcha checkbox is a small box inside its frame (it was 22 x 44 px and stuck out).
 */
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE });

for (const [locale, city] of [
  ["es", "barcelona"],
  ["fr", "paris"],
  ["en", "london"],
] as const satisfies readonly (readonly [Locale, string])[]) {
  test(`${locale} ${city}: the app banner is at most two lines on the city home; the contact page fits the phone; the captcha box stays in its frame`, async ({
    page,
    baseURL,
  }) => {
    if (baseURL) await page.context().addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
    await page.goto(pathFor("city-home", locale, { city }));
    const banner = page.locator(".app-banner");
    await expect(banner).toBeVisible();
    const text = await banner.locator(".app-banner__text").evaluate((el) => {
      const style = getComputedStyle(el);
      return { height: el.getBoundingClientRect().height, line: parseFloat(style.lineHeight) };
    });
    expect(Math.round(text.height / text.line)).toBeLessThanOrEqual(2);

    await page.goto(pathFor("city-help-contact", locale, { city }));
    await expect(page.locator("form.help-form button[type='submit']")).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = page.locator("altcha-widget input[type='checkbox']");
    await expect(box).toBeVisible({ timeout: 20_000 });
    const sizes = await box.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const frame = el.closest("altcha-widget")?.querySelector("div")?.getBoundingClientRect() ?? b;
      return { width: b.width, height: b.height, inside: b.top >= frame.top - 1 && b.bottom <= frame.bottom + 1 };
    });
    expect(sizes.height).toBeLessThanOrEqual(26);
    expect(Math.abs(sizes.width - sizes.height)).toBeLessThanOrEqual(2);
    expect(sizes.inside).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`contact-${locale}-${city}.png`) });
  });
}
