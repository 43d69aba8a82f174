/**
 * No publish lost (ADR 0346): the CMS's build webhook can miss every web server (all down, a network cut, its
 * retries exhausted). Every `PUBLISH_CATCHUP_SECONDS` (and soon after start) the web server asks the CMS when its
 * published content last changed (the newest `updatedAt` of the collections whose publish calls the webhook) and
 * compares it with the newest publish recorded in its database (`api_publish_requests`, any state) and the time the
 * live build went live. A change newer than both is a publish that never arrived: it is recorded and built like a
 * webhook's. (The clocks of the CMS and the web servers are assumed in sync, as with NTP.) With
 * several instances, each may notice it in the same period; the publishes are coalesced (one build, ADR 0280).
 */
import { cmsReadHeaders } from "../config.ts";

/** The CMS collections whose publish calls the build webhook (services/cms/src/collections/content.ts, drafts). */
export const PUBLISHED_COLLECTIONS = ["home-pages", "products", "articles", "pages", "partners"] as const;

export interface CatchUpOptions {
  cmsUrl: string;
  cmsReadToken: string | null;
  timeoutMs: number;
  /** The newest recorded publish (PublishRequests.lastRequestedMs). */
  lastRecordedMs: () => Promise<number>;
  /**
   * Since when the live build is live (api_live_site, else the served directory's time; 0 when unknown): a site
   * built after the CMS's last change (the first build of a stack, a manual build) is not rebuilt.
   */
  liveSinceMs: () => Promise<number>;
  /** Records and builds a publish (Publisher.publish). */
  publish: (reason: string) => Promise<unknown>;
  log: (level: "info" | "warn" | "error", message: string) => void;
  fetch?: typeof fetch;
}

/** The newest `updatedAt` (ms) of the CMS's published documents and its site settings, 0 when none. Throws when the CMS fails. */
export async function cmsLastChangeMs(
  opts: Pick<CatchUpOptions, "cmsUrl" | "cmsReadToken" | "timeoutMs" | "fetch">,
): Promise<number> {
  const get = opts.fetch ?? fetch;
  const base = opts.cmsUrl.replace(/\/+$/, "");
  const times = await Promise.all(
    PUBLISHED_COLLECTIONS.map(async (slug) => {
      // Anonymous reads see published documents only (the CMS's read access); newest first, one document.
      const url = `${base}/api/${slug}?limit=1&sort=-updatedAt&depth=0&where[_status][equals]=published`;
      const res = await get(url, {
        headers: { accept: "application/json", ...cmsReadHeaders(opts.cmsReadToken) },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
      const body = (await res.json()) as { docs?: { updatedAt?: string }[] };
      const updatedAt = body.docs?.[0]?.updatedAt;
      return updatedAt ? Date.parse(updatedAt) || 0 : 0;
    }),
  );
  // The site settings (the brand on every page) rebuild the site too when changed (services/cms/src/globals/site-settings.ts).
  const settings = `${base}/api/globals/site-settings?depth=0`;
  const res = await get(settings, {
    headers: { accept: "application/json", ...cmsReadHeaders(opts.cmsReadToken) },
    signal: AbortSignal.timeout(opts.timeoutMs),
  });
  if (!res.ok) throw new Error(`GET ${settings}: HTTP ${res.status}`);
  const global = (await res.json()) as { updatedAt?: string };
  times.push(global.updatedAt ? Date.parse(global.updatedAt) || 0 : 0);
  return Math.max(0, ...times);
}

export class PublishCatchUp {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;

  constructor(private readonly opts: CatchUpOptions) {}

  /** One comparison (exposed for tests): true when a missing publish was recorded. A CMS that fails is logged, not fatal. */
  async check(): Promise<boolean> {
    let changed: number;
    try {
      changed = await cmsLastChangeMs(this.opts);
    } catch (error) {
      this.opts.log(
        "warn",
        `publish catch-up: cannot ask the CMS for its last change: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    const recorded = Math.max(await this.opts.lastRecordedMs(), await this.opts.liveSinceMs());
    // No publish ever recorded and no live build: the first build is the deployment's (npm start, the stack, a build
    // worker), not a missed publish; building here too would race it.
    if (recorded === 0) return false;
    if (changed <= recorded) return false;
    const reason = `catch-up: the CMS changed at ${new Date(changed).toISOString()}, after the last publish recorded here and the live build (${recorded ? new Date(recorded).toISOString() : "none"})`;
    this.opts.log("warn", `publish ${reason}: building it`);
    await this.opts.publish(reason);
    return true;
  }

  /** Checks after `firstMs`, then every `everyMs`; one check at a time. */
  start(everyMs: number, firstMs = 5000): void {
    if (everyMs <= 0 || this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.check()
        .catch((error: unknown) => {
          this.opts.log("warn", `publish catch-up failed: ${String(error)}`);
          return false;
        })
        .finally(() => (this.running = null));
    };
    const first = setTimeout(
      () => {
        tick();
        this.timer = setInterval(tick, everyMs);
        this.timer.unref();
      },
      Math.min(firstMs, everyMs),
    );
    first.unref();
    this.timer = first;
  }

  async stop(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      clearInterval(this.timer);
    }
    this.timer = null;
    await this.running;
  }
}
