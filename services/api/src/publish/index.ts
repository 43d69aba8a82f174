/**
 * Publish pipeline and preview of the web server: build webhook + status (routes.ts), serialized/coalesced
 * builds (publisher.ts), atomic live-directory switch (live-dir.ts), draft preview proxy (preview.ts).
 */
import path from "node:path";
import type { Config } from "../config.ts";
import type { ApiDb } from "../db/database.ts";
import { Publisher } from "./publisher.ts";
import { PublishRequests } from "./requests.ts";
import type { Metrics } from "../metrics.ts";

export { Publisher } from "./publisher.ts";
export { publishRoutes } from "./routes.ts";
export { previewRoutes } from "./preview.ts";
export { PUBLISH_SCHEMA } from "./schema.ts";

/**
 * The publisher when SITE_DIR is configured (and PUBLIC_DIR is not forced), plus the directory to serve:
 * `<SITE_DIR>/current` once a build is live, else the configured public directory.
 */
export async function createPublishing(
  config: Config,
  log: (level: "info" | "warn" | "error", message: string) => void,
  db: ApiDb | null = null,
  metrics?: Metrics,
): Promise<{ publisher: Publisher | null; publicDir: string }> {
  if (!config.siteDir) return { publisher: null, publicDir: config.publicDir };
  const publisher = new Publisher({
    siteDir: config.siteDir,
    outputDir: config.buildOutputDir,
    command: config.buildCommand,
    cwd: config.buildCwd,
    keep: config.keepBuilds,
    cacheDir: config.buildCacheDir,
    log,
    requests: db ? new PublishRequests(db) : null,
    metrics,
  });
  const serving = await publisher.bootstrap();
  console.log(`publish pipeline: serving ${serving ? path.join(config.siteDir, "current") : config.publicDir} (SITE_DIR ${config.siteDir})`);
  return { publisher, publicDir: serving ? path.join(config.siteDir, "current") : config.publicDir };
}
