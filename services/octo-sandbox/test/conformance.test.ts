/** What a reseller's OCTO conformance run checks (issue 12 item 4, issue 16 item 12). */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { PRODUCTS } from "../../catalogue/products.ts";
import { todayFor } from "../src/index.ts";
import { addDaysIso, type Client, startSandbox } from "./helpers.ts";

let c: Client;
before(async () => { c = await startSandbox(); });
after(async () => { await c.close(); });

const ST = "paris-themed-tour"; // START_TIME, capacity 24
const day = (productId: string, n: number) => addDaysIso(todayFor(productId), n);

async function openSlot(productId: string, minVacancies: number) {
  const r = await c.req("POST", "/availability", {
    body: { productId, optionId: "DEFAULT", localDateStart: day(productId, 2), localDateEnd: day(productId, 25) },
  });
  const slot = r.body.find((a: any) => a.vacancies >= minVacancies);
  assert.ok(slot, `a slot of ${productId} with ${minVacancies} seats`);
  return slot;
}

async function hold(productId: string, units: string[], extra: Record<string, unknown> = {}) {
  const slot = await openSlot(productId, units.length + 2);
  const r = await c.req("POST", "/bookings", {
    body: { productId, optionId: "DEFAULT", availabilityId: slot.id, unitItems: units.map((unitId) => ({ unitId })), ...extra },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

describe("POST /availability: exactly one way to name the dates", () => {
  it("more than one of localDate, localDateStart+localDateEnd, availabilityIds is BAD_REQUEST", async () => {
    const date = day(ST, 3);
    const id = (await c.req("POST", "/availability", { body: { productId: ST, optionId: "DEFAULT", localDate: date } })).body[0].id;
    const base = { productId: ST, optionId: "DEFAULT" };
    const mixes: Record<string, unknown>[] = [
      { localDate: date, localDateStart: date, localDateEnd: date },
      { localDate: date, availabilityIds: [id] },
      { localDateStart: date, localDateEnd: date, availabilityIds: [id] },
      { localDate: date, localDateStart: date, localDateEnd: date, availabilityIds: [id] },
      { localDate: date, localDateEnd: date },
    ];
    for (const mix of mixes) {
      const r = await c.req("POST", "/availability", { body: { ...base, ...mix } });
      assert.equal(r.status, 400, JSON.stringify(mix));
      assert.equal(r.body.error, "BAD_REQUEST", JSON.stringify(mix));
      assert.equal(typeof r.body.errorMessage, "string");
      assert.ok(r.body.errorMessage.length > 0);
    }
    for (const one of [{ localDate: date }, { localDateStart: date, localDateEnd: date }, { availabilityIds: [id] }]) {
      const r = await c.req("POST", "/availability", { body: { ...base, ...one } });
      assert.equal(r.status, 200, JSON.stringify(one));
    }
    const empty = await c.req("POST", "/availability", { body: { ...base, availabilityIds: [] } });
    assert.equal(empty.body.error, "BAD_REQUEST");
  });
});

describe("reserve and confirm: unit items", () => {
  it("a reservation without unitItems is UNPROCESSABLE_ENTITY", async () => {
    const slot = await openSlot(ST, 1);
    for (const unitItems of [undefined, null]) {
      const r = await c.req("POST", "/bookings", { body: { productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems } });
      assert.equal(r.status, 400);
      assert.equal(r.body.error, "UNPROCESSABLE_ENTITY");
      assert.ok(r.body.errorMessage);
    }
  });

  it("confirm with an unknown unitId is INVALID_UNIT_ID and leaves the hold as it was", async () => {
    const b = await hold(ST, ["adult"]);
    const r = await c.req("POST", `/bookings/${b.uuid}/confirm`, {
      body: { contact: { fullName: "Ada Lovelace" }, unitItems: [{ unitId: "adult" }, { unitId: "martian" }] },
    });
    assert.equal(r.status, 400);
    assert.equal(r.body.error, "INVALID_UNIT_ID");
    assert.equal(r.body.unitId, "martian");
    const got = await c.req("GET", `/bookings/${b.uuid}`);
    assert.equal(got.body.status, "ON_HOLD");
    assert.equal(got.body.unitItems.length, 1);
  });

  it("confirm applies the unitItems it is sent: more, fewer, other units; kept items keep their references", async () => {
    const b = await hold(ST, ["adult", "adult"]);
    const slotBefore = (await c.req("POST", "/availability", { body: { productId: ST, optionId: "DEFAULT", availabilityIds: [b.availabilityId] } })).body[0];
    const first = b.unitItems[0];
    const r = await c.req("POST", `/bookings/${b.uuid}/confirm`, {
      caps: "octo/pricing",
      body: { contact: { fullName: "Ada Lovelace" }, unitItems: [{ uuid: first.uuid, unitId: "adult" }, { unitId: "child" }, { unitId: "child" }] },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.status, "CONFIRMED");
    assert.deepEqual(r.body.unitItems.map((x: any) => x.unitId), ["adult", "child", "child"]);
    assert.equal(r.body.unitItems[0].uuid, first.uuid);
    assert.equal(r.body.unitItems[0].supplierReference, first.supplierReference);
    assert.equal(r.body.pricing.retail, 2900 + 2 * 1600);
    const slotAfter = (await c.req("POST", "/availability", { body: { productId: ST, optionId: "DEFAULT", availabilityIds: [b.availabilityId] } })).body[0];
    assert.equal(slotAfter.vacancies, slotBefore.vacancies - 1, "one seat more than the hold");

    const fewer = await hold(ST, ["adult", "adult", "adult"]);
    const f = await c.req("POST", `/bookings/${fewer.uuid}/confirm`, { body: { contact: {}, unitItems: [{ unitId: "adult" }] } });
    assert.equal(f.body.status, "CONFIRMED");
    assert.equal(f.body.unitItems.length, 1);
  });
});

describe("GET /bookings by references", () => {
  it("lists bookings by supplierReference and by resellerReference, and nothing else", async () => {
    const tag = `conf-${Date.now()}`;
    const a = await hold(ST, ["adult"], { resellerReference: `${tag}-A` });
    const b = await hold(ST, ["adult"], { resellerReference: `${tag}-B` });
    const bySupplier = await c.req("GET", `/bookings?supplierReference=${encodeURIComponent(a.supplierReference)}`);
    assert.equal(bySupplier.status, 200);
    assert.deepEqual(bySupplier.body.map((x: any) => x.uuid), [a.uuid]);
    const byReseller = await c.req("GET", `/bookings?resellerReference=${encodeURIComponent(`${tag}-B`)}`);
    assert.deepEqual(byReseller.body.map((x: any) => x.uuid), [b.uuid]);
    const none = await c.req("GET", `/bookings?resellerReference=${tag}-none`);
    assert.deepEqual(none.body, []);
  });
});

describe("capacity realism", () => {
  const small = PRODUCTS.filter((p) => p.capacity <= 100);

  async function next30(productId: string) {
    const r = await c.req("POST", "/availability", {
      body: { productId, optionId: PRODUCTS.find((p) => p.id === productId)!.options[0]!.id, localDateStart: day(productId, 1), localDateEnd: day(productId, 30) },
    });
    assert.equal(r.status, 200);
    return r.body as { id: string; status: string; vacancies: number; capacity: number }[];
  }

  it("in the next 30 days, limited or sold-out days are about one in ten; every other slot takes a party of 10", async () => {
    let days = 0;
    let scarce = 0;
    for (const p of PRODUCTS.filter((x) => x.city === "paris" || x.city === "london")) {
      const slots = await next30(p.id);
      const byDay = new Map<string, typeof slots>();
      for (const s of slots) byDay.set(s.id.slice(0, 10), [...(byDay.get(s.id.slice(0, 10)) ?? []), s]);
      for (const daySlots of byDay.values()) {
        days++;
        const dayScarce = daySlots.some((s) => s.vacancies < Math.min(10, s.capacity));
        if (dayScarce) scarce++;
        else for (const s of daySlots) assert.ok(s.vacancies >= Math.min(10, s.capacity), `${p.id} ${s.id}: ${s.vacancies}`);
      }
    }
    const share = scarce / days;
    assert.ok(share > 0.03 && share <= 0.12, `share of scarce days ${share}`);
  });

  it("a party of 10 books any AVAILABLE slot of the next 30 days", async () => {
    for (const productId of ["paris-themed-tour", "paris-attraction-combo", "london-themed-tour-2", "paris-discovery-pass"]) {
      const slots = (await next30(productId)).filter((s) => s.status === "AVAILABLE");
      assert.ok(slots.length > 20, productId);
      for (const s of [slots[0]!, slots[Math.floor(slots.length / 2)]!, slots[slots.length - 1]!]) {
        const optionId = PRODUCTS.find((p) => p.id === productId)!.options[0]!.id;
        const r = await c.req("POST", "/bookings", {
          body: { productId, optionId, availabilityId: s.id, unitItems: Array.from({ length: 10 }, () => ({ unitId: "adult" })) },
        });
        assert.equal(r.status, 200, `${productId} ${s.id} ${JSON.stringify(r.body)}`);
        await c.req("POST", `/bookings/${r.body.uuid}/cancel`, { body: {} });
      }
    }
  });

  it("at least one sold-out START_TIME and one sold-out OPENING_HOURS availability, and LIMITED ones, in the next 30 days", async () => {
    const seen = { START_TIME: new Set<string>(), OPENING_HOURS: new Set<string>() };
    for (const p of small.filter((x) => x.city === "paris")) {
      const slots = await next30(p.id);
      for (const s of slots) seen[p.availabilityType].add(s.status);
      // Each small product on its own: one sold-out and one limited day in any 30 days.
      const statuses = new Set(slots.map((s) => s.status));
      if (p.capacity >= 10) assert.ok(statuses.has("SOLD_OUT") && statuses.has("LIMITED"), `${p.id}: ${[...statuses].join()}`);
    }
    for (const type of ["START_TIME", "OPENING_HOURS"] as const) {
      assert.ok(seen[type].has("SOLD_OUT"), `${type} sold out`);
      assert.ok(seen[type].has("LIMITED"), `${type} limited`);
    }
  });

  it("an option never takes more units than its slot capacity (restrictions.maxUnits)", async () => {
    const r = await c.req("GET", "/products/paris-special-tour");
    assert.equal(r.body.options[0].restrictions.maxUnits, 8);
  });
});
