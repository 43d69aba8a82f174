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
      window.__cspViolations?.push(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
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

/**
 * `test` with an automatic check: a test fails when any page it opened reported a CSP violation. Specs import
 * `test` and `expect` from here instead of @playwright/test to get it.
 */
export const test = base.extend<{ cspGuard: CspWatch }>({
  cspGuard: [
    async ({ page }, use) => {
      const watch = await watchCsp(page);
      await use(watch);
      expect(await watch.violations(), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
