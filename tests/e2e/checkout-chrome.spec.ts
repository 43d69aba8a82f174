/**
 * The checkout's chrome on a phone and a desktop (ADR 0352), pressed as a person would (touch on a 390 x 844 phone,
 * the mouse on a 1280 x 800 desktop):
 * - an error shown after a press comes into view, clear of the sticky bars, and takes the focus (step 1's refusal
 *   sat at y 1364 below the fold and "Continue" seemed to do nothing);
 * - on the phone, the hold banner and the total bar together take at most 120 px, in every language.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pathFor } from "../../domain/route-table";
import { MESSAGES, pickDay, messagesFor } from "./helpers/checkout";

/** Paris sells in en, fr and es; Dutch is Brussels' language. */
const CITY: Record<Locale, string> = { en: "paris", fr: "paris", es: "paris", nl: "brussels" };
const productOf = (locale: Locale) => `${CITY[locale]}-hop-on-hop-off`;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Device = "phone" | "desktop";

async function contextFor(browser: Browser, device: Device, baseURL: string | undefined): Promise<BrowserContext> {
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

/** Presses what a person sees: a tap on the phone, a mouse click at the element's centre on the desktop. */
async function press(page: Page, device: Device, name: string): Promise<void> {
  const target = page.getByRole("button", { name, exact: true });
  await target.scrollIntoViewIfNeeded();
  if (device === "phone") await target.tap();
  else await target.click();
}

/** The element's box against the viewport and the stuck bars (countdown at the top, total bar at the bottom). */
function placement(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const stuck = (s: string, edge: "top" | "bottom") => {
      const bar = document.querySelector<HTMLElement>(s);
      if (!bar || getComputedStyle(bar).position !== "sticky") return null;
      const b = bar.getBoundingClientRect();
      if (edge === "top") return b.top <= 1 ? b.bottom : null;
      return b.bottom >= window.innerHeight - 1 ? b.top : null;
    };
    return {
      top: r.top,
      bottom: r.bottom,
      height: window.innerHeight,
      topBar: stuck(".countdown", "top") ?? 0,
      bottomBar: stuck(".checkout-step__aside", "bottom") ?? window.innerHeight,
      focused: el === document.activeElement || el.contains(document.activeElement),
    };
  }, selector);
}

const REFUSAL: Record<Locale, string> = {
  en: "This departure has just sold out. Please choose another day.",
  fr: "Ce départ vient d'être complet. Choisissez un autre jour.",
  es: "Esta salida acaba de agotarse. Elija otro día.",
  nl: "Dit vertrek is net uitverkocht. Kies een andere dag.",
};

for (const [device, locale] of [
  ["phone", "es"],
  ["desktop", "en"],
  ["phone", "fr"],
  ["desktop", "nl"],
] as const) {
  test(`${device} ${locale}: the server's refusal of step 1 comes into view, clear of the bars, and takes the focus`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, device, baseURL);
    const page = await context.newPage();
    const t = messagesFor(locale);
    // The server refuses the hold (as it does when the departure sells out meanwhile), with its localized message.
    await page.route("**/api/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== "CreateCart") return route.continue();
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          data: null,
          errors: [{ message: "sold out", extensions: { code: "SOLD_OUT", message: REFUSAL[locale] } }],
        }),
      });
    });
    await page.goto(
      checkoutInformationHref(locale, CITY[locale], {
        productId: productOf(locale),
        passengers: { adult: 2, child: 1 },
      }),
    );
    await pickDay(page, t["calendar.available"], t["checkout.nextMonth"]);
    await expect(page.getByTestId("total")).not.toHaveText("–");
    // Scrolled to the top of the page: the place where "Continue seemed to do nothing".
    await page.evaluate(() => window.scrollTo(0, 0));
    await press(page, device, t["checkout.continue"]);
    const message = page.getByTestId("rule-message").filter({ hasText: REFUSAL[locale] });
    await expect(message).toBeVisible();
    await expect.poll(() => placement(page, ".checkout-messages").then((p) => p?.focused)).toBe(true);
    const p = await placement(page, ".checkout-messages");
    expect(p).not.toBeNull();
    if (!p) return;
    expect(p.top).toBeGreaterThanOrEqual(p.topBar);
    expect(p.bottom).toBeLessThanOrEqual(p.bottomBar);
    await page.screenshot({ path: test.info().outputPath(`refused-${device}-${locale}.png`) });
    await context.close();
  });
}

/**
 * The heights of the stuck chrome now: the countdown (top) and the bottom bar: the total bar, or at step 1 once
 * priced the spec's product bar that replaces it (components/product-bar.tsx).
 */
function chrome(page: Page) {
  return page.evaluate(() => {
    const h = (s: string) => {
      const el = document.querySelector<HTMLElement>(s);
      if (!el) return 0;
      const { position, display } = getComputedStyle(el);
      return display !== "none" && (position === "sticky" || position === "fixed")
        ? el.getBoundingClientRect().height
        : 0;
    };
    return { countdown: h(".countdown"), bar: Math.max(h(".checkout-bar"), h(".book-bar")) };
  });
}

for (const locale of ["es", "fr", "en", "nl"] as const satisfies readonly Locale[]) {
  test(`phone ${locale}: the hold banner and the total bar take at most 120 px together; the collapsed summary opens`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, "phone", baseURL);
    const page = await context.newPage();
    const t = messagesFor(locale);
    await page.goto(
      checkoutInformationHref(locale, CITY[locale], {
        productId: productOf(locale),
        passengers: { adult: 2, child: 1 },
      }),
    );
    const date = await pickDay(page, t["calendar.available"], t["checkout.nextMonth"]);
    await expect(page.getByTestId("total")).not.toHaveText("–");
    const step1 = await chrome(page);
    expect(step1.bar).toBeGreaterThan(0);
    expect(step1.countdown + step1.bar).toBeLessThanOrEqual(120);
    // Step 1 once priced shows the product bar: collapsed, the total and Continue; a tap on its toggle, where a person
    // sees it, opens the date, the party and the breakdown above the bar; Escape closes them.
    const bar = page.locator(".book-bar");
    await expect(bar.getByTestId("price-lines")).toHaveCount(0);
    const toggle = bar.getByRole("button", { name: t["checkout.summaryDetails"], exact: true });
    const box = await toggle.boundingBox();
    expect(box).not.toBeNull();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(bar.getByTestId("summary-date")).toBeVisible();
    // The label beside the date stays one word on one line ("Fech / a" on a Spanish phone).
    const labelLines = await bar
      .locator(".summary__facts dt")
      .first()
      .evaluate((dt) => {
        const range = document.createRange();
        range.selectNodeContents(dt);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(labelLines).toBe(1);
    // The party: the adults' line and the child's line (the offer is a line of its own).
    await expect(bar.getByTestId("price-lines").locator(".summary__line:not(.summary__line--discount)")).toHaveCount(2);
    await expect(bar.getByTestId("total")).toHaveText((await page.locator(".book-bar__total strong").textContent())!);
    await page.screenshot({ path: test.info().outputPath(`step1-details-${locale}.png`) });
    await page.keyboard.press("Escape");
    await expect(bar.getByTestId("price-lines")).toHaveCount(0);
    await press(page, "phone", t["checkout.continue"]);
    await expect(page.getByTestId("combinations-step").or(page.getByTestId("payment-step"))).toBeVisible();
    await expect(page.getByTestId("countdown")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    const step2 = await chrome(page);
    expect(step2.countdown).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`chrome-${locale}.png`) });
    expect(step2.countdown + step2.bar).toBeLessThanOrEqual(120);
    // Collapsed: only the total and the action. A tap on the toggle shows the date, the party and the breakdown.
    if (step2.bar > 0) {
      await expect(page.getByTestId("price-lines")).toBeHidden();
      await page.getByTestId("summary-toggle").tap();
      await expect(page.getByTestId("summary-toggle")).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("summary-date")).toBeVisible();
      await expect(page.getByTestId("price-lines")).toBeVisible();
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    await context.close();
  });
}

for (const city of ["paris", "london"]) {
  test(`desktop fr ${city}: the product page keeps "Réserver" above the fold of 1280 x 800, under a service alert`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextFor(browser, "desktop", baseURL);
    const page = await context.newPage();
    await page.goto(pathFor("city-product-id", "fr", { city, id: `${city}-hop-on-hop-off` }));
    const book = page.locator(".booking-box").getByRole("link", { name: MESSAGES.fr["nav.book"], exact: true });
    await expect(book).toBeVisible();
    const box = await book.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(box.y + box.height).toBeLessThanOrEqual(800);
    await context.close();
  });
}
