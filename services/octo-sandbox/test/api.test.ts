/** The OCTO API against a live in-process server on a random loopback port (SQLite in a temp file). */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { PRODUCTS } from "../../../domain/products.ts";
import { todayFor } from "../src/index.ts";
import { addDaysIso, type Client, startSandbox } from "./helpers.ts";

let c: Client;
before(async () => {
  c = await startSandbox();
});
after(async () => {
  await c.close();
});

const OH = "paris-hop-on-hop-off"; // OPENING_HOURS, promo 10 %
const ST = "paris-themed-tour"; // START_TIME 10:00 14:00 20:30, capacity 24
const day = (productId: string, n: number) => addDaysIso(todayFor(productId), n);

async function firstOpenSlot(productId: string, minVacancies = 2, fromDay = 2) {
  const r = await c.req("POST", "/availability", {
    body: {
      productId,
      optionId: "DEFAULT",
      localDateStart: day(productId, fromDay),
      localDateEnd: day(productId, fromDay + 20),
    },
  });
  const slot = r.body.find((a: any) => a.vacancies >= minVacancies);
  assert.ok(slot, `open slot for ${productId}`);
  return slot;
}

async function reserve(body: Record<string, unknown>, caps?: string) {
  return c.req("POST", "/bookings", { body, caps });
}

describe("auth and headers", () => {
  it("401 UNAUTHORIZED without or with a wrong key; any configured key works", async () => {
    const none = await c.req("GET", "/products", { key: null });
    assert.equal(none.status, 401);
    assert.equal(none.body.error, "UNAUTHORIZED");
    assert.equal((await c.req("GET", "/products", { key: "nope" })).status, 401);
    assert.equal((await c.req("GET", "/supplier", { key: "second-key" })).status, 200);
  });

  it("echoes Octo-Capabilities and sets Content-Language from Accept-Language", async () => {
    const r = await c.req("GET", `/products/${OH}`, {
      caps: "octo/content, octo/pricing, bogus/cap",
      lang: "es-ES,es;q=0.9,en;q=0.5",
    });
    assert.equal(r.headers.get("octo-capabilities"), "octo/content, octo/pricing");
    assert.equal(r.headers.get("content-language"), "es");
    assert.equal(r.body.title, "Bus turístico hop-on hop-off");
    const nl = await c.req("GET", `/products/${OH}`, { caps: "octo/content", lang: "nl" });
    assert.equal(nl.body.title, "Hop-on hop-off bustour");
    assert.equal(nl.body.options[0].units[0].title, "Volwassene");
    const fr = await c.req("GET", `/products/${OH}`, { caps: "octo/content", lang: "de, fr;q=0.8" });
    assert.equal(fr.headers.get("content-language"), "fr");
    assert.equal(fr.body.title, "Bus hop-on hop-off");
    const dflt = await c.req("GET", `/products/${OH}`, { caps: "octo/content" });
    assert.equal(dflt.headers.get("content-language"), "en");
    assert.equal(dflt.body.title, "Hop-on hop-off bus tour");
  });

  it("unknown route: 404 JSON", async () => {
    const r = await c.req("GET", "/nope");
    assert.equal(r.status, 404);
  });
});

describe("supplier, capabilities, products, destinations", () => {
  it("GET /capabilities lists the supported capabilities", async () => {
    const r = await c.req("GET", "/capabilities");
    const ids = r.body.map((x: any) => x.id);
    for (const id of [
      "octo/content",
      "ventrata/content",
      "octo/pricing",
      "octo/offers",
      "octo/cart",
      "octo/cardPayments",
    ])
      assert.ok(ids.includes(id), id);
  });

  it("GET /products serves the whole catalogue; capability fields only when requested", async () => {
    const bare = await c.req("GET", "/products");
    assert.equal(bare.status, 200);
    assert.equal(bare.body.length, PRODUCTS.length);
    const p = bare.body.find((x: any) => x.id === ST);
    assert.equal(p.availabilityType, "START_TIME");
    assert.deepEqual(p.options[0].availabilityLocalStartTimes, ["10:00", "14:00", "20:30"]);
    assert.equal(p.timeZone, "Europe/Paris");
    assert.ok(!("title" in p) && !("pricingFrom" in p.options[0].units[0]) && !("defaultCurrency" in p));
    const rich = await c.req("GET", "/products", { caps: "octo/content, octo/pricing" });
    const q = rich.body.find((x: any) => x.id === "london-themed-tour");
    assert.equal(q.title, "Royal London");
    assert.equal(q.defaultCurrency, "GBP");
    const adult = q.options[0].units.find((u: any) => u.id === "adult");
    assert.equal(adult.pricingFrom[0].currency, "GBP");
    assert.equal(adult.pricingFrom[0].currencyPrecision, 2);
    assert.ok(Number.isInteger(adult.pricingFrom[0].retail));
    assert.equal(
      adult.pricingFrom[0].retail,
      PRODUCTS.find((x) => x.id === "london-themed-tour")!.options[0]!.units[0]!.retail,
    );
    assert.ok(Array.isArray(adult.pricingFrom[0].includedTaxes) && adult.pricingFrom[0].includedTaxes[0].name);
  });

  it("GET /products/{id}: INVALID_PRODUCT_ID", async () => {
    const r = await c.req("GET", "/products/nope");
    assert.equal(r.status, 400);
    assert.equal(r.body.error, "INVALID_PRODUCT_ID");
    assert.equal(r.body.productId, "nope");
  });

  it("GET /supplier: destinations with sight-base-offer categories only with content", async () => {
    const bare = await c.req("GET", "/supplier");
    assert.ok(bare.body.id && !("destinations" in bare.body));
    const r = await c.req("GET", "/supplier", { caps: "ventrata/content" });
    assert.equal(r.body.destinations.length, 6);
    const paris = r.body.destinations.find((d: any) => d.id === "paris");
    assert.equal(paris.default, true);
    for (const k of ["name", "country", "contact", "latitude", "longitude", "categories"]) assert.ok(k in paris, k);
    for (const k of ["website", "email", "telephone", "address"]) assert.ok(k in paris.contact, k);
    const base = paris.categories.filter((x: any) => x.title === "sight-base-offer");
    assert.equal(base.length, 1);
    const expected = PRODUCTS.filter((p) => p.city === "paris" && p.baseOffer).map((p) => p.id);
    assert.deepEqual(base[0].productIds, expected);
    for (const k of ["id", "default", "title", "shortDescription", "coverImageUrl", "bannerImageUrl", "productIds"])
      assert.ok(k in base[0], k);
    assert.ok(paris.categories.some((x: any) => x.title === "hop-on-hop-off"));
    // Ventrata's API: destinations are a `ventrata/content` field of the Supplier, and there is no /destinations path.
    const octoContentOnly = await c.req("GET", "/supplier", { caps: "octo/content" });
    assert.ok(!("destinations" in octoContentOnly.body));
    const d = await c.req("GET", "/destinations", { caps: "ventrata/content" });
    assert.equal(d.status, 404);
  });
});

describe("availability", () => {
  it("OPENING_HOURS: one all-day slot per day, id = local midnight with the city offset", async () => {
    const date = day(OH, 5);
    const r = await c.req("POST", "/availability", { body: { productId: OH, optionId: `${OH}-1d`, localDate: date } });
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 1);
    assert.match(r.body[0].id, new RegExp(`^${date}T00:00:00\\+0[12]:00$`));
    assert.equal(r.body[0].allDay, true);
    assert.deepEqual(r.body[0].openingHours, [{ from: "09:00", to: "18:00" }]);
    const lon = await c.req("POST", "/availability", {
      body: { productId: "london-hop-on-hop-off", optionId: "DEFAULT", localDate: date },
    });
    assert.match(lon.body[0].id, new RegExp(`^${date}T00:00:00\\+0[01]:00$`));
  });

  it("START_TIME: one slot per start time; past days are CLOSED", async () => {
    const r = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDate: day(ST, 3) },
    });
    assert.deepEqual(
      r.body.map((a: any) => a.id.slice(11, 16)),
      ["10:00", "14:00", "20:30"],
    );
    const past = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDate: day(ST, -1) },
    });
    assert.ok(past.body.every((a: any) => a.status === "CLOSED" && !a.available && a.vacancies === 0));
  });

  it("availability errors: product, option, unit, availability id, missing dates, offer code", async () => {
    const base = { productId: ST, optionId: "DEFAULT", localDate: day(ST, 3) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, productId: "x" }, "INVALID_PRODUCT_ID"],
      [{ ...base, optionId: "x" }, "INVALID_OPTION_ID"],
      [{ ...base, units: [{ id: "alien", quantity: 1 }] }, "INVALID_UNIT_ID"],
      [
        { productId: ST, optionId: "DEFAULT", availabilityIds: ["2020-01-01T99:00:00+01:00"] },
        "INVALID_AVAILABILITY_ID",
      ],
      [{ productId: ST, optionId: "DEFAULT" }, "BAD_REQUEST"],
      [{ ...base, offerCode: "FREEBIE" }, "INVALID_OFFER_CODE"],
      // A quantity sizes the answer's price lists: 2^31 once took a server down.
      [{ ...base, units: [{ id: "adult", quantity: 2147483647 }] }, "BAD_REQUEST"],
      [
        {
          ...base,
          units: [
            { id: "adult", quantity: 300 },
            { id: "child", quantity: 201 },
          ],
        },
        "BAD_REQUEST",
      ],
    ];
    for (const [body, error] of cases) {
      const r = await c.req("POST", "/availability", { body });
      assert.equal(r.status, 400, error);
      assert.equal(r.body.error, error);
      assert.ok(r.body.errorMessage);
    }
    const cal = await c.req("POST", "/availability/calendar", { body: { productId: ST, optionId: "DEFAULT" } });
    assert.equal(cal.body.error, "BAD_REQUEST");
    const badJson = await fetch(`${c.sandbox.url}/availability`, {
      method: "POST",
      headers: { Authorization: "Bearer octo-sandbox-dev-key", "Content-Type": "application/json" },
      body: "{nope",
    });
    assert.equal(badJson.status, 400);
    assert.equal((await badJson.json()).error, "BAD_REQUEST");
  });

  it("pricing and offers on availability only with the capabilities; public promo applied automatically", async () => {
    const body = { productId: OH, optionId: "DEFAULT", localDate: day(OH, 4), units: [{ id: "adult", quantity: 2 }] };
    const bare = await c.req("POST", "/availability", { body });
    assert.ok(!("unitPricing" in bare.body[0]) && !("offerCode" in bare.body[0]));
    const r = await c.req("POST", "/availability", { body, caps: "octo/pricing, octo/offers" });
    const a = r.body[0];
    const adult = a.unitPricing.find((u: any) => u.unitId === "adult");
    assert.equal(adult.original, 3200);
    assert.equal(adult.retail, 2880);
    assert.deepEqual(adult.offerDiscount.retail, 320);
    assert.equal(a.pricing.retail, 5760);
    assert.equal(a.offerCode, "PROMO10");
    assert.equal(a.promotion, true);
    const secret = await c.req("POST", "/availability", {
      body: { ...body, offerCode: "fx9t-15" },
      caps: "octo/pricing, octo/offers",
    });
    assert.equal(secret.body[0].offerCode, "FX9T-15");
    assert.equal(secret.body[0].unitPricing.find((u: any) => u.unitId === "adult").retail, 2720);
    const none = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDate: day(ST, 4) },
      caps: "octo/pricing, octo/offers",
    });
    assert.equal(none.body[0].offerCode, null);
    const u = none.body[0].unitPricing.find((x: any) => x.unitId === "adult");
    assert.equal(u.original, u.retail);
  });

  it("calendar over 31 days: AVAILABLE, LIMITED, SOLD_OUT days and promotion flags", async () => {
    const from = day("paris-special-tour", 1);
    const to = addDaysIso(from, 30);
    const r = await c.req("POST", "/availability/calendar", {
      body: { productId: "paris-special-tour", optionId: "DEFAULT", localDateStart: from, localDateEnd: to },
      caps: "octo/pricing, octo/offers",
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 31);
    const statuses = new Set(r.body.map((d: any) => d.status));
    for (const s of ["AVAILABLE", "LIMITED", "SOLD_OUT"]) assert.ok(statuses.has(s), s);
    for (const d of r.body) {
      if (d.status === "LIMITED") assert.ok(d.vacancies > 0 && d.vacancies < 10);
      if (d.status === "SOLD_OUT") assert.equal(d.vacancies, 0);
      assert.equal(d.capacity, 16);
      assert.equal(d.promotion, false);
      assert.ok(Array.isArray(d.unitPricingFrom));
    }
    // Every small-capacity product has limited and sold-out days in a 31-day window.
    for (const p of PRODUCTS.filter((x) => x.capacity <= 100 && x.city === "bath")) {
      const cal = await c.req("POST", "/availability/calendar", {
        body: { productId: p.id, optionId: "DEFAULT", localDateStart: from, localDateEnd: to },
      });
      const st = new Set(cal.body.map((d: any) => d.status));
      assert.ok(st.has("SOLD_OUT") && st.has("LIMITED"), p.id);
    }
    const promo = await c.req("POST", "/availability/calendar", {
      body: { productId: "paris-themed-tour-2", optionId: "DEFAULT", localDateStart: from, localDateEnd: to },
      caps: "octo/offers",
    });
    assert.ok(promo.body.every((d: any) => d.promotion === true && d.offerCode === "PROMO15"));
    const past = await c.req("POST", "/availability/calendar", {
      body: { productId: OH, optionId: "DEFAULT", localDateStart: day(OH, -3), localDateEnd: day(OH, -1) },
    });
    assert.ok(past.body.every((d: any) => d.status === "CLOSED"));
  });
});

describe("bookings", () => {
  it("reserve: ON_HOLD with a 30-minute hold; same uuid returns the same booking without a second hold", async () => {
    const slot = await firstOpenSlot(ST, 3);
    const before = slot.vacancies;
    const uuid = `idem-${Math.random()}`;
    const body = {
      uuid,
      productId: ST,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: [{ unitId: "adult" }, { unitId: "child" }],
      resellerReference: `R-${uuid}`,
    };
    const [a, b] = await Promise.all([reserve(body), reserve(body)]);
    const again = await reserve(body);
    assert.equal(a.status, 200);
    assert.equal(a.body.status, "ON_HOLD");
    assert.equal(a.body.uuid, uuid);
    assert.equal(b.body.id, a.body.id);
    assert.equal(again.body.id, a.body.id);
    const held = Date.parse(a.body.utcExpiresAt) - Date.parse(a.body.utcCreatedAt);
    assert.equal(held, 30 * 60000);
    const check = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
    });
    assert.equal(check.body[0].vacancies, before - 2);
    const got = await c.req("GET", `/bookings/${uuid}`);
    assert.equal(got.body.supplierReference, a.body.supplierReference);
    const list = await c.req("GET", `/bookings?resellerReference=R-${uuid}`);
    assert.equal(list.body.length, 1);
  });

  it("reserve errors", async () => {
    const slot = await firstOpenSlot(ST);
    const base = { productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, productId: "nope" }, "INVALID_PRODUCT_ID"],
      [{ ...base, optionId: "nope" }, "INVALID_OPTION_ID"],
      [{ ...base, unitItems: [{ unitId: "martian" }] }, "INVALID_UNIT_ID"],
      [{ ...base, availabilityId: "2030-01-01T03:00:00+01:00" }, "INVALID_AVAILABILITY_ID"],
      [{ ...base, unitItems: [] }, "UNPROCESSABLE_ENTITY"],
      [{ ...base, unitItems: "x" }, "BAD_REQUEST"],
      [{ ...base, offerCode: "BOGUS" }, "INVALID_OFFER_CODE"],
      [{ ...base, availabilityId: `${day(ST, -1)}T10:00:00${slot.id.slice(19)}` }, "UNPROCESSABLE_ENTITY"],
    ];
    for (const [body, error] of cases) {
      const r = await reserve(body);
      assert.equal(r.status, 400, `${error} ${JSON.stringify(r.body)}`);
      assert.equal(r.body.error, error);
    }
    const soldOut = await c.req("POST", "/availability/calendar", {
      body: {
        productId: "paris-special-tour",
        optionId: "DEFAULT",
        localDateStart: day(ST, 1),
        localDateEnd: day(ST, 31),
      },
    });
    const d = soldOut.body.find((x: any) => x.status === "SOLD_OUT");
    const slots = await c.req("POST", "/availability", {
      body: { productId: "paris-special-tour", optionId: "DEFAULT", localDate: d.localDate },
    });
    const full = await reserve({
      productId: "paris-special-tour",
      optionId: "DEFAULT",
      availabilityId: slots.body[0].id,
      unitItems: [{ unitId: "adult" }],
    });
    assert.equal(full.body.error, "UNPROCESSABLE_ENTITY");
    assert.match(full.body.errorMessage, /sold out/);
  });

  it("GET /bookings requires a filter; unknown uuid is INVALID_BOOKING_UUID everywhere", async () => {
    const r = await c.req("GET", "/bookings");
    assert.equal(r.status, 400);
    assert.equal(r.body.error, "BAD_REQUEST");
    for (const [m, p] of [
      ["GET", ""],
      ["PATCH", ""],
      ["POST", "/confirm"],
      ["POST", "/extend"],
      ["POST", "/cancel"],
    ] as const) {
      const x = await c.req(m, `/bookings/does-not-exist${p}`, m === "GET" ? {} : { body: {} });
      assert.equal(x.status, 400);
      assert.equal(x.body.error, "INVALID_BOOKING_UUID");
      assert.equal(x.body.uuid, "does-not-exist");
    }
    const slot = await firstOpenSlot(OH);
    const date = slot.id.slice(0, 10);
    await reserve({ productId: OH, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] });
    const byDate = await c.req("GET", `/bookings?localDate=${date}&productId=${OH}`);
    assert.ok(byDate.body.length >= 1 && byDate.body.every((b: any) => b.productId === OH));
    const byRange = await c.req("GET", `/bookings?localDateStart=${date}&localDateEnd=${date}`);
    assert.ok(byRange.body.length >= 1);
  });

  it("PATCH updates unitItems, contact and notes while ON_HOLD, re-checking seats; not once cancelled", async () => {
    const slot = await firstOpenSlot(ST, 4);
    const r = await reserve(
      { productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] },
      "octo/pricing",
    );
    const uuid = r.body.uuid;
    const p = await c.req("PATCH", `/bookings/${uuid}`, {
      caps: "octo/pricing",
      body: {
        unitItems: [{ unitId: "adult" }, { unitId: "adult" }, { unitId: "child" }],
        contact: { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com" },
        notes: "window seat",
      },
    });
    assert.equal(p.status, 200, JSON.stringify(p.body));
    assert.equal(p.body.unitItems.length, 3);
    assert.equal(p.body.contact.fullName, "Ada Lovelace");
    assert.equal(p.body.notes, "window seat");
    assert.equal(p.body.pricing.retail, 2 * 2900 + 1600);
    const check = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
    });
    assert.equal(check.body[0].vacancies, slot.vacancies - 3);
    const tooMany = await c.req("PATCH", `/bookings/${uuid}`, {
      body: { unitItems: Array.from({ length: 500 }, () => ({ unitId: "adult" })) },
    });
    assert.equal(tooMany.body.error, "UNPROCESSABLE_ENTITY");
    const offer = await c.req("PATCH", `/bookings/${uuid}`, {
      body: { offerCode: "QZ7K-10" },
      caps: "octo/pricing, octo/offers",
    });
    assert.equal(offer.body.offerCode, "QZ7K-10");
    assert.equal(offer.body.pricing.retail, 2 * 2610 + 1440);
    assert.ok(offer.body.pricing.original > offer.body.pricing.retail);
    const bad = await c.req("PATCH", `/bookings/${uuid}`, { body: { offerCode: "NOPE" } });
    assert.equal(bad.body.error, "INVALID_OFFER_CODE");
    await c.req("POST", `/bookings/${uuid}/cancel`, { body: {} });
    const late = await c.req("PATCH", `/bookings/${uuid}`, { body: { notes: "x" } });
    assert.equal(late.body.error, "UNPROCESSABLE_ENTITY");
  });

  it("confirm, extend, cancel; cancel releases seats; confirming a cancelled booking is refused", async () => {
    const slot = await firstOpenSlot(ST, 3);
    const a = await reserve({
      productId: ST,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: [{ unitId: "adult" }, { unitId: "adult" }],
      expirationMinutes: 5,
    });
    const ext = await c.req("POST", `/bookings/${a.body.uuid}/extend`, { body: { expirationMinutes: 60 } });
    assert.equal(ext.status, 200);
    assert.ok(Date.parse(ext.body.utcExpiresAt) - Date.now() > 55 * 60000);
    const mid = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
    });
    assert.equal(mid.body[0].vacancies, slot.vacancies - 2);
    const cancel = await c.req("POST", `/bookings/${a.body.uuid}/cancel`, { body: { reason: "changed mind" } });
    assert.equal(cancel.body.status, "CANCELLED");
    assert.equal(cancel.body.cancellation.reason, "changed mind");
    const after = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
    });
    assert.equal(after.body[0].vacancies, slot.vacancies);
    const conf = await c.req("POST", `/bookings/${a.body.uuid}/confirm`, { body: {} });
    assert.equal(conf.body.error, "UNPROCESSABLE_ENTITY");
    const extendCancelled = await c.req("POST", `/bookings/${a.body.uuid}/extend`, { body: {} });
    assert.equal(extendCancelled.body.error, "UNPROCESSABLE_ENTITY");

    const b = await reserve({
      productId: ST,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: [{ unitId: "adult" }],
    });
    const ok = await fetch(`${c.sandbox.url}/bookings/${b.body.uuid}/confirm`, {
      method: "POST",
      headers: { Authorization: "Bearer octo-sandbox-dev-key" },
    });
    const confirmed = await ok.json();
    assert.equal(confirmed.status, "CONFIRMED");
    assert.equal(confirmed.utcExpiresAt, null);
    assert.ok(confirmed.voucher && confirmed.unitItems[0].ticket);
    const again = await c.req("POST", `/bookings/${b.body.uuid}/confirm`, { body: {} });
    assert.equal(again.body.status, "CONFIRMED");
    const cancelConfirmed = await c.req("POST", `/bookings/${b.body.uuid}/cancel`, { body: {} });
    assert.equal(cancelConfirmed.body.status, "CANCELLED");
  });

  it("holds expire on time (injected clock): seats come back, confirm refused, sweeper marks EXPIRED", async () => {
    const slot = await firstOpenSlot(ST, 2);
    const a = await reserve({
      productId: ST,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: [{ unitId: "adult" }],
      expirationMinutes: 1,
    });
    assert.equal(a.body.status, "ON_HOLD");
    c.clock.offsetMs = 61_000;
    try {
      const got = await c.req("GET", `/bookings/${a.body.uuid}`);
      assert.equal(got.body.status, "EXPIRED");
      const check = await c.req("POST", "/availability", {
        body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
      });
      assert.equal(check.body[0].vacancies, slot.vacancies);
      const conf = await c.req("POST", `/bookings/${a.body.uuid}/confirm`, { body: {} });
      assert.equal(conf.body.error, "UNPROCESSABLE_ENTITY");
      const swept = await c.req("POST", "/_sandbox/sweep", { body: {} });
      assert.ok(swept.body.expired >= 1);
      const rows = await c.sandbox.db.all("SELECT status FROM octo_bookings WHERE uuid = ?", [a.body.uuid]);
      assert.equal(rows[0]!.status, "EXPIRED");
    } finally {
      c.clock.offsetMs = 0;
    }
  });
});

describe("orders and card payments", () => {
  const caps = "octo/pricing, octo/offers, octo/cart, octo/cardPayments";

  async function paidOrder() {
    const s1 = await firstOpenSlot(OH, 3);
    const s2 = await firstOpenSlot(ST, 2);
    const order = await c.req("POST", "/orders", {
      caps,
      body: {
        contact: { fullName: "Grace Hopper", emailAddress: "grace@example.com" },
        bookings: [
          {
            productId: OH,
            optionId: `${OH}-2d`,
            availabilityId: s1.id,
            unitItems: [{ unitId: "adult" }, { unitId: "child" }],
          },
          {
            productId: ST,
            optionId: "DEFAULT",
            availabilityId: s2.id,
            unitItems: [{ unitId: "adult" }],
            offerCode: "QZ7K-10",
          },
        ],
      },
    });
    assert.equal(order.status, 200, JSON.stringify(order.body));
    return order.body;
  }

  it("an order groups bookings; cardPayment exposes a vivawallet orderCode for the exact amount", async () => {
    const o = await paidOrder();
    assert.equal(o.status, "ON_HOLD");
    assert.equal(o.bookings.length, 2);
    assert.ok(o.bookings.every((b: any) => b.orderId === o.id && b.orderReference === o.supplierReference));
    assert.equal(o.bookings[0].primary, true);
    const expected = o.bookings.reduce((s: number, b: any) => s + b.pricing.retail, 0);
    assert.equal(o.pricing.retail, expected);
    assert.equal(o.cardPayment.gateway, "vivawallet");
    assert.equal(o.cardPayment.amount, expected);
    assert.equal(o.cardPayment.currency, "EUR");
    assert.match(o.cardPayment.vivawallet.orderCode, /^\d{16}$/);
    const got = await c.req("GET", `/orders/${o.id}`, { caps });
    assert.equal(got.body.cardPayment.vivawallet.orderCode, o.cardPayment.vivawallet.orderCode);
    const bare = await c.req("GET", `/orders/${o.id}`);
    assert.ok(!("cardPayment" in bare.body) && !("pricing" in bare.body));
    const booking = await c.req("GET", `/bookings/${o.bookings[0].uuid}`, { caps: "octo/cardPayments" });
    assert.equal(booking.body.cardPayment.vivawallet.orderCode, o.cardPayment.vivawallet.orderCode);
    const noCart = await c.req("GET", `/bookings/${o.bookings[0].uuid}`);
    assert.ok(!("orderId" in noCart.body) && !("cardPayment" in noCart.body));
    const ventrataPath = await c.req("GET", `/order/${o.id}`);
    assert.equal(ventrataPath.body.id, o.id);
    const missing = await c.req("GET", "/orders/nope");
    assert.equal(missing.body.error, "INVALID_ORDER_ID");
  });

  it("confirm needs a paid transaction for the exact amount; unpaid, wrong amount, wrong code are refused", async () => {
    const o = await paidOrder();
    const code = o.cardPayment.vivawallet.orderCode;
    const amount = o.cardPayment.amount;
    const confirm = (vivawallet: Record<string, unknown>) =>
      c.req("POST", `/orders/${o.id}/confirm`, { caps, body: { cardPayment: { gateway: "vivawallet", vivawallet } } });

    const nothing = await c.req("POST", `/orders/${o.id}/confirm`, { caps, body: {} });
    assert.equal(nothing.status, 400);
    assert.match(nothing.body.errorMessage, /PAYMENT_DECLINED/);

    const unknown = await confirm({ orderCode: code, transactionId: "00000000-0000-0000-0000-000000000000" });
    assert.equal(unknown.body.paymentError, "UNKNOWN_TRANSACTION");

    const failed = await c.req("POST", `/_sandbox/payments/${code}/pay`, { body: { amount, statusId: "E" } });
    const unpaid = await confirm({ orderCode: code, transactionId: failed.body.transactionId });
    assert.equal(unpaid.status, 400);
    assert.equal(unpaid.body.paymentError, "NOT_PAID");

    const short = await c.req("POST", `/_sandbox/payments/${code}/pay`, { body: { amount: amount - 1 } });
    const wrong = await confirm({ orderCode: code, transactionId: short.body.transactionId });
    assert.equal(wrong.body.paymentError, "AMOUNT_MISMATCH");

    const paid = await c.req("POST", `/_sandbox/payments/${code}/pay`, { body: { amount } });
    const wrongCode = await confirm({ orderCode: "1234567890123456", transactionId: paid.body.transactionId });
    assert.equal(wrongCode.body.paymentError, "ORDER_CODE_MISMATCH");
    const badGateway = await c.req("POST", `/orders/${o.id}/confirm`, { body: { cardPayment: { gateway: "stripe" } } });
    assert.equal(badGateway.body.error, "BAD_REQUEST");

    // A booking of a card-paid order cannot be confirmed on its own without the payment.
    const single = await c.req("POST", `/bookings/${o.bookings[0].uuid}/confirm`, { body: {} });
    assert.match(single.body.errorMessage, /PAYMENT_DECLINED/);

    const [ok, ok2] = await Promise.all([
      confirm({ orderCode: code, transactionId: paid.body.transactionId }),
      confirm({ orderCode: code, transactionId: paid.body.transactionId }),
    ]);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok2.status, 200, JSON.stringify(ok2.body));
    assert.equal(ok.body.status, "CONFIRMED");
    assert.ok(ok.body.bookings.every((b: any) => b.status === "CONFIRMED"));
    assert.equal(ok.body.cardPayment.paid, amount);
    assert.equal(ok.body.cardPayment.balance, 0);

    // The same transaction cannot pay for another order.
    const other = await paidOrder();
    const reuse = await c.req("POST", `/orders/${other.id}/confirm`, {
      caps,
      body: {
        cardPayment: { gateway: "vivawallet", vivawallet: { orderCode: code, transactionId: paid.body.transactionId } },
      },
    });
    assert.equal(reuse.status, 400);
  });

  it("amount change after the orderCode was issued: a new orderCode, the old payment no longer confirms", async () => {
    const o = await paidOrder();
    const oldCode = o.cardPayment.vivawallet.orderCode;
    const paidOld = await c.req("POST", `/_sandbox/payments/${oldCode}/pay`, {
      body: { amount: o.cardPayment.amount },
    });
    const first = o.bookings[0];
    await c.req("PATCH", `/bookings/${first.uuid}`, { body: { unitItems: [{ unitId: "adult" }] } });
    const now = await c.req("GET", `/orders/${o.id}`, { caps });
    assert.notEqual(now.body.cardPayment.vivawallet.orderCode, oldCode);
    assert.ok(now.body.cardPayment.amount < o.cardPayment.amount);
    const stale = await c.req("POST", `/orders/${o.id}/confirm`, {
      caps,
      body: {
        cardPayment: {
          gateway: "vivawallet",
          vivawallet: { orderCode: oldCode, transactionId: paidOld.body.transactionId },
        },
      },
    });
    assert.equal(stale.status, 400);
    const code = now.body.cardPayment.vivawallet.orderCode;
    const pay = await c.req("POST", `/_sandbox/payments/${code}/pay`, {
      body: { amount: now.body.cardPayment.amount },
    });
    const ok = await c.req("POST", `/bookings/${first.uuid}/confirm`, {
      caps,
      body: {
        cardPayment: { gateway: "vivawallet", vivawallet: { orderCode: code, transactionId: pay.body.transactionId } },
      },
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.status, "CONFIRMED");
  });

  it("add a booking to an existing order, extend and cancel the order", async () => {
    const empty = await c.req("POST", "/orders", { caps: "octo/cart", body: { expirationMinutes: 10 } });
    assert.equal(empty.body.status, "ON_HOLD");
    const slot = await firstOpenSlot(ST, 2);
    const b = await reserve(
      {
        productId: ST,
        optionId: "DEFAULT",
        availabilityId: slot.id,
        unitItems: [{ unitId: "adult" }],
        orderId: empty.body.id,
      },
      "octo/cart",
    );
    assert.equal(b.body.orderId, empty.body.id);
    const wrongOrder = await reserve({
      productId: ST,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: [{ unitId: "adult" }],
      orderId: "nope",
    });
    assert.equal(wrongOrder.body.error, "INVALID_ORDER_ID");
    const gbp = await firstOpenSlot("london-themed-tour", 1);
    const mixed = await reserve({
      productId: "london-themed-tour",
      optionId: "DEFAULT",
      availabilityId: gbp.id,
      unitItems: [{ unitId: "adult" }],
      orderId: empty.body.id,
    });
    assert.equal(mixed.body.error, "UNPROCESSABLE_ENTITY");
    const ext = await c.req("POST", `/orders/${empty.body.id}/extend`, { body: { expirationMinutes: 45 } });
    assert.ok(Date.parse(ext.body.utcExpiresAt) - Date.now() > 40 * 60000);
    const cancelled = await c.req("POST", `/orders/${empty.body.id}/cancel`, { body: { reason: "test" } });
    assert.equal(cancelled.body.status, "CANCELLED");
    assert.ok(cancelled.body.bookings.every((x: any) => x.status === "CANCELLED"));
    const after = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", availabilityIds: [slot.id] },
    });
    assert.equal(after.body[0].vacancies, slot.vacancies);
    const late = await c.req("POST", `/orders/${empty.body.id}/confirm`, { body: {} });
    assert.equal(late.body.error, "UNPROCESSABLE_ENTITY");
  });

  it("an order without card payment confirms directly (reseller settlement)", async () => {
    const slot = await firstOpenSlot(ST, 1);
    const o = await c.req("POST", "/orders", {
      caps: "octo/cart",
      body: {
        bookings: [{ productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] }],
      },
    });
    const ok = await c.req("POST", `/orders/${o.body.id}/confirm`, {
      body: { contact: { emailAddress: "x@example.com" } },
    });
    assert.equal(ok.body.status, "CONFIRMED");
  });

  it("payment helper: unknown order code is BAD_REQUEST", async () => {
    const r = await c.req("POST", "/_sandbox/payments/999/pay", { body: { amount: 1 } });
    assert.equal(r.body.error, "BAD_REQUEST");
  });
});

describe("internal errors", () => {
  it("500 INTERNAL_SERVER_ERROR when the database fails", async () => {
    const broken = await startSandbox();
    await broken.sandbox.db.run("DROP TABLE octo_bookings");
    const slot = await firstOpenSlot(ST);
    const r = await broken.req("POST", "/bookings", {
      body: { productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems: [{ unitId: "adult" }] },
    });
    assert.equal(r.status, 500);
    assert.equal(r.body.error, "INTERNAL_SERVER_ERROR");
    await broken.close();
  });
});
