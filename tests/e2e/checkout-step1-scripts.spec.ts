/**
 * What step 1 and the content pages load (ADRs 0330 and 0340). Step 1: the calendar, the price and the booking
 * client (Apollo Client, which the checkout reads through), not the later steps or their toasts: the scripts Chromium
 * requests while a visitor opens step 1, picks a day and sees the server's total are read as they arrive: none is a
 * later step's chunk or react-toastify's; the later steps' chunks still load when the visitor goes on. Content pages
 * (home, tours, product) load no Apollo Client and no graphql-js, even with a held tour in the header, until the
 * visitor acts on it (confirming a change of city drops the hold through the booking client, loaded then).
 */
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { MESSAGES, pickDay } from "./helpers/checkout";

const en = MESSAGES.en;
// What a script holds, by strings the minifier keeps (chunk files are named by number in the production build): the
// later steps' test ids, react-toastify's class names, the names of later steps' and manage booking's GraphQL
// documents (one module per document, docs/adr/0356: step 1 evaluated all of them with the client-page template
// before), the symbol Apollo Client registers for its devtools and the error graphql-js's visitor (the printer's) throws.
const LATER: Record<string, string> = {
  "step 2": '"combinations-step"',
  "step 3": '"payment-step"',
  "react-toastify": "Toastify__",
  "step 3's documents": 'value:"SetCustomerDetails"',
  "manage booking's documents": 'value:"ChangeBookingDate"',
};
const APOLLO: Record<string, string> = { "Apollo Client": "apollo.devtools", "graphql-js": "Invalid AST Node" };

async function holding(scripts: readonly { url: string; body: Promise<string> }[], mark: string): Promise<string[]> {
  const found: string[] = [];
  for (const { url, body } of scripts) if ((await body).includes(mark)) found.push(new URL(url).pathname);
  return found;
}

/** Every script response of the page from now on, with its body. */
function recordScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), body: response.text().catch(() => "") });
  });
  return scripts;
}

test("step 1 loads the booking client but not the later steps; the payment step loads when reached", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(checkoutInformationHref("en", "paris", { productId: "paris-hop-on-hop-off" }));
  await expect(page.getByRole("grid")).toBeVisible();
  await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
  await expect(page.getByTestId("total")).toHaveText(/\d/);

  const step1 = [...scripts];
  expect(step1.length).toBeGreaterThan(0);
  for (const [what, mark] of Object.entries(LATER))
    expect(await holding(step1, mark), `${what} loaded by step 1`).toEqual([]);
  // The checkout reads through Apollo Client (ADR 0340): step 1 loads it (the marks are checked, so that the content
  // pages' test below cannot pass on marks the build no longer keeps).
  for (const [what, mark] of Object.entries(APOLLO))
    expect(await holding(step1, mark), `${what} loaded by step 1`).not.toEqual([]);

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

test("content pages (home, tours, product) load no Apollo Client, even with a held tour, until the visitor acts on it", async ({
  page,
  browser,
  baseURL,
}) => {
  const en = MESSAGES.en;
  // A held tour: booked to step 2 (the header of every content page then shows it and loads its entry chunk).
  await page.goto(checkoutInformationHref("en", "paris", { productId: "paris-hop-on-hop-off" }));
  await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
  await expect(page.getByTestId("total")).toHaveText(/\d/);
  await page.getByRole("button", { name: en["checkout.continue"] }).click();
  await expect(page).toHaveURL(/\/checkout\/(combinations|payment)/);
  const storageState = await page.context().storageState();

  for (const path of [
    pathFor("city-home", "en", { city: "paris" }),
    pathFor("city-tours", "en", { city: "paris" }),
    pathFor("city-product-id", "en", { city: "paris", id: "paris-hop-on-hop-off" }),
  ]) {
    // A new context with the same storage (the held tour) and an empty cache: every script this page runs is a response.
    const context = await browser.newContext({ baseURL, storageState });
    const content = await context.newPage();
    const scripts = recordScripts(content);
    await content.goto(path);
    await expect(content.getByTestId("held-tour")).toBeVisible();
    await content.waitForLoadState("networkidle");
    expect(scripts.length, `scripts of ${path}`).toBeGreaterThan(0);
    for (const [what, mark] of Object.entries(APOLLO))
      expect(await holding(scripts, mark), `${what} loaded by ${path}`).toEqual([]);

    if (path === pathFor("city-home", "en", { city: "paris" })) {
      // Acting on the held tour: confirming a change of city drops the hold through the booking client, loaded now.
      const dropped = content.waitForRequest(
        (request) => request.url().endsWith("/api/graphql") && (request.postData() ?? "").includes("dropCart("),
      );
      await content.getByRole("link", { name: en["nav.chooseCity"] }).click();
      await content.getByRole("dialog").getByRole("button", { name: en["checkout.changeCity"] }).click();
      await dropped;
      await expect.poll(async () => (await holding(scripts, APOLLO["Apollo Client"]!)).length).toBeGreaterThan(0);
    }
    await context.close();
  }
});
