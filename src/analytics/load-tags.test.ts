/**
 * The A/B script may hide the page while it loads, 1,000 ms at most (spec section 9): the page is shown when the
 * script has loaded, or at 1,000 ms if it has not, never later.
 */
import { AB_HIDE_CLASS, AB_HIDE_MAX_MS, loadTags } from "./load-tags";
import type { TagConfig } from "./tags";

const CONFIG: TagConfig = {
  siteEnv: "production",
  gtmId: null,
  gtmScriptUrl: "https://tags.example.net/gtm.js",
  abTestScriptUrl: "https://tags.example.net/ab.js",
  affiliateScriptUrl: null,
  monitoring: null,
};
const CONSENT = { analytics: true, marketing: false };
const hidden = () => document.documentElement.classList.contains(AB_HIDE_CLASS);

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = "";
  document.documentElement.classList.remove(AB_HIDE_CLASS);
});
afterEach(() => jest.useRealTimers());

test("the spec's bound is 1,000 ms", () => {
  expect(AB_HIDE_MAX_MS).toBe(1000);
});

test("a script that never loads: the page is hidden until 1,000 ms, then shown", () => {
  loadTags(CONFIG, CONSENT);
  expect(document.querySelector("script[data-tag='abTest']")).not.toBeNull();
  expect(hidden()).toBe(true);
  jest.advanceTimersByTime(999);
  expect(hidden()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(hidden()).toBe(false);
});

test("a script that loads sooner shows the page at once", async () => {
  loadTags(CONFIG, CONSENT);
  jest.advanceTimersByTime(200);
  document.querySelector<HTMLScriptElement>("script[data-tag='abTest']")?.onload?.(new Event("load"));
  await Promise.resolve();
  await Promise.resolve();
  expect(hidden()).toBe(false);
});

test("without the A/B script (not production, no consent) the page is never hidden", () => {
  loadTags({ ...CONFIG, abTestScriptUrl: null }, CONSENT);
  expect(hidden()).toBe(false);
  loadTags(CONFIG, { analytics: false, marketing: false });
  expect(hidden()).toBe(false);
});
