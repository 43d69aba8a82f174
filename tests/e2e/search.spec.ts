import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { chooseSearchDate } from "./helpers/search";
import { formatPrice } from "../../src/lib/money";
import { daysAhead, gql } from "./helpers/booking-api";
import { axe } from "./helpers/axe";

// The search screen against the real booking API and OCTO sandbox, and the entry points to step 1.

async function expectNoAxeViolations(page: Page, state: string) {
  const result = await axe(page).analyze();
  expect(
    result.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Opens the search screen once React has hydrated it (the date field gets the city's today then). */
async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#search-date")).toHaveAttribute("data-today", /^\d{4}-\d{2}-\d{2}$/);
}

interface SearchAnswer {
  search: {
    product: { id: string };
    option: { id: string };
    quote: { total: { retail: number; currency: string } } | null;
  }[];
}
const SEARCH = `query($input: SearchInput!, $locale: Locale) {
  search(input: $input, locale: $locale) { product { id } option { id } quote { total { retail currency } } }
}`;

/** The site's UI catalogue of a language (English texts of the spec's catalogue are also checked by messages.test). */
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `../../src/i18n/messages/${locale}/common.json`), "utf8")) as Record<
    string,
    string
  >;
const textsOf = (locale: "en" | "fr", search: string, step1: string) => {
  const m = catalogue(locale);
  const get = (key: string) => m[key] ?? key;
  return {
    path: search,
    date: get("search.date"),
    adults: get("search.adults"),
    children: get("search.children"),
    submit: get("search.submit"),
    more: (type: string) => get("search.more").replace("{{type}}", type),
    book: get("nav.book"),
    childAlone: get("errors.childAlone"),
    selectDate: get("errors.selectDate"),
    nextMonth: get("checkout.nextMonth"),
    step1,
  };
};
const texts = {
  en: textsOf("en", "/en/paris/search", "/en/paris/checkout/information"),
  fr: textsOf("fr", "/fr/paris/recherche", "/fr/paris/reservation/information"),
};

for (const locale of ["en", "fr"] as const) {
  const tx = texts[locale];
  test(`${locale}: a date and a party give the bookable tours with the server's totals; reload keeps the search`, async ({
    page,
    request,
  }) => {
    const date = daysAhead(10);
    await openSearch(page, tx.path);
    await expectNoAxeViolations(page, "idle");
    await chooseSearchDate(page, date, tx.nextMonth);
    await page.getByRole("button", { name: tx.more(tx.adults) }).click();
    await expect(page.getByRole("spinbutton", { name: tx.adults })).toHaveValue("2");
    await page.getByRole("spinbutton", { name: tx.children }).fill("1");
    await page.getByRole("button", { name: tx.submit, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`\\?date=${date}&adult=2&child=1&infant=0&senior=0&student=0&family=0$`));
    const hits = page.getByTestId("search-hit");
    await expect(hits.first()).toBeVisible();

    // Totals are the server's quote for that party, shown in the visitor's format.
    const { search } = await gql<SearchAnswer>(request, SEARCH, {
      input: { city: "paris", date, passengers: { adult: 2, child: 1, infant: 0 } },
      locale,
    });
    expect(search.length).toBeGreaterThan(0);
    await expect(hits).toHaveCount(search.length);
    const hop = search.find((s) => s.product.id === "paris-hop-on-hop-off");
    if (!hop?.quote) throw new Error("the hop-on hop-off bus is bookable every day in the sandbox");
    const card = hits.filter({ has: page.locator(`a[href*="productId=paris-hop-on-hop-off&"]`) });
    await expect(card.getByTestId("total")).toHaveText(
      formatPrice(hop.quote.total.retail, { value: hop.quote.total.currency }, locale),
    );
    // "Book now" opens step 1 with the product, option, date and party.
    await expect(card.getByRole("link", { name: tx.book })).toHaveAttribute(
      "href",
      `${tx.step1}?productId=paris-hop-on-hop-off&optionId=${hop.option.id}&date=${date}&adult=2&child=1`,
    );
    const event = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find(
        (e) => e.event === "search",
      ),
    );
    expect(event).toMatchObject({
      event: "search",
      viewCity: "paris",
      pageLocale: locale,
      searchDate: date,
      passengers: { adult: 2, child: 1, infant: 0 },
      resultCount: search.length,
    });
    await expectNoAxeViolations(page, "results");

    await page.reload();
    await expect(page.locator("#search-date")).toHaveAttribute("data-value", date);
    await expect(page.getByRole("spinbutton", { name: tx.adults })).toHaveValue("2");
    await expect(page.getByRole("spinbutton", { name: tx.children })).toHaveValue("1");
    await expect(hits).toHaveCount(search.length);
  });

  test(`${locale}: rules are checked as the visitor types, with the spec's words`, async ({ page }) => {
    await openSearch(page, tx.path);
    await page.getByRole("spinbutton", { name: tx.adults }).fill("0");
    await page.getByRole("spinbutton", { name: tx.children }).fill("1");
    await expect(page.getByRole("alert")).toHaveText(tx.childAlone);
    await expect(page.getByRole("spinbutton", { name: tx.adults })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: tx.submit, exact: true }).click();
    await expect(page.getByText(tx.selectDate)).toBeVisible();
    await expect(page.locator("#search-date")).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${tx.path}$`)); // nothing searched
    await expectNoAxeViolations(page, "invalid");
  });
}

test("a shared link to a past day shows why instead of searching", async ({ page }) => {
  let searched = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/graphql")) searched = true;
  });
  await page.goto("/en/paris/search?date=2020-01-06&adult=2&child=0&infant=0");
  await expect(page.getByText("Choose today or a later date")).toBeVisible();
  await expect(page.locator("#search-date")).toHaveAttribute("data-value", "2020-01-06");
  await expect(page.getByRole("spinbutton", { name: "Adults" })).toHaveValue("2");
  await expect(page.getByTestId("search-hit")).toHaveCount(0);
  expect(searched).toBe(false);
});

test("Back and Forward move between searches", async ({ page }) => {
  const first = daysAhead(10);
  const second = daysAhead(11);
  await openSearch(page, `/en/paris/search?date=${first}&adult=1&child=0&infant=0`);
  await expect(page.getByTestId("search-hit").first()).toBeVisible();
  await chooseSearchDate(page, second, "Next month");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${second}`));
  await page.goBack();
  await expect(page.locator("#search-date")).toHaveAttribute("data-value", first);
  await expect(page.locator(".search-results__party")).toContainText(
    new Date(`${first}T12:00:00Z`).getUTCFullYear().toString(),
  );
  await page.goForward();
  await expect(page.locator("#search-date")).toHaveAttribute("data-value", second);
});

// The sandbox always has a large-capacity tour: an empty day is made by answering that one day with no tour
// (the browser's request for it is fulfilled here); the following days still go to the real API.
test("an empty day offers the next dates with tours; one click searches that date", async ({ page }) => {
  const date = daysAhead(12);
  await page.route("**/api/graphql", async (route) => {
    const body = route.request().postDataJSON() as { variables?: { input?: { date?: string } } };
    if (body.variables?.input?.date === date) await route.fulfill({ json: { data: { search: [] } } });
    else await route.continue();
  });
  await page.goto(`/en/paris/search?date=${date}&adult=2&child=0&infant=0`);
  const empty = page.getByTestId("search-empty");
  await expect(empty).toContainText("No tour matches your search: change the date or the number of people.");
  const next = empty.getByRole("link").first();
  await expect(next).toHaveAttribute(
    "href",
    `/en/paris/search?date=${daysAhead(13)}&adult=2&child=0&infant=0&senior=0&student=0&family=0`,
  );
  await expectNoAxeViolations(page, "empty");
  await next.click();
  await expect(page).toHaveURL(new RegExp(`date=${daysAhead(13)}`));
  await expect(page.getByTestId("search-hit").first()).toBeVisible();
});

test("no tour on the day nor in the coming days: 'No date available in the coming days with these criteria'", async ({
  page,
}) => {
  await page.route("**/api/graphql", (route) => route.fulfill({ json: { data: { search: [] } } }));
  await page.goto(`/fr/paris/recherche?date=${daysAhead(12)}&adult=2&child=0&infant=0`);
  await expect(page.getByTestId("search-empty")).toHaveText(catalogue("fr")["errors.noDates"] ?? "");
  await page.goto(`/en/paris/search?date=${daysAhead(12)}&adult=2&child=0&infant=0`);
  await expect(page.getByTestId("search-empty")).toHaveText("No date available in the coming days with these criteria");
  await expectNoAxeViolations(page, "no dates");
});

test("a search problem says so in the visitor's language", async ({ page }) => {
  await page.route("**/api/graphql", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
  await page.goto(`/en/paris/search?date=${daysAhead(12)}&adult=1&child=0&infant=0`);
  await expect(page.getByTestId("search-error")).toHaveText(
    "Sorry, there seems to be a problem…please try again in a few seconds",
  );
  await expectNoAxeViolations(page, "error");
  await page.goto(`/es/paris/busqueda?date=${daysAhead(12)}&adult=1&child=0&infant=0`);
  await expect(page.getByTestId("search-error")).toHaveText(catalogue("es")["errors.search"] ?? "");
});

test("an offer on city home and a card on the tours page open step 1 with the product and its option", async ({
  page,
}) => {
  await page.goto("/en/paris/home");
  const offer = page.locator(".offers-block").getByTestId("card-book").first();
  const href = await offer.getAttribute("href");
  expect(href).toMatch(/^\/en\/paris\/checkout\/information\?productId=paris-[a-z0-9-]+&optionId=paris-[a-z0-9-]+$/);
  await offer.click();
  await expect(page).toHaveURL(href ?? "");
  await page.goto("/fr/paris/visites");
  await expect(page.getByTestId("card-book").first()).toHaveAttribute(
    "href",
    /^\/fr\/paris\/reservation\/information\?productId=paris-[a-z0-9-]+&optionId=/,
  );
});

test("product page: the booking box on desktop, the bottom bar on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/london/product/london-hop-on-hop-off");
  const box = page.locator(".booking-box");
  await expect(box.getByTestId("book")).toHaveAttribute(
    "href",
    /^\/en\/london\/checkout\/information\?productId=london-hop-on-hop-off&optionId=/,
  );
  await expect(box).toContainText("Free cancellation up to 24 hours before the tour.");
  await expect(page.getByTestId("book-bar")).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(box.getByTestId("book")).toBeInViewport(); // sticky beside the content
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fr/paris/produit/paris-hop-on-hop-off");
  await expect(page.getByTestId("book-bar")).toBeInViewport();
  await expect(page.getByTestId("book-bar")).toHaveAttribute(
    "href",
    /^\/fr\/paris\/reservation\/information\?productId=paris-hop-on-hop-off&optionId=/,
  );
  await expectNoAxeViolations(page, "product on a phone");
});
