/**
 * What step 1 loads (issue 25.10): the calendar and the price, not the later steps, their toasts or a GraphQL client
 * library. The scripts Chromium requests while a visitor opens step 1, picks a day and sees the server's total are
 * read as they arrive: none is a later step's chunk or react-toastify's, none holds Apollo Client or graphql-js; the
 * later steps' chunks still load when the visitor goes on.
 */
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { MESSAGES, pickDay } from "./helpers/checkout";

const en = MESSAGES.en;
// What a script holds, by strings the minifier keeps (chunk files are named by number in the production build): the
// later steps' test ids, react-toastify's class names, the symbol Apollo Client registers for its devtools and the
// error graphql-js's visitor (the printer's) throws.
const LATER = { "step 2": '"combinations-step"', "step 3": '"payment-step"', "react-toastify": "Toastify__" };
const MARKS: Record<string, string> = { ...LATER, "Apollo Client": "apollo.devtools", "graphql-js": "Invalid AST Node" };

async function holding(scripts: readonly { url: string; body: Promise<string> }[], mark: string): Promise<string[]> {
  const found: string[] = [];
  for (const { url, body } of scripts) if ((await body).includes(mark)) found.push(new URL(url).pathname);
  return found;
}

/** Every script response of the page from now on, with its body. */
function recordScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.text().catch(() => "") });
  });
  return scripts;
}

test("step 1 loads neither the later steps nor a GraphQL client library; the payment step loads when reached", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(checkoutInformationHref("en", "paris", { productId: "paris-hop-on-hop-off" }));
  await expect(page.getByRole("grid")).toBeVisible();
  await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
  await expect(page.getByTestId("total")).toHaveText(/\d/);

  const step1 = [...scripts];
  expect(step1.length).toBeGreaterThan(0);
  for (const [what, mark] of Object.entries(MARKS)) expect(await holding(step1, mark), `${what} loaded by step 1`).toEqual([]);

  // Going on: step 2 (or straight to payment when it has nothing to offer) loads its own chunk, and the toast of
  // the saved cart loads react-toastify.
  await page.getByRole("button", { name: en["checkout.continue"] }).click();
  await expect(page).toHaveURL(/\/checkout\/(combinations|payment)/);
  await expect(page.getByText(en["checkout.cartSaved"])).toBeVisible();
  // Their code came after step 1: the step that step 1 did not load is on screen, and so is the toast of the saved
  // cart (react-toastify, which step 1 did not load either). Which response carried them is not asserted: a chunk
  // Gatsby prefetched at idle is run from the cache without a script response of its own.
  await expect(page.getByTestId("combinations-step").or(page.getByTestId("payment-step"))).toBeVisible();
  await expect(page.locator(".Toastify__toast").filter({ hasText: en["checkout.cartSaved"] })).toBeVisible();
});
