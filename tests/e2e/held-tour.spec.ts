/**
 * A cart you can see, in Chromium against the real stack (booking API + OCTO sandbox): booked to
 * step 2, a content page's header shows the held tour (title, date, countdown) without moving the page; a mouse
 * click, and a tap on a 390 x 844 touch phone, lead back to step 2. Changing city from the header or the footer
 * asks first: "Keep my tour" keeps it, "Remove it and continue" drops the hold and changes city. The texts in fr,
 * en, es and nl (a cart made through the API in that language, stored as the checkout stores it).
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";
import { formatDate } from "../../domain/format";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { daysAhead, gql } from "./helpers/booking-api";
import { MESSAGES, expectAccessible, pickDay, messagesFor } from "./helpers/checkout";

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface Stored {
  id: string;
  city: string;
  productTitle?: string;
  date: string;
  expiresAt: string;
}
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("checkout.cart.v1") ?? "null") as Stored | null);

/** Step 1 of the Paris hop-on hop-off bus for 2 adults, the first available day, Continue: step 2 (the hold runs). */
async function toStep2(page: Page, locale: Locale): Promise<string> {
  const m = messagesFor(locale);
  await page.goto(
    checkoutInformationHref(locale, "paris", { productId: "paris-hop-on-hop-off", passengers: { adult: 2 } }),
  );
  await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
  await expect(page.getByTestId("total")).not.toHaveText("–");
  await page.getByRole("button", { name: m["checkout.continue"], exact: true }).click();
  const step2 = pathFor("city-checkout-combinations", locale, { city: "paris" });
  await expect(page).toHaveURL(step2);
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  return step2;
}

/** The layout shifts (PerformanceObserver, as the CLS metric adds them up) since the page started. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

/** The held-tour entry's accessible name for the stored cart: "Your held tour: <title>, <date>, held for N min". */
function entryName(locale: Locale, cart: Stored): RegExp {
  const date = formatDate(cart.date, locale, "UTC", { weekday: false });
  const time = fill(messagesFor(locale)["checkout.duration.minutes"], { minutes: "§" });
  const text = fill(messagesFor(locale)["heldTour.label"], { title: cart.productTitle ?? "", date, time });
  // Chromium puts a space before the hidden words that follow a visible part ("tour , 8 December"): allowed.
  return new RegExp(
    `^${text
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("§", "\\d+")
      .replace(/, /g, " ?, ")}$`,
  );
}

async function noCartContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context;
}

test("en: booked to step 2, a content page's header shows the held tour with its countdown; a click goes back to step 2", async ({
  page,
  baseURL,
}) => {
  const step2 = await toStep2(page, "en");
  const cart = (await storedCart(page))!;
  expect(cart.productTitle).toBeTruthy();
  // Not on the checkout's own steps (their countdown bar shows the hold)
  await expect(page.getByTestId("held-tour")).toHaveCount(0);

  // The main area starts where it starts without a cart and the header keeps its height; the page keeps room for
  // the entry inside it.
  await page.goto(pathFor("city-tours", "en", { city: "paris" }));
  const entry = page.getByRole("link", { name: entryName("en", cart) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(cart.productTitle!);
  await expect(entry).toContainText(formatDate(cart.date, "en", "UTC", { weekday: false }));
  await expect(entry).toContainText(/\d+ min/);
  const minutes = Number((await entry.evaluate((el) => (el as HTMLElement).innerText)).match(/(\d+) min/)![1]);
  // What is seen is the title, the date and the time; the rest of the name is for screen readers.
  await expect(entry.locator(".held-tour__time")).toBeVisible();
  expect(minutes).toBeGreaterThanOrEqual(1);
  expect(minutes).toBeLessThanOrEqual(Math.ceil((Date.parse(cart.expiresAt) - Date.now()) / 60_000) + 1);
  // Not a live region: the countdown is not read out every second.
  expect(await entry.evaluate((el) => el.closest("[aria-live], [role=status], [role=alert], [role=timer]"))).toBeNull();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  const box = (await entry.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  const heading = (await page.locator("#main h1").first().boundingBox())!;
  expect(heading.y, "the entry covers the page's heading").toBeGreaterThanOrEqual(box.y + box.height);
  const withCart = await page.locator("#main").evaluate((el) => el.getBoundingClientRect().top);
  const header = await page.locator("header.header").evaluate((el) => el.getBoundingClientRect().height);
  await expectAccessible(page);

  // The same page without a cart: the main area starts at the same place, the header has the same height.
  const fresh = await (await noCartContext(page.context().browser()!, baseURL)).newPage();
  await fresh.goto(pathFor("city-tours", "en", { city: "paris" }));
  await expect(fresh.locator("#main")).toBeVisible();
  expect(await fresh.locator("#main").evaluate((el) => el.getBoundingClientRect().top)).toBe(withCart);
  expect(await fresh.locator("header.header").evaluate((el) => el.getBoundingClientRect().height)).toBe(header);
  await expect(fresh.getByTestId("held-tour")).toHaveCount(0);
  await fresh.context().close();

  await entry.click();
  await expect(page).toHaveURL(step2);
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  expect((await storedCart(page))?.id).toBe(cart.id);
});

test("en: changing city from the header or the footer asks first; keep my tour keeps it, confirming drops it and changes city", async ({
  page,
}) => {
  const m = MESSAGES.en;
  await toStep2(page, "en");
  const cart = (await storedCart(page))!;
  await page.goto(pathFor("city-home", "en", { city: "paris" }));
  const entry = page.getByTestId("held-tour");
  await expect(entry).toBeVisible();
  const dialog = page.getByRole("dialog", { name: fill(m["checkout.changeCityTitle"], { city: "Paris" }) });

  // Footer: Bath asks; "Keep my tour" stays here with the tour held.
  await page
    .getByRole("navigation", { name: m["footer.cities"] })
    .getByRole("link", { name: "Bath", exact: true })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(m["heldTour.changeCityQuestion"]);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: m["checkout.keepCart"] }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pathFor("city-home", "en", { city: "paris" }));
  await expect(entry).toBeVisible();
  expect((await storedCart(page))?.id).toBe(cart.id);

  // The footer's link to the held tour's own city does not ask.
  await page.getByRole("navigation", { name: m["footer.cities"] }).getByRole("link", { name: "Paris" }).click();
  await expect(dialog).toBeHidden();

  // Header: "Choose another city" asks; Escape keeps too; confirming drops the hold and opens the city chooser.
  const choose = page.getByRole("link", { name: m["nav.chooseCity"] });
  await choose.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(pathFor("city-home", "en", { city: "paris" }));
  await choose.click();
  await dialog.getByRole("button", { name: m["checkout.changeCity"] }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByTestId("held-tour")).toHaveCount(0);
  expect(await storedCart(page)).toBeNull();
  // The hold is released on the server too.
  await expect
    .poll(async () => {
      const { cart: server } = await gql<{ cart: { status: string } | null }>(
        page.request,
        `query($id: ID!) { cart(id: $id) { status } }`,
        { id: cart.id },
      ).catch(() => ({ cart: null }));
      return server?.status ?? "gone";
    })
    .not.toBe("ON_HOLD");
});

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: IPHONE,
    baseURL,
  });
  if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
  return context.newPage();
}

test("phone 390x844: a tap on the header's held tour goes back to step 2; the entry fits the screen", async ({
  browser,
  baseURL,
}) => {
  const page = await phone(browser, baseURL);
  const step2 = await toStep2(page, "en");
  await page.goto(pathFor("city-help", "en", { city: "paris" }));
  const entry = page.getByTestId("held-tour");
  await expect(entry).toBeVisible();
  const box = (await entry.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // It covers nothing: the page kept room for it before the first paint, so the heading starts below it, and
  // nothing moved when it appeared.
  const heading = (await page.locator("#main h1").first().boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  await entry.tap();
  await expect(page).toHaveURL(step2);
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  await page.context().close();
});

for (const locale of ["fr", "es", "nl", "en"] as const) {
  test(`${locale}: the entry's name and the change-city dialog in the visitor's language`, async ({ page }) => {
    const m = messagesFor(locale);
    type Created = { createCart: { id: string; product: { title: string }; date: string; expiresAt: string } };
    let createCart: Created["createCart"] | null = null;
    for (let d = 12; !createCart && d < 30; d++) {
      createCart = await gql<Created>(
        page.request,
        `mutation($input: CreateCartInput!, $locale: Locale) { createCart(input: $input, locale: $locale) { id product { title } date expiresAt } }`,
        {
          input: {
            productId: "paris-hop-on-hop-off",
            optionId: "paris-hop-on-hop-off-1d",
            date: daysAhead(d),
            passengers: { adult: 1 },
          },
          locale,
        },
      ).then(
        (r) => r.createCart,
        () => null,
      );
    }
    if (!createCart) throw new Error("no bookable day for the test cart");
    const cart: Stored = {
      id: createCart.id,
      city: "paris",
      productTitle: createCart.product.title,
      date: createCart.date,
      expiresAt: createCart.expiresAt,
    };
    // Paris has no Dutch pages: the Dutch visitor reads Brussels with a Paris tour booked in English.
    const step2 = pathFor("city-checkout-combinations", locale === "nl" ? "en" : locale, { city: "paris" });
    await page.goto(pathFor("city-tours", locale, { city: locale === "nl" ? "brussels" : "paris" }));
    await page.evaluate(
      ({ c, step }) => {
        localStorage.setItem(
          "checkout.cart.v1",
          JSON.stringify({
            ...c,
            productId: "paris-hop-on-hop-off",
            optionId: "paris-hop-on-hop-off-1d",
            availabilityId: null,
            promoCode: null,
            passengers: { adult: 1, child: 0, infant: 0, senior: 0, student: 0, family: 0 },
          }),
        );
        localStorage.setItem("checkout.lastStep.v1", JSON.stringify({ cartId: c.id, href: step }));
      },
      { c: cart, step: step2 },
    );
    await page.reload();
    const entry = page.getByRole("link", { name: entryName(locale, cart) });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute("href", step2);
    await page
      .getByRole("navigation", { name: m["footer.cities"] })
      .getByRole("link", { name: "Bath", exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: fill(m["checkout.changeCityTitle"], { city: "Paris" }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(m["heldTour.changeCityQuestion"]);
    await expect(dialog.getByRole("button", { name: m["checkout.keepCart"] })).toBeVisible();
    await expect(dialog.getByRole("button", { name: m["checkout.changeCity"] })).toBeVisible();
    await dialog.getByRole("button", { name: m["checkout.keepCart"] }).click();
    await expect(dialog).toBeHidden();
    await gql(page.request, `mutation($id: ID!) { dropCart(id: $id) }`, { id: cart.id });
  });
}
