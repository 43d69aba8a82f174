import { expect, test } from "./helpers/csp";
import { CITIES } from "../../domain/cities";

/**
 * What a visitor sees. Focus (item 7), app mode (item 5), the language switcher (item 6), app buttons
 * (item 2) and FAQ markers (item 8) in a real browser.
 */

interface FocusSample {
  label: string;
  ratio: number;
  outline: string;
}

/**
 * Tabs through the whole page (header, page, footer) and measures, for each focused element, the contrast of its
 * focus indicator (outline colour) against the colour around it: the first opaque background of its ancestors,
 * with semi-transparent layers composited (WCAG 2.2, 1.4.11).
 */
async function focusSamples(page: import("@playwright/test").Page, maxTabs = 150): Promise<FocusSample[]> {
  const samples: FocusSample[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab");
    const sample = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      type RGBA = [number, number, number, number];
      const parse = (c: string): RGBA => {
        const m = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        return [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1];
      };
      const over = (top: RGBA, below: RGBA): RGBA => {
        const a = top[3];
        return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
      };
      const layers: RGBA[] = [];
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let around: RGBA = [255, 255, 255, 1];
      for (const layer of layers.reverse()) around = over(layer, around);
      const style = getComputedStyle(el);
      const lum = ([r, g, b]: RGBA) => {
        const ch = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
      };
      const visible = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const ring = over(parse(style.outlineColor), around);
      const [hi, lo] = [lum(ring), lum(around)].sort((a, b) => b - a) as [number, number];
      const ratio = visible ? (hi + 0.05) / (lo + 0.05) : 0;
      const label = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement)
        path.push(`${n.tagName}${Array.from(n.parentElement?.children ?? []).indexOf(n)}`);
      return {
        label,
        ratio,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        key: path.join("/"),
      };
    });
    if (!sample) continue;
    if (seen.has(sample.key)) break; // wrapped around
    seen.add(sample.key);
    samples.push({ label: sample.label, ratio: sample.ratio, outline: sample.outline });
  }
  return samples;
}

test.describe("focus indicator contrast (item 7)", () => {
  for (const city of CITIES) {
    test(`at least 3:1 on the ${city.id} theme: header, page, footer`, async ({ page }) => {
      await page.goto(`/en/${city.id}/help`);
      const samples = await focusSamples(page);
      expect(samples.length).toBeGreaterThan(10);
      const weak = samples.filter((s) => s.ratio < 3).map((s) => `${s.label}: ${s.ratio.toFixed(2)} (${s.outline})`);
      expect(weak).toEqual([]);
    });
  }
});

test.describe("focus indicator contrast in the phone header's menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("at least 3:1 on every city theme: the Menu button and the links it shows", async ({ page }) => {
    for (const city of CITIES) {
      await page.goto(`/en/${city.id}/help`);
      await page.waitForLoadState("networkidle");
      const before = await focusSamples(page, 4); // skip link, brand, search, Menu
      expect(before.map((s) => s.label).join()).toContain("header__menu-button");
      await page.keyboard.press("Enter");
      const inside = await focusSamples(page, 12);
      expect(inside.length).toBeGreaterThan(5); // the language links and the menus behind the button
      const weak = [...before, ...inside]
        .filter((s) => s.ratio < 3)
        .map((s) => `${city.id} ${s.label}: ${s.ratio.toFixed(2)} (${s.outline})`);
      expect(weak).toEqual([]);
    }
  });
});

test.describe("app mode and the language switcher (items 5, 6)", () => {
  test.use({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36",
  });

  test("?webview hides the app banner for the whole visit, after clicks too", async ({ page, baseURL }) => {
    // a consent choice already made: the app banner waits for it otherwise (analytics.spec tests that)
    if (baseURL) await page.context().addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
    await page.goto("/en/paris/home");
    await expect(page.locator(".app-banner")).toBeVisible(); // an ordinary Android visitor sees it
    const webview = await page.context().newPage();
    await webview.goto("/en/paris/home?webview");
    await webview.waitForTimeout(800);
    await expect(webview.locator(".app-banner")).toHaveCount(0);
    await webview.locator(".header__nav a").first().click();
    await webview.waitForLoadState("load");
    await webview.waitForTimeout(800);
    expect(new URL(webview.url()).search).not.toContain("webview");
    await expect(webview.locator(".app-banner")).toHaveCount(0);
  });

  test("switching language keeps the query string and the hash", async ({ page }) => {
    await page.goto("/en/paris/help?webview#contact");
    await page.waitForLoadState("networkidle");
    await page.locator('.language-switcher a[hreflang="fr-FR"]').click();
    await expect(page).toHaveURL(/\/fr\/paris\/aide\?webview#contact$/);
  });
});

test("app buttons are named by the store; the rating is its own element with a text alternative (item 2)", async ({
  page,
}) => {
  await page.goto("/en/paris/home");
  const block = page.locator(".app-promo-block");
  await expect(block.getByRole("link", { name: "App Store", exact: true })).toBeVisible();
  await expect(block.getByRole("link", { name: "Google Play", exact: true })).toBeVisible();
  await expect(block.getByRole("img", { name: /^rated [\d.]+ out of 5$/ })).toHaveCount(2);
});

test("FAQ questions show a marker that turns with the expanded state (item 8)", async ({ page }) => {
  await page.goto("/en/paris/help/faq");
  await page.waitForLoadState("networkidle");
  const details = page.locator(".faq").first();
  const summary = details.locator("summary");
  const marker = summary.locator(".faq__marker");
  await expect(marker).toBeVisible();
  // The summary of a <details> carries its expanded state natively (HTML forbids aria-expanded on it).
  await expect(summary).not.toHaveAttribute("aria-expanded");
  await expect(details).not.toHaveAttribute("open");
  const closed = await marker.evaluate((m) => getComputedStyle(m).transform);
  await summary.click();
  await expect(details).toHaveAttribute("open", "");
  await expect.poll(() => marker.evaluate((m) => getComputedStyle(m).transform)).not.toBe(closed);
});
