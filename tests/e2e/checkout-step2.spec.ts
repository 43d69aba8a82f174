/**
 * Checkout step 2 (options/combinations) in Chromium against the real stack (booking API + OCTO sandbox): step 1 ->
 * step 2; add a combination (the server's total changes), remove it (confirmation dialog), upgrade +1 day (same
 * passengers) and continue to payment; a product with nothing to offer skips step 2; the events; axe in each state.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { formatPrice } from "../../src/lib/money";
import type { Locale } from "../../src/i18n/locales";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pathFor } from "../../domain/route-table";
import { gql } from "./helpers/booking-api";
import { expectAccessible, pickDay, tabTo, messagesFor } from "./helpers/checkout";
import { fill as fillTemplate } from "../../domain/fill";

const AUDIO = {
  en: "City audio guide in 10 languages",
  fr: "Audioguide de la ville en 10 langues",
  es: "Audioguía de la ciudad en 10 idiomas",
} as const;
const fill = (template: string, vars: Record<string, string | number>) => fillTemplate(template, vars, "empty");

interface ServerCart {
  option: { id: string };
  passengers: { adult: number; child: number };
  total: { retail: number; currency: string };
  breakdown: {
    lines: { title: string | null; quantity: number; amount: number }[];
    discounts: { amount: number }[];
    total: number;
  };
}

/** The cart the page holds (its id from localStorage), as the booking API gives it. */
async function serverCart(page: Page): Promise<ServerCart> {
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("checkout.cart.v1") ?? "null") as { id: string } | null)?.id,
  );
  expect(id).toBeTruthy();
  const { cart } = await gql<{ cart: ServerCart }>(
    page.request,
    `query($id: ID!) { cart(id: $id) { option { id } passengers { adult child } total { retail currency } breakdown { lines { title quantity amount } discounts { amount } total } } }`,
    { id },
  );
  return cart;
}
const shown = (cart: ServerCart, locale: Locale) =>
  formatPrice(cart.total.retail, { value: cart.total.currency }, locale);

/** The summary's lines, discounts and total as the page shows them (texts). */
const summaryTexts = (page: Page) =>
  page
    .getByTestId("price-lines")
    .locator(".summary__line")
    .evaluateAll((rows) => rows.map((r) => r.textContent ?? ""))
    .then(async (rows) => [...rows, (await page.getByTestId("total").textContent()) ?? ""]);

/**
 * The summary is the server's breakdown, the same on every step: each line at its LIST price (not the
 * discounted one, the discount subtracted once as its own line), the total the cart's (what the card is charged).
 */
async function expectHonestSummary(page: Page, cart: ServerCart, locale: Locale) {
  const money = (minor: number) => formatPrice(minor, { value: cart.total.currency }, locale);
  const b = cart.breakdown;
  expect(b.lines.reduce((n, l) => n + l.amount, 0) - b.discounts.reduce((n, d) => n + d.amount, 0)).toBe(b.total);
  expect(b.total).toBe(cart.total.retail);
  const lines = page.getByTestId("price-lines").locator(".summary__line:not(.summary__line--discount)");
  await expect(lines).toHaveCount(b.lines.length);
  for (const [i, l] of b.lines.entries()) await expect(lines.nth(i).locator("dd")).toHaveText(money(l.amount));
  const discounts = page.getByTestId("discount");
  await expect(discounts).toHaveCount(b.discounts.length);
  for (const [i, d] of b.discounts.entries())
    await expect(discounts.nth(i).locator("dd")).toHaveText(`−${money(d.amount)}`);
  await expect(page.getByTestId("total")).toHaveText(
    new RegExp(`^${money(b.total).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
}
const events = (page: Page, name: string) =>
  page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name) as Promise<Record<string, any>[]>;

/** Step 1 of the hop-on hop-off bus in Paris for 2 adults and 1 child, on the first available day, then Continue. */
async function toStep2(page: Page, locale: Locale): Promise<string[]> {
  const m = messagesFor(locale);
  await page.goto(
    checkoutInformationHref(locale, "paris", { productId: "paris-hop-on-hop-off", passengers: { adult: 2, child: 1 } }),
  );
  await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
  await expect(page.getByTestId("total")).not.toHaveText("–");
  const step1 = await summaryTexts(page);
  await page.getByRole("button", { name: m["checkout.continue"], exact: true }).click();
  await expect(page).toHaveURL(pathFor("city-checkout-combinations", locale, { city: "paris" }));
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  return step1;
}

test("en: add a combination (server total), remove it after confirming, upgrade +1 day and continue to payment", async ({
  page,
}) => {
  const step1 = await toStep2(page, "en");
  const before = await serverCart(page);
  await expect(page.getByTestId("total")).toHaveText(shown(before, "en"));
  // Step 1 showed the same breakdown as the cart it created (list prices, the offer once), step 2 shows it too.
  await expectHonestSummary(page, before, "en");
  await expect.poll(() => summaryTexts(page)).toEqual(step1);
  expect(before.breakdown.discounts.length).toBe(1);
  await expect(page.getByRole("heading", { name: "Add to your visit" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Ticket duration" })).toBeVisible();
  const audio = page.getByTestId("upsell").filter({ hasText: AUDIO.en });
  await expect(audio).toContainText("Duration: 1 day");
  await expect(audio).toContainText("For: Adults, Children, Infants");
  await expectAccessible(page);

  // Add: a booking of the cart's order; the total is the server's.
  await page.getByRole("button", { name: `Add ${AUDIO.en}` }).click();
  const remove = page.getByRole("button", { name: `Remove ${AUDIO.en}` });
  await expect(remove).toBeVisible();
  const withAudio = await serverCart(page);
  expect(withAudio.total.retail).toBeGreaterThan(before.total.retail);
  await expect(page.getByTestId("total")).toHaveText(shown(withAudio, "en"));
  await expect(page.getByTestId("price-lines")).toContainText(`${AUDIO.en}: 2 × Adults`);
  await expectHonestSummary(page, withAudio, "en");
  await expect(audio).toContainText("In your cart");
  await expect.poll(async () => (await events(page, "upsell")).length).toBe(1);
  const [added] = await events(page, "upsell");
  expect(added).toMatchObject({
    action: "add",
    ecommerce: { currency: "EUR", items: [{ item_id: "paris-audio-experience", quantity: 1 }] },
  });
  expect(added?.ecommerce.value).toBe((withAudio.total.retail - before.total.retail) / 100);
  await expectAccessible(page);

  // Remove asks first; "Keep it" keeps it, "Remove" removes it.
  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Remove ${AUDIO.en}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await serverCart(page)).total.retail).toBe(withAudio.total.retail);
  await remove.click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByRole("button", { name: `Add ${AUDIO.en}` })).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText(shown(before, "en"));
  expect((await serverCart(page)).total.retail).toBe(before.total.retail);
  await expect.poll(async () => (await events(page, "upsell")).map((e) => e.action)).toEqual(["add", "remove"]);

  // Upgrade +1 day: the server's difference and new total, applied on Continue; the passengers stay.
  const keep = page.getByRole("radio", { name: /Keep my ticket/ });
  await expect(keep).toBeChecked();
  const plusOne = page.getByRole("radio", { name: /^\+1 day/ });
  await plusOne.check();
  await expect(page.getByTestId("upgrade-total")).toContainText("New total:");
  // The summary follows the choice at once: its total is the new total said under the choice.
  const said = (await page.getByTestId("upgrade-total").textContent())?.replace("New total: ", "");
  await expect(page.getByTestId("total")).toHaveText(said ?? "");
  await expect(page.getByTestId("total")).not.toHaveText(shown(before, "en"));
  await expect(page.locator(".summary__product")).toContainText("2-day ticket");
  await expect
    .poll(async () => (await events(page, "select_duration"))[0])
    .toEqual({
      event: "select_duration",
      productId: "paris-hop-on-hop-off",
      optionId: "paris-hop-on-hop-off-2d",
      duration: "2-day ticket",
    });
  await expectAccessible(page);
  const newTotal = (await page.getByTestId("upgrade-total").textContent())?.replace("New total: ", "");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL("/en/paris/checkout/payment");
  const upgraded = await serverCart(page);
  expect(upgraded.option.id).toBe("paris-hop-on-hop-off-2d");
  expect(upgraded.passengers).toEqual(before.passengers);
  expect(shown(upgraded, "en")).toBe(newTotal);
  // Step 3: the same breakdown, and the total is what the card page will charge.
  await expect(page.getByTestId("cart-summary")).toBeVisible();
  await expectHonestSummary(page, upgraded, "en");
  await expect
    .poll(async () => (await events(page, "upgrade"))[0])
    .toMatchObject({ event: "upgrade", additional_days: 1 });

  // Back on step 2: the 2-day ticket can still take one more day, not go back.
  await page.goBack();
  await expect(page).toHaveURL("/en/paris/checkout/combinations");
  await expect(page.getByRole("radio", { name: /Keep my ticket/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^\+1 day/ })).toHaveCount(1);
  await expect(page.getByRole("radio")).toHaveCount(2);
});

for (const locale of ["fr", "es"] as const) {
  test(`${locale}: the offers' names and the removal dialog in the visitor's language`, async ({ page }) => {
    const m = messagesFor(locale);
    await toStep2(page, locale);
    await expect(page.getByRole("heading", { name: m["checkout.combinations.upsellsTitle"] })).toBeVisible();
    await page
      .getByRole("button", { name: fill(m["checkout.combinations.addNamed"], { title: AUDIO[locale] }) })
      .click();
    await page
      .getByRole("button", { name: fill(m["checkout.combinations.removeNamed"], { title: AUDIO[locale] }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(m["checkout.combinations.removeTitle"], { title: AUDIO[locale] }),
    });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: m["checkout.combinations.remove"], exact: true }).click();
    await expect(
      page.getByRole("button", { name: fill(m["checkout.combinations.addNamed"], { title: AUDIO[locale] }) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: m["checkout.back"] })).toBeVisible();
  });
}

test("keyboard only: add and remove a combination, choose +1 day, continue", async ({ page }) => {
  await toStep2(page, "en");
  const add = page.getByRole("button", { name: `Add ${AUDIO.en}` });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const remove = page.getByRole("button", { name: `Remove ${AUDIO.en}` });
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Remove ${AUDIO.en}?` });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Remove", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(add).toBeFocused();
  const keep = page.getByRole("radio", { name: /Keep my ticket/ });
  await tabTo(page, keep);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^\+1 day/ })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/en/paris/checkout/payment");
  expect((await serverCart(page)).option.id).toBe("paris-hop-on-hop-off-2d");
});

test("a product with nothing to offer skips step 2 (history replaced); Back from step 2 returns to step 1", async ({
  page,
}) => {
  await page.goto(checkoutInformationHref("en", "paris", { productId: "paris-attraction-combo" }));
  await pickDay(page, "(available|limited: \\d+ seats? left)", "Next month");
  const enabled = page
    .getByRole("group", { name: "Start time" })
    .getByRole("radio")
    .and(page.locator(":not([disabled])"))
    .first();
  await enabled.check();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL("/en/paris/checkout/payment");
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/paris\/checkout\/information\?productId=paris-attraction-combo/);

  // A tour with offers replaces that cart (confirmed), then Back on step 2 goes to step 1.
  await page.goto(checkoutInformationHref("en", "paris", { productId: "paris-hop-on-hop-off" }));
  await pickDay(page, "available", "Next month");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Replace my tour" }).click();
  await expect(page).toHaveURL("/en/paris/checkout/combinations");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/en\/paris\/checkout\/information\?productId=paris-hop-on-hop-off/);
});
