/**
 * Starts the whole product on loopback, in order, and stops it: CMS (:3000), OCTO sandbox (:4010), web server
 * (:8000, with no site yet: the build reads its /api/init/*, ADR 0342), site build, web server restarted to serve it. Used by `npm start` (persistent data under each service's .data) and `npm test`
 * (throwaway data, fresh seed). Every child runs in its own process group and is killed on stop.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
/** STACK_PORT_OFFSET shifts every port (e.g. to run the test stack beside a running `npm start`). */
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
export const PORTS = {
  web: 8000 + offset,
  cms: 3000 + offset,
  octo: 4010 + offset,
  payment: 4020 + offset,
  smtp: 1025 + offset,
  inbox: 1080 + offset,
  /** The web server's private Prometheus port (METRICS_PORT; ADR 0270). */
  metrics: 9464 + offset,
} as const;

export type Mode = "start" | "test";

export interface Service {
  name: string;
  child: ChildProcess;
  /** Restarts after an unexpected exit (reset once the service has run a minute). */
  restarts: number;
  /** Stopped on purpose (stopService): not restarted. */
  stopped?: boolean;
  /** With `{ restart: false }`: the exit code (or signal) of its one run, once it ended. */
  ended?: Promise<number | string | null>;
}

const running: Service[] = [];
const log = (message: string) => console.log(`[stack] ${message}`);

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/** Delay before restarting a service that died: 1 s, 2 s, 4 s … at most 30 s. */
export const restartDelayMs = (restarts: number) => Math.min(30_000, 1000 * 2 ** restarts);

/**
 * Starts a service in its own process group, its output prefixed with its name. A service that exits while the
 * stack is up (a crash, the kernel's OOM killer) is logged and started again after restartDelayMs.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  options: { restart?: boolean } = {},
): Service {
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join("\n");
  const service: Service = { name, child: undefined as unknown as ChildProcess, restarts: 0 };
  let ended: (code: number | string | null) => void = () => undefined;
  if (options.restart === false) service.ended = new Promise((resolve) => (ended = resolve));
  const launch = () => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    child.stdout?.on("data", (chunk: Buffer) => console.log(prefix(chunk)));
    child.stderr?.on("data", (chunk: Buffer) => console.error(prefix(chunk)));
    child.on("exit", (code, signal) => {
      if (stopping || service.stopped) return;
      if (options.restart === false) {
        log(`${name} exited (${code ?? signal})`);
        ended(code ?? signal);
        return;
      }
      if (Date.now() - started > 60_000) service.restarts = 0;
      const delay = restartDelayMs(service.restarts++);
      log(
        `${name} exited unexpectedly (${code ?? signal}); restarting in ${delay / 1000} s (restart ${service.restarts})`,
      );
      setTimeout(() => {
        if (!stopping) launch();
      }, delay).unref();
    });
    service.child = child;
  };
  launch();
  running.push(service);
  return service;
}

export async function waitFor(url: string, init: RequestInit, label: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
      if (res.status < 500) {
        log(`${label} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops one service (its process group) on purpose and waits for it to exit. */
export async function stopService(service: Service): Promise<void> {
  service.stopped = true;
  const { child } = service;
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  running.splice(running.indexOf(service), 1);
}

let stopping = false;
export async function stopAll(): Promise<void> {
  stopping = true;
  for (const service of running.reverse()) {
    if (service.child.exitCode !== null || !service.child.pid) continue;
    try {
      process.kill(-service.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const service of running) {
    if (service.child.exitCode === null && service.child.pid) {
      try {
        process.kill(-service.child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  running.length = 0;
}

/**
 * Waits until the web server builds nothing (idle and nothing queued, twice in a row), at most `timeoutMs`. A build
 * stopped half-way leaves its marker in the source checkout's .publish-state, and the next server that builds there
 * (the production step's build worker) then keeps no site at all: the e2e step waits for the publishes its specs
 * made before it stops the stack. Resolves false when the server was still building at the deadline.
 */
export async function waitForPublishIdle(timeoutMs = 6 * 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let idleSeen = 0;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${PORTS.web}/api/build-status`, { signal: AbortSignal.timeout(5000) })
      .then((r) => (r.ok ? (r.json() as Promise<{ state?: string; queued?: boolean }>) : null))
      .catch(() => null);
    // No answer: no server, or no publish pipeline; nothing can be building.
    if (!status) return true;
    idleSeen = status.state === "idle" && !status.queued ? idleSeen + 1 : 0;
    if (idleSeen >= 2) return true;
    await new Promise((r) => setTimeout(r, 2000));
  }
  log(`the web server was still building after ${timeoutMs / 1000} s; stopping it mid-build`);
  return false;
}

/**
 * The test stack's analytics tags: all on, served by tests/e2e/helpers/tag-stubs.ts through page.route (no
 * network), their host allowed by the CSP. Other specs start with a stored "reject all" (tests/e2e/helpers/csp.ts).
 */
export const E2E_TAGS_ENV = {
  GATSBY_GTM_ID: "GTM-E2ESTUB",
  GATSBY_GTM_SCRIPT_URL: "https://tags.e2e.test/gtm.js",
  GATSBY_AFFILIATE_SCRIPT_URL: "https://tags.e2e.test/affiliate.js",
  GATSBY_MONITORING_APP_ID: "e2e",
  GATSBY_MONITORING_SCRIPT_URL: "https://tags.e2e.test/monitoring.js",
  CSP_EXTRA_SOURCES: "script-src https://tags.e2e.test; connect-src https://tags.e2e.test",
} as const;

/** Environment of every child: documented defaults, overridable from the caller's environment. */
export function stackEnv(mode: Mode): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    CMS_URL: process.env.CMS_URL ?? `http://localhost:${PORTS.cms}`,
    // The preview's "log in" link (the web server never derives it from CMS_URL, ADR 0343).
    CMS_ADMIN_URL: process.env.CMS_ADMIN_URL ?? `http://localhost:${PORTS.cms}/admin/login`,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${PORTS.web}`,
    OCTO_BASE_URL: process.env.OCTO_BASE_URL ?? `http://localhost:${PORTS.octo}`,
    // Card payments: the OCTO sandbox creates Viva orders at the payment sandbox, the web server verifies there.
    VIVA_API_URL: process.env.VIVA_API_URL ?? `http://127.0.0.1:${PORTS.payment}`,
    VIVA_ACCOUNTS_URL: process.env.VIVA_ACCOUNTS_URL ?? `http://127.0.0.1:${PORTS.payment}`,
    // The payment sandbox's documented development client (not a secret); real Viva: set both variables.
    VIVA_CLIENT_ID: process.env.VIVA_CLIENT_ID ?? "sandbox-client",
    VIVA_CLIENT_SECRET: process.env.VIVA_CLIENT_SECRET ?? "sandbox-secret",
    VIVA_LEGACY_API_URL: process.env.VIVA_LEGACY_API_URL ?? `http://127.0.0.1:${PORTS.payment}`,
    VIVA_CHECKOUT_URL:
      process.env.VIVA_CHECKOUT_URL ?? `http://localhost:${PORTS.payment}/web/checkout?ref={orderCode}`,
    E2E_BASE_URL: process.env.E2E_BASE_URL ?? `http://localhost:${PORTS.web}`,
    SMTP_URL: process.env.SMTP_URL ?? `smtp://localhost:${PORTS.smtp}`,
    // The site's build reads /api/init/* of the web server (plugins/booking-source, ADR 0342).
    BOOKING_API_URL: process.env.BOOKING_API_URL ?? `http://localhost:${PORTS.web}`,
  };
  // Publish pipeline: the web server serves SITE_DIR/current and rebuilds on the CMS publish hook.
  Object.assign(env, publishEnv(mode));
  if (mode === "test") {
    // Tests never touch the developer's data: fresh databases, seeded on first start.
    const dataDir = path.join(ROOT, ".data-test");
    env.CMS_DATA_DIR = path.join(dataDir, "cms");
    env.OCTO_DATABASE_URL = process.env.OCTO_DATABASE_URL ?? `file:${path.join(dataDir, "octo.db")}`;
    env.PAYMENT_DATABASE_URL = process.env.PAYMENT_DATABASE_URL ?? `file:${path.join(dataDir, "payments.db")}`;
    env.API_DATABASE_URL = process.env.API_DATABASE_URL ?? `file:${path.join(dataDir, "api.db")}`;
    // Every e2e test books from one address (127.0.0.1): the per-client limits are tested in services/api.
    env.LIMIT_CART_CHANGES_PER_MINUTE = process.env.LIMIT_CART_CHANGES_PER_MINUTE ?? "10000";
    env.LIMIT_HOLDS_PER_CLIENT = process.env.LIMIT_HOLDS_PER_CLIENT ?? "10000";
    env.LIMIT_GUESSES_PER_15_MIN = process.env.LIMIT_GUESSES_PER_15_MIN ?? "10000";
    env.LIMIT_SEATS_PER_DEPARTURE = process.env.LIMIT_SEATS_PER_DEPARTURE ?? "10000";
    env.LIMIT_HOLDS_BEFORE_PROOF = process.env.LIMIT_HOLDS_BEFORE_PROOF ?? "10000";
    env.LIMIT_SUPPLIER_CALLS_PER_MINUTE = process.env.LIMIT_SUPPLIER_CALLS_PER_MINUTE ?? "0";
    env.LIMIT_SUPPLIER_CALLS_IN_FLIGHT = process.env.LIMIT_SUPPLIER_CALLS_IN_FLIGHT ?? "0";
    // Specs read the CMS anonymously from 127.0.0.1 too: its read gate is tested in services/cms (ADR 0347).
    env.CMS_ANONYMOUS_READS_PER_CLIENT = process.env.CMS_ANONYMOUS_READS_PER_CLIENT ?? "0";
    env.CMS_ANONYMOUS_READS = process.env.CMS_ANONYMOUS_READS ?? "0";
    // e2e: one test shortens its own hold with the x-test-hold-seconds header (never on npm start).
    env.BOOKING_HOLD_TEST_HEADER = "1";
    env.LIMIT_FORM_MESSAGES_PER_HOUR = process.env.LIMIT_FORM_MESSAGES_PER_HOUR ?? "10000";
    // Every form spec writes from 127.0.0.1 and expects its acknowledgement: the per-client share is tested in services/api.
    env.FORM_ACK_PER_CLIENT_PER_HOUR = process.env.FORM_ACK_PER_CLIENT_PER_HOUR ?? "10000";
    // The publish catch-up (ADR 0346) would rebuild the live site under running specs after a CMS change made
    // without a webhook; services/api/test/publish-catch-up.test.ts covers it.
    env.PUBLISH_CATCHUP_SECONDS = process.env.PUBLISH_CATCHUP_SECONDS ?? "0";
    // Analytics tags: every tag switched on, pointing at a host the e2e specs stub (page.route).
    for (const [name, value] of Object.entries(E2E_TAGS_ENV)) env[name] = process.env[name] ?? value;
  }
  // `next start` runs the CMS with NODE_ENV=production, which refuses a generated secret (services/cms/src/env.ts):
  // pass the one the CMS generated before (or generate it) in its data folder, as it would have itself.
  const cmsDataDir = env.CMS_DATA_DIR ?? path.join(ROOT, "services/cms/.data");
  env.PAYLOAD_SECRET = storedSecret(cmsDataDir, "secret", process.env.PAYLOAD_SECRET);
  return env;
}

/** Live site directory of a mode: `.site` for npm start, `.data-test/site` for npm test. */
export function siteDirOf(mode: Mode): string {
  return process.env.SITE_DIR ?? path.join(ROOT, mode === "test" ? ".data-test/site" : ".site");
}

/**
 * SITE_DIR, the build webhook's shared secret (BUILD_WEBHOOK_SECRET, else generated once into
 * SITE_DIR/webhook-secret, mode 600, never in git), the CMS read token (CMS_READ_TOKEN, else SITE_DIR/cms-read-token)
 * and BUILD_WEBHOOK_URL for the CMS publish hook.
 */
export function publishEnv(mode: Mode): NodeJS.ProcessEnv {
  const siteDir = siteDirOf(mode);
  let secret = process.env.BUILD_WEBHOOK_SECRET;
  if (!secret) {
    const file = path.join(siteDir, "webhook-secret");
    if (existsSync(file)) secret = readFileSync(file, "utf8").trim();
    if (!secret) {
      secret = randomBytes(24).toString("base64url");
      mkdirSync(siteDir, { recursive: true });
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    }
  }
  return {
    SITE_DIR: siteDir,
    BUILD_WEBHOOK_SECRET: secret,
    FORMS_CAPTCHA_SECRET: storedSecret(siteDir, "forms-captcha-secret", process.env.FORMS_CAPTCHA_SECRET),
    // The e-mails' signed manage links keep opening across restarts (ADR 0360).
    MANAGE_LINK_SECRET: storedSecret(siteDir, "manage-link-secret", process.env.MANAGE_LINK_SECRET),
    // The read token of the site's build and the web server (CMS): one value for the three processes.
    CMS_READ_TOKEN: storedSecret(siteDir, "cms-read-token", process.env.CMS_READ_TOKEN),
    BUILD_WEBHOOK_URL: process.env.BUILD_WEBHOOK_URL ?? `http://localhost:${PORTS.web}/api/build-webhook`,
  };
}

/** A secret from the environment, else generated once into `dir/file` (mode 600, never in git) and reused. */
function storedSecret(dir: string, file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const where = path.join(dir, file);
  const stored = existsSync(where) ? readFileSync(where, "utf8").trim() : "";
  if (stored) return stored;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dir, { recursive: true });
  writeFileSync(where, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function resetTestData(): void {
  const dataDir = path.join(ROOT, ".data-test");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.join(dataDir, "cms"), { recursive: true });
}

const cmsDir = path.join(ROOT, "services/cms");

/** Newest modification time of the files under a directory (0 when missing). */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }, 0);
}

/** The CMS build is missing or older than its sources (a schema change would otherwise not reach its GraphQL). */
function cmsBuildStale(): boolean {
  const buildId = path.join(cmsDir, ".next/BUILD_ID");
  return !existsSync(buildId) || newestMtime(path.join(cmsDir, "src")) > statSync(buildId).mtimeMs;
}

/** Builds the CMS admin when its build is missing or older than its sources. */
export async function ensureCmsBuilt(env: NodeJS.ProcessEnv): Promise<void> {
  if (!cmsBuildStale()) return;
  log("building the CMS admin (first start, or its sources changed since the last build)…");
  await run("npm", ["run", "build"], { cwd: cmsDir, env });
}

/** The payment sandbox on PORTS.payment, its webhooks and returns pointed at the web server `site`. */
export function startPaymentSandbox(site: string, env: NodeJS.ProcessEnv): Service {
  return startService("payment", "npm", ["start"], path.join(ROOT, "services/payment-sandbox"), {
    ...env,
    PAYMENT_SANDBOX_PORT: String(PORTS.payment),
    PAYMENT_SANDBOX_WEBHOOK_URLS: `${site}/api/payments/webhook`,
    PAYMENT_SANDBOX_SUCCESS_URL: `${site}/api/payments/return/success`,
    PAYMENT_SANDBOX_FAILURE_URL: `${site}/api/payments/return/failure`,
  });
}

/** MailDev on loopback: SMTP on PORTS.smtp, its inbox on PORTS.inbox. */
export function startMaildev(env: NodeJS.ProcessEnv): Service {
  return startService(
    "maildev",
    "npx",
    [
      "maildev",
      "--smtp",
      String(PORTS.smtp),
      "--web",
      String(PORTS.inbox),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
    ],
    path.join(ROOT, "services/api"),
    env,
  );
}

export async function startBackends(mode: Mode): Promise<void> {
  const env = stackEnv(mode);
  await ensureCmsBuilt(env);
  startService("cms", "npm", ["start"], cmsDir, { ...env, CMS_PORT: String(PORTS.cms) });
  startService("octo", "npm", ["start"], path.join(ROOT, "services/octo-sandbox"), {
    ...env,
    OCTO_SANDBOX_PORT: String(PORTS.octo),
  });
  const site = `http://localhost:${PORTS.web}`;
  if (!process.env.VIVA_API_URL) {
    startPaymentSandbox(site, env);
  }
  if (!process.env.SMTP_URL) startMaildev(env);
  await Promise.all([
    ...(process.env.VIVA_API_URL ? [] : [waitFor(`http://localhost:${PORTS.payment}/readyz`, {}, "payment-sandbox")]),
    ...(process.env.SMTP_URL ? [] : [waitFor(`http://localhost:${PORTS.inbox}/`, {}, "maildev")]),
    waitFor(
      `http://localhost:${PORTS.cms}/api/graphql`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ Cities(limit: 1) { totalDocs } }" }),
      },
      "cms",
      300_000, // its first start seeds the content (images rendered by sharp): minutes on a busy 2-core machine
    ),
    waitFor(`http://localhost:${PORTS.octo}/supplier`, {}, "octo-sandbox"),
  ]);
}

/**
 * Builds the site into public/ when missing (or always with force), reading content from the running CMS and the
 * running web server's /api/init/* (startWeb first). True when it built (the web server must then be restarted to
 * promote the new public/: restartWeb).
 */
export async function buildSite(mode: Mode, force: boolean): Promise<boolean> {
  // Gatsby writes no public/index.html ("/" is a server redirect): page-data/app-data.json marks a build; the
  // publish pipeline's live build (SITE_DIR/current) counts too.
  const built = ["public/page-data/app-data.json", "public/404.html"].every((f) => existsSync(path.join(ROOT, f)));
  if (!force && (built || existsSync(path.join(siteDirOf(mode), "current")))) {
    log("site already built (public/ or the live SITE_DIR/current): reusing it; FORCE_BUILD=1 rebuilds");
    return false;
  }
  const started = Date.now();
  await run("npx", ["gatsby", "build"], { env: stackEnv(mode) });
  log(`site built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

let web: Service | null = null;

/**
 * Starts the web server and waits for its /healthz: it starts with no built site (the site's build needs its
 * /api/init/*, ADR 0342), serving its API and 404s until a build is promoted.
 */
export async function startWeb(mode: Mode): Promise<void> {
  web = startService("web", "npm", ["start"], path.join(ROOT, "services/api"), {
    ...stackEnv(mode),
    PORT: String(PORTS.web),
    METRICS_PORT: process.env.METRICS_PORT ?? String(PORTS.metrics),
  });
  await waitFor(`http://localhost:${PORTS.web}/healthz`, {}, "web");
}

/** After buildSite built: a restart promotes public/ to the live build (the publisher's bootstrap); then /fr answers. */
export async function restartWeb(mode: Mode): Promise<void> {
  if (web) await stopService(web);
  await startWeb(mode);
  await waitFor(`http://localhost:${PORTS.web}/fr`, {}, "web (site)");
}

export function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      log(`${signal}: stopping every service`);
      void stopAll().then(() => process.exit(130));
    });
  }
}
