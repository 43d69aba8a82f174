import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { axe } from "./helpers/axe";

// The product page's sections, the sticky booking box (desktop), the bottom bar and the compact
// header with its "Menu" disclosure (phone, 390 x 844).

const PRODUCT = "/en/paris/product/paris-hop-on-hop-off";

/** Presses Tab until the locator has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 10): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("never focused by Tab");
}

/** What covers the centre of the focused element, if anything ("" when it is the element itself). */
const coveringFocused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return "";
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const covered = !(hit && (hit === el || el.contains(hit) || hit.contains(el)));
    return covered
      ? `${el.tagName}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}" under ${hit?.closest("[class]")?.className ?? "nothing"}`
      : "";
  });

test.describe("on a phone (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("compact header; price and Book in view; the Menu button opens and closes with the keyboard", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const header = page.locator("header.header");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    const bar = page.locator(".book-bar");
    await expect(bar.locator(".price")).toBeInViewport({ ratio: 1 });
    await expect(bar.getByTestId("book-bar")).toBeInViewport({ ratio: 1 });
    await expect(bar.getByTestId("book-bar")).toHaveAttribute(
      "href",
      (await page.getByTestId("book").getAttribute("href"))!,
    );
    // The menus wait behind the button.
    const button = header.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await page.waitForLoadState("networkidle"); // hydrated: the button works
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await button.getAttribute("aria-controls")}`)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Map", exact: true })).toBeVisible();
    await expect(page.locator("#header-panel .language-switcher")).toBeVisible();
    await page.keyboard.press("Tab"); // into the panel: the first language link
    expect(await page.evaluate(() => document.activeElement?.closest("#header-panel") !== null)).toBe(true);
    const checked = await axe(page).analyze();
    expect(
      checked.violations.map((v) => `menu open: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(nav).toBeHidden();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the button's name in each language; no focused control ends up under the bottom bar", async ({ page }) => {
    for (const [path, name] of [
      ["/fr/paris/produit/paris-hop-on-hop-off", "Menu"],
      ["/es/paris/producto/paris-hop-on-hop-off", "Menú"],
      ["/nl/brussels/product/brussels-hop-on-hop-off", "Menu"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("header.header").getByRole("button", { name, exact: true })).toBeVisible();
    }
    await page.goto(PRODUCT);
    await page.waitForLoadState("networkidle");
    const covered: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press("Tab");
      const key = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body
          ? // side by side controls (the options' Book links) share a row: the left edge tells them apart
            `${el.outerHTML.slice(0, 120)} ${el.getBoundingClientRect().top + scrollY} ${el.getBoundingClientRect().left}`
          : "";
      });
      if (seen.has(key)) break; // wrapped around
      seen.add(key);
      const what = await coveringFocused(page);
      if (what) covered.push(what);
    }
    expect(seen.size).toBeGreaterThan(15);
    expect(covered).toEqual([]);
    // The footer's last link scrolls above the bar too.
    const last = page.locator("footer a").last();
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    const [linkBox, barBox] = [await last.boundingBox(), await page.locator(".book-bar").boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(barBox!.y);
  });
});

test.describe("on a desktop (1280 x 800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("header as before, sections with captions, sticky booking box, and the map link", async ({ page }) => {
    await page.goto(PRODUCT);
    // Header unchanged: no menu button, the language switcher on the brand's row, the menus below.
    await expect(page.locator(".header__menu-button")).toBeHidden();
    const brand = (await page.locator(".header__brand").boundingBox())!;
    const languages = (await page.locator(".language-switcher").boundingBox())!;
    expect(Math.abs(brand.y + brand.height / 2 - (languages.y + languages.height / 2))).toBeLessThan(4);
    expect(languages.x).toBeGreaterThan(1000);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    expect(Math.abs(brand.x - (await nav.getByRole("link").first().boundingBox())!.x)).toBeLessThan(4); // left-aligned, as before
    // Sections.
    await expect(page.getByRole("heading", { level: 2, name: "What’s included" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
    await expect(page.getByTestId("reviews-count")).toHaveText(/^Based on [\d,]+ reviews$/);
    await expect(page.locator(".product__photo figcaption")).not.toBeEmpty();
    const captions = page.locator(".product-gallery figcaption");
    expect(await captions.count()).toBeGreaterThan(0);
    for (const caption of await captions.all()) await expect(caption).not.toBeEmpty();
    await expect(page.getByTestId("book-bar")).toBeHidden();
    // Sticky: after scrolling well down, the booking box's Book is still in view, at the top.
    const book = page.locator(".booking-box").getByTestId("book");
    await page.mouse.wheel(0, 1500);
    await expect(book).toBeInViewport({ ratio: 1 });
    await expect.poll(async () => (await page.locator(".booking-box").boundingBox())!.y).toBeLessThan(40);
    // Route and stops, and the link to the map at that line.
    const route = page.getByRole("region", { name: "Route and stops" });
    await expect(route.getByRole("list").first().getByRole("listitem").first()).toBeVisible();
    await route.getByRole("link", { name: "See the route on the map" }).click();
    await expect(page).toHaveURL(/\/en\/paris\/map#route-paris-red$/);
    await expect(page.locator("#route-paris-red")).toBeInViewport();
  });
});
