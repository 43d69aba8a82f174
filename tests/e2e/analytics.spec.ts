/**
 * Analytics in Chromium against the real stack: each visitor action and the exact event it pushes to
 * window.dataLayer (table-driven), the ecommerce clearing, page-view properties per page type, the partner rule,
 * scroll depth, and consent (no tag and no tracking cookie before a choice; tags after it). Tags are served by
 * local stubs (helpers/tag-stubs.ts): the test stack points them at https://tags.e2e.test.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { MESSAGES, expectAccessible, pickDay } from "./helpers/checkout";
import { stubTags } from "./helpers/tag-stubs";
import { gql, paidBooking } from "./helpers/booking-api";
import { checkoutInformationHref } from "../../src/routes/checkout-query";
import { manageBookingHref } from "../../domain/manage-booking-href";
import { pathFor } from "../../domain/route-table";
import { SITE_VERSION } from "../../src/lib/site-version";

type Entry = Record<string, unknown>;
const en = MESSAGES.en;

/**
 * The data layer's events of one name (gtag `arguments` entries have no `event`), those of the documents the page
 * left included: a "Book now" or a city link leaves the document, and a tag manager would have sent its events.
 */
const pushed = (page: Page, name: string): Promise<Entry[]> =>
  page.evaluate((n) => {
    const left = JSON.parse(sessionStorage.getItem("__leftEvents") ?? "[]") as Entry[];
    return [...left, ...(window.dataLayer ?? [])].filter((e) => e && (e as Entry).event === n);
  }, name);

/** Keeps the events of each document the page leaves (sessionStorage), for `pushed`. */
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

/** The entry just before the first `name` event: the cleared ecommerce object for the GA4 ecommerce events. */
const before = (page: Page, name: string): Promise<Entry | null> =>
  page.evaluate((n) => {
    const layer = window.dataLayer ?? [];
    const i = layer.findIndex((e) => e && (e as Entry).event === n);
    return i > 0 ? (layer[i - 1] as Entry) : null;
  }, name);

/** Keeps the page when a click would leave the site or download a file (after the page's own handlers ran). */
const stayOnPage = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener("click", (e) => {
      const a = (e.target as Element).closest("a");
      if (a && (a.origin !== location.origin || /^(tel|mailto):/.test(a.href) || /\.(pdf|ics)$/.test(a.pathname)))
        e.preventDefault();
    }),
  );

const product = (overrides: Entry = {}) => ({
  item_id: "paris-hop-on-hop-off",
  item_name: expect.any(String),
  item_category: expect.any(String),
  price: expect.any(Number),
  price_ht: expect.any(Number),
  quantity: 1,
  currency: "EUR",
  ...overrides,
});

interface Row {
  event: string;
  path: string;
  act?: (page: Page) => Promise<void>;
  expected: Entry;
  /** The ecommerce object is cleared just before it. */
  cleared?: boolean;
}

const STEP1 = checkoutInformationHref("en", "paris", {
  productId: "paris-hop-on-hop-off",
  optionId: "paris-hop-on-hop-off-1d",
});
/** A Paris article with the bus clip (CMS seed: every "in one day" article). */
const ARTICLE = pathFor("city-inspiration-id", "en", { city: "paris", id: "paris-in-one-day" });
const CLIP = {
  videoTitle: "Our bus on its loop",
  videoUrl: expect.stringMatching(/^http:\/\/[^/]+\/video\/bus-loop\.webm$/),
};
const clip = (page: Page) => page.locator(".article__body video");

const ROWS: Row[] = [
  {
    event: "view_item_list",
    path: "/en/paris/tours",
    expected: {
      event: "view_item_list",
      ecommerce: {
        item_list_id: "tours-paris",
        item_list_name: "tours",
        items: expect.arrayContaining([
          { ...product({ item_variant: expect.any(String) }), index: expect.any(Number) },
        ]),
      },
    },
    cleared: true,
  },
  {
    event: "select_item",
    path: "/en/paris/tours",
    act: async (page) => {
      await page.locator(".product-card__title a[href$='/paris-hop-on-hop-off']").first().click();
      await expect(page).toHaveURL(/\/en\/paris\/product\/paris-hop-on-hop-off$/);
    },
    expected: {
      event: "select_item",
      ecommerce: {
        item_list_id: "tours-paris",
        item_list_name: "tours",
        items: [product({ item_variant: expect.any(String) })],
      },
    },
    cleared: true,
  },
  {
    event: "view_item",
    path: "/en/paris/product/paris-hop-on-hop-off",
    expected: {
      event: "view_item",
      ecommerce: { currency: "EUR", value: expect.any(Number), items: [product({ item_variant: expect.any(String) })] },
    },
    cleared: true,
  },
  {
    event: "book_ticket_click",
    path: "/en/paris/product/paris-hop-on-hop-off",
    act: async (page) => {
      await page.getByTestId("book").click();
      await expect(page.getByRole("grid")).toBeVisible();
    },
    expected: {
      event: "book_ticket_click",
      productId: "paris-hop-on-hop-off",
      productName: expect.any(String),
      city: "paris",
      placement: "booking_box",
    },
  },
  {
    event: "faq_open",
    path: "/en/paris/help/faq",
    act: async (page) => page.locator(".faq summary").first().click(),
    expected: { event: "faq_open", question: expect.any(String) },
  },
  {
    event: "select_city",
    path: "/en",
    act: async (page) => {
      await page
        .getByRole("link", { name: /London/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/en\/london\/home$/);
    },
    expected: { event: "select_city", city: "london", previousCity: null },
  },
  {
    event: "select_language",
    path: "/en/paris/tours",
    act: async (page) => {
      await page.getByRole("navigation", { name: en["language.label"] }).getByRole("link", { name: /FR/ }).click();
      await expect(page).toHaveURL(/\/fr\/paris\/visites$/);
    },
    expected: { event: "select_language", language: "fr", previousLanguage: "en" },
  },
  {
    event: "navigation_click",
    path: "/en/paris/home",
    act: async (page) => {
      await page.locator("header").getByRole("link", { name: en["nav.tours"], exact: true }).click();
      await expect(page).toHaveURL(/\/en\/paris\/tours$/);
    },
    expected: {
      event: "navigation_click",
      menu: expect.any(String),
      label: en["nav.tours"],
      linkUrl: "/en/paris/tours",
    },
  },
  {
    event: "outbound_social_media",
    path: "/en/paris/home",
    act: async (page) => {
      await stayOnPage(page);
      await page
        .getByRole("navigation", { name: en["footer.followUs"] })
        .getByRole("link", { name: "YouTube" })
        .click();
    },
    expected: { event: "outbound_social_media", network: "youtube" },
  },
  {
    event: "outbound_links",
    path: "/en/paris/help",
    act: async (page) => {
      await stayOnPage(page);
      await page.getByRole("link", { name: "Chat with us" }).click();
    },
    expected: {
      event: "outbound_links",
      linkUrl: "https://help.sightseeing.example/chat?city=paris",
      linkDomain: "help.sightseeing.example",
    },
  },
  {
    event: "outbound_app",
    path: "/en/paris/home",
    act: async (page) => {
      await stayOnPage(page);
      await page
        .locator(".app-promo-block")
        .getByRole("link", { name: new RegExp(en["app.ios"]) })
        .click();
    },
    expected: { event: "outbound_app", platform: "ios" },
  },
  {
    event: "userClick",
    path: "/en/paris/help",
    act: async (page) => {
      await stayOnPage(page);
      await page.locator("a[href^='tel:']").first().click();
    },
    expected: { event: "userClick", element: "phone", label: expect.stringMatching(/\d/) },
  },
  {
    event: "alert",
    path: "/en/bath/service-traffic-update",
    expected: { event: "alert", alertType: expect.any(String), message: expect.any(String) },
  },
  {
    event: "map_interaction",
    path: "/en/bath/map",
    act: async (page) => {
      await expect(page.locator(".leaflet-container")).toBeVisible();
      await page.getByTestId("map-canvas").click({ position: { x: 40, y: 40 } });
    },
    expected: { event: "map_interaction", viewCity: "bath", action: "pointer" },
  },
  {
    event: "search",
    path: "/en/paris/search?date=2027-06-05&adult=2&child=1&infant=0",
    expected: {
      event: "search",
      viewCity: "paris",
      pageLocale: "en",
      searchDate: "2027-06-05",
      passengers: { adult: 2, child: 1, infant: 0, senior: 0, student: 0, family: 0 },
      passengerCount: 3,
      resultCount: expect.any(Number),
    },
  },
  {
    event: "select_date",
    path: STEP1,
    act: async (page) => void (await pickDay(page, en["calendar.available"], en["checkout.nextMonth"])),
    expected: {
      event: "select_date",
      productId: "paris-hop-on-hop-off",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    },
  },
  {
    event: "passengers_selected",
    path: STEP1,
    act: async (page) => {
      await expect(page.getByRole("grid")).toBeVisible();
      await page
        .getByRole("button", { name: en["checkout.more"].replace("{{type}}", en["checkout.unit.ADULT"]) })
        .click();
    },
    expected: {
      event: "passengers_selected",
      productId: "paris-hop-on-hop-off",
      passengers: { adult: 2 },
      passengerCount: 2,
    },
  },
  {
    event: "add_promo_code",
    path: `${STEP1}&code=NOT-A-CODE`,
    act: async (page) => void (await pickDay(page, en["calendar.available"], en["checkout.nextMonth"])),
    expected: { event: "add_promo_code", promoCode: "NOT-A-CODE", accepted: false },
  },
  {
    event: "add_to_cart",
    path: STEP1,
    act: async (page) => {
      await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
      await expect(page.getByTestId("total")).toBeVisible();
      await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
      await expect(page).toHaveURL(/\/en\/paris\/checkout\/combinations/);
    },
    expected: {
      event: "add_to_cart",
      ecommerce: {
        currency: "EUR",
        value: expect.any(Number),
        items: [product({ item_category: expect.any(String), item_variant: "adult" })],
      },
    },
    cleared: true,
  },
  {
    event: "view_cart",
    path: STEP1,
    act: async (page) => {
      await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
      await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
      await expect(page).toHaveURL(/\/en\/paris\/checkout\/(combinations|payment)/);
    },
    expected: {
      event: "view_cart",
      ecommerce: {
        currency: "EUR",
        value: expect.any(Number),
        items: [product({ item_category: expect.any(String), item_variant: "adult" })],
      },
    },
    cleared: true,
  },
  {
    event: "select_duration",
    path: STEP1,
    act: async (page) => {
      await expect(page.getByRole("grid")).toBeVisible();
      await page.getByRole("radio", { name: "2-day ticket" }).check();
    },
    expected: {
      event: "select_duration",
      productId: "paris-hop-on-hop-off",
      optionId: "paris-hop-on-hop-off-2d",
      duration: "2-day ticket",
    },
  },
  {
    event: "contact_form",
    path: pathFor("city-help-contact", "en", { city: "paris" }),
    act: async (page) => {
      await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
      await page.getByLabel("E-mail", { exact: true }).fill(`analytics.${Date.now()}@example.org`);
      await page.getByLabel("Subject", { exact: true }).fill("Lost umbrella");
      await page.getByLabel("Message", { exact: true }).fill("I left my umbrella on the 14:00 bus.");
      await page.locator("form.help-form").getByRole("button", { name: "Send" }).click();
      await expect(page.getByRole("status")).toHaveText(/Thank you/, { timeout: 30_000 });
    },
    expected: { event: "contact_form", formType: "contact", viewCity: "paris", pageLocale: "en" },
  },
  {
    event: "external_google_review",
    path: "/en/paris/home",
    act: async (page) => {
      await stayOnPage(page);
      await page.locator("footer").getByRole("link", { name: "Google reviews" }).click();
    },
    expected: {
      event: "external_google_review",
      viewCity: "paris",
      linkUrl: "https://g.page/r/sightseeingbus-paris/review",
    },
  },
  {
    event: "file_download",
    path: manageBookingHref("en"),
    act: async (page) => {
      const booking = await paidBooking(page.request);
      await page.getByLabel(en["manage.reference"]).fill(booking.reference);
      await page.getByLabel(en["manage.email"]).fill(booking.email);
      await page.getByRole("button", { name: en["manage.find"] }).click();
      await stayOnPage(page);
      await page.getByTestId("tickets-link").click();
    },
    // The download token never reaches the data layer.
    expected: {
      event: "file_download",
      fileName: "redacted.pdf",
      fileExtension: "pdf",
      linkUrl: expect.stringMatching(/^http:\/\/[^/]+\/api\/tickets\/redacted\.pdf$/),
    },
  },
  {
    event: "video_start",
    path: ARTICLE,
    act: async (page) => clip(page).click(),
    expected: { event: "video_start", ...CLIP },
  },
  {
    event: "video_complete",
    path: ARTICLE,
    act: async (page) => {
      await clip(page).click();
      await expect.poll(() => clip(page).evaluate((v: HTMLVideoElement) => v.ended)).toBe(true);
    },
    expected: { event: "video_complete", ...CLIP },
  },
];

test.describe("each visitor action pushes its event", () => {
  for (const row of ROWS) {
    test(`${row.event}: ${row.path}`, async ({ page }) => {
      await keepEventsAcrossDocuments(page);
      await page.goto(row.path);
      // hydrated: the page view is pushed from an effect, after React attached the handlers
      await expect.poll(async () => (await pushed(page, "page_view")).length).toBeGreaterThan(0);
      await row.act?.(page);
      await expect.poll(() => pushed(page, row.event)).toContainEqual(row.expected);
      const events = await pushed(page, row.event);
      expect(events, `${row.event} once, exactly`).toEqual([row.expected]);
      if (row.cleared) expect(await before(page, row.event)).toEqual({ ecommerce: null });
    });
  }
});

interface Price {
  retail: number;
  tax: number;
  currency: string;
}
interface ServerCart {
  product: { id: string; title: string };
  option: { id: string; title: string };
  lines: { type: string; quantity: number; unitPrice: Price }[];
  total: Price;
  offer: { code: string } | null;
  upgrades: { option: { id: string; title: string }; additionalDays: number; difference: number; cartTotal: Price }[];
  upsells: { productId: string; optionId: string; title: string; durationMinutes: number | null; total: Price }[];
}
const PRICE = "{ retail tax currency }";
const CART = `query($id: ID!) { cart(id: $id, locale: en) {
  product { id title } option { id title } lines { type quantity unitPrice ${PRICE} } total ${PRICE} offer { code }
  upgrades { option { id title } additionalDays difference cartTotal ${PRICE} } upsells { productId optionId title durationMinutes total ${PRICE} }
} }`;

/** The cart the page holds (its id from localStorage), as the booking API gives it: the prices the events must carry. */
async function serverCart(page: Page): Promise<ServerCart> {
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("checkout.cart.v1") ?? "null") as { id: string } | null)?.id,
  );
  expect(id).toBeTruthy();
  return (await gql<{ cart: ServerCart }>(page.request, CART, { id })).cart;
}

/** A GA4 item from the server's amounts in minor units: price = cents / 100, price_ht = (price - tax) / 100. */
const ga4Item = (
  id: string,
  name: string,
  category: string,
  variant: string,
  amount: number,
  tax: number,
  quantity: number,
  currency: string,
) => ({
  item_id: id,
  item_name: name,
  item_category: category,
  item_variant: variant,
  price: amount / 100,
  price_ht: (amount - tax) / 100,
  quantity,
  currency,
});

/** Step 1 of the Paris hop-on hop-off bus (1 adult) on the first available day, then Continue to step 2. */
async function toStep2(page: Page, href = STEP1) {
  await page.goto(href);
  await pickDay(page, en["calendar.available"], en["checkout.nextMonth"]);
  await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
}

test("remove_from_cart: the visitor replaces the tour in the cart; the dropped tour with the server's prices", async ({
  page,
}) => {
  await toStep2(page);
  await expect(page).toHaveURL(/\/checkout\/combinations/);
  const dropped = await serverCart(page);
  await toStep2(page, checkoutInformationHref("en", "paris", { productId: "paris-discovery-pass" }));
  await page.getByRole("button", { name: en["checkout.replaceCart"] }).click();
  const items = dropped.lines
    .filter((l) => l.quantity > 0)
    .map((l) =>
      ga4Item(
        dropped.product.id,
        dropped.product.title,
        dropped.option.title,
        l.type.toLowerCase(),
        l.unitPrice.retail,
        l.unitPrice.tax,
        l.quantity,
        l.unitPrice.currency,
      ),
    );
  expect(items).toHaveLength(1);
  expect(items[0]!.price, "the real price, not 0").toBeGreaterThan(0);
  await expect
    .poll(() => pushed(page, "remove_from_cart"))
    .toEqual([
      {
        event: "remove_from_cart",
        ecommerce: {
          currency: "EUR",
          value: dropped.lines.reduce((sum, l) => sum + l.unitPrice.retail * l.quantity, 0) / 100,
          items,
        },
      },
    ]);
  expect(await before(page, "remove_from_cart")).toEqual({ ecommerce: null });
});

test("steps 2 to 4 on one cart: upsell add and remove, select_duration, upgrade, begin_checkout, add_payment_info, purchase", async ({
  page,
}) => {
  await keepEventsAcrossDocuments(page);
  await toStep2(page);
  await expect(page.getByTestId("combinations-step")).toBeVisible();
  const cart = await serverCart(page);
  const audio = cart.upsells.find((u) => u.productId === "paris-audio-experience");
  const upgrade = cart.upgrades.find((u) => u.additionalDays === 1);
  if (!audio || !upgrade) throw new Error("the Paris bus offers the audio guide and one more day");
  const audioItem = ga4Item(
    audio.productId,
    audio.title,
    "upsell",
    audio.optionId,
    audio.total.retail,
    audio.total.tax,
    1,
    audio.total.currency,
  );
  const upsell = (action: string) => ({
    event: "upsell",
    action,
    duration_minutes: audio.durationMinutes,
    ecommerce: { currency: "EUR", value: audioItem.price, items: [audioItem] },
  });
  const upgradeItem = ga4Item(
    cart.product.id,
    cart.product.title,
    upgrade.option.title,
    upgrade.option.id,
    upgrade.difference,
    upgrade.cartTotal.tax - cart.total.tax,
    1,
    "EUR",
  );
  // steps 3-4: the upgraded cart's items from the server's lines (read once step 3 shows), its total and offer
  let paying: Entry = {};
  const payingOf = (paid: ServerCart): Entry => ({
    currency: "EUR",
    value: paid.total.retail / 100,
    coupon: paid.offer?.code,
    items: paid.lines
      .filter((l) => l.quantity > 0)
      .map((l) =>
        ga4Item(
          paid.product.id,
          paid.product.title,
          paid.option.title,
          l.type.toLowerCase(),
          l.unitPrice.retail,
          l.unitPrice.tax,
          l.quantity,
          l.unitPrice.currency,
        ),
      ),
  });
  const field = (name: string) => page.getByLabel(en[`checkout.field.${name}` as keyof typeof en], { exact: true });
  const STEPS: { event: string; act: () => Promise<void>; expected: Entry[] | (() => Entry[]); cleared?: boolean }[] = [
    {
      event: "upsell",
      act: async () => {
        await page.getByRole("button", { name: `Add ${audio.title}` }).click();
        const remove = page.getByRole("button", { name: `Remove ${audio.title}` });
        await remove.click();
        await page.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
        await expect(page.getByRole("button", { name: `Add ${audio.title}` })).toBeVisible();
      },
      expected: [upsell("add"), upsell("remove")],
      cleared: true,
    },
    {
      event: "select_duration",
      act: async () => page.getByRole("radio", { name: /^\+1 day/ }).check(),
      expected: [
        {
          event: "select_duration",
          productId: cart.product.id,
          optionId: upgrade.option.id,
          duration: upgrade.option.title,
        },
      ],
    },
    {
      event: "upgrade",
      act: async () => {
        await page.getByRole("button", { name: en["checkout.continue"], exact: true }).click();
        await expect(page).toHaveURL(/\/checkout\/payment/);
        const upgraded = await serverCart(page);
        expect(upgraded.option.id).toBe(upgrade.option.id);
        paying = payingOf(upgraded);
        expect((paying.items as Entry[]).length).toBeGreaterThan(0);
      },
      expected: [
        {
          event: "upgrade",
          additional_days: 1,
          ecommerce: { currency: "EUR", value: upgradeItem.price, items: [upgradeItem] },
        },
      ],
      cleared: true,
    },
    {
      event: "begin_checkout",
      act: async () => expect(page.getByTestId("customer-form")).toBeVisible(),
      expected: () => [{ event: "begin_checkout", viewCity: "paris", pageLocale: "en", ecommerce: paying }],
      cleared: true,
    },
    {
      // Pay leaves step 3 for the payment sandbox's card page (another origin), then comes back to the success page:
      // add_payment_info is read from the step 3 document's events (kept across documents, without the clearing
      // entry: src/checkout/events.test.ts checks that one)
      event: "add_payment_info",
      act: async () => {
        await field("firstName").fill("Ada");
        await field("lastName").fill("Lovelace");
        await field("email").fill(`analytics.${Date.now()}@example.org`);
        await page.getByLabel(en["checkout.field.termsAccepted"]).check();
        await page
          .getByRole("button", { name: new RegExp(`^${en["checkout.pay"].replace("{{amount}}", ".+")}$`) })
          .click();
        await page.waitForURL(/\/web\/checkout\?ref=/, { timeout: 60_000 });
        await page.locator("input[autocomplete='cc-number']").fill("4147 4630 1111 0133");
        await page.locator("input[autocomplete='cc-exp']").fill("12/30");
        await page.locator("input[autocomplete='cc-csc']").fill("123");
        await page.locator("input[autocomplete='cc-name']").fill("Ada Lovelace");
        await page.locator("button[type='submit']").click();
        await page.waitForURL(/\/en\/paris\/(callback\/success\?|checkout\/confirm$)/, { timeout: 60_000 });
        await expect(page.getByTestId("booking-reference")).toHaveText(/\S+/, { timeout: 60_000 });
      },
      expected: () => [
        {
          event: "add_payment_info",
          viewCity: "paris",
          pageLocale: "en",
          ecommerce: { ...paying, payment_type: "cb" },
        },
      ],
    },
    {
      event: "purchase",
      act: async () => undefined,
      // the items paid for at step 3, remembered by booking reference across the card page
      expected: () => [
        {
          event: "purchase",
          viewCity: "paris",
          pageLocale: "en",
          ecommerce: { transaction_id: expect.any(String), currency: "EUR", value: paying.value, items: paying.items },
        },
      ],
      cleared: true,
    },
  ];
  for (const step of STEPS) {
    await step.act();
    const expected = typeof step.expected === "function" ? step.expected() : step.expected;
    await expect.poll(() => pushed(page, step.event), step.event).toEqual(expected);
    if (step.cleared)
      expect(await before(page, step.event), `${step.event}: ecommerce cleared first`).toEqual({ ecommerce: null });
  }
  const [purchase] = await pushed(page, "purchase");
  expect((purchase?.ecommerce as Entry).transaction_id).toBe(
    (await page.getByTestId("booking-reference").textContent())?.trim(),
  );
});

test("scroll depth: 0, 10, 25, 50, 75 and 100 %, each once per page, again after a path change", async ({ page }) => {
  const depths = async () => (await pushed(page, "scroll")).map((e) => e.scrollDepth);
  await page.goto("/en/paris/tours");
  await expect.poll(depths).toEqual([0]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(height, "the page must scroll").toBeGreaterThan(200);
  await page.evaluate((h) => window.scrollTo(0, h * 0.3), height);
  await expect.poll(depths).toEqual([0, 10, 25]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate((h) => window.scrollTo(0, h), height);
  await expect.poll(depths).toEqual([0, 10, 25, 50, 75, 100]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  expect(await depths()).toEqual([0, 10, 25, 50, 75, 100]);
  // a new path (client-side navigation): the thresholds start again
  await page.locator("header").getByRole("link", { name: en["nav.home"], exact: true }).click();
  await expect(page).toHaveURL(/\/en\/paris\/home$/);
  await expect.poll(async () => (await depths()).length).toBe(7);
  expect((await depths())[6]).toBe(0);
});

test.describe("page view", () => {
  // page_location: GA4's, without the query on booking pages; the origin is the test server's.
  const at = (path: string) => expect.stringMatching(new RegExp(`^https?://[^/]+${path.replace(/[?]/g, "\\?")}$`));
  const PAGES: [string, Entry][] = [
    [
      "/en",
      {
        pageType: "pre_home",
        viewCity: null,
        viewCountry: null,
        checkoutStep: null,
        pageLocale: "en",
        page_location: at("/en"),
      },
    ],
    [
      "/fr/paris/accueil",
      {
        pageType: "city_home",
        viewCity: "paris",
        viewCountry: "FR",
        checkoutStep: null,
        pageLocale: "fr",
        page_location: at("/fr/paris/accueil"),
      },
    ],
    [
      "/en/london/tours",
      {
        pageType: "tours",
        viewCity: "london",
        viewCountry: "GB",
        checkoutStep: null,
        pageLocale: "en",
        page_location: at("/en/london/tours"),
      },
    ],
    [
      "/nl/brussels/product/brussels-hop-on-hop-off",
      {
        pageType: "product",
        viewCity: "brussels",
        viewCountry: "BE",
        pageLocale: "nl",
        page_location: at("/nl/brussels/product/brussels-hop-on-hop-off"),
      },
    ],
    [
      "/es/madrid/reservar/pagar?webview=1",
      {
        pageType: "checkout_payment",
        viewCity: "madrid",
        viewCountry: "ES",
        checkoutStep: 3,
        webView: true,
        pageLocale: "es",
        page_location: at("/es/madrid/reservar/pagar"),
      },
    ],
    [
      "/en/bath/help/faq",
      {
        pageType: "help_faq",
        viewCity: "bath",
        viewCountry: "GB",
        webView: false,
        pageLocale: "en",
        page_location: at("/en/bath/help/faq"),
      },
    ],
  ];
  for (const [path, expected] of PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      // the first page view is the page's own (step 3 without a cart then moves on to the tours: a second one)
      await expect.poll(async () => (await pushed(page, "page_view")).length).toBeGreaterThan(0);
      expect((await pushed(page, "page_view"))[0]).toEqual({
        event: "page_view",
        siteEnv: expect.any(String),
        siteVersion: SITE_VERSION,
        webView: false,
        checkoutStep: null,
        ...expected,
      });
    });
  }
});

test("app mode: the page views after a click keep the webview flag for the visit", async ({ page }) => {
  await page.goto("/en/paris/home?webview");
  await expect.poll(async () => (await pushed(page, "page_view")).length).toBe(1);
  await page.locator("header").getByRole("link", { name: en["nav.tours"], exact: true }).click();
  await expect(page).toHaveURL(/\/en\/paris\/tours$/);
  await expect.poll(async () => (await pushed(page, "page_view")).length).toBe(2);
  expect((await pushed(page, "page_view")).map((e) => e.webView)).toEqual([true, true]);
});

test.describe("consent", () => {
  test.use({ presetConsent: false });

  test("before a choice: Consent Mode defaults first, no tag, no tracking cookie; the banner is accessible", async ({
    page,
    context,
  }) => {
    const requested = await stubTags(page);
    await page.goto("/en/paris/home?referrer=hotel-42");
    const banner = page.getByRole("region", { name: en["consent.title"] });
    await expect(banner).toBeVisible();
    const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as unknown as ArrayLike<unknown>));
    expect(first).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);
    // three equally prominent choices, nothing ticked
    const buttons = banner.getByRole("button");
    await expect(buttons).toHaveText([en["consent.acceptAll"], en["consent.rejectAll"], en["consent.choose"]]);
    const sizes = await buttons.evaluateAll((els) =>
      els.map(
        (el) =>
          `${getComputedStyle(el).fontSize} ${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).fontWeight}`,
      ),
    );
    expect(new Set(sizes).size).toBe(1);
    await expect.poll(() => pushed(page, "popup_display")).toEqual([{ event: "popup_display", popupName: "consent" }]);
    await expectAccessible(page);
    await banner.getByRole("button", { name: en["consent.choose"] }).click();
    await expect(banner.getByRole("checkbox")).toHaveCount(2);
    for (const box of await banner.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await expectAccessible(page);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    expect(await page.locator("script[data-tag]").count()).toBe(0);
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(["locale"]);
  });

  test("accept all: the update, every tag, the affiliate cookie; kept 6 months and applied on the next page", async ({
    page,
    context,
  }) => {
    const requested = await stubTags(page);
    await page.goto("/en/paris/home?referrer=hotel-42");
    await page.getByRole("button", { name: en["consent.acceptAll"] }).click();
    await expect(page.getByRole("region", { name: en["consent.title"] })).toHaveCount(0);
    await expect.poll(() => [...requested].sort()).toEqual(["/affiliate.js", "/gtm.js", "/monitoring.js"]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __monitoringStarts?: unknown[] }).__monitoringStarts))
      .toEqual([{ appId: "e2e", replay: true }]);
    expect(await pushed(page, "popup_click")).toEqual([
      { event: "popup_click", popupName: "consent", action: "accept_all" },
    ]);
    const update = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((e) => Array.from(e as unknown as ArrayLike<unknown>))
        .find((a) => a[1] === "update"),
    );
    expect(update).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    const cookies = await context.cookies();
    const consent = cookies.find((c) => c.name === "consent");
    expect(consent?.value).toBe("a1m1");
    const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    expect(cookies.find((c) => c.name === "affiliate_referrer")?.value).toBe("hotel-42");
    // the next page: no banner, the tags again
    await page.goto("/en/paris/tours");
    await expect.poll(() => page.locator("script[data-tag]").count()).toBe(3);
    await expect(page.getByRole("region", { name: en["consent.title"] })).toHaveCount(0);
  });

  test("reject all: no tag, no cookie; the footer reopens the choice with the focus on it", async ({
    page,
    context,
  }) => {
    const requested = await stubTags(page);
    await page.goto("/en/paris/home?referrer=hotel-42");
    await page.getByRole("button", { name: en["consent.rejectAll"] }).click();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(["consent", "locale"]);
    await page.getByRole("button", { name: en["consent.settings"] }).click();
    const banner = page.getByRole("region", { name: en["consent.title"] });
    await expect(banner.getByRole("heading")).toBeFocused();
    await banner.getByRole("checkbox", { name: en["consent.analytics"] }).check();
    await banner.getByRole("button", { name: en["consent.save"] }).click();
    await expect.poll(() => [...requested].sort()).toEqual(["/gtm.js", "/monitoring.js"]);
    expect((await context.cookies()).find((c) => c.name === "consent")?.value).toBe("a1m0");
    expect((await context.cookies()).some((c) => c.name === "affiliate_referrer")).toBe(false);
    await expect(page.getByRole("button", { name: en["consent.settings"] })).toBeFocused();
  });

  test("the app banner waits for the consent choice", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await page.goto("/en/paris/home");
    await expect(page.locator(".consent-banner")).toBeVisible();
    await page.waitForTimeout(900);
    await expect(page.locator(".app-banner")).toHaveCount(0);
    await page.getByRole("button", { name: en["consent.rejectAll"] }).click();
    await expect(page.locator(".app-banner")).toBeVisible();
    await context.close();
  });
});
