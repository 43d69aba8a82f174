/**
 * Step 1's options side by side and the family pass (docs/adr/0357), pressed as a person does: a tap on a 390 px
 * phone with touch, a mouse click on a desktop. Each option shows what it gives and its price (from the adult price,
 * then the server's quote for the party once a day is chosen); a party of 2 adults and 2 children is offered the
 * cheaper family pass, whose link opens its step 1 on the same day. No horizontal overflow on the phone.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { formatPrice } from "../../src/lib/money";
import type { Locale } from "../../src/i18n/locales";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pathFor } from "../../domain/route-table";
import { gql } from "./helpers/booking-api";
import { MESSAGES, days, expectAccessible, pickDay, messagesFor } from "./helpers/checkout";

type Device = "phone" | "desktop";

async function contextFor(browser: Browser, device: Device, baseURL: string | undefined): Promise<BrowserContext> {
  const context =
    device === "phone"
      ? await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      : await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context;
}

/** A tap at the element's centre on the phone, a mouse click there on the desktop. */
async function press(page: Page, device: Device, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  if (device === "phone") await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function quoteTotal(page: Page, locale: Locale, input: Record<string, unknown>): Promise<string> {
  const { quote } = await gql<{ quote: { total: { retail: number; currency: string } } }>(
    page.request,
    `query($input: QuoteInput!) { quote(input: $input) { total { retail currency } } }`,
    { input },
  );
  return formatPrice(quote.total.retail, { value: quote.total.currency }, locale);
}

const CASES: { device: Device; locale: Locale; city: string }[] = [
  { device: "desktop", locale: "fr", city: "london" },
  { device: "phone", locale: "es", city: "paris" },
  { device: "phone", locale: "nl", city: "brussels" },
  { device: "desktop", locale: "en", city: "paris" },
];

for (const { device, locale, city } of CASES) {
  test(`${locale} on a ${device}: options side by side with their prices, the family pass for 2 + 2`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const m = messagesFor(locale);
    const context = await contextFor(browser, device, baseURL);
    const page = await context.newPage();
    const productId = `${city}-hop-on-hop-off`;
    await page.goto(checkoutInformationHref(locale, city, { productId, passengers: { adult: 2, child: 2 } }));
    const cards = page.getByTestId("option-choices").locator("label");
    await expect(cards).toHaveCount(3);
    // Before a day: each option's validity and its price from, per adult.
    const fromAdult = new RegExp(m["checkout.optionPriceFromAdult"].replace("{{price}}", ".+"));
    for (let i = 0; i < 3; i++) await expect(cards.nth(i).getByTestId("option-price")).toHaveText(fromAdult);
    await expect(cards.nth(1)).toContainText(m["checkout.optionValidDays_one"]);
    if (device === "phone") {
      // Side by side and within the screen: no horizontal overflow, every card inside the viewport's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (let i = 0; i < 3; i++) {
        const b = (await cards.nth(i).boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
    }

    // A day on which the family pass is on sale too (the sandbox sells some days out): the first such available day.
    const passengers = { adult: 2, child: 2, infant: 0, senior: 0, student: 0, family: 0 };
    const familyQuote = (date: string) =>
      quoteTotal(page, locale, {
        productId: `${city}-family-pass`,
        optionId: `${city}-family-pass-2d`,
        date,
        passengers: { ...passengers, family: 1 },
      });
    let date = await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
    let familyTotal = await familyQuote(date).catch(() => null);
    for (let k = 1; !familyTotal && k < 8; k++) {
      const day = days(page, m["calendar.available"]).nth(k);
      await press(page, device, day);
      await expect(day).toHaveAttribute("aria-pressed", "true");
      date = (await day.getAttribute("data-date"))!;
      familyTotal = await familyQuote(date).catch(() => null);
    }
    expect(familyTotal, "a day with the family pass on sale").toBeTruthy();
    // Every option shows the server's price for the party (2 adults, 2 children) on that day.
    for (const n of [1, 3]) {
      const total = await quoteTotal(page, locale, { productId, optionId: `${productId}-${n}d`, date, passengers });
      await expect(cards.nth(n - 1).getByTestId("option-price")).toHaveText(
        m["checkout.optionPriceParty"].replace("{{price}}", total),
      );
    }
    // Choosing another option by pressing its card.
    await press(page, device, cards.nth(1).locator(".option-card__title"));
    await expect(cards.nth(1).getByRole("radio")).toBeChecked();
    const twoDays = await quoteTotal(page, locale, { productId, optionId: `${productId}-2d`, date, passengers });
    await expect(page.getByTestId("total").first()).toHaveText(twoDays);

    // The family pass is cheaper for this party: said, with its price, and one press opens it on the same day.
    const suggestion = page.getByTestId("family-suggestion");
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toContainText(familyTotal!);
    await expectAccessible(page);
    await press(page, device, suggestion.getByRole("link", { name: m["checkout.familySwitch"] }));
    await expect(page).toHaveURL(new RegExp(`productId=${city}-family-pass&optionId=${city}-family-pass-2d`));
    await expect(page.getByRole("grid").locator("button[aria-pressed='true']")).toHaveAttribute("data-date", date);
    await expect(page.getByTestId("total").first()).toHaveText(familyTotal!);
    await expect(page.getByTestId("price-lines")).toContainText(
      m["checkout.count.FAMILY_one"].replace("{{count}}", "1").replace(/\s/g, " "),
    );
    await expect(page.getByTestId("family-suggestion")).toHaveCount(0);

    // A party the pass is not for (2 adults, 1 child) is not offered it.
    await page.goto(checkoutInformationHref(locale, city, { productId, date, passengers: { adult: 2, child: 1 } }));
    await expect(page.getByTestId("total").first()).toHaveText(/\d/);
    await expect(page.getByTestId("family-suggestion")).toHaveCount(0);
    await context.close();
  });
}

test("fr on a phone: the product page's options side by side, one tap on an option's Book opens step 1 with it", async ({
  browser,
  baseURL,
}) => {
  const m = MESSAGES.fr;
  const context = await contextFor(browser, "phone", baseURL);
  const page = await context.newPage();
  await page.goto(pathFor("city-product-id", "fr", { city: "london", id: "london-hop-on-hop-off" }));
  const compare = page.getByTestId("option-compare");
  const items = compare.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText(m["checkout.optionValidDays_one"]);
  await expect(items.nth(1)).toContainText(/À partir de \d+,\d\d\u00a0£ par adulte/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (let i = 0; i < 3; i++) {
    const b = (await items.nth(i).boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: "test-results/travui-product-options-fr-phone.png", fullPage: false });
  await press(
    page,
    "phone",
    items.nth(1).getByRole("link", { name: m["product.bookOption"].replace("{{option}}", "2 jours") }),
  );
  await expect(page).toHaveURL(/optionId=london-hop-on-hop-off-2d/);
  await expect(page.getByRole("radio", { name: "Billet 2 jours" })).toBeChecked();
  await page.screenshot({ path: "test-results/travui-step1-options-fr-phone.png", fullPage: true });
  await context.close();
});
