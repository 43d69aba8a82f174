/**
 * `npx tsx scripts/bench-checkout-js.ts`: prints the booking journey's browser figures (a benchmark, not a test; issue
 * 8). Needs a built site; part 2 also needs the stack running (`npm start`, or STACK_PORT_OFFSET=… npm start).
 *   1. JavaScript each page type ships: gzip -9 of the <script src> files of the built HTML (plus the template's
 *      chunks from Gatsby's chunk mapping), for pre-home, city home, product, article, search and checkout step 1;
 *      and what Chromium actually fetches on load (lazy chunks included). Shared = the framework and app chunks
 *      every page loads; "beyond" = the rest.
 *   2. Step 1: time from a click on a calendar day to the updated total, under Chromium's 4x CPU slowdown
 *      (CDP Emulation.setCPUThrottlingRate), median and max over several days. Found by accessible names: a grid of day buttons named with the full date and state, and the region holding the total (named
 *      "Total", else the section around data-testid="total"). Skipped, with a message, when step 1 is not built.
 *   3. Layout shift: the cumulative layout shift (layout-shift entries without hadRecentInput, as
 *      tests/e2e/layout-shift.spec.ts adds them) of checkout steps 1-3 (each loaded afresh: step 1 by its link,
 *      steps 2 and 3 reloaded once reached), manage booking and both help forms, at 390 x 844 (touch) and 1280 x 800.
 * Targets: content pages unchanged; the checkout app at most 120 KB gzip beyond the shared framework; the
 * interaction within 200 ms; CLS <= 0.05. BENCH_SKIP=js,interaction,cls skips a part; BENCH_RUNS
 * (default 5) days clicked.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page, type Response } from "@playwright/test";
import { PORTS, ROOT, siteDirOf } from "./stack";

const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const SITE = process.env.E2E_BASE_URL ?? `http://localhost:${PORTS.web}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const log = (line: string) => console.log(`[bench] ${line}`);

/** One page of each type, by path (seeded content: Paris in English). */
const PAGES: { type: string; path: string }[] = [
  { type: "pre_home", path: "/en" },
  { type: "city_home", path: "/en/paris/home" },
  { type: "product", path: "/en/paris/product/paris-hop-on-hop-off" },
  { type: "inspiration_article", path: "" /* first article found in the build */ },
  { type: "search", path: "/en/paris/search" },
  { type: "checkout_selection", path: "/en/paris/checkout/information" },
];

function builtDir(): string {
  const live = path.join(siteDirOf("start"), "current");
  return existsSync(live) ? realpathSync(live) : path.join(ROOT, "public");
}

const gzCache = new Map<string, number>();
function gz(dir: string, file: string): number {
  const full = path.join(dir, file);
  let n = gzCache.get(full);
  if (n === undefined) {
    n = existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
    gzCache.set(full, n);
  }
  return n;
}

/** The JS files a built page loads from its HTML: <script src> plus its template's chunks (Gatsby chunk mapping). */
function scriptsOfBuiltPage(dir: string, pagePath: string): string[] | null {
  const html = path.join(dir, pagePath, "index.html");
  if (!existsSync(html)) return null;
  const text = readFileSync(html, "utf8");
  const scripts = new Set([...text.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1] ?? ""));
  const mapping = /window\.___chunkMapping="((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  const pageData = path.join(dir, "page-data", pagePath, "page-data.json");
  if (mapping && existsSync(pageData)) {
    const chunks = JSON.parse(JSON.parse(`"${mapping}"`) as string) as Record<string, string[]>;
    const name = (JSON.parse(readFileSync(pageData, "utf8")) as { componentChunkName: string }).componentChunkName;
    for (const f of chunks[name] ?? []) scripts.add(f.replace(/^\//, ""));
  }
  return [...scripts].filter(Boolean);
}

function firstArticlePath(dir: string): string {
  const sitemap = path.join(dir, "sitemap.xml");
  const xml = existsSync(sitemap) ? readFileSync(sitemap, "utf8") : "";
  const match = /<loc>https?:\/\/[^/]+(\/en\/[^/]+\/inspiration\/(?!page\/|archive)[^<]+?)\/?<\/loc>/.exec(xml);
  return match?.[1] ?? "/en/paris/inspiration/paris-montmartre-walk";
}

async function launch(): Promise<Browser> {
  const debian = "/usr/bin/chromium";
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(debian) ? debian : undefined);
  return chromium.launch({
    executablePath,
    args: executablePath
      ? [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ]
      : [],
  });
}

/** The same-origin .js files Chromium fetches until the network is idle. */
async function scriptsFetched(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  // Scripts only: Gatsby's <link rel=prefetch> of linked pages' chunks (resource type "other") is not this page's.
  const onResponse = (r: Response) => {
    const u = new URL(r.url());
    if (r.request().resourceType() === "script" && u.origin === new URL(SITE).origin && u.pathname.endsWith(".js")) {
      seen.add(u.pathname.replace(/^\//, ""));
    }
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  return [...seen];
}

async function jsPerPageType(browser: Browser | null): Promise<void> {
  const dir = builtDir();
  log(`JavaScript per page type (gzip -9; build ${dir}):`);
  const rows: { type: string; path: string; html: string[] | null; fetched: string[] | null }[] = [];
  const page = browser ? await browser.newPage() : null;
  for (const p of PAGES) {
    const pagePath = p.path || firstArticlePath(dir);
    const html = scriptsOfBuiltPage(dir, pagePath);
    let fetched: string[] | null = null;
    if (page) fetched = await scriptsFetched(page, `${SITE}${pagePath}`).catch(() => null);
    rows.push({ type: p.type, path: pagePath, html, fetched });
  }
  await page?.close();
  const lists = rows.flatMap((r) => (r.html ? [r.html] : []));
  const shared = lists.length > 0 ? lists.reduce((a, b) => a.filter((f) => b.includes(f))) : [];
  const sharedBytes = shared.reduce((n, f) => n + gz(dir, f), 0);
  log(`  shared by every page (framework, app, runtime): ${kb(sharedBytes)} in ${shared.length} files`);
  log(
    `  ${"page type".padEnd(20)} ${"HTML <script>".padStart(13)} ${"beyond shared".padStart(14)} ${"fetched on load".padStart(16)}  path`,
  );
  for (const r of rows) {
    if (!r.html) {
      log(`  ${r.type.padEnd(20)} ${"(not built)".padStart(13)}  ${r.path}`);
      continue;
    }
    const total = r.html.reduce((n, f) => n + gz(dir, f), 0);
    const fetched = r.fetched ? r.fetched.reduce((n, f) => n + gz(dir, f), 0) : null;
    log(
      `  ${r.type.padEnd(20)} ${kb(total).padStart(13)} ${kb(total - sharedBytes).padStart(14)} ${(fetched === null ? "n/a" : kb(fetched)).padStart(16)}  ${r.path}`,
    );
  }
}

/** Step 1 with a product; null when the build has no calendar there yet. */
async function openStep1(page: Page): Promise<boolean> {
  await page.goto(`${SITE}/en/paris/checkout/information?productId=paris-hop-on-hop-off&adult=2`, {
    waitUntil: "networkidle",
  });
  try {
    await page.getByRole("grid").first().waitFor({ timeout: 20_000 });
    await page
      .getByRole("region", { name: /total/i })
      .or(page.getByTestId("total"))
      .first()
      .waitFor({ timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Clicks a day and resolves with the milliseconds until the total region shows the new total: the first change of
 * its text after the click, once it is not busy; if the total text stays the same (same price that day), the end of
 * the quote request plus two painted frames.
 */
async function clickToTotal(page: Page, dayIndex: number): Promise<number | null> {
  // tsx (esbuild keepNames) wraps the named helpers below in __name(): give the page a no-op one.
  await page.evaluate("window.__name = window.__name || ((f) => f)");
  return page.evaluate(async (index) => {
    const grid = document.querySelector('[role="grid"]');
    const days = grid
      ? [...grid.querySelectorAll<HTMLButtonElement>("button:not([disabled]):not([aria-disabled='true'])")]
      : [];
    // The region named "Total", else the section holding the total (data-testid="total").
    const region =
      [
        ...document.querySelectorAll<HTMLElement>('[role="region"], section[aria-label], section[aria-labelledby]'),
      ].find((el) => {
        const label =
          el.getAttribute("aria-label") ??
          (el.getAttribute("aria-labelledby")
            ? document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent
            : "");
        return /total/i.test(label ?? "");
      }) ??
      document.querySelector<HTMLElement>('[data-testid="total"]')?.closest<HTMLElement>("section, [role='region']") ??
      null;
    const day = days[index % Math.max(1, days.length)];
    if (!day || !region) return null;
    const before = region.textContent;
    const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    return new Promise<number | null>((resolve) => {
      let done = false;
      const finish = (ms: number | null) => {
        if (done) return;
        done = true;
        observer.disconnect();
        resolve(ms);
      };
      const settled = () => region.getAttribute("aria-busy") !== "true" && /\d/.test(region.textContent ?? "");
      const observer = new MutationObserver(() => {
        if (region.textContent !== before && settled()) finish(performance.now() - start);
      });
      observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
      const quoteSeen = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => e.name.includes("/api/graphql"))) {
          void frames().then(() => {
            if (settled()) finish(performance.now() - start);
          });
        }
      });
      quoteSeen.observe({ type: "resource", buffered: false });
      const start = performance.now();
      day.click();
      setTimeout(() => finish(null), 10_000);
    });
  }, dayIndex);
}

async function interaction(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (!(await openStep1(page))) {
    log(
      "click on a day -> updated total: SKIPPED: step 1 has no calendar grid and total region on this build yet (checkout app)",
    );
    await context.close();
    return;
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ms = await clickToTotal(page, i + 1);
    if (ms !== null) times.push(ms);
    await page.waitForTimeout(300);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await context.close();
  if (times.length === 0) {
    log("click on a day -> updated total: no measurement (no enabled day button or the total never updated)");
    return;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  log(
    `click on a day -> updated total (${CPU_SLOWDOWN}x CPU slowdown, ${times.length} days): median ${median.toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms (target 200 ms); each: ${times.map((t) => t.toFixed(0)).join(", ")} ms`,
  );
}

/** The page's CLS so far (the observer is installed before any page script, buffered entries included). */
const CLS_OBSERVER = `(() => {
  const box = { value: 0 };
  window.__benchCls = box;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) box.value += e.value;
  }).observe({ type: "layout-shift", buffered: true });
})()`;

async function settledCls(page: Page): Promise<number> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __benchCls?: { value: number } }).__benchCls?.value ?? -1);
}

async function layoutShift(browser: Browser): Promise<void> {
  const viewports = {
    "390x844": { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    "1280x800": { viewport: { width: 1280, height: 800 } },
  };
  for (const [name, options] of Object.entries(viewports)) {
    const context = await browser.newContext(options);
    await context.addCookies([{ name: "consent", value: "a0m0", url: SITE }]);
    await context.addInitScript(CLS_OBSERVER);
    const page = await context.newPage();
    const figures: string[] = [];
    const measure = async (label: string, url: string | null, ready: () => Promise<unknown>) => {
      try {
        if (url) await page.goto(`${SITE}${url}`);
        else await page.reload();
        await ready();
        figures.push(`${label} ${(await settledCls(page)).toFixed(3)}`);
      } catch (error) {
        figures.push(`${label} not measured (${(error as Error).message.split("\n")[0]})`);
      }
    };
    const continueButton = () =>
      page.getByTestId("checkout-app").getByRole("button", { name: "Continue", exact: true }).first();
    await measure("step 1", "/en/paris/checkout/information?productId=paris-hop-on-hop-off&adult=2&child=1", () =>
      page.locator(".calendar[aria-busy='false']").waitFor({ timeout: 20_000 }),
    );
    try {
      await page.getByRole("grid").locator("button[data-date]:not([disabled])").first().click();
      await continueButton().click();
      await page.waitForURL(/\/checkout\/combinations/, { timeout: 20_000 });
      await measure("step 2", null, () => page.getByTestId("upsell").first().waitFor({ timeout: 20_000 }));
      await continueButton().click();
      await page.waitForURL(/\/checkout\/payment/, { timeout: 20_000 });
      await measure("step 3", null, () => page.getByTestId("payment-step").waitFor({ timeout: 20_000 }));
    } catch (error) {
      figures.push(`steps 2-3 not reached (${(error as Error).message.split("\n")[0]})`);
    }
    await measure("manage booking", "/en/manage-booking?reference=ABC123", () =>
      page.getByRole("button", { name: "Find my booking" }).waitFor({ timeout: 20_000 }),
    );
    await measure("contact form", "/en/paris/help/contact", () =>
      page.getByRole("button", { name: "Send" }).waitFor({ timeout: 20_000 }),
    );
    await measure("private-tour form", "/en/paris/private-tour", () =>
      page.getByRole("button", { name: "Send" }).waitFor({ timeout: 20_000 }),
    );
    log(`CLS at ${name} (target <= 0.05; the success page: tests/e2e/layout-shift.spec.ts): ${figures.join(", ")}`);
    await context.close();
  }
}

async function main() {
  const needsBrowser = !skip.has("interaction") || !skip.has("js") || !skip.has("cls");
  let browser: Browser | null = null;
  let siteUp = false;
  try {
    siteUp = (await fetch(`${SITE}/en`)).ok;
  } catch {
    siteUp = false;
  }
  if (!siteUp) log(`no site at ${SITE}: only the built HTML is measured (start the stack for the rest)`);
  if (needsBrowser && siteUp) browser = await launch();
  try {
    if (!skip.has("js")) await jsPerPageType(browser);
    if (!skip.has("interaction") && browser) await interaction(browser);
    if (!skip.has("cls") && browser) await layoutShift(browser);
  } finally {
    await browser?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
