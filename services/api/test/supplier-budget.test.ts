/**
 * Supplier amplification (ADR 0347), through the real web server and the real OCTO sandbox: searches, start times
 * and quotes are served from the per product/option/day read cache (one supplier call for repeated and concurrent
 * reads, live again after a hold of that product through this server), and each client has a budget of supplier
 * availability calls: a client over it is refused (429, the "too many requests" text in its language) while another
 * client is served. Supplier calls are counted by a counting proxy in front of the sandbox.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createSandbox, type Sandbox } from "../../octo-sandbox/src/index.ts";
import { loadConfig } from "../src/config.ts";
import { createWebServer, type WebServer } from "../src/server.ts";
import { ReadCache } from "../src/booking/read-cache.ts";
import {
  SUPPLIER_BUDGET_WINDOW_MS,
  SupplierBudgetSpent,
  supplierBudget,
  withSupplierClient,
} from "../src/limits/supplier-budget.ts";
import type { Limiter } from "../src/limits/limiter.ts";
import { API_KEY, dateWithSeats } from "./helpers.ts";

const BUDGET = 12;
const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats([HOHO.productId], 6);
const SEARCH = `query($input: SearchInput!) { search(input: $input) { product { id } vacancies } }`;
const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { total { retail } } }`;

let dir: string;
let sandbox: Sandbox;
let proxy: Server;
let app: WebServer;
let base: string;
/** Availability and calendar calls that reached the supplier. */
let supplierCalls = 0;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-budget-"));
  sandbox = await createSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: join(dir, "octo.db"),
    apiKeys: [API_KEY],
    sweepIntervalMs: 0,
  });
  const target = new URL(sandbox.url);
  proxy = createServer((req, res) => {
    if (req.url?.startsWith("/availability")) supplierCalls++;
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  app = await createWebServer({
    ...loadConfig({
      TRUST_PROXY: "true",
      BOOKING_READ_CACHE_SECONDS: "30",
      LIMIT_SUPPLIER_CALLS_PER_MINUTE: String(BUDGET),
    }),
    publicDir: dir,
    octoBaseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    octoApiKey: API_KEY,
    logLevel: "silent",
    apiDatabaseUrl: join(dir, "api.db"),
    outboxPollMs: 0,
    reconcileIntervalSeconds: 0,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
after(async () => {
  await app.close();
  await new Promise((resolve) => proxy.close(resolve));
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

async function gql(client: string, query: string, variables: Record<string, unknown>, locale = "en") {
  const res = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client, "accept-language": locale },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    ...((await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }),
  };
}

const search = (client: string, adults: number, locale = "en") =>
  gql(client, SEARCH, { input: { city: "paris", date: DATE, passengers: { adult: adults } } }, locale);

test("ten repeated and ten concurrent identical searches make the supplier calls of one", async () => {
  const start = supplierCalls;
  const first = await search("203.0.113.10", 2);
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const one = supplierCalls - start;
  assert.ok(one >= 2, `a Paris search asks the supplier about each candidate product (${one})`);
  // Other clients (a family, a hotel's guests) asking the same question are served from the cache, and spend nothing.
  for (let i = 0; i < 9; i++) assert.equal((await search(`203.0.113.${11 + i}`, 2)).errors, undefined);
  assert.equal(supplierCalls - start, one, "9 repeated searches: no supplier call");
  const concurrent = await Promise.all(Array.from({ length: 10 }, (_, i) => search(`203.0.113.${30 + i}`, 3)));
  for (const answer of concurrent) assert.equal(answer.errors, undefined);
  assert.equal(supplierCalls - start, 2 * one, "10 concurrent searches of another mix: the calls of one");
});

test("repeated quotes of one product, option and day make one supplier call; a hold of it makes the next read live", async () => {
  const input = { ...HOHO, date: DATE, passengers: { adult: 2, child: 1 } };
  const start = supplierCalls;
  for (let i = 0; i < 5; i++) {
    const answer = await gql("198.51.100.20", QUOTE, { input });
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  }
  assert.equal(supplierCalls - start, 1, "five quotes, one supplier call");
  const vacancies = async () =>
    (await search("198.51.100.21", 1)).data.search.find(
      (r: { product: { id: string } }) => r.product.id === HOHO.productId,
    ).vacancies as number;
  const seen = await vacancies();
  const held = await gql("198.51.100.22", `mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id: randomUUID(), ...HOHO, date: DATE, passengers: { adult: 2 } },
  });
  assert.equal(held.errors, undefined, JSON.stringify(held.errors));
  // Step 1 held two seats through this server: search shows them gone at once (the product's entries were dropped).
  assert.equal(await vacancies(), seen - 2);
});

test("a client over its budget of supplier calls is refused in its language while another client is served", async () => {
  const attacker = "192.0.2.66";
  const start = supplierCalls;
  // The budget is a fixed window aligned on the minute (limits/limiter.ts): a loop that crosses a window's end may
  // spend one budget in each window it touched (seen on a loaded machine: 18 calls over two windows).
  const windowOf = (ms: number) => Math.floor(ms / SUPPLIER_BUDGET_WINDOW_MS);
  const firstWindow = windowOf(Date.now());
  let refused: Awaited<ReturnType<typeof search>> | null = null;
  // Each search asks another passenger mix (no cache hit): real supplier calls, until the budget is spent.
  for (let adults = 4; adults < 40 && !refused; adults++) {
    const answer = await search(attacker, adults, "fr");
    if (answer.errors) refused = answer;
  }
  assert.ok(refused, "the attacker is refused before 36 searches");
  assert.equal(refused.status, 429);
  assert.equal(refused.errors?.[0]?.extensions?.code, "RATE_LIMITED");
  assert.match(refused.errors![0]!.message, /Trop de tentatives depuis votre connexion/);
  const spent = supplierCalls - start;
  const windows = windowOf(Date.now()) - firstWindow + 1;
  assert.ok(
    spent <= BUDGET * windows,
    `the supplier was asked at most the budget of each window touched (${spent} <= ${BUDGET} × ${windows})`,
  );
  // Still refused, and the supplier is not asked.
  const again = await search(attacker, 50, "fr");
  assert.equal(again.status, 429);
  assert.equal(supplierCalls - start, spent, "a refused client costs the supplier nothing");
  // Another visitor behind another address gets its quote.
  const other = await gql("192.0.2.77", QUOTE, { input: { ...HOHO, date: DATE, passengers: { adult: 5 } } });
  assert.equal(other.errors, undefined, JSON.stringify(other.errors));
  assert.ok(other.data.quote.total.retail > 0);
});

test("a read refused for one client's budget does not fail another client waiting on the same cache entry", async () => {
  const cache = new ReadCache<string>({ ttlMs: 10_000 });
  let calls = 0;
  const load = (client: string) => async () => {
    calls++;
    await new Promise((r) => setTimeout(r, 20));
    if (client === "spent") throw new SupplierBudgetSpent(30_000);
    return `answer for ${client}`;
  };
  const spent = withSupplierClient("spent", () => cache.read("p", "k", load("spent")));
  const waiting = withSupplierClient("fresh", () => cache.read("p", "k", load("fresh")));
  await assert.rejects(spent, SupplierBudgetSpent);
  assert.equal(await waiting, "answer for fresh");
  assert.equal(calls, 2);
});

test("one client has at most 4 supplier calls running at once (the rest wait their turn); another client's call runs at once", async () => {
  const around = supplierBudget({} as Limiter, { perMinute: 0, inFlight: 4 });
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  const call = (client: string, ms: number) =>
    withSupplierClient(client, () =>
      around(async () => {
        running.set(client, (running.get(client) ?? 0) + 1);
        most.set(client, Math.max(most.get(client) ?? 0, running.get(client)!));
        await new Promise((r) => setTimeout(r, ms));
        running.set(client, running.get(client)! - 1);
        return client;
      }),
    );
  let finished = 0;
  const burst = Array.from({ length: 20 }, () => call("192.0.2.66", 50).then((c) => (finished++, c)));
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(await call("192.0.2.77", 1), "192.0.2.77");
  assert.ok(finished <= 4, `another client does not wait behind the burst (${finished} of its 20 calls done)`);
  assert.equal((await Promise.all(burst)).length, 20, "every call of the burst runs, in turn");
  assert.equal(most.get("192.0.2.66"), 4);
});

test("once a client is seen over its budget, its next calls are refused without a database write, as are those waiting their turn", async () => {
  let hits = 0;
  const limiter = { hit: async () => ({ allowed: ++hits <= 3, retryAfterMs: 30_000 }) } as unknown as Limiter;
  const around = supplierBudget(limiter, { perMinute: 3, inFlight: 4 });
  const outcomes = await Promise.allSettled(
    Array.from({ length: 20 }, () =>
      withSupplierClient("192.0.2.99", () => around(async () => new Promise((r) => setTimeout(r, 20)))),
    ),
  );
  assert.equal(outcomes.filter((o) => o.status === "fulfilled").length, 3);
  assert.ok(outcomes.every((o) => o.status === "fulfilled" || o.reason instanceof SupplierBudgetSpent));
  assert.equal(hits, 4, "four counted (the turns running when the budget was found spent), sixteen refused in memory");
  await assert.rejects(
    withSupplierClient("192.0.2.99", () => around(async () => "late")),
    SupplierBudgetSpent,
  );
  assert.equal(hits, 4);
});
