/**
 * Loads the tags a consent allows (browser only, once each). The only code that adds third-party scripts.
 */
import type { Consent } from "./consent";
import { dataLayer } from "./data-layer";
import { allowedTags, type TagConfig, type TagName } from "./tags";
import { abVisitorId, rememberAffiliate } from "./visitor-cookies";

/** The A/B script may hide the page this long at most while it loads (spec section 9). */
export const AB_HIDE_MAX_MS = 1000;
export const AB_HIDE_CLASS = "ab-loading";

declare global {
  interface Window {
    /** The monitoring service's entry point, defined by its script. */
    monitoring?: { start(options: { appId: string; replay: boolean }): Promise<{ success: boolean; reason?: string }> };
    abVisitorId?: string;
  }
}

function loadScript(name: TagName, src: string): Promise<void> {
  const existing = document.querySelector(`script[data-tag="${name}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.tag = name;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${name} tag failed to load`));
    document.head.appendChild(script);
  });
}

/**
 * Starts monitoring with session replay; when its worker cannot start (a timeout, or the CSP refusing it) the
 * failure is logged and monitoring goes on without replay.
 */
export async function startMonitoring(appId: string, log: (message: string) => void = console.warn): Promise<void> {
  const service = window.monitoring;
  if (!service) return;
  const result = await service.start({ appId, replay: true });
  if (result.success) return;
  const reason = /csp|content security/i.test(result.reason ?? "") ? "CSP error" : "timeout";
  log(`monitoring: the replay worker did not start (${reason}); replay disabled`);
  await service.start({ appId, replay: false });
}

export function loadTags(config: TagConfig, consent: Consent): void {
  for (const tag of allowedTags(config, consent)) {
    if (tag.name === "gtm") dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
    if (tag.name === "abTest") {
      window.abVisitorId = abVisitorId();
      const root = document.documentElement;
      root.classList.add(AB_HIDE_CLASS);
      const show = () => root.classList.remove(AB_HIDE_CLASS);
      window.setTimeout(show, AB_HIDE_MAX_MS);
      loadScript(tag.name, tag.src).then(show, show);
      continue;
    }
    if (tag.name === "affiliate") rememberAffiliate(window.location.search);
    const loaded = loadScript(tag.name, tag.src);
    if (tag.name === "monitoring" && config.monitoring) {
      const { appId } = config.monitoring;
      loaded.then(() => startMonitoring(appId)).catch(() => undefined);
    } else {
      loaded.catch(() => undefined);
    }
  }
}
