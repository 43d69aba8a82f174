import { expect, test as base, type Page } from "@playwright/test";

/** The CSP violations a page reported, from the `securitypolicyviolation` event and the console. */
export interface CspWatch {
  violations(): Promise<string[]>;
  /** Forgets the violations seen so far (after a test provoked them on purpose). */
  reset(): Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Starts recording CSP violations on `page` (for every document it loads): a `securitypolicyviolation` listener
 * installed before any page script, and console messages naming the Content Security Policy.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });
  return {
    async violations() {
      const inPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...inPage, ...fromConsole];
    },
    async reset() {
      fromConsole.length = 0;
      await page.evaluate(() => void (window.__cspViolations = [])).catch(() => undefined);
    },
  };
}

const watches = new WeakMap<Page, CspWatch>();

/**
 * `test` whose `page` fails the test when any document it loaded reported a CSP violation (tests that use only
 * `request` open no page and pay nothing). `cspGuard` is the page's watch, for a test that provokes violations on
 * purpose and then calls `reset()`. Specs import `test` and `expect` from here instead of @playwright/test.
 */
export const test = base.extend<{ cspGuard: CspWatch; presetConsent: boolean }>({
  // Pages start with a stored "reject all", so that the consent banner covers nothing in other specs;
  // tests/e2e/analytics.spec.ts turns it off to test the banner itself.
  presetConsent: [true, { option: true }],
  page: async ({ page, presetConsent, baseURL }, use) => {
    if (presetConsent && baseURL) await page.context().addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
    const watch = await watchCsp(page);
    watches.set(page, watch);
    await use(page);
    expect(await watch.violations(), "Content-Security-Policy violations").toEqual([]);
  },
  cspGuard: async ({ page }, use) => {
    const watch = watches.get(page);
    if (!watch) throw new Error("cspGuard: the page has no CSP watch");
    await use(watch);
  },
});

export { expect };
