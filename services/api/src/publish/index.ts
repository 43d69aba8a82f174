/**
 * Publish pipeline and preview of the web server: build webhook + status (routes.ts), serialized/coalesced
 * builds (publisher.ts), atomic live-directory switch (live-dir.ts), draft preview proxy (preview.ts).
 */
import type { Config } from "../config.ts";
import type { ApiDb } from "../db/database.ts";
import { Publisher } from "./publisher.ts";
import { PublishRequests } from "./requests.ts";
import { awsS3, DirectoryStore, S3Store } from "./site-store.ts";
import { instanceHolder, JobLease } from "../db/job-lease.ts";
import type { Metrics } from "../metrics.ts";

export { Publisher } from "./publisher.ts";
export { publishRoutes } from "./routes.ts";
export { previewRoutes } from "./preview.ts";
export { PublishCatchUp } from "./catch-up.ts";
export { PublishRequests } from "./requests.ts";
export { LIVE_SITE_SCHEMA, PUBLISH_SCHEMA } from "./schema.ts";

/**
 * The publisher when SITE_DIR is configured (and PUBLIC_DIR is not forced), plus the directory to serve:
 * `liveDir()` is the live build (`<SITE_DIR>/builds/<id>`, following the build the database records as live, so
 * every instance switches within SITE_POLL_SECONDS of a publish), else the configured public directory.
 * With a database, builds are serialized across every instance on it by the build lease (ADR 0280).
 */
export async function createPublishing(
  config: Config,
  log: (level: "info" | "warn" | "error", message: string) => void,
  db: ApiDb | null = null,
  metrics?: Metrics,
  options: { cacheControl?: (relative: string) => string } = {},
): Promise<{ publisher: Publisher | null; liveDir: () => string }> {
  if (!config.siteDir) return { publisher: null, liveDir: () => config.publicDir };
  const siteDir = config.siteDir;
  const store =
    config.siteStore.kind === "s3"
      ? new S3Store({
          siteDir,
          client: await awsS3(config.siteStore),
          prefix: config.siteStore.prefix,
          cacheControl: options.cacheControl ?? (() => "public, max-age=0, must-revalidate"),
          keep: config.keepBuilds,
        })
      : new DirectoryStore(siteDir);
  const publisher = new Publisher({
    siteDir,
    outputDir: config.buildOutputDir,
    command: config.buildCommand,
    // The site's build reads /api/init/* (plugins/booking-source, ADR 0342): this instance's own, unless BOOKING_API_URL says.
    env: { ...process.env, BOOKING_API_URL: process.env.BOOKING_API_URL || ownOrigin(config) },
    cwd: config.buildCwd,
    keep: config.keepBuilds,
    cacheDir: config.buildCacheDir,
    stateDir: config.publishStateDir,
    log,
    requests: db ? new PublishRequests(db) : null,
    lease: db ? new JobLease(db, BUILD_LEASE, instanceHolder()) : null,
    leaseMs: config.publishLeaseSeconds * 1000,
    pollMs: config.sitePollSeconds * 1000,
    store,
    metrics,
    role: config.serverRole,
  });
  const serving = await publisher.bootstrap();
  console.log(
    `publish pipeline: serving ${serving ? publisher.liveDir : config.publicDir} (SITE_DIR ${siteDir}, ${store.kind} store; SERVER_ROLE ${config.serverRole}: ${ROLE_WORDS[config.serverRole]})`,
  );
  return { publisher, liveDir: () => publisher.liveDir ?? config.publicDir };
}

/** This instance's own address for a child on the same machine (a wildcard host is reached on loopback). */
function ownOrigin(config: Config): string {
  const host = ["0.0.0.0", "::", ""].includes(config.host)
    ? "127.0.0.1"
    : config.host.includes(":")
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

/** What each role does with the site, for the start line (ADR 0349). */
const ROLE_WORDS = {
  all: "serves and builds",
  public: "serves the store's live build, never builds",
  "build-worker": "builds publishes into the store",
} as const;

/** The lease row (`api_job_leases.name`) of the site build: one build at a time across instances. */
export const BUILD_LEASE = "site-build";
