import { expect, test } from "./helpers/csp";
import { ROUTE_NAMES } from "../../domain/route-table";
import { allPages, samplePerCityAndLanguage } from "./helpers/site";
import { axe } from "./helpers/axe";

// Built pages pass axe (WCAG 2.x A/AA and 2.2 AA rules): one test per screen of the route table, on every city theme
// and language (one page each, in turn the first, middle or last of its group; AXE_EVERY_PAGE=1 walks every page).
for (const route of ROUTE_NAMES) {
  test(`axe: every page of ${route}`, async ({ page, request }) => {
    const pages = samplePerCityAndLanguage((await allPages(request)).filter((p) => p.route === route));
    expect(pages.length).toBeGreaterThan(0);
    test.setTimeout(60_000 + pages.length * 4_000); // a few hundred articles and products: scale with the page count
    const violations: string[] = [];
    for (const target of pages) {
      // Checkout steps without a selection or a cart redirect (guards) once the checkout app has loaded: let that
      // finish before axe reads the page.
      await page.goto(target.path, { waitUntil: route.startsWith("city-checkout") ? "networkidle" : "load" });
      const result = await axe(page).analyze();
      for (const v of result.violations) {
        violations.push(
          `${target.path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
      }
    }
    expect(violations).toEqual([]);
  });
}

for (const path of ["/en/404", "/fr/nowhere", "/fr/paris/nulle-part", "/en/500", "/_icons", "/import-tootie"]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    const result = await axe(page).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
