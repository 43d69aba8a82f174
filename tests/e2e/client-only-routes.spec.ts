/**
 * The checkout steps and the payment callbacks as client-only routes (ADR 0341): one page per city and language
 * whose matchPath covers the steps. In four languages: a step change keeps the app mounted (the countdown's DOM node
 * and a value in the window survive it), Back and Forward, a reload deep inside checkout, the title, hreflang and
 * page type of each step, and a wrong path under the match path gets the 404 screen inside the city, with status 404.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import type { Locale } from "../../src/i18n/locales";
import { languageTag } from "../../src/i18n/locales";
import { CITIES } from "../../domain/cities";
import { pathFor, type RouteName } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { pickDay, messagesFor } from "./helpers/checkout";

const JOURNEYS: { locale: Locale; city: string; productId: string }[] = [
  { locale: "en", city: "paris", productId: "paris-hop-on-hop-off" },
  { locale: "fr", city: "paris", productId: "paris-hop-on-hop-off" },
  { locale: "es", city: "paris", productId: "paris-hop-on-hop-off" },
  { locale: "nl", city: "brussels", productId: "brussels-hop-on-hop-off" },
];

const TITLES = {
  "city-checkout-information": "page.checkoutInformation",
  "city-checkout-combinations": "page.checkoutCombinations",
  "city-checkout-payment": "page.checkoutPayment",
} as const;
const PAGE_TYPES = {
  "city-checkout-information": "checkout_selection",
  "city-checkout-combinations": "checkout_option",
  "city-checkout-payment": "checkout_payment",
} as const;
type Step = keyof typeof TITLES;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Marks the running app: a value in the window (gone on a document load) and the countdown's DOM node. */
async function markApp(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __checkoutMark?: number }).__checkoutMark = 41;
    document.querySelector("[data-testid='countdown']")?.setAttribute("data-e2e-mark", "kept");
  });
}

/** The app was not reloaded and not remounted: the window's value is there and the countdown is the same node. */
async function expectSameApp(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __checkoutMark?: number }).__checkoutMark)).toBe(41);
  await expect(page.locator("[data-testid='countdown'][data-e2e-mark='kept']")).toHaveCount(1);
}

/** The title, hreflang alternates, page type (meta and the page_view event) of a step, in the browser. */
async function expectStepHead(page: Page, locale: Locale, city: string, step: Step): Promise<void> {
  const m = messagesFor(locale);
  await expect(page).toHaveTitle(new RegExp(`^${escape(m[TITLES[step]])} \\|`));
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("head meta[name='page-type']")).toHaveAttribute("content", PAGE_TYPES[step]);
  const cityLocales = CITIES.find((c) => c.id === city)?.locales ?? [];
  for (const l of cityLocales) {
    await expect(page.locator(`head link[rel='alternate'][hreflang='${languageTag(l)}']`)).toHaveAttribute(
      "href",
      new RegExp(`${escape(pathFor(step, l, { city }))}$`),
    );
  }
  await expect(page.locator("head link[rel='canonical']")).toHaveAttribute(
    "href",
    new RegExp(`${escape(pathFor(step, locale, { city }))}$`),
  );
  await expect
    .poll(() =>
      page.evaluate(() => {
        const layer = (window as unknown as { dataLayer?: { event?: string; pageType?: string }[] }).dataLayer ?? [];
        return layer
          .filter((e) => e.event === "page_view")
          .map((e) => e.pageType)
          .pop();
      }),
    )
    .toBe(PAGE_TYPES[step]);
}

for (const { locale, city, productId } of JOURNEYS) {
  const m = messagesFor(locale);
  const at = (name: RouteName) => pathFor(name, locale, { city });

  test(`${locale}: steps move without remounting the app; Back, Forward, reload deep inside; titles and page types`, async ({
    page,
  }) => {
    await page.goto(checkoutInformationHref(locale, city, { productId, passengers: { adult: 2 } }));
    await expectStepHead(page, locale, city, "city-checkout-information");
    await pickDay(page, m["calendar.available"], m["checkout.nextMonth"]);
    await page.getByRole("button", { name: m["checkout.continue"], exact: true }).click();
    await expect(page).toHaveURL(at("city-checkout-combinations"));
    await expect(page.getByTestId("combinations-step")).toBeVisible();
    await expect(page.getByTestId("countdown")).toBeVisible();
    await expectStepHead(page, locale, city, "city-checkout-combinations");
    // One page view per step, none for the page's own screen (the shell) while it hydrated.
    const pageTypes = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; pageType?: string }[] }).dataLayer ?? [])
        .filter((e) => e.event === "page_view")
        .map((e) => e.pageType),
    );
    expect(pageTypes).toEqual(["checkout_selection", "checkout_option"]);

    // The hold countdown lives on: the same DOM node across step changes (not remounted, not reset).
    await markApp(page);
    const countdown = await page.getByTestId("countdown").textContent();
    await page
      .getByTestId("combinations-step")
      .getByRole("button", { name: m["checkout.continue"], exact: true })
      .click();
    await expect(page).toHaveURL(at("city-checkout-payment"));
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expectSameApp(page);
    await expectStepHead(page, locale, city, "city-checkout-payment");

    await page.goBack();
    await expect(page).toHaveURL(at("city-checkout-combinations"));
    await expect(page.getByTestId("combinations-step")).toBeVisible();
    await expectSameApp(page);
    await expectStepHead(page, locale, city, "city-checkout-combinations");
    await page.goForward();
    await expect(page).toHaveURL(at("city-checkout-payment"));
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expectSameApp(page);
    // Not reset: the minutes left went on counting down (a minute may have passed meanwhile), never back up.
    const minutesOf = (text: string | null) => Number(/(\d+)\s*min/.exec(text ?? "")?.[1]);
    const after = minutesOf(await page.getByTestId("countdown").textContent());
    expect(after).toBeLessThanOrEqual(minutesOf(countdown));
    expect(after).toBeGreaterThanOrEqual(minutesOf(countdown) - 1);

    // A reload deep inside checkout: the same step from the server's HTML of the one checkout page.
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await expect(page).toHaveURL(at("city-checkout-payment"));
    await expect(page.getByTestId("payment-step")).toBeVisible();
    await expect(page.getByTestId("countdown")).toBeVisible();
    await expectStepHead(page, locale, city, "city-checkout-payment");
  });

  test(`${locale}: a wrong path under the checkout and callback match paths is the city's 404, status 404`, async ({
    page,
    request,
  }) => {
    for (const wrong of [
      `${at("city-checkout")}/nonsense`,
      `${at("city-checkout-payment")}/extra`,
      `/${locale}/${city}/callback/nonsense`,
    ]) {
      const res = await page.goto(wrong);
      expect(res?.status(), wrong).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["error.404.title"]);
      // Inside the city: its home is the way back, and the header is the city's.
      await expect(page.getByRole("main").getByRole("link", { name: m["error.backHome"] })).toHaveAttribute(
        "href",
        at("city-home"),
      );
      await expect(page).toHaveURL(wrong);
      await expect(page).toHaveTitle(new RegExp(`^${escape(m["error.404.title"])} \\|`));
    }
    // Every step and callback answers 200 from the server, with its query string.
    for (const name of [
      "city-checkout",
      "city-checkout-information",
      "city-checkout-combinations",
      "city-checkout-payment",
      "city-checkout-confirmation",
      "city-callback-verify",
      "city-callback-success",
      "city-callback-failure",
    ] as const) {
      const res = await request.get(`${at(name)}?code=X&t=1`, { maxRedirects: 0 });
      expect(res.status(), name).toBe(200);
    }
  });
}

test("a deep link from an e-mail or the card provider lands on its step (callback failure, step 4 without a booking)", async ({
  page,
}) => {
  const res = await page.goto(`${pathFor("city-callback-failure", "fr", { city: "paris" })}?errorCode=E42`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fr\/paris\/callback\/failure/);
  await expect(page.locator("head meta[name='page-type']")).toHaveAttribute("content", "callback_failure");
  await expect(page.locator("[data-page-type='callback_failure']")).toHaveCount(1);
});
