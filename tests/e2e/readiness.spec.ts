import { expect, test } from "@playwright/test";

/**
 * Readiness on the real build (ADR 0343): the web server of the test stack (`npm start` in services/api, the site
 * built from the seeded CMS by scripts/stack.ts) answers /readyz 200 once the site serves pages. The real build has
 * no root index.html ("/" redirects to a locale's home); the check follows "/" to the page it leads to. Nothing here
 * writes a file: the live site is the one the e2e stack built.
 */
const METRICS = `http://localhost:${process.env.METRICS_PORT ?? String(9464 + Number(process.env.STACK_PORT_OFFSET ?? 0))}`;

test("the web server on the real built site: / leads to a page and /readyz answers 200 ready", async ({ request }) => {
  const home = await request.get("/", { maxRedirects: 5 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("<html");

  const ready = await request.get("/readyz");
  expect(ready.status(), await ready.text()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });

  // The private details: the live site check passes on the real build, and the shared dependencies are reported.
  const details = await request.get(`${METRICS}/readyz`);
  expect(details.status()).toBe(200);
  const report = (await details.json()) as { checks: Record<string, { ok: boolean; gates?: boolean }> };
  expect(report.checks.site).toMatchObject({ ok: true, gates: true });
  expect(report.checks.database).toMatchObject({ ok: true, gates: true });
  expect(report.checks.supplier?.gates).toBe(false);
  expect(report.checks.cms?.gates).toBe(false);
});
