/**
 * Loopback benchmark of /api/graphql against the real OCTO sandbox (temp SQLite):
 *  1. the 31-day availability calendar query;
 *  2. reserve (createCart mutation, a new cart id per request);
 *  3. confirm of those carts through the OCTO client (visitor pays on the embedded Viva sandbox first; only the
 *     confirm call is timed).
 *  4. calendar and reserve again through a server with the per-client limits on (the RequestGuard and
 *     the Limiter's counters and holds in the web server's database, SQLite, or PostgreSQL with
 *     BENCH_API_DATABASE_URL=postgres://...), one client address per request (X-Forwarded-For), limits high enough
 *     never to refuse: what the limits cost the normal path.
 *  0. first, side by side in one run: the same 31-day calendar through the site's API and straight at the
 *     supplier sandbox, alternating site/sandbox/site/sandbox (BENCH_SECONDS each); prints both rates, their
 *     ratio and p50/p95/p99 of each. BENCH_SIDE_BY_SIDE_ONLY=1 stops after it.
 * Run: npm run bench   (BENCH_SECONDS per case, default 10; BENCH_CONNECTIONS, default 10)
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import Fastify from "fastify";
import { createSandbox } from "../../octo-sandbox/src/index.ts";
import { bookingApi } from "../src/booking/index.ts";
import { createBookingCore } from "../src/booking/core.ts";
import { loadConfig } from "../src/config.ts";
import { OctoClient } from "../src/octo/client.ts";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { Limiter } from "../src/limits/limiter.ts";
import { RequestGuard } from "../src/booking/guard.ts";
import { CITIES } from "../../../domain/cities.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KEY = "octo-sandbox-dev-key";

function localDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);
}

const dir = mkdtempSync(join(tmpdir(), "api-bench-"));
const sandbox = await createSandbox({
  port: 0,
  host: "127.0.0.1",
  databaseUrl: join(dir, "octo.db"),
  apiKeys: [KEY],
  sweepIntervalMs: 0,
});
// BOOKING_READ_CACHE_SECONDS=0 measures the API without the calendar cache (the "before" figures).
const config = {
  ...loadConfig({ BOOKING_READ_CACHE_SECONDS: process.env.BOOKING_READ_CACHE_SECONDS }),
  octoBaseUrl: sandbox.url,
  octoApiKey: KEY,
  logLevel: "silent" as const,
};
const app = Fastify({ logger: false, trustProxy: true });
await app.register(bookingApi, { prefix: "/api", config, service: createBookingCore(config).booking });
await app.listen({ port: 0, host: "127.0.0.1" });
const plainUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/graphql`;
// The same API with the per-client limits on (as createWebServer wires them).
const limitsDb = await openApiDb(process.env.BENCH_API_DATABASE_URL ?? join(dir, "api.db"), API_MIGRATIONS);
const limiter = new Limiter(limitsDb);
const never = { cartChangesPerMinute: 1e9, holdsPerClient: 1e9, guessesPer15Min: 1e9, webhooksPerMinute: 1e9 };
const limited = Fastify({ logger: false, trustProxy: true });
await limited.register(bookingApi, {
  prefix: "/api",
  config,
  service: createBookingCore(config).booking,
  guardFor: (req) => new RequestGuard(limiter, never, req.ip),
});
await limited.listen({ port: 0, host: "127.0.0.1" });
const limitedUrl = `http://127.0.0.1:${(limited.server.address() as AddressInfo).port}/api/graphql`;
let url = plainUrl;
/** One visitor address per request: the limits count per client. */
const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const octo = new OctoClient({ baseUrl: sandbox.url, apiKey: KEY });

interface Row {
  case: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

/** Exact percentile of sorted latencies (ms, 0.1 ms resolution). */
function percentile(sorted: number[], p: number): number {
  const v = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return Math.round(v * 10) / 10;
}

/** autocannon run; percentiles from every response time (autocannon's own summary has no p95). */
async function cannon(name: string, opts: Partial<autocannon.Options>): Promise<void> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...opts, url } as autocannon.Options,
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  rows.push({
    case: name,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / (result.duration || SECONDS)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
  });
}

const headers = { "content-type": "application/json", accept: "application/json" };

const reserved: string[] = [];

/** 0. The calendar through the site's API and straight at the sandbox, alternating, in this one run. */
async function sideBySide(rounds = 2): Promise<void> {
  const [from, to] = [localDate(1), localDate(31)];
  const product = await octo.getProduct("paris-themed-tour");
  const option = product.options.find((o) => o.default) ?? product.options[0]!;
  const site = {
    url: plainUrl,
    opts: {
      method: "POST" as const,
      headers,
      body: JSON.stringify({
        query: `query($input: CalendarInput!) { calendar(input: $input) { date state vacancies promoted } }`,
        variables: { input: { productId: product.id, optionId: "DEFAULT", from, to } },
      }),
    },
  };
  const supplier = {
    url: `${sandbox.url}/availability/calendar`,
    opts: {
      method: "POST" as const,
      headers: { ...headers, authorization: `Bearer ${KEY}`, "octo-capabilities": octo.capabilities.join(", ") },
      body: JSON.stringify({ productId: product.id, optionId: option.id, localDateStart: from, localDateEnd: to }),
    },
  };
  const start = rows.length;
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of [
      ["site API", site],
      ["sandbox", supplier],
    ] as const) {
      url = target.url;
      await fetch(url, target.opts); // warm
      await cannon(`side by side ${round + 1}: calendar 31 days, ${name}`, target.opts);
    }
  }
  const of = (name: string) => rows.slice(start).filter((r) => r.case.endsWith(name));
  const summary = (name: string) => {
    const rs = of(name);
    const requests = rs.reduce((n, r) => n + r.requests, 0);
    const rps = Math.round(rs.reduce((n, r) => n + r.rps, 0) / rs.length);
    return {
      requests,
      rps,
      p50: Math.max(...rs.map((r) => r.p50)),
      p95: Math.max(...rs.map((r) => r.p95)),
      p99: Math.max(...rs.map((r) => r.p99)),
    };
  };
  const a = summary("site API");
  const b = summary("sandbox");
  console.log(
    `\nside by side (${rounds} x ${SECONDS}s each, ${CONNECTIONS} connections, alternating; percentiles: worst round):`,
  );
  console.table({ "site API": a, sandbox: b });
  console.log(`ratio site/sandbox: ${(a.rps / b.rps).toFixed(2)}x`);
}

await sideBySide();
if (process.env.BENCH_SIDE_BY_SIDE_ONLY === "1") {
  console.table(rows);
  await app.close();
  await limited.close();
  await limitsDb.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

/** Cases 1 and 2 against `target`; `reserved` collects the carts for the confirm case. */
async function calendarAndReserve(target: string, label: string, reserved: string[] | null): Promise<void> {
  url = target;
  // 1. calendar, 31 days
  const calendarBody = JSON.stringify({
    query: `query($input: CalendarInput!) { calendar(input: $input) { date state vacancies promoted } }`,
    variables: {
      input: { productId: "paris-themed-tour", optionId: "DEFAULT", from: localDate(1), to: localDate(31) },
    },
  });
  // warm the product cache
  await fetch(url, { method: "POST", headers, body: calendarBody });
  await cannon(`calendar 31 days (GraphQL)${label}`, { method: "POST", headers, body: calendarBody });

  // 2. reserve: createCart with a fresh id, spread over cities and 60 days
  let n = 0;
  let gqlErrors = 0;
  const createCart = `mutation($input: CreateCartInput!) { createCart(input: $input) { id status total { retail } } }`;
  await cannon(`reserve: createCart (GraphQL → OCTO POST /bookings)${label}`, {
    requests: [
      {
        method: "POST",
        headers,
        setupRequest: (req) => {
          const i = n++;
          const city = CITIES[i % CITIES.length]!.id;
          return {
            ...req,
            headers: { ...headers, "x-forwarded-for": clientIp(i) },
            body: JSON.stringify({
              query: createCart,
              variables: {
                input: {
                  id: randomUUID(),
                  productId: `${city}-hop-on-hop-off`,
                  optionId: `${city}-hop-on-hop-off-1d`,
                  date: localDate(2 + (Math.floor(i / CITIES.length) % 60)),
                  passengers: { adult: 1 },
                },
              },
            }),
          };
        },
        onResponse: (_status, body) => {
          try {
            const parsed = JSON.parse(body) as { data?: { createCart?: { id: string } }; errors?: unknown[] };
            if (parsed.data?.createCart) reserved?.push(parsed.data.createCart.id);
            else gqlErrors++;
          } catch {
            gqlErrors++;
          }
        },
      },
    ],
  });
  rows[rows.length - 1]!.errors += gqlErrors;
}

await calendarAndReserve(plainUrl, "", reserved);
await calendarAndReserve(limitedUrl, ", limits on", null);

// 3. confirm via the OCTO client (pay first, untimed), CONNECTIONS workers, bounded by SECONDS
const latencies: number[] = [];
let confirmErrors = 0;
const deadline = Date.now() + SECONDS * 1000;
const queue = [...reserved];
const started = Date.now();
async function worker() {
  while (Date.now() < deadline) {
    const id = queue.shift();
    if (!id) return;
    try {
      const booking = (await octo.getBooking(id)) as unknown as {
        cardPayment?: { amount?: number; vivawallet?: { orderCode?: string } };
      };
      const orderCode = booking.cardPayment?.vivawallet?.orderCode;
      const pay = await fetch(`${sandbox.url}/_sandbox/payments/${orderCode}/pay`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
        body: JSON.stringify({ amount: booking.cardPayment?.amount ?? 0 }),
      });
      const tx = (await pay.json()) as { transactionId: string };
      const t0 = performance.now();
      const done = await octo.confirmBooking(id, {
        contact: { firstName: "Bench", lastName: "Mark", emailAddress: "bench@example.com" },
        cardPayment: { gateway: "vivawallet", vivawallet: { orderCode, transactionId: tx.transactionId } },
      } as never);
      latencies.push(performance.now() - t0);
      if (done.status !== "CONFIRMED") confirmErrors++;
    } catch {
      confirmErrors++;
    }
  }
}
await Promise.all(Array.from({ length: CONNECTIONS }, worker));
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => percentile(latencies, p);
rows.push({
  case: "confirm (OCTO client POST /bookings/{uuid}/confirm, paid)",
  requests: latencies.length,
  rps: Math.round(latencies.length / elapsed),
  p50: pct(50),
  p95: pct(95),
  p99: pct(99),
  errors: confirmErrors,
});

console.log(
  `\nbench: ${SECONDS}s per case, ${CONNECTIONS} connections, loopback, sandbox on SQLite, limits in ${limitsDb.kind} (Node ${process.version})`,
);
console.table(
  rows
    .map((r) => ({ ...r, "p50 ms": r.p50, "p95 ms": r.p95, "p99 ms": r.p99 }))
    .map(({ p50: _a, p95: _b, p99: _c, ...r }) => r),
);

await app.close();
await limited.close();
await limitsDb.close();
await sandbox.close();
rmSync(dir, { recursive: true, force: true });
