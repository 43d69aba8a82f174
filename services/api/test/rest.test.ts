/** REST endpoints of spec section 7 against the real sandbox and a real HTTP GraphQL CMS; failure paths too. */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { startStack, API_KEY, type Stack } from "./helpers.ts";
import { bookingApi } from "../src/booking/index.ts";
import { createBookingCore } from "../src/booking/core.ts";
import { loadConfig, type Config } from "../src/config.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

/** A fastify with bookingApi on another supplier / CMS URL (for failure paths). */
async function apiWith(overrides: Partial<Config>) {
  const app = Fastify({ logger: false });
  const config: Config = {
    ...loadConfig({}),
    octoApiKey: API_KEY,
    octoTimeoutMs: 500,
    octoRetries: 0,
    cmsTimeoutMs: 500,
    logLevel: "silent",
    ...overrides,
  };
  await app.register(bookingApi, { prefix: "/api", config, service: createBookingCore(config).booking });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(url + path, { headers });
      return { status: res.status, body: (await res.json()) as any };
    },
    close: () => app.close(),
  };
}

/** A supplier that answers /supplier with the given status and body. */
async function fakeSupplier(status: number, body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

test("GET /api/init/destinations: supplier destinations with categories incl. sight-base-offer", async () => {
  const r = await s.get("/api/init/destinations");
  assert.equal(r.status, 200);
  assert.ok(r.body.id && r.body.name);
  assert.ok("contact" in r.body && "endpoint" in r.body && "country" in r.body);
  // The supplier's address stays private: the field is there, empty, and the URL appears nowhere.
  assert.equal(r.body.endpoint, null);
  assert.doesNotMatch(JSON.stringify(r.body), /https?:\/\/(127\.0\.0\.1|localhost)/);
  assert.equal(r.body.destinations.length, 6);
  const paris = r.body.destinations.find((d: any) => d.city === "paris");
  assert.ok(
    paris.categories.some((c: any) => c.title === "sight-base-offer" && c.productIds.includes("paris-hop-on-hop-off")),
  );
  for (const key of ["id", "default", "name", "country", "contact", "latitude", "longitude", "categories"])
    assert.ok(key in paris, key);
  for (const key of ["id", "default", "title", "shortDescription", "coverImageUrl", "bannerImageUrl", "productIds"]) {
    assert.ok(key in paris.categories[0], key);
  }
});

test("GET /api/init/offers: first item is the home category (sight-base-offer), city first with ?city=", async () => {
  const r = await s.get("/api/init/offers?city=london");
  assert.equal(r.status, 200);
  assert.equal(r.body[0].title, "sight-base-offer");
  assert.equal(r.body[0].city, "london");
  assert.ok(r.body[0].id);
});

test("destinations: supplier failure → 502 'Unable to fetch destination ... with err {status message}'", async () => {
  const down = await fakeSupplier(500, { error: "INTERNAL_SERVER_ERROR", errorMessage: "db down" });
  const api = await apiWith({ octoBaseUrl: down.url });
  try {
    const r = await api.get("/api/init/destinations", { "accept-language": "en" });
    assert.equal(r.status, 502);
    assert.equal(r.body.error, "DESTINATIONS_UNAVAILABLE");
    assert.equal(r.body.message, "Unable to fetch destination ... with err 500 INTERNAL_SERVER_ERROR: db down");
    const fr = await api.get("/api/init/offers?locale=fr");
    assert.equal(fr.status, 502);
    assert.match(fr.body.message, /^Impossible de récupérer la destination \.\.\. erreur : 500/);
  } finally {
    await api.close();
    await down.close();
  }
  const refused = await apiWith({ octoBaseUrl: "http://127.0.0.1:9" });
  try {
    const r = await refused.get("/api/init/destinations?locale=en");
    assert.equal(r.status, 502);
    assert.match(r.body.message, /^Unable to fetch destination \.\.\. with err network error/);
  } finally {
    await refused.close();
  }
});

test("destinations: no sight-base-offer category → the spec's text", async () => {
  const supplier = await fakeSupplier(200, {
    id: "s",
    name: "S",
    endpoint: "x",
    contact: {},
    destinations: [{ id: "paris", name: "Paris", categories: [{ id: "c", title: "other", productIds: [] }] }],
  });
  const api = await apiWith({ octoBaseUrl: supplier.url });
  try {
    const r = await api.get("/api/init/destinations?locale=en");
    assert.equal(r.status, 502);
    assert.equal(
      r.body.message,
      "Unable to find esight base offer from CMS please provide the category with name sight-base-offer",
    );
    const o = await api.get("/api/init/offers?locale=en");
    assert.equal(o.body.error, "BASE_OFFER_MISSING");
  } finally {
    await api.close();
    await supplier.close();
  }
});

test("GET /api/init/cities: {city, name, gid} from the CMS, localized; absent/unknown cities dropped", async () => {
  const r = await s.get("/api/init/cities", { "accept-language": "nl-BE,nl;q=0.9" });
  assert.equal(r.status, 200);
  assert.deepEqual(r.body[0], { city: "paris", name: "Parijs", gid: "gid-paris" });
  assert.deepEqual(
    r.body.map((c: any) => c.city),
    ["paris", "london", "brussels", "bath", "barcelona"],
  );
});

test("CMS failures: cities → 502 'Unable to fetch cities ... with err ...'; rating → default 4/4", async () => {
  for (const [mode, detail] of [
    ["http-500", /with err 500 Internal Server Error$/],
    ["graphql-error", /with err 200 database is locked$/],
    ["slow", /with err timeout after 1000 ms$/],
  ] as const) {
    s.cms.mode = mode;
    const r = await s.get("/api/init/cities?locale=en");
    assert.equal(r.status, 502, mode);
    assert.equal(r.body.error, "CITIES_UNAVAILABLE");
    assert.match(r.body.message, /^Unable to fetch cities \.\.\. with err /);
    assert.match(r.body.message, detail);
    const rating = await s.get("/api/init/rating");
    assert.equal(rating.status, 200);
    assert.deepEqual(rating.body, { ranking_app_ios: 4, ranking_app_android: 4 });
  }
  s.cms.mode = "ok";
  assert.deepEqual((await s.get("/api/init/rating")).body, { ranking_app_ios: 4.7, ranking_app_android: 4.5 });
});

test("CMS down (connection refused): cities 502, rating default, webreferrer 502", async () => {
  const api = await apiWith({ cmsUrl: "http://127.0.0.1:9", octoBaseUrl: s.sandbox.url });
  try {
    const c = await api.get("/api/init/cities?locale=es");
    assert.equal(c.status, 502);
    assert.match(c.body.message, /^No se pueden obtener las ciudades \.\.\. error: network error/);
    assert.deepEqual((await api.get("/api/init/rating")).body, { ranking_app_ios: 4, ranking_app_android: 4 });
    const w = await api.get("/api/ventrata/webreferrer?referrer=LUTECE42&locale=en");
    assert.equal(w.status, 502);
    assert.equal(w.body.message, "An error occured");
  } finally {
    await api.close();
  }
});

test("GET /api/ventrata/webreferrer: partner_central for a known referrer, 404 with the spec text otherwise", async () => {
  const ok = await s.get("/api/ventrata/webreferrer?referrer=LUTECE42");
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.body, { partner_central: "central-lutece" });
  const unknown = await s.get("/api/ventrata/webreferrer?referrer=NOPE", { "accept-language": "en" });
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.message, "you cannot book this product using the current reservation link");
  const missing = await s.get("/api/ventrata/webreferrer?locale=nl");
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, "u kunt dit product niet boeken met de huidige reserveringslink");
  // A repeated key is not a referrer (it used to crash: 500), an unknown ?locale= leaves Accept-Language to decide.
  const repeated = await s.get("/api/ventrata/webreferrer?referrer=LUTECE42&referrer=X&locale=xx", {
    "accept-language": "es-ES",
  });
  assert.equal(repeated.status, 404);
  assert.equal(repeated.body.message, "no puede reservar este producto con el enlace de reserva actual");
});

test("GET /api/init/offers: each item carries the 'price from' and free-cancellation hours of its city's products", async () => {
  const r = await s.get("/api/init/offers?city=paris&locale=en");
  assert.equal(r.status, 200);
  const paris = r.body[0];
  assert.equal(paris.city, "paris");
  const hop = paris.prices["paris-hop-on-hop-off"];
  assert.ok(hop, "the home product has a price");
  assert.equal(typeof hop.amount, "number");
  assert.ok(Number.isInteger(hop.amount) && hop.amount > 0, "minor units");
  assert.equal(hop.currency, "EUR");
  assert.ok(hop.optionId);
  assert.equal(
    hop.freeCancellationHours,
    24,
    "the supplier's cutoff, the one source of every deadline (docs/adr/0354)",
  );
  // Every option's price from, with its validity, for the product page's options side by side (docs/adr/0357).
  assert.deepEqual(
    hop.options.map((o: { optionId: string; durationMinutes: number }) => [o.optionId, o.durationMinutes]),
    [1, 2, 3].map((d) => [`paris-hop-on-hop-off-${d}d`, d * 24 * 60]),
  );
  assert.equal(hop.options[0].amount, hop.amount);
  assert.ok(hop.options[2].amount > hop.options[0].amount, "three days cost more than one");
  // Only the city's products: no London product in the Paris item.
  assert.ok(Object.keys(paris.prices).every((id) => !id.startsWith("london-")));
  const london = r.body.find((o: any) => o.city === "london");
  assert.equal(london.prices["london-hop-on-hop-off"].currency, "GBP");
});

test("GET /api/init/cities: only the configured cities (SITE_CITIES), a configured one the CMS lacks is dropped", async () => {
  const { siteConfig } = await import("../../../domain/site-config.ts");
  const api = await apiWith({
    cmsUrl: s.cms.url,
    octoBaseUrl: s.config.octoBaseUrl,
    site: siteConfig({ SITE_CITIES: "london,madrid,paris" }),
  });
  try {
    const r = await api.get("/api/init/cities?locale=en");
    assert.equal(r.status, 200);
    // madrid: configured but absent from the (fake) CMS, logged and dropped; brussels, bath: in the CMS, not configured.
    assert.deepEqual(r.body.map((c: any) => c.city).sort(), ["london", "paris"]);
  } finally {
    await api.close();
  }
});
