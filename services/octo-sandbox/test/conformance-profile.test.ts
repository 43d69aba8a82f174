/**
 * OCTO_SANDBOX_PROFILE=conformance: a reseller's test account. A conformance run books a party between
 * minUnits and maxUnits on any slot listed with `available: true`; here a maxUnits party is booked on every available
 * slot of each product's default option over the next 30 days (slots listed over HTTP, booked through the service
 * layer: the same rules as POST /bookings, without 1,000 HTTP round trips).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { PRODUCTS } from "../../../domain/products.ts";
import { profileFromEnv, todayFor } from "../src/index.ts";
import { addDaysIso, type Client, startSandbox } from "./helpers.ts";

const DAYS = 30;

async function bookMaxPartyEverywhere(c: Client) {
  const refused: string[] = [];
  let booked = 0;
  let soldOut = 0;
  for (const p of PRODUCTS) {
    const product = (await c.req("GET", `/products/${p.id}`)).body;
    const option = product.options.find((o: any) => o.default);
    const { minUnits, maxUnits } = option.restrictions;
    assert.ok(minUnits >= 1 && maxUnits >= minUnits, `${p.id}: ${minUnits}..${maxUnits}`);
    const from = todayFor(p.id);
    const slots = (
      await c.req("POST", "/availability", {
        body: { productId: p.id, optionId: option.id, localDateStart: from, localDateEnd: addDaysIso(from, DAYS - 1) },
      })
    ).body as any[];
    assert.ok(slots.length >= DAYS, `${p.id}: ${slots.length} slots`);
    soldOut += slots.filter((s) => s.status === "SOLD_OUT").length;
    const unitId = option.units[0].id;
    for (const slot of slots.filter((s) => s.available)) {
      try {
        await c.sandbox.service.reserve({
          productId: p.id,
          optionId: option.id,
          availabilityId: slot.id,
          unitItems: Array.from({ length: maxUnits }, () => ({ unitId })),
        });
        booked++;
      } catch (e) {
        refused.push(`${p.id} ${slot.id} (${slot.vacancies} left, maxUnits ${maxUnits}): ${(e as Error).message}`);
      }
    }
  }
  return { refused, booked, soldOut };
}

describe("OCTO_SANDBOX_PROFILE", () => {
  it("is default unless set; conformance is accepted; anything else is refused at start", () => {
    assert.equal(profileFromEnv({}), "default");
    assert.equal(profileFromEnv({ OCTO_SANDBOX_PROFILE: "conformance" }), "conformance");
    assert.throws(() => profileFromEnv({ OCTO_SANDBOX_PROFILE: "generous" }), /OCTO_SANDBOX_PROFILE/);
  });
});

describe("conformance profile", () => {
  let c: Client;
  before(async () => {
    c = await startSandbox(":memory:", { profile: "conformance" });
  });
  after(async () => {
    await c.close();
  });

  it("maxUnits is the largest party one booking may take: the slot capacity, at most the seats-per-cart cap", async () => {
    for (const p of PRODUCTS) {
      const option = (await c.req("GET", `/products/${p.id}`)).body.options.find((o: any) => o.default);
      // The sandbox's own party cap (15; the site's cart cap is the spec's 80 since ADR 0343).
      assert.equal(option.restrictions.maxUnits, Math.min(p.capacity, 15), p.id);
    }
  });

  it("a maxUnits party fits on every available slot of each product's default option over the next 30 days", async () => {
    const { refused, booked, soldOut } = await bookMaxPartyEverywhere(c);
    assert.deepEqual(refused, []);
    assert.ok(booked > PRODUCTS.length * DAYS, `${booked} bookings`);
    assert.ok(soldOut > 0, "sold-out slots still exist");
  });
});

describe("conformance profile: the validator's many reservations on one departure (ADR 0343)", () => {
  let c: Client;
  before(async () => {
    c = await startSandbox(":memory:", { profile: "conformance" });
  });
  after(async () => {
    await c.close();
  });

  it("30 parties of maxUnits fit on one available slot of each product's default option; sold-out slots keep 0 vacancies", async () => {
    const refused: string[] = [];
    for (const p of PRODUCTS) {
      const option = (await c.req("GET", `/products/${p.id}`)).body.options.find((o: any) => o.default);
      const { maxUnits } = option.restrictions;
      const from = todayFor(p.id);
      const slots = (
        await c.req("POST", "/availability", {
          body: {
            productId: p.id,
            optionId: option.id,
            localDateStart: addDaysIso(from, 1),
            localDateEnd: addDaysIso(from, 20),
          },
        })
      ).body as any[];
      for (const s of slots.filter((x) => x.status === "SOLD_OUT")) assert.equal(s.vacancies, 0, `${p.id} ${s.id}`);
      const slot = slots.find((s) => s.available);
      assert.ok(slot, `${p.id}: an available slot`);
      for (let n = 0; n < 30; n++) {
        try {
          await c.sandbox.service.reserve({
            productId: p.id,
            optionId: option.id,
            availabilityId: slot.id,
            unitItems: Array.from({ length: maxUnits }, () => ({ unitId: option.units[0].id })),
          });
        } catch (e) {
          refused.push(`${p.id} ${slot.id} party ${n + 1} of ${maxUnits}: ${(e as Error).message}`);
          break;
        }
      }
    }
    assert.deepEqual(refused, []);
  });
});

describe("default profile keeps today's scarcity", () => {
  let c: Client;
  before(async () => {
    c = await startSandbox(":memory:");
  });
  after(async () => {
    await c.close();
  });

  it("some slot listed as available cannot take a maxUnits party (the site's tests rely on limited days)", async () => {
    const { refused, soldOut } = await bookMaxPartyEverywhere(c);
    assert.ok(refused.length > 0);
    assert.ok(soldOut > 0);
  });
});
