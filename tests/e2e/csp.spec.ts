import { expect, test } from "./helpers/csp";
import { allPages, type SitePage } from "./helpers/site";
import { pathFor, type RouteName } from "../../domain/route-table";
import { checkoutInformationHref } from "../../src/routes/checkout-query";

// One page of every page type loads with no Content-Security-Policy violation (ADR 0070): the
// `page` fixture of helpers/csp fails the test on any violation, from the page's own event or the console.
const PAGE_TYPES: RouteName[] = [
  "pre-home",
  "city-home",
  "city-product-id",
  "city-inspiration-id",
  "city-tours",
  "city-search",
  "city-map",
  "city-help",
  "city-callback-verify",
];

let pages: SitePage[] = [];
test.beforeAll(async ({ request }) => {
  pages = await allPages(request);
});

const firstOf = (route: RouteName): SitePage => {
  const found = pages.find((p) => p.route === route && p.locale === "fr") ?? pages.find((p) => p.route === route);
  if (!found) throw new Error(`no page of ${route}`);
  return found;
};

for (const route of PAGE_TYPES) {
  test(`no CSP violation: ${route}`, async ({ page }) => {
    const target = firstOf(route);
    const response = await page.goto(target.path, { waitUntil: "load" });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main, [role=main]").first()).toBeVisible();
  });
}

test("no CSP violation: checkout step 1 with a product", async ({ page }) => {
  const product = firstOf("city-product-id");
  const [, , city = "paris", , id = ""] = product.path.split("/");
  await page.goto(checkoutInformationHref(product.locale, city, { productId: id }), { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main").first()).toBeVisible();
});

test("an injected inline script does not run, a page's own scripts do", async ({ page, cspGuard }) => {
  await page.goto(pathFor("pre-home", "fr", {}), { waitUntil: "load" });
  // Gatsby's own inline script (allowed by its hash) ran: it sets the page path.
  expect(await page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toEqual(
    expect.stringMatching(/^\/fr\/?$/),
  );
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__pwned = true;";
    document.body.appendChild(script);
    const img = document.createElement("img");
    img.setAttribute("src", "data:,x");
    img.setAttribute("onerror", "window.__pwnedByAttribute = true");
    document.body.appendChild(img);
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(
    await page.evaluate(() => (window as unknown as { __pwnedByAttribute?: boolean }).__pwnedByAttribute),
  ).toBeUndefined();
  // The browser reported both as violations: the fixture sees them (and this test expects exactly those).
  const violations = await cspGuard.violations();
  expect(violations.some((v) => /script-src-elem|script-src/.test(v))).toBe(true);
  await cspGuard.reset();
});
