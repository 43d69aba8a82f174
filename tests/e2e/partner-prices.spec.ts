/**
 * Spec section 3, "Product analytics" (ADR 0350): a visitor who arrived by a partner's link is reported at that
 * partner's adult price (the CMS's prices_promo_partners) in view_item, begin_checkout and purchase, and every item
 * of the product carries its Ventrata id. CMS seed: paris-hop-on-hop-off-premium, Ventrata id VT-PAR-PREMIUM,
 * Hôtels Lumière (referrer HOTELLUM) adult price 3990.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { MESSAGES, pickDay } from "./helpers/checkout";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pathFor } from "../../domain/route-table";

type Entry = Record<string, unknown>;
const en = MESSAGES.en;
const PRODUCT = "paris-hop-on-hop-off-premium";
const PAGE = pathFor("city-product-id", "en", { city: "paris", id: PRODUCT });

/** The data layer's events of one name, those of the documents the page left included. */
const pushed = (page: Page, name: string): Promise<Entry[]> =>
  page.evaluate((n) => {
    const left = JSON.parse(sessionStorage.getItem("__leftEvents") ?? "[]") as Entry[];
    return [...left, ...(window.dataLayer ?? [])].filter((e) => e && (e as Entry).event === n);
  }, name);

const keepEventsAcrossDocuments = (page: Page) =>
  page.addInitScript(() => {
    window.addEventListener("pagehide", () => {
      const left = JSON.parse(sessionStorage.getItem("__leftEvents") ?? "[]") as unknown[];
      const events = (window.dataLayer ?? []).filter(
        (e) => e && typeof (e as Entry).event === "string" && !String((e as Entry).event).startsWith("gtm."),
      );
      sessionStorage.setItem("__leftEvents", JSON.stringify([...left, ...events]));
    });
  });

const itemsOf = (event: Entry | undefined) => ((event?.ecommerce as Entry | undefined)?.items ?? []) as Entry[];
const adultOf = (event: Entry | undefined) => itemsOf(event).find((i) => i.item_variant === "adult");

test("without a partner: the product's own price, under its Ventrata id", async ({ page }) => {
  await page.goto(PAGE);
  await expect.poll(async () => (await pushed(page, "view_item")).length).toBe(1);
  const [item] = itemsOf((await pushed(page, "view_item"))[0]);
  expect(item).toMatchObject({ item_id: "VT-PAR-PREMIUM", currency: "EUR" });
  expect(item?.price).toBeGreaterThan(0);
  expect(item?.price, "not the partner's price").not.toBe(39.9);
});

test("arrived by a partner's link: view_item, begin_checkout and purchase at the partner's adult price", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await keepEventsAcrossDocuments(page);
  await page.goto(`${PAGE}?referrer=HOTELLUM`);
  await expect.poll(async () => (await pushed(page, "view_item")).length).toBe(1);
  expect(itemsOf((await pushed(page, "view_item"))[0])).toEqual([
    expect.objectContaining({ item_id: "VT-PAR-PREMIUM", price: 39.9, quantity: 1, currency: "EUR" }),
  ]);

  // Later pages of the visit no longer carry the referrer: the saved one still names the partner.
  await page.goto(checkoutInformationHref("en", "paris", { productId: PRODUCT, optionId: `${PRODUCT}-1d` }));
  await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
  await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
  await expect(page.getByTestId("customer-form")).toBeVisible();
  await expect.poll(async () => (await pushed(page, "begin_checkout")).length).toBe(1);
  const begin = (await pushed(page, "begin_checkout"))[0];
  expect(adultOf(begin)).toMatchObject({ item_id: "VT-PAR-PREMIUM", price: 39.9, quantity: 1 });

  const field = (name: string) => page.getByLabel(en[`checkout.field.${name}` as keyof typeof en], { exact: true });
  await field("firstName").fill("Ada");
  await field("lastName").fill("Lovelace");
  await field("email").fill(`partner.${Date.now()}@example.org`);
  await page.getByLabel(en["checkout.field.termsAccepted"]).check();
  await page.getByRole("button", { name: new RegExp(`^${en["checkout.pay"].replace("{{amount}}", ".+")}$`) }).click();
  await page.waitForURL(/\/web\/checkout\?ref=/, { timeout: 60_000 });
  await page.locator("input[autocomplete='cc-number']").fill("4147 4630 1111 0133");
  await page.locator("input[autocomplete='cc-exp']").fill("12/30");
  await page.locator("input[autocomplete='cc-csc']").fill("123");
  await page.locator("input[autocomplete='cc-name']").fill("Ada Lovelace");
  await page.locator("button[type='submit']").click();
  await page.waitForURL(/\/en\/paris\/(callback\/success\?|checkout\/confirm$)/, { timeout: 60_000 });
  await expect(page.getByTestId("booking-reference")).toHaveText(/\S+/, { timeout: 60_000 });
  await expect.poll(async () => (await pushed(page, "purchase")).length).toBe(1);
  const purchase = (await pushed(page, "purchase"))[0];
  expect(adultOf(purchase)).toMatchObject({ item_id: "VT-PAR-PREMIUM", price: 39.9, quantity: 1 });
  expect(purchase).toMatchObject({ referrer: "HOTELLUM" });
});
