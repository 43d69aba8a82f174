import type { Page } from "@playwright/test";

/** The host of the test stack's tags (scripts/stack.ts E2E_TAGS_ENV). */
export const TAG_HOST = "https://tags.e2e.test";

const STUBS: Record<string, string> = {
  "/gtm.js": "window.__stubTags = (window.__stubTags || []).concat('gtm');",
  "/affiliate.js": "window.__stubTags = (window.__stubTags || []).concat('affiliate');",
  "/monitoring.js":
    "window.__stubTags = (window.__stubTags || []).concat('monitoring');" +
    "window.monitoring = { start: function (o) { window.__monitoringStarts = (window.__monitoringStarts || []).concat(o); return Promise.resolve({ success: true }); } };",
};

/** Serves the tag scripts locally (no network) and records which were asked for. */
export async function stubTags(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${TAG_HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname);
    await route.fulfill({ status: 200, contentType: "text/javascript", body: STUBS[url.pathname] ?? "" });
  });
  return requested;
}
