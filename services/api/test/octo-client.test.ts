/** The OCTO client against a scripted HTTP server: timeouts, retries only where safe, the error union. */
import { test, after, before } from "node:test";
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OctoClient } from "../src/octo/client.ts";
import { OctoError } from "../src/octo/errors.ts";
import { fromOcto } from "../src/booking/errors.ts";
import { createMetrics } from "../src/metrics.ts";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const seen: { method: string; url: string; body: string; headers: IncomingMessage["headers"] }[] = [];
let handler: Handler = (_req, _body, res) => res.end("{}");
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", body, headers: req.headers });
    handler(req, body, res);
  });
});
let client: OctoClient;
before(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  client = new OctoClient({
    baseUrl: `http://127.0.0.1:${port}/`,
    apiKey: "k",
    timeoutMs: 300,
    retries: 2,
    retryDelayMs: 5,
  });
});
after(() => new Promise<void>((r) => server.close(() => r())));

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

test("sends bearer key, capabilities and the content language", async () => {
  seen.length = 0;
  handler = (_q, _b, res) => json(res, 200, []);
  await client.getProducts("nl");
  const h = seen[0]!.headers;
  assert.equal(h.authorization, "Bearer k");
  assert.match(
    String(h["octo-capabilities"]),
    /octo\/content.*octo\/pricing.*octo\/offers.*octo\/cart.*octo\/cardPayments/,
  );
  assert.equal(h["accept-language"], "nl-NL");
  assert.equal(seen[0]!.url, "/products");
});

test("GET is retried on 5xx and succeeds", async () => {
  seen.length = 0;
  let n = 0;
  handler = (_q, _b, res) =>
    ++n < 3
      ? json(res, 500, { error: "INTERNAL_SERVER_ERROR", errorMessage: "boom" })
      : json(res, 200, { id: "s", name: "S" });
  const s = await client.getSupplier();
  assert.equal(s.name, "S");
  assert.equal(seen.length, 3);
});

test("POST /bookings is retried with the same uuid after a timeout", async () => {
  seen.length = 0;
  let n = 0;
  handler = (_q, body, res) => {
    if (++n === 1) return void setTimeout(() => json(res, 200, {}), 600); // too late: timeout
    json(res, 200, { id: "b", uuid: (JSON.parse(body) as { uuid: string }).uuid, status: "ON_HOLD" });
  };
  const b = await client.reserve({
    uuid: "11111111-1111-4111-8111-111111111111",
    productId: "p",
    optionId: "o",
    availabilityId: "a",
    unitItems: [{ unitId: "adult" }],
  });
  assert.equal(b.uuid, "11111111-1111-4111-8111-111111111111");
  const posts = seen.filter((s) => s.method === "POST");
  assert.equal(posts.length, 2);
  assert.deepEqual(
    posts.map((p) => JSON.parse(p.body).uuid),
    ["11111111-1111-4111-8111-111111111111", "11111111-1111-4111-8111-111111111111"],
  );
});

test("one overall deadline bounds every attempt of a call: a hung supplier costs the deadline, not timeout x attempts", async () => {
  seen.length = 0;
  handler = () => undefined; // never answers
  const port = new URL(client.baseUrl).port;
  const bounded = new OctoClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: "k",
    timeoutMs: 300,
    retries: 2,
    retryDelayMs: 5,
    deadlineMs: 450,
  });
  const started = Date.now();
  await assert.rejects(bounded.getProducts(), (e: unknown) => e instanceof OctoError && e.failure.kind === "timeout");
  const took = Date.now() - started;
  assert.ok(took >= 400 && took < 700, `gave up after ${took} ms (3 x 300 ms without the deadline)`);
  assert.equal(seen.length, 2, "the second attempt only had what was left of the deadline");
});

test("the backoff doubles from retryDelayMs; one that would end past the deadline is not waited: the last failure at once", async () => {
  const at: number[] = [];
  handler = (_q, _b, res) => {
    at.push(Date.now());
    json(res, 503, { error: "INTERNAL_SERVER_ERROR", errorMessage: "busy" });
  };
  const metrics = createMetrics();
  const busy = new OctoClient({
    baseUrl: client.baseUrl,
    apiKey: "k",
    timeoutMs: 300,
    retries: 5,
    retryDelayMs: 100,
    deadlineMs: 600,
    metrics,
  });
  const started = Date.now();
  const error = await busy.getSupplier().catch((e: unknown) => e);
  const took = Date.now() - started;
  assert.ok(error instanceof OctoError && error.status === 503 && error.transient);
  // attempts at about 0, 100 and 300 ms; the next backoff (400 ms) would end at 700 ms, past the deadline
  assert.equal(at.length, 3);
  assert.ok(at[1]! - at[0]! >= 100 && at[2]! - at[1]! >= 200, `gaps of ${at[1]! - at[0]!} and ${at[2]! - at[1]!} ms`);
  assert.ok(took < 550, `gave up after ${took} ms: not waiting for the deadline`);
  const values = async (counter: { get(): Promise<{ values: { labels: object; value: number }[] }> }) =>
    (await counter.get()).values.map((v) => ({ ...v.labels, value: v.value }));
  assert.deepEqual(await values(metrics.octoRetries), [{ operation: "GET /supplier", value: 2 }]);
  assert.deepEqual(await values(metrics.octoErrors), [{ operation: "GET /supplier", kind: "supplier", value: 1 }]);
});

test("confirm is never retried; a timeout surfaces as kind timeout", async () => {
  seen.length = 0;
  handler = (_q, _b, res) => void setTimeout(() => json(res, 200, {}), 600);
  await assert.rejects(client.confirmBooking("u", { contact: {} }), (e: unknown) => {
    assert.ok(e instanceof OctoError);
    assert.equal(e.failure.kind, "timeout");
    return true;
  });
  assert.equal(seen.length, 1);
  await new Promise((r) => setTimeout(r, 350));
});

test("4xx OCTO errors are typed and not retried; INVALID_OFFER_CODE maps to 'Not valid promo code'", async () => {
  seen.length = 0;
  handler = (_q, _b, res) => json(res, 400, { error: "INVALID_OFFER_CODE", errorMessage: "nope" });
  const error = await client.getProduct("x").catch((e: unknown) => e);
  assert.ok(error instanceof OctoError);
  assert.deepEqual([error.code, error.status, error.transient], ["INVALID_OFFER_CODE", 400, false]);
  assert.equal(seen.length, 1);
  const mapped = fromOcto(error, "BOOKING_FAILED");
  assert.equal(mapped.code, "PROMO_CODE_INVALID");
  assert.equal(mapped.localized("en"), "Not valid promo code");
  assert.equal(mapped.localized("fr"), "Code promo non valide");
});

test("non-OCTO error pages and refused connections are typed", async () => {
  handler = (_q, _b, res) => res.writeHead(502, { "content-type": "text/html" }).end("<html>bad gateway</html>");
  const http = await client.getSupplier().catch((e: unknown) => e);
  assert.ok(http instanceof OctoError && http.failure.kind === "http" && http.failure.status === 502);
  const down = new OctoClient({
    baseUrl: "http://127.0.0.1:9",
    apiKey: "k",
    timeoutMs: 300,
    retries: 1,
    retryDelayMs: 1,
  });
  const net = await down.getSupplier().catch((e: unknown) => e);
  assert.ok(net instanceof OctoError && net.failure.kind === "network");
  const mapped = fromOcto(net, "BOOKING_FAILED");
  assert.equal(mapped.localized("en"), "Unable to create or update bookings please try again later");
});
