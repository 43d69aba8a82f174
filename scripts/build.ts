/**
 * `npm run build`: everything deployable in one pass, in the order the parts need (ADR 0349, docs/operations.md "Production
 * mode"):
 *   1. codegen (`prebuild`, before this script);
 *   2. the CMS (`next build` in services/cms): first, because the site's build reads a running CMS;
 *   3. the web server and the sandboxes compiled into dist/ (scripts/build-services.ts), and the web server's
 *      production install there (`npm ci --omit=dev`, kept across builds while its lockfile is unchanged), so that
 *      `npm run start:prod` and `npm run build-worker` run right after;
 *   4. the site (`gatsby build` into public/): it reads the CMS at CMS_URL and the booking API's /api/init/* at
 *      BOOKING_API_URL (destinations, categories, offers: the web server asks the supplier, OCTO_BASE_URL).
 *      - CMS_URL must answer (the CMS is a service with its own database: start it with `npm start` in services/cms
 *        once step 2 built it). A loopback CMS_URL that does not answer is started here from services/cms with the
 *        same environment (its migrations run) and stopped at the end; another address stops the build with one line.
 *      - BOOKING_API_URL unset or not answering: a web server is started here from the sources (services/api, the
 *        same environment: its database, the supplier) on a free loopback port, as a public instance without a
 *        live site, only for the build's /api/init/* reads, and stopped at the end.
 *
 *   BUILD_SKIP=cms,services,site   leave parts out (e.g. a build worker's host needs only the site)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServices, installService } from "./build-services";
import { ROOT, run, startService, stopAll, waitFor, type Service } from "./stack";

const say = (line: string) => console.log(`[build] ${line}`);
const skip = new Set(
  (process.env.BUILD_SKIP ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]", "::1"].includes(url.hostname);

/** Whether `url` answers below 500 within 5 s. */
async function answers(url: string, init: RequestInit = {}): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const address = server.address();
  await new Promise((r) => server.close(r));
  return typeof address === "object" && address ? address.port : 0;
}

const cmsQuery = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query: "{ Cities(limit: 1) { totalDocs } }" }),
};

/**
 * Waits for a service the build started to answer; one that exits first (a refused start: the production guard's
 * lines are above) stops the build at once rather than being restarted until the wait times out.
 */
async function answersBeforeExit(service: Service, answering: Promise<void>): Promise<void> {
  const exited = service.ended!.then((code) => {
    throw new Error(`${service.name} exited (${code}) before answering: see its lines above`);
  });
  await Promise.race([answering, exited]);
}

/** The CMS the site's build reads: CMS_URL answering, or started here when it is a loopback address. */
async function ensureCms(env: NodeJS.ProcessEnv): Promise<void> {
  const cmsUrl = new URL(env.CMS_URL ?? "http://localhost:3000");
  const graphql = `${cmsUrl.origin}/api/graphql`;
  if (await answers(graphql, cmsQuery)) return say(`the site reads the CMS at ${cmsUrl.origin}`);
  if (!isLoopback(cmsUrl)) {
    throw new Error(
      `the site's build reads the CMS at CMS_URL=${cmsUrl.origin}, which does not answer: start the CMS there (npm start in services/cms, built by this script's step 2), then npm run build:site`,
    );
  }
  say(`no CMS answers at ${cmsUrl.origin}: starting services/cms for the build (CMS_PORT ${cmsUrl.port || 80})`);
  const cms = startService(
    "cms",
    "npm",
    ["start"],
    path.join(ROOT, "services/cms"),
    { ...env, CMS_PORT: cmsUrl.port || "80" },
    { restart: false },
  );
  await answersBeforeExit(cms, waitFor(graphql, cmsQuery, "cms", 300_000));
}

/** BOOKING_API_URL for the build: the one given if it answers, else a web server started here from the sources. */
async function ensureBookingApi(env: NodeJS.ProcessEnv): Promise<string> {
  const given = env.BOOKING_API_URL?.replace(/\/+$/, "");
  if (given && (await answers(`${given}/healthz`))) {
    say(`the site reads the booking API at ${given}`);
    return given;
  }
  if (given) say(`BOOKING_API_URL=${given} does not answer: starting a web server for the build instead`);
  const port = await freePort();
  const emptySite = mkdtempSync(path.join(tmpdir(), "build-api-site-"));
  // No live site, no store, no publish pipeline (SITE_DIR empty): only its /api/init/* is read; no metrics port.
  const api = startService(
    "booking-api (for the build)",
    "npm",
    ["start"],
    path.join(ROOT, "services/api"),
    {
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "0",
      SITE_DIR: "",
      PUBLIC_DIR: emptySite,
      PUBLISH_CATCHUP_SECONDS: "0",
      RECONCILE_FULL_INTERVAL_MINUTES: "0",
    },
    { restart: false },
  );
  const base = `http://127.0.0.1:${port}`;
  await answersBeforeExit(api, waitFor(`${base}/healthz`, {}, "booking API (for the build)", 120_000));
  process.on("exit", () => rmSync(emptySite, { recursive: true, force: true }));
  return base;
}

async function main(): Promise<void> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { GATSBY_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1", ...process.env };
  if (!skip.has("cms")) {
    const t = Date.now();
    await run("npm", ["run", "build"], { cwd: path.join(ROOT, "services/cms"), env });
    say(`1/3 the CMS (services/cms/.next) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  if (!skip.has("services")) {
    const t = Date.now();
    buildServices(undefined, say);
    installService("api", say);
    say(`2/3 the web server and the sandboxes (dist/) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  if (!skip.has("site")) {
    const t = Date.now();
    await ensureCms(env);
    const bookingApi = await ensureBookingApi(env);
    await run("npx", ["gatsby", "build"], { env: { ...env, BOOKING_API_URL: bookingApi } });
    say(`3/3 the site (public/) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  say(
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s: deploy dist/ (public instances), services/cms (the CMS) and the source checkout with public/ (the build worker): docs/operations.md "Running in production"`,
  );
}

main()
  .then(async () => {
    await stopAll();
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(`[build] failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  });
