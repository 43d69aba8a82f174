/**
 * The booking reads cache through the real HTTP API and the real OCTO sandbox: a calendar is reused
 * within its TTL, never on the way to a hold (a hold made here shows at once), and concurrent misses make one
 * supplier call. Supplier calls are counted by a counting fetch handed to the server's OCTO client.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { createSandbox, type Sandbox } from "../../octo-sandbox/src/index.ts";
import { bookingApi } from "../src/booking/index.ts";
import { createBookingCore } from "../src/booking/core.ts";
import { loadConfig } from "../src/config.ts";
import { OctoClient } from "../src/octo/client.ts";
import { ReadCache } from "../src/booking/read-cache.ts";
import { API_KEY, localDate } from "./helpers.ts";

const TTL_SECONDS = 3;
/** An all-day pass with LIMITED days (few vacancies) in the sandbox. */
const PASS = { productId: "paris-discovery-pass", optionId: "paris-discovery-pass-1d" };
const CALENDAR = `query($input: CalendarInput!) { calendar(input: $input) { date state vacancies } }`;

let dir: string;
let sandbox: Sandbox;
let api: FastifyInstance;
let apiUrl: string;
/** Another client of the supplier (another reseller, another instance): its holds are not this server's writes. */
let elsewhere: OctoClient;
const calls = { calendar: 0 };

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-reads-"));
  sandbox = await createSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: join(dir, "octo.db"),
    apiKeys: [API_KEY],
    sweepIntervalMs: 0,
  });
  const counting: typeof fetch = (url, init) => {
    if (String(url).endsWith("/availability/calendar")) calls.calendar++;
    return fetch(url, init);
  };
  const config = {
    ...loadConfig({ BOOKING_READ_CACHE_SECONDS: String(TTL_SECONDS) }),
    octoBaseUrl: sandbox.url,
    octoApiKey: API_KEY,
    logLevel: "silent" as const,
  };
  assert.equal(config.bookingReadCacheSeconds, TTL_SECONDS);
  const core = createBookingCore(config, {
    octo: new OctoClient({ baseUrl: sandbox.url, apiKey: API_KEY, fetch: counting }),
  });
  api = Fastify({ logger: false });
  await api.register(bookingApi, { prefix: "/api", config, service: core.booking });
  await api.listen({ port: 0, host: "127.0.0.1" });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/graphql`;
  elsewhere = new OctoClient({ baseUrl: sandbox.url, apiKey: API_KEY });
});
after(async () => {
  await api.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

async function gql(query: string, variables: Record<string, unknown>) {
  const res = await fetch(apiUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

type Day = { date: string; state: string; vacancies: number | null };
const calendar = async (from: string, to: string, passengers?: Record<string, number>): Promise<Day[]> =>
  (await gql(CALENDAR, { input: { ...PASS, from, to, ...(passengers ? { passengers } : {}) } })).calendar;
const dayOf = (days: Day[], date: string) => days.find((d) => d.date === date)!;

/** A LIMITED day of the pass in the next month (few vacancies left), and the unit to hold its seats with. */
async function limitedDay(from: string, to: string, skip: string[] = []): Promise<Day> {
  const day = (await calendar(from, to)).find(
    (d) => d.state === "LIMITED" && d.vacancies !== null && !skip.includes(d.date),
  );
  assert.ok(day, "the sandbox has a LIMITED day for the pass");
  return day;
}

async function holdElsewhere(date: string, adults: number): Promise<void> {
  const [availability] = await elsewhere.checkAvailability({ ...PASS, localDate: date });
  await elsewhere.reserve({
    uuid: randomUUID(),
    ...PASS,
    availabilityId: availability!.id,
    unitItems: Array.from({ length: adults }, () => ({ unitId: "adult" })),
    expirationMinutes: 30,
  });
}

test("a calendar is served from the cache within its TTL, keyed by the passengers too, and live again after it", async () => {
  const [from, to] = [localDate(1), localDate(31)];
  const day = await limitedDay(from, to);
  const before = calls.calendar;
  // Another reseller takes a seat: not this server's write, so the cached calendar still shows the old count...
  await holdElsewhere(day.date, 1);
  assert.equal(dayOf(await calendar(from, to), day.date).vacancies, day.vacancies, "served from the cache");
  assert.equal(calls.calendar, before, "no supplier call within the TTL");
  // ...another passenger mix is another question to the supplier (its own entry, live)
  assert.equal(dayOf(await calendar(from, to, { adult: 1 }), day.date).vacancies, day.vacancies! - 1);
  assert.equal(calls.calendar, before + 1);
  await new Promise((r) => setTimeout(r, TTL_SECONDS * 1000 + 100));
  assert.equal(dayOf(await calendar(from, to), day.date).vacancies, day.vacancies! - 1, "live once the TTL is over");
  assert.equal(calls.calendar, before + 2);
});

test("a hold made through this server shows at once: the calendar read after the last seat is held says sold out", async () => {
  const [from, to] = [localDate(1), localDate(31)];
  const day = await limitedDay(from, to);
  assert.equal(dayOf(await calendar(from, to), day.date).state, "LIMITED", "cached before the hold");
  const held = await gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id status } }`, {
    input: { id: randomUUID(), ...PASS, date: day.date, passengers: { adult: day.vacancies } },
  });
  assert.equal(held.createCart.status, "ON_HOLD");
  const after = dayOf(await calendar(from, to), day.date);
  assert.equal(after.state, "SOLD_OUT", JSON.stringify(after));
  assert.equal(after.vacancies, 0);
  // Dropping the cart gives the seats back at once too.
  await gql(`mutation($id: ID!) { dropCart(id: $id) }`, { id: held.createCart.id });
  assert.equal(dayOf(await calendar(from, to), day.date).vacancies, day.vacancies);
});

test("single flight: 20 concurrent identical calendar reads make one supplier call", async () => {
  const [from, to] = [localDate(40), localDate(70)];
  const before = calls.calendar;
  const answers = await Promise.all(Array.from({ length: 20 }, () => calendar(from, to)));
  assert.equal(calls.calendar - before, 1, `${calls.calendar - before} supplier calls`);
  for (const a of answers) assert.deepEqual(a, answers[0]);
  assert.equal(answers[0]!.length, 31);
});

test("the cache on its own: expiry at the TTL, a product's entries dropped, the least recently read out first, no failure kept", async () => {
  let now = 1_000;
  const cache = new ReadCache<string>({ ttlMs: 100, maxEntries: 2, now: () => now });
  let loads = 0;
  const load = (answer: string) => async () => `${answer}#${++loads}`;
  assert.equal(await cache.read("p", "a", load("a")), "a#1");
  now += 99;
  assert.equal(await cache.read("p", "a", load("a")), "a#1", "within the TTL");
  now += 2;
  assert.equal(await cache.read("p", "a", load("a")), "a#2", "past the TTL: read again");
  assert.equal(await cache.read("q", "b", load("b")), "b#3");
  cache.invalidate("p");
  assert.equal(cache.size, 1);
  assert.equal(await cache.read("q", "b", load("b")), "b#3", "another product's entry stays");
  assert.equal(await cache.read("p", "a", load("a")), "a#4");
  await cache.read("q", "b", load("b")); // b is now the most recently read
  await cache.read("r", "c", load("c")); // a third entry: a, the least recently read, goes
  assert.equal(await cache.read("q", "b", load("b")), "b#3");
  assert.equal(await cache.read("p", "a", load("a")), "a#6");
  const failing = async () => {
    loads++;
    throw new Error("supplier down");
  };
  await assert.rejects(cache.read("p", "d", failing), /supplier down/);
  assert.equal(await cache.read("p", "d", load("d")), "d#8", "a failed read is not kept");
});
