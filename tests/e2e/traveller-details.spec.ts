/**
 * What a traveller reads on a phone: amounts never broken across lines (Spanish step 3 and confirmation used to show
 * "17,0 / 0 €"), and a booking reference typed in lower case finds the booking (Spanish manage booking, touch).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { paidBooking } from "./helpers/booking-api";
import { MESSAGES } from "./helpers/checkout";
import { manageBookingHref } from "../../domain/manage-booking-href";

const es = MESSAGES.es;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** Elements whose text wraps onto a second line (taller than one line of their font). */
async function brokenAcrossLines(items: Locator): Promise<string[]> {
  return items.evaluateAll((els) =>
    els
      .filter((el) => {
        const style = getComputedStyle(el);
        const line = style.lineHeight === "normal" ? parseFloat(style.fontSize) * 1.3 : parseFloat(style.lineHeight);
        return el.getBoundingClientRect().height > line * 1.5;
      })
      .map((el) => el.textContent ?? ""),
  );
}

async function phonePage(browser: import("@playwright/test").Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context.newPage();
}

test("es phone: the confirmation's amounts each stay on one line", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const paid = await paidBooking(request, { locale: "es", addons: [] });
  const page = await phonePage(browser, baseURL!);
  try {
    await page.goto(paid.redirectUrl);
    const total = page.getByTestId("total").first();
    await expect(total).toBeVisible({ timeout: 30_000 });
    await expect(total).toContainText("€");
    const amounts = page.locator(".summary__line dd, [data-testid='total']");
    expect(await amounts.count()).toBeGreaterThan(1);
    expect(await brokenAcrossLines(amounts)).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test("es phone: a reference typed in lower case finds the booking", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const paid = await paidBooking(request, { locale: "es" });
  const page = await phonePage(browser, baseURL!);
  try {
    await page.goto(manageBookingHref("es"));
    const reference = page.getByLabel(es["manage.reference"]);
    await reference.tap();
    await reference.fill(paid.reference.toLowerCase());
    await page.getByLabel(es["manage.email"]).fill(paid.email);
    await page.getByRole("button", { name: es["manage.find"] }).tap();
    await expect(page.getByTestId("booking-reference")).toHaveText(paid.reference);
  } finally {
    await page.context().close();
  }
});
