/**
 * `npm run soak [-- --minutes 2]`: nothing lost under faults (ADR 0344).
 *
 * Starts its own stack on shifted ports (SOAK_PORT_OFFSET, default 22000; PostgreSQL on SOAK_PGPORT, default 25432):
 * PostgreSQL (the web server's and the OCTO sandbox's tables), two web server instances behind a small round-robin
 * proxy on loopback, the CMS, MailDev, and both sandboxes with their faults on (SOAK_OCTO_FAULTS,
 * SOAK_PAYMENT_FAULTS). Then simulated visitors (HTTP only: the booking API's GraphQL, the card page, the return
 * URLs, webhook replays, pages of the built site) browse, create carts, abandon some, pay, get declined, change dates,
 * cancel, replay returns and webhooks, several at once on the same small departures, in fr, en, es and nl. During the
 * run one web server instance is killed with SIGKILL at a random moment and comes back, and the CMS is restarted once.
 *
 * At the end it waits for the holds to expire and the outbox to drain, runs the reconciliation over the soak's dates
 * (`npm run reconcile` of services/api) and checks from outside (the provider's orders, the supplier's bookings,
 * MailDev): each capture has exactly one CONFIRMED supplier booking and one ticket e-mail, each refund a cancellation
 * (or a cheaper date), no hold left ON_HOLD, no e-mail sent twice, no departure sold beyond its capacity. What it
 * found is printed above its last line:
 *
 *   soak: V visitors, B bookings, C changes, X cancellations, F faults, K kills; reconciliation: M mismatches
 *
 * and it exits 0 only when M is 0. It never retries a visitor until clean: a visitor's error is counted and left as
 * the product left it. The site's pages are read from `public/` (built by `npm test`'s e2e step); when `public/` is
 * missing, browsing is skipped with a printed line (the booking path does not need it).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathFor } from "../domain/route-table";
import type { Locale } from "../domain/locales";

const { values: args } = parseArgs({
  options: { minutes: { type: "string", default: process.env.SOAK_MINUTES ?? "2" } },
  strict: false,
});
const MINUTES = Number(args.minutes);
// Below Linux's ephemeral range (32768-60999): a port there can be taken by any outgoing connection of the machine.
const OFFSET = Number(process.env.SOAK_PORT_OFFSET ?? 22000);
const PGPORT = process.env.SOAK_PGPORT ?? "25432";
const CONCURRENCY = Number(process.env.SOAK_VISITORS_AT_ONCE ?? 6);
const OCTO_FAULTS = process.env.SOAK_OCTO_FAULTS ?? "timeout=0.03,error=0.05,slow=0.1,timeout_ms=8000,slow_ms=1500";
const PAYMENT_FAULTS =
  process.env.SOAK_PAYMENT_FAULTS ?? "webhook_delay_s=20,webhook_duplicate=0.2,webhook_drop=0.1,return_drop=0.1";
// stack.ts reads STACK_PORT_OFFSET when it is loaded: set before the dynamic import below.
process.env.STACK_PORT_OFFSET = String(OFFSET);

const LOCALES: Locale[] = ["fr", "en", "es", "nl"];
const CITY = "brussels"; // speaks all four languages
/** Small departures (capacity 8, 12 and 24), so that visitors meet on the same one. */
const PRODUCTS = [
  { productId: "brussels-special-tour", optionId: "brussels-special-tour-standard" },
  { productId: "brussels-themed-tour-2", optionId: "brussels-themed-tour-2-standard" },
  { productId: "brussels-themed-tour", optionId: "brussels-themed-tour-standard" },
];
const SUCCESS_CARD = { cardNumber: "4147 4630 1111 0133", expiry: "12/30", cvc: "123", cardholder: "Soak Visitor" };
const DECLINE_CARD = { ...SUCCESS_CARD, cardNumber: "4147 4630 1111 0141" };
const OCTO_KEY = "octo-sandbox-dev-key";
const LEGACY_AUTH = `Basic ${Buffer.from("00000000-0000-4000-8000-000000000001:sandbox-api-key").toString("base64")}`;

const found: string[] = [];
let lastCartAt = 0;
/** Milliseconds of every booking-API call (GraphQL through the proxy), errors included. */
const latencies: number[] = [];
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};
const note = (line: string) => {
  found.push(line);
  console.log(`soak: FOUND ${line}`);
};
const say = (line: string) => console.log(`soak: ${line}`);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const chance = (p: number) => Math.random() < p;

function localDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return d.toISOString().slice(0, 10);
}
const FROM_DAY = 3;
/**
 * Visitors book on BOOK_DAYS days from FROM_DAY and move to the 4 days after. Five days for the 2-minute run (visitors
 * meet on the same departures); longer runs spread over more days, else every departure sells out in the first
 * minutes and later visitors only find "no start time with seats" (the first 30-minute run: 32,029 of 32,791).
 */
const BOOK_DAYS = Math.max(5, Math.ceil(MINUTES * 2));
const TO_DAY = FROM_DAY + BOOK_DAYS + 3;

async function main(): Promise<number> {
  const stack = await import("./stack");
  const { ROOT, PORTS, stackEnv, startService, waitFor, stopAll } = stack;
  const dataDir = path.join(ROOT, ".data-soak");
  const web = PORTS.web; // the proxy
  const instancePorts = [PORTS.web + 1, PORTS.web + 2];
  const site = `http://127.0.0.1:${web}`;
  const payUrl = `http://127.0.0.1:${PORTS.payment}`;
  const octoUrl = `http://127.0.0.1:${PORTS.octo}`;
  const inboxUrl = `http://127.0.0.1:${PORTS.inbox}`;

  const stopping = { now: false };
  const pgEnv = { ...process.env, PGPORT, PGDATABASE_NAME: "soak" };
  const stopPg = () => {
    try {
      execFileSync("bash", [path.join(ROOT, "scripts/postgres.sh"), "stop"], { env: pgEnv, stdio: "ignore" });
    } catch {
      // already stopped
    }
  };
  let proxy: http.Server | null = null;
  const cleanup = async () => {
    stopping.now = true;
    proxy?.close();
    await stopAll();
    stopPg();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void cleanup().then(() => process.exit(130)));
  }

  try {
    // ------------------------------------------------------------------ the stack
    // Fresh data every run. The CMS's content: a copy of the e2e step's seeded CMS when there is one, else the one a
    // previous soak seeded (kept), else seeded now (minutes on a busy machine).
    const e2eCms = path.join(ROOT, ".data-test/cms");
    const useE2eCms = existsSync(path.join(e2eCms, "cms.db"));
    mkdirSync(dataDir, { recursive: true });
    for (const entry of readdirSync(dataDir)) {
      if (entry !== "cms" || useE2eCms) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (useE2eCms) cpSync(e2eCms, path.join(dataDir, "cms"), { recursive: true });
    stopPg();
    const pgOut = execFileSync("bash", [path.join(ROOT, "scripts/postgres.sh"), "start"], {
      env: pgEnv,
      encoding: "utf8",
    });
    const pgUrl = /DATABASE_URL=(\S+)/.exec(pgOut)?.[1];
    if (!pgUrl) throw new Error(`postgres.sh start printed no URL: ${pgOut}`);
    say(
      `PostgreSQL on ${PGPORT}; ports: proxy ${web}, web ${instancePorts.join(", ")}, cms ${PORTS.cms}, octo ${PORTS.octo}, payments ${PORTS.payment}, inbox ${PORTS.inbox}`,
    );

    process.env.SITE_DIR = path.join(dataDir, "site"); // fresh: the web server serves public/
    // The CMS's secret from its own data folder (stackEnv would otherwise read or create the e2e folder's).
    const secretFile = path.join(dataDir, "cms/secret");
    if (!existsSync(secretFile)) {
      mkdirSync(path.dirname(secretFile), { recursive: true });
      writeFileSync(secretFile, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    }
    process.env.PAYLOAD_SECRET = readFileSync(secretFile, "utf8").trim();
    const base = stackEnv("test");
    const env: NodeJS.ProcessEnv = {
      ...base,
      SITE_URL: site,
      E2E_BASE_URL: site,
      CMS_DATA_DIR: path.join(dataDir, "cms"),
      BUILD_WEBHOOK_URL: "", // no site build on a CMS change during the soak
      OCTO_DATABASE_URL: pgUrl,
      API_DATABASE_URL: pgUrl,
      PAYMENT_DATABASE_URL: `file:${path.join(dataDir, "payments.db")}`,
      OCTO_SANDBOX_FAULTS: OCTO_FAULTS,
      PAYMENT_SANDBOX_FAULTS: PAYMENT_FAULTS,
      OCTO_SANDBOX_SWEEP_SECONDS: "5",
      // Short holds (1 minute), so that the end of the run can wait for every unpaid one to expire.
      BOOKING_HOLD_MINUTES: "1",
      HOLD_MINUTES_BEFORE_DETAILS: "1",
      LIMIT_WEBHOOKS_PER_MINUTE: "100000",
      LIMIT_CART_CHANGES_PER_MINUTE: "100000",
      LIMIT_HOLDS_PER_CLIENT: "100000",
      LIMIT_GUESSES_PER_15_MIN: "100000",
      RECONCILE_INTERVAL_SECONDS: "10",
      RECONCILE_AFTER_SECONDS: "20",
      RECONCILE_FULL_INTERVAL_MINUTES: "0", // the soak runs the full reconciliation itself at the end
      OUTBOX_POLL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "1000",
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? "error",
    };
    const cmsDir = path.join(ROOT, "services/cms");
    await stack.ensureCmsBuilt(env);
    const cms = startService("cms", "npm", ["start"], cmsDir, { ...env, CMS_PORT: String(PORTS.cms) });
    startService("octo", "npm", ["start"], path.join(ROOT, "services/octo-sandbox"), {
      ...env,
      OCTO_SANDBOX_PORT: String(PORTS.octo),
    });
    stack.startPaymentSandbox(site, env);
    stack.startMaildev(env);
    const cmsReady = () =>
      waitFor(
        `http://localhost:${PORTS.cms}/api/graphql`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ Cities(limit: 1) { totalDocs } }" }),
        },
        "cms",
        300_000,
      );
    await Promise.all([
      waitFor(`${payUrl}/readyz`, {}, "payment-sandbox"),
      waitFor(`${inboxUrl}/`, {}, "maildev"),
      waitFor(`${octoUrl}/healthz`, {}, "octo-sandbox"),
      cmsReady(),
    ]);
    const instances = instancePorts.map((port, i) =>
      startService(`web${i + 1}`, "npm", ["start"], path.join(ROOT, "services/api"), {
        ...env,
        PORT: String(port),
        METRICS_PORT: String(PORTS.metrics + i),
      }),
    );
    await Promise.all(instancePorts.map((port, i) => waitFor(`http://127.0.0.1:${port}/healthz`, {}, `web${i + 1}`)));
    proxy = await roundRobinProxy(web, instancePorts);
    const browsing = existsSync(path.join(ROOT, "public/page-data/app-data.json"));
    if (!browsing) say("public/ is missing (no site build): browsing skipped; the booking path runs without it");

    // ------------------------------------------------------------------ the run
    const counts = { visitors: 0, bookings: 0, changes: 0, cancellations: 0, kills: 0, errors: 0 };
    const visitors: Visitor[] = [];
    const deadline = Date.now() + MINUTES * 60_000;
    const startedAt = Date.now();
    const killAt = startedAt + (0.2 + Math.random() * 0.5) * MINUTES * 60_000;
    const cmsRestartAt = startedAt + (0.3 + Math.random() * 0.5) * MINUTES * 60_000;
    const chaos = (async () => {
      await sleep(killAt - Date.now());
      const victim = Math.floor(Math.random() * instances.length);
      const pid = instances[victim]!.child.pid!;
      say(`SIGKILL web${victim + 1} (pid group ${pid}) at ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
      process.kill(-pid, "SIGKILL"); // stack.ts's startService starts it again
      counts.kills++;
      await waitFor(
        `http://127.0.0.1:${instancePorts[victim]}/healthz`,
        {},
        `web${victim + 1} back after SIGKILL`,
        120_000,
      );
      await sleep(Math.max(0, cmsRestartAt - Date.now()));
      say(`restarting the CMS at ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
      process.kill(-cms.child.pid!, "SIGTERM"); // a graceful stop; startService starts it again
      await sleep(2000);
      await cmsReady();
    })();
    const ctx: RunCtx = { site, payUrl, counts, browsing, startedAt };
    let next = 0;
    const lanes = Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const v = new Visitor(next++, ctx);
        visitors.push(v);
        counts.visitors++;
        try {
          await v.run();
        } catch (error) {
          counts.errors++;
          v.log.push(`error: ${(error as Error).message}`);
        }
      }
    });
    await Promise.all(lanes);
    await chaos.catch((e: Error) => note(`the kill or the CMS restart did not complete: ${e.message}`));
    // The outage ends: the supplier answers again while the product catches up (its reconcilers, the webhooks).
    await fetch(`${octoUrl}/_sandbox/faults`, { method: "DELETE", headers: { authorization: `Bearer ${OCTO_KEY}` } });
    say(
      `run over after ${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${counts.visitors} visitors, ${counts.errors} ended on an error the product answered`,
    );

    // ------------------------------------------------------------------ the end: holds expire, outbox drains
    say("waiting for the holds to expire and the outbox to drain…");
    // Every hold expires a minute after its cart at most (BOOKING_HOLD_MINUTES=1); the sandbox sweeps every 5 s.
    // Wait until none is left, at most until then plus 30 s: what is still ON_HOLD after that is a finding.
    const holdsGone = lastCartAt + 60_000 + 30_000;
    while (Date.now() < holdsGone && (await holdsLeft(octoUrl)) > 0) await sleep(3000);
    await drainOutbox(pgUrl, 90_000);

    // ------------------------------------------------------------------ the reconciliation
    const from = localDate(FROM_DAY - 2);
    const to = localDate(TO_DAY + 2);
    const reconcile = await runReconcile(ROOT, { ...env, LOG_LEVEL: "silent" }, from, to);
    let mismatches = 0;
    for (const f of reconcile.findings) {
      const line = `reconciliation ${f.kind} ${f.outcome}: ${f.detail} (${f.refs.bookingUuid ?? "-"})`;
      if (f.outcome === "reported") {
        mismatches++;
        note(line);
      } else say(line);
    }
    for (const e of reconcile.errors) {
      mismatches++;
      note(`reconciliation could not check: ${e}`);
    }

    // ------------------------------------------------------------------ checks from outside
    mismatches += await checkFromOutside({ visitors, payUrl, octoUrl, inboxUrl, from, to });

    const faults = await faultCount(octoUrl, payUrl);
    say(
      `booking API under the soak: ${latencies.length} calls, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    // What the visitors met, by the last thing each saw (numbers and ids stripped): the run's shape at a glance.
    const shapes = new Map<string, number>();
    for (const v of visitors) {
      const last = (v.log[v.log.length - 1] ?? "nothing").replace(/[0-9a-f-]{36}/g, "…").replace(/\d+/g, "N");
      shapes.set(last, (shapes.get(last) ?? 0) + 1);
    }
    for (const [shape, n] of [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 15))
      say(`  ${String(n).padStart(5)} visitors ended on: ${shape}`);
    if (process.env.SOAK_VERBOSE === "1")
      for (const v of visitors) say(`visitor ${v.id} (${v.email}): ${v.log.join("; ")}`);
    console.log(
      `soak: ${counts.visitors} visitors, ${counts.bookings} bookings, ${counts.changes} changes, ${counts.cancellations} cancellations, ` +
        `${faults} faults, ${counts.kills} kills; reconciliation: ${mismatches} mismatches`,
    );
    return mismatches === 0 && counts.kills > 0 ? 0 : 1;
  } finally {
    await cleanup();
  }
}

// ==================================================================== the proxy

/** Round-robin over the instances; a refused connection (an instance down) goes to the next, nothing else is retried. */
function roundRobinProxy(port: number, targets: number[]): Promise<http.Server> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const target = targets[turn++ % targets.length]!;
        const up = http.request(
          {
            host: "127.0.0.1",
            port: target,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: `127.0.0.1:${port}` },
          },
          (upRes) => {
            res.writeHead(upRes.statusCode ?? 502, upRes.headers);
            upRes.pipe(res);
          },
        );
        up.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED" && tries < targets.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
          res.end("bad gateway");
        });
        up.end(body);
      };
      attempt(1);
    });
  });
  // A port taken is an error of the run (the stack is stopped in main's finally), not an uncaught crash that would
  // leave the stack's processes behind.
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

// ==================================================================== visitors

interface RunCtx {
  site: string;
  payUrl: string;
  counts: { visitors: number; bookings: number; changes: number; cancellations: number; kills: number; errors: number };
  browsing: boolean;
  startedAt: number;
}

interface Gql<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

class Visitor {
  readonly locale: Locale;
  readonly email: string;
  readonly log: string[] = [];
  /** Every provider order this visitor was sent to pay (the cart's and a dearer date's difference). */
  readonly orderCodes: string[] = [];
  cartId: string | null = null;
  reference: string | null = null;
  confirmed = false;
  cancelled = false;
  changed = false;

  constructor(
    readonly id: number,
    private readonly ctx: RunCtx,
  ) {
    this.locale = LOCALES[id % LOCALES.length]!;
    this.email = `soak-${id}-${randomUUID().slice(0, 6)}@example.com`;
  }

  private async gql<T>(query: string, variables: Record<string, unknown>): Promise<Gql<T>> {
    const started = performance.now();
    try {
      return await this.gqlOnce<T>(query, variables);
    } finally {
      latencies.push(performance.now() - started);
    }
  }

  private async gqlOnce<T>(query: string, variables: Record<string, unknown>): Promise<Gql<T>> {
    const res = await fetch(`${this.ctx.site}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "accept-language": this.locale },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status >= 500 && !res.headers.get("content-type")?.includes("json"))
      return { errors: [{ message: `HTTP ${res.status}` }] };
    return (await res.json()) as Gql<T>;
  }

  async run(): Promise<void> {
    if (this.ctx.browsing) await this.browse();
    const product = pick(PRODUCTS);
    const date = localDate(FROM_DAY + Math.floor(Math.random() * BOOK_DAYS));
    const slot = await this.slot(product, date);
    if (!slot) return void this.log.push("no start time with seats");
    const passengers = { adult: 1 + Math.floor(Math.random() * 2), ...(chance(0.3) ? { child: 1 } : {}) };
    const created = await this.gql<{ createCart: { id: string } }>(
      `mutation($input: CreateCartInput!, $locale: Locale) { createCart(input: $input, locale: $locale) { id } }`,
      { input: { id: randomUUID(), ...product, date, availabilityId: slot, passengers }, locale: this.locale },
    );
    if (!created.data?.createCart) return void this.log.push(`createCart: ${created.errors?.[0]?.message}`);
    this.cartId = created.data.createCart.id;
    lastCartAt = Date.now();
    if (chance(0.12)) return void this.log.push("abandoned the cart");
    if (chance(0.05)) {
      await this.gql(`mutation($id: ID!) { dropCart(id: $id) }`, { id: this.cartId });
      return void this.log.push("dropped the cart");
    }
    const details = await this.gql<{ setCustomerDetails: { id: string } }>(
      `mutation($input: CustomerDetailsInput!, $locale: Locale) { setCustomerDetails(input: $input, locale: $locale) { id } }`,
      {
        input: {
          id: this.cartId,
          firstName: "Soak",
          lastName: `Visitor ${this.id}`,
          email: this.email,
          termsAccepted: true,
        },
        locale: this.locale,
      },
    );
    if (!details.data?.setCustomerDetails)
      return void this.log.push(`setCustomerDetails: ${details.errors?.[0]?.message}`);
    if (chance(0.05)) return void this.log.push("abandoned at the payment step");
    const declineFirst = chance(0.2);
    let outcome = await this.pay(declineFirst ? DECLINE_CARD : SUCCESS_CARD);
    if (declineFirst && outcome !== "CONFIRMED" && chance(0.6)) outcome = await this.pay(SUCCESS_CARD);
    if (outcome !== "CONFIRMED") return;
    this.confirmed = true;
    this.ctx.counts.bookings++;
    if (chance(0.2)) await this.changeDate();
    if (chance(0.15)) await this.cancel();
  }

  private async browse(): Promise<void> {
    for (const p of [
      pathFor("city-home", this.locale, { city: CITY }),
      pathFor("city-tours", this.locale, { city: CITY }),
    ]) {
      const res = await fetch(`${this.ctx.site}${p}`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      await res?.arrayBuffer();
    }
  }

  private async slot(product: { productId: string; optionId: string }, date: string): Promise<string | null> {
    const r = await this.gql<{ startTimes: { availabilityId: string; vacancies: number | null }[] }>(
      `query($input: StartTimesInput!) { startTimes(input: $input) { availabilityId vacancies } }`,
      { input: { ...product, date } },
    );
    const open = (r.data?.startTimes ?? []).filter((s) => (s.vacancies ?? 1) > 0);
    return open.length ? pick(open).availabilityId : null;
  }

  /** startPayment, the card page, the return (unless the provider lost it), the callback page's verify. */
  private async pay(card: typeof SUCCESS_CARD): Promise<string> {
    const started = await this.gql<{ startPayment: { orderCode: string; redirectUrl: string } }>(
      `mutation($id: ID!, $locale: Locale) { startPayment(cartId: $id, locale: $locale) { orderCode redirectUrl } }`,
      { id: this.cartId, locale: this.locale },
    );
    if (!started.data?.startPayment) {
      this.log.push(`startPayment: ${started.errors?.[0]?.message}`);
      return "ERROR";
    }
    const { orderCode, redirectUrl } = started.data.startPayment;
    if (!this.orderCodes.includes(orderCode)) this.orderCodes.push(orderCode);
    const page = await fetch(redirectUrl, { signal: AbortSignal.timeout(30_000) });
    await page.text();
    const paid = await fetch(`${this.ctx.payUrl}/web/checkout/pay`, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ref: orderCode, ...card }).toString(),
    });
    await paid.text();
    const location = paid.headers.get("location");
    if (!location) {
      // The return was lost (PAYMENT_SANDBOX_FAULTS return_drop) or the page refused: the visitor is gone; the webhook
      // and the reconciler must finish the job.
      this.log.push(`no return from the card page (HTTP ${paid.status})`);
      return paid.status === 204 && card === SUCCESS_CARD ? "NO_RETURN" : "ERROR";
    }
    const q = Object.fromEntries(new URL(location).searchParams);
    if (chance(0.1) && q.t) await this.replayWebhook(q.t);
    const landed = await fetch(location, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
    await landed.text();
    const verify = async () => {
      for (let attempt = 1; attempt <= 6; attempt++) {
        const r = await this.gql<{ verifyPayment: { code: string; booking: { reference: string } | null } }>(
          `mutation($input: VerifyPaymentInput!, $locale: Locale) { verifyPayment(input: $input, locale: $locale) { code booking { reference } } }`,
          {
            input: { t: q.t, s: q.s, eventId: q.eventId, eci: q.eci, lang: this.locale, city: CITY },
            locale: this.locale,
          },
        );
        const v = r.data?.verifyPayment;
        if (v && v.code !== "PROCESSING") {
          if (v.booking) this.reference = v.booking.reference;
          return v.code;
        }
        await sleep(1500);
      }
      return "PROCESSING";
    };
    const code = await verify();
    this.log.push(`verify: ${code}`);
    if (chance(0.1)) {
      const again = await verify(); // the visitor reloads the callback page (a replayed return)
      if (again !== code) this.log.push(`replayed return: ${again}`);
    }
    return code;
  }

  private async replayWebhook(transactionId: string): Promise<void> {
    const r = await fetch(`${this.ctx.payUrl}/_sandbox/webhooks/replay/${transactionId}`, {
      method: "POST",
      signal: AbortSignal.timeout(30_000),
    });
    await r.text();
    this.log.push("webhook replayed");
  }

  private async changeDate(): Promise<void> {
    if (!this.reference) return;
    const date = localDate(FROM_DAY + BOOK_DAYS + Math.floor(Math.random() * 4));
    const r = await this.gql<{
      changeBookingDate: {
        ok: boolean;
        code: string;
        redirectUrl: string | null;
        booking: { reference: string } | null;
      };
    }>(
      `mutation($input: DateChangeInput!, $locale: Locale) { changeBookingDate(input: $input, locale: $locale) { ok code redirectUrl booking { reference } } }`,
      { input: { reference: this.reference, email: this.email, date }, locale: this.locale },
    );
    const c = r.data?.changeBookingDate;
    this.log.push(`changeBookingDate: ${c?.code ?? r.errors?.[0]?.message}`);
    if (c?.code === "CHANGED") {
      this.changed = true;
      this.ctx.counts.changes++;
      if (c.booking) this.reference = c.booking.reference;
    } else if (c?.code === "PAYMENT_REQUIRED" && c.redirectUrl) {
      const orderCode = new URL(c.redirectUrl).searchParams.get("ref") ?? "";
      this.orderCodes.push(orderCode);
      const paid = await fetch(`${this.ctx.payUrl}/web/checkout/pay`, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ref: orderCode, ...SUCCESS_CARD }).toString(),
      });
      await paid.text();
      const location = paid.headers.get("location");
      if (!location) return void this.log.push("no return from the difference's card page");
      const q = Object.fromEntries(new URL(location).searchParams);
      const done = await this.gql<{ confirmDateChange: { code: string; booking: { reference: string } | null } }>(
        `mutation($input: VerifyPaymentInput!, $locale: Locale) { confirmDateChange(input: $input, locale: $locale) { code booking { reference } } }`,
        { input: { t: q.t, s: q.s, eventId: q.eventId, eci: q.eci, lang: this.locale }, locale: this.locale },
      );
      this.log.push(`confirmDateChange: ${done.data?.confirmDateChange.code ?? done.errors?.[0]?.message}`);
      if (done.data?.confirmDateChange.code === "CHANGED") {
        this.changed = true;
        this.ctx.counts.changes++;
        if (done.data.confirmDateChange.booking) this.reference = done.data.confirmDateChange.booking.reference;
      }
    }
  }

  private async cancel(): Promise<void> {
    if (!this.reference) return;
    const r = await this.gql<{ cancelBooking: { code: string } }>(
      `mutation($r: String!, $e: String!, $locale: Locale) { cancelBooking(reference: $r, email: $e, locale: $locale) { code } }`,
      { r: this.reference, e: this.email, locale: this.locale },
    );
    const code = r.data?.cancelBooking.code ?? r.errors?.[0]?.message;
    this.log.push(`cancelBooking: ${code}`);
    if (code === "CANCELLED") {
      this.cancelled = true;
      this.ctx.counts.cancellations++;
    }
  }
}

// ==================================================================== the end

async function drainOutbox(pgUrl: string, timeoutMs: number): Promise<void> {
  // pg is a dependency of services/api (not of the site): resolved from there.
  const { Client } = createRequire(path.join(__dirname, "../services/api/package.json"))("pg") as {
    Client: new (o: { connectionString: string }) => PgClient;
  };
  const client = new Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const r = await client.query("SELECT COUNT(*)::int AS n FROM api_outbox WHERE status IN ('pending', 'sending')");
      const n = Number(r.rows[0]?.n ?? 0);
      if (n === 0) return say("outbox drained");
      await sleep(2000);
    }
    note("the outbox did not drain in time");
  } catch (error) {
    say(`outbox not read (${(error as Error).message}); waiting 20 s instead`);
    await sleep(20_000);
  } finally {
    await client.end();
  }
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

interface ReconcileReport {
  findings: { kind: string; outcome: string; detail: string; refs: { bookingUuid?: string } }[];
  errors: string[];
}

function runReconcile(root: string, env: NodeJS.ProcessEnv, from: string, to: string): Promise<ReconcileReport> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "reconcile", "--", "--from", from, "--to", to, "--json"], {
      cwd: path.join(root, "services/api"),
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => {
      const json = out.slice(out.indexOf("{"));
      try {
        resolve(JSON.parse(json) as ReconcileReport);
      } catch {
        reject(new Error(`reconcile exited ${code} without a JSON report: ${out.slice(0, 500)}`));
      }
    });
  });
}

/** Supplier holds (ON_HOLD) of the soak's products and dates, read without faults. */
async function holdsLeft(octoUrl: string): Promise<number> {
  let n = 0;
  for (let d = FROM_DAY - 1; d <= TO_DAY + 1; d++) {
    for (const p of PRODUCTS) {
      const r = await fetch(`${octoUrl}/bookings?productId=${p.productId}&localDate=${localDate(d)}`, {
        headers: { authorization: `Bearer ${OCTO_KEY}`, "x-sandbox-faults": "off" },
      });
      n += ((await r.json()) as OctoBookingJson[]).filter((b) => b.status === "ON_HOLD").length;
    }
  }
  return n;
}

async function faultCount(octoUrl: string, payUrl: string): Promise<number> {
  const octo = (await (
    await fetch(`${octoUrl}/_sandbox/faults`, {
      headers: { authorization: `Bearer ${OCTO_KEY}`, "x-sandbox-faults": "off" },
    })
  ).json()) as { total: number };
  const pay = (await (await fetch(`${payUrl}/_sandbox/faults`)).json()) as { total: number };
  return octo.total + pay.total;
}

interface OctoBookingJson {
  uuid: string;
  status: string;
  availabilityId: string;
  productId: string;
  unitItems: unknown[];
  contact?: { emailAddress?: string | null };
}

async function checkFromOutside(o: {
  visitors: Visitor[];
  payUrl: string;
  octoUrl: string;
  inboxUrl: string;
  from: string;
  to: string;
}): Promise<number> {
  let mismatches = 0;
  const bad = (line: string) => {
    mismatches++;
    note(line);
  };
  const octo = async (p: string, init: RequestInit = {}) => {
    const r = await fetch(`${o.octoUrl}${p}`, {
      ...init,
      headers: {
        authorization: `Bearer ${OCTO_KEY}`,
        "x-sandbox-faults": "off",
        "content-type": "application/json",
        ...(init.headers ?? {}),
      },
    });
    if (r.status !== 200) throw new Error(`OCTO ${p}: HTTP ${r.status}`);
    return r.json();
  };

  // The supplier's bookings of the soak's products and dates.
  const bookings: OctoBookingJson[] = [];
  for (let d = FROM_DAY - 1; d <= TO_DAY + 1; d++) {
    for (const p of PRODUCTS) {
      bookings.push(
        ...((await octo(`/bookings?productId=${p.productId}&localDate=${localDate(d)}`)) as OctoBookingJson[]),
      );
    }
  }
  const onHold = bookings.filter((b) => b.status === "ON_HOLD");
  if (onHold.length)
    bad(
      `${onHold.length} supplier holds left ON_HOLD after the holds' expiry (${onHold
        .slice(0, 3)
        .map((b) => b.uuid)
        .join(", ")})`,
    );
  const confirmedBy = new Map<string, OctoBookingJson[]>();
  for (const b of bookings.filter((x) => x.status === "CONFIRMED")) {
    const email = b.contact?.emailAddress ?? "";
    confirmedBy.set(email, [...(confirmedBy.get(email) ?? []), b]);
  }

  // Seats sold never beyond a departure's capacity.
  const seats = new Map<string, { productId: string; seats: number }>();
  for (const b of bookings.filter((x) => x.status === "CONFIRMED")) {
    const s = seats.get(b.availabilityId) ?? { productId: b.productId, seats: 0 };
    s.seats += b.unitItems.length;
    seats.set(b.availabilityId, s);
  }
  for (const [availabilityId, s] of seats) {
    const p = PRODUCTS.find((x) => x.productId === s.productId)!;
    const list = (await octo("/availability", {
      method: "POST",
      body: JSON.stringify({ productId: p.productId, optionId: p.optionId, availabilityIds: [availabilityId] }),
    })) as { capacity: number; vacancies: number }[];
    const a = list[0];
    if (a && (s.seats > a.capacity || a.vacancies < 0 || a.capacity - a.vacancies < s.seats)) {
      bad(
        `departure ${availabilityId}: ${s.seats} seats confirmed by the soak, capacity ${a.capacity}, vacancies ${a.vacancies}`,
      );
    }
  }

  // MailDev: every message, by recipient.
  const mails = (await (await fetch(`${o.inboxUrl}/email`)).json()) as {
    to: { address: string }[];
    subject: string;
    text?: string;
    html?: string;
  }[];
  const mailsTo = new Map<string, typeof mails>();
  for (const m of mails)
    for (const t of m.to) mailsTo.set(t.address.toLowerCase(), [...(mailsTo.get(t.address.toLowerCase()) ?? []), m]);
  const seen = new Set<string>();
  for (const m of mails) {
    const key = createHash("sha256")
      .update(`${m.to.map((t) => t.address).join(",")}\n${m.subject}\n${m.text ?? m.html ?? ""}`)
      .digest("hex");
    if (seen.has(key)) bad(`an e-mail was sent twice: "${m.subject}" to ${m.to.map((t) => t.address).join(", ")}`);
    seen.add(key);
  }
  const CONFIRMATION = /is confirmed|est confirmée|está confirmada|is bevestigd/;

  // The provider's captures and refunds, per visitor (every order they were sent to pay).
  for (const v of o.visitors) {
    let captured = 0;
    let refunded = 0;
    for (const code of v.orderCodes) {
      const r = await fetch(`${o.payUrl}/api/transactions?ordercode=${code}`, {
        headers: { authorization: LEGACY_AUTH },
      });
      const body = (await r.json()) as {
        Transactions: { StatusId: string; TransactionTypeId: number; Amount: number }[];
      };
      for (const t of body.Transactions ?? []) {
        if (t.TransactionTypeId === 5 && (t.StatusId === "F" || t.StatusId === "R"))
          captured += Math.round(t.Amount * 100);
        else if (t.TransactionTypeId !== 5 && t.StatusId === "F") refunded += Math.round(Math.abs(t.Amount) * 100);
      }
    }
    const confirmed = confirmedBy.get(v.email) ?? [];
    const confirmations = (mailsTo.get(v.email.toLowerCase()) ?? []).filter((m) => CONFIRMATION.test(m.subject));
    const who = `visitor ${v.id} (${v.email}, ${v.log.join("; ")})`;
    if (captured > 0 && refunded < captured) {
      if (confirmed.length !== 1)
        bad(`${who}: captured ${captured}, refunded ${refunded}, but ${confirmed.length} CONFIRMED supplier bookings`);
      if (confirmations.length !== 1) bad(`${who}: captured ${captured} but ${confirmations.length} ticket e-mails`);
    }
    if (captured > 0 && refunded >= captured) {
      if (!v.cancelled) bad(`${who}: refunded ${refunded} of ${captured} without a cancellation`);
      if (confirmed.length > 0) bad(`${who}: refunded in full but ${confirmed.length} CONFIRMED supplier bookings`);
    }
    if (refunded > 0 && refunded < captured && !v.changed)
      bad(`${who}: a partial refund (${refunded} of ${captured}) without a change of date`);
    if (captured === 0 && confirmed.length > 0)
      bad(`${who}: ${confirmed.length} CONFIRMED supplier bookings but no capture`);
  }
  say(
    `checked from outside: ${bookings.length} supplier bookings, ${mails.length} e-mails, ${o.visitors.reduce((n, v) => n + v.orderCodes.length, 0)} provider orders`,
  );
  return mismatches;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
