/** What a reseller's OCTO conformance run checks. */
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
    body: {
      productId,
      optionId: "DEFAULT",
      availabilityId: slot.id,
      unitItems: units.map((unitId) => ({ unitId })),
      ...extra,
    },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

describe("POST /availability: exactly one way to name the dates", () => {
  it("more than one of localDate, localDateStart+localDateEnd, availabilityIds is BAD_REQUEST", async () => {
    const date = day(ST, 3);
    const id = (await c.req("POST", "/availability", { body: { productId: ST, optionId: "DEFAULT", localDate: date } }))
      .body[0].id;
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
      const r = await c.req("POST", "/bookings", {
        body: { productId: ST, optionId: "DEFAULT", availabilityId: slot.id, unitItems },
      });
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
    const slotBefore = (
      await c.req("POST", "/availability", {
        body: { productId: ST, optionId: "DEFAULT", availabilityIds: [b.availabilityId] },
      })
    ).body[0];
    const first = b.unitItems[0];
    const r = await c.req("POST", `/bookings/${b.uuid}/confirm`, {
      caps: "octo/pricing",
      body: {
        contact: { fullName: "Ada Lovelace" },
        unitItems: [{ uuid: first.uuid, unitId: "adult" }, { unitId: "child" }, { unitId: "child" }],
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.status, "CONFIRMED");
    assert.deepEqual(
      r.body.unitItems.map((x: any) => x.unitId),
      ["adult", "child", "child"],
    );
    assert.equal(r.body.unitItems[0].uuid, first.uuid);
    assert.equal(r.body.unitItems[0].supplierReference, first.supplierReference);
    assert.equal(r.body.pricing.retail, 2900 + 2 * 1600);
    const slotAfter = (
      await c.req("POST", "/availability", {
        body: { productId: ST, optionId: "DEFAULT", availabilityIds: [b.availabilityId] },
      })
    ).body[0];
    assert.equal(slotAfter.vacancies, slotBefore.vacancies - 1, "one seat more than the hold");

    const fewer = await hold(ST, ["adult", "adult", "adult"]);
    const f = await c.req("POST", `/bookings/${fewer.uuid}/confirm`, {
      body: { contact: {}, unitItems: [{ unitId: "adult" }] },
    });
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
    assert.deepEqual(
      bySupplier.body.map((x: any) => x.uuid),
      [a.uuid],
    );
    const byReseller = await c.req("GET", `/bookings?resellerReference=${encodeURIComponent(`${tag}-B`)}`);
    assert.deepEqual(
      byReseller.body.map((x: any) => x.uuid),
      [b.uuid],
    );
    const none = await c.req("GET", `/bookings?resellerReference=${tag}-none`);
    assert.deepEqual(none.body, []);
  });
});

describe("capacity realism", () => {
  const small = PRODUCTS.filter((p) => p.capacity <= 100);

  async function next30(productId: string) {
    const r = await c.req("POST", "/availability", {
      body: {
        productId,
        optionId: PRODUCTS.find((p) => p.id === productId)!.options[0]!.id,
        localDateStart: day(productId, 1),
        localDateEnd: day(productId, 30),
      },
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
        else
          for (const s of daySlots)
            assert.ok(s.vacancies >= Math.min(10, s.capacity), `${p.id} ${s.id}: ${s.vacancies}`);
      }
    }
    const share = scarce / days;
    assert.ok(share > 0.03 && share <= 0.12, `share of scarce days ${share}`);
  });

  it("a party of 10 books any AVAILABLE slot of the next 30 days", async () => {
    for (const productId of [
      "paris-themed-tour",
      "paris-attraction-combo",
      "london-themed-tour-2",
      "paris-discovery-pass",
    ]) {
      const slots = (await next30(productId)).filter((s) => s.status === "AVAILABLE");
      assert.ok(slots.length > 20, productId);
      for (const s of [slots[0]!, slots[Math.floor(slots.length / 2)]!, slots[slots.length - 1]!]) {
        const optionId = PRODUCTS.find((p) => p.id === productId)!.options[0]!.id;
        const r = await c.req("POST", "/bookings", {
          body: {
            productId,
            optionId,
            availabilityId: s.id,
            unitItems: Array.from({ length: 10 }, () => ({ unitId: "adult" })),
          },
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
      if (p.capacity >= 10)
        assert.ok(statuses.has("SOLD_OUT") && statuses.has("LIMITED"), `${p.id}: ${[...statuses].join()}`);
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

describe("bookings carry the full OCTO shape", () => {
  it("ON_HOLD: a voucher and every unitItems[].ticket with redemptionMethod, utcRedeemedAt, deliveryOptions", async () => {
    const b = await hold(ST, ["adult", "child"]);
    const shape = (t: any, where: string) => {
      assert.ok(t && typeof t === "object", `${where} is an object`);
      assert.equal(t.redemptionMethod, "DIGITAL", where);
      assert.ok("utcRedeemedAt" in t && t.utcRedeemedAt === null, where);
      assert.ok(Array.isArray(t.deliveryOptions), where);
    };
    shape(b.voucher, "voucher");
    b.unitItems.forEach((it: any, i: number) => shape(it.ticket, `unitItems[${i}].ticket`));
    assert.deepEqual(b.voucher.deliveryOptions, [], "no code to show before confirmation");
    const confirmed = await c.req("POST", `/bookings/${b.uuid}/confirm`, {
      body: { contact: { fullName: "Ada Lovelace" } },
    });
    shape(confirmed.body.voucher, "confirmed voucher");
    assert.equal(confirmed.body.voucher.deliveryOptions[0].deliveryFormat, "QRCODE");
    assert.equal(
      confirmed.body.unitItems[1].ticket.deliveryOptions[0].deliveryValue,
      confirmed.body.unitItems[1].supplierReference,
    );
  });
});

describe("PATCH /bookings/{uuid} moves a booking", () => {
  it("to another availability, another option, another product (units, prices and seats follow)", async () => {
    const b = await hold("paris-hop-on-hop-off", ["adult", "child"]);
    // Another option of the same product, same day.
    const opt = await c.req("PATCH", `/bookings/${b.uuid}`, {
      caps: "octo/pricing",
      body: { optionId: "paris-hop-on-hop-off-2d" },
    });
    assert.equal(opt.status, 200, JSON.stringify(opt.body));
    assert.equal(opt.body.optionId, "paris-hop-on-hop-off-2d");
    // Another product (its default option), at one of its slots; seats move from the old slot to the new one.
    const target = await openSlot(ST, 5);
    const oldSlot = async () =>
      (
        await c.req("POST", "/availability", {
          body: { productId: "paris-hop-on-hop-off", optionId: "DEFAULT", availabilityIds: [b.availabilityId] },
        })
      ).body[0].vacancies;
    const newSlot = async () =>
      (
        await c.req("POST", "/availability", {
          body: { productId: ST, optionId: "DEFAULT", availabilityIds: [target.id] },
        })
      ).body[0].vacancies;
    const [oldBefore, newBefore] = [await oldSlot(), await newSlot()];
    const moved = await c.req("PATCH", `/bookings/${b.uuid}`, {
      caps: "octo/pricing, octo/offers",
      body: { productId: ST, availabilityId: target.id },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.productId, ST);
    assert.equal(moved.body.optionId, "paris-themed-tour-standard");
    assert.equal(moved.body.availabilityId, target.id);
    assert.equal(moved.body.status, "ON_HOLD");
    assert.deepEqual(
      moved.body.unitItems.map((x: any) => x.unitId),
      ["adult", "child"],
    );
    assert.equal(moved.body.offerCode, null, "the old product's public offer does not follow");
    assert.equal(moved.body.pricing.retail, 2900 + 1600);
    assert.equal(await oldSlot(), oldBefore + 2);
    assert.equal(await newSlot(), newBefore - 2);
    // Another availability of the same product.
    const later = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDate: addDaysIso(target.id.slice(0, 10), 1) },
    });
    const next = later.body.find((a: any) => a.vacancies >= 2 && a.id !== target.id) ?? (await openSlot(ST, 2));
    const re = await c.req("PATCH", `/bookings/${b.uuid}`, { body: { availabilityId: next.id } });
    assert.equal(re.body.availabilityId, next.id);
  });

  it("errors: a product without that slot, an unknown unit, another currency, a full slot", async () => {
    const b = await hold(ST, ["adult"]);
    const noSlot = await c.req("PATCH", `/bookings/${b.uuid}`, { body: { productId: "paris-hop-on-hop-off" } });
    assert.equal(noSlot.body.error, "INVALID_AVAILABILITY_ID");
    const oh = await openSlot("paris-family-pass", 2);
    const noUnit = await c.req("PATCH", `/bookings/${b.uuid}`, {
      body: { productId: "paris-family-pass", availabilityId: oh.id },
    });
    assert.equal(noUnit.body.error, "INVALID_UNIT_ID");
    const inOrder = await c.req("POST", "/orders", {
      body: {
        bookings: [
          { productId: ST, optionId: "DEFAULT", availabilityId: b.availabilityId, unitItems: [{ unitId: "adult" }] },
          { productId: ST, optionId: "DEFAULT", availabilityId: b.availabilityId, unitItems: [{ unitId: "adult" }] },
        ],
      },
      caps: "octo/cart",
    });
    const gbp = await openSlot("london-themed-tour", 2);
    const currency = await c.req("PATCH", `/bookings/${inOrder.body.bookings[0].uuid}`, {
      body: { productId: "london-themed-tour", availabilityId: gbp.id },
    });
    assert.equal(currency.body.error, "UNPROCESSABLE_ENTITY");
    const days = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDateStart: day(ST, 1), localDateEnd: day(ST, 30) },
    });
    const full = days.body.find((a: any) => a.status === "SOLD_OUT" && a.id !== b.availabilityId);
    const refused = await c.req("PATCH", `/bookings/${b.uuid}`, { body: { availabilityId: full.id } });
    assert.equal(refused.body.error, "UNPROCESSABLE_ENTITY");
    assert.equal((await c.req("GET", `/bookings/${b.uuid}`)).body.availabilityId, b.availabilityId, "nothing changed");
  });

  it("a confirmed booking settled by the reseller can move while cancellable; a card-paid one cannot", async () => {
    const b = await hold(ST, ["adult"]);
    await c.req("POST", `/bookings/${b.uuid}/confirm`, { body: { contact: {} } });
    const open = await c.req("POST", "/availability", {
      body: { productId: ST, optionId: "DEFAULT", localDateStart: day(ST, 2), localDateEnd: day(ST, 25) },
    });
    const target = open.body.find((a: any) => a.vacancies >= 2 && a.id !== b.availabilityId);
    assert.ok(target, "another open departure of the tour");
    const moved = await c.req("PATCH", `/bookings/${b.uuid}`, { body: { availabilityId: target.id, notes: "moved" } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.status, "CONFIRMED");
    assert.equal(moved.body.availabilityId, target.id);
    assert.equal(moved.body.notes, "moved");

    const caps = "octo/pricing, octo/cart, octo/cardPayments";
    const o = await c.req("POST", "/orders", {
      caps,
      body: {
        bookings: [{ productId: ST, optionId: "DEFAULT", availabilityId: target.id, unitItems: [{ unitId: "adult" }] }],
      },
    });
    const code = o.body.cardPayment.vivawallet.orderCode;
    const pay = await c.req("POST", `/_sandbox/payments/${code}/pay`, { body: { amount: o.body.cardPayment.amount } });
    const ok = await c.req("POST", `/orders/${o.body.id}/confirm`, {
      caps,
      body: {
        cardPayment: { gateway: "vivawallet", vivawallet: { orderCode: code, transactionId: pay.body.transactionId } },
      },
    });
    assert.equal(ok.body.status, "CONFIRMED");
    const paid = await c.req("PATCH", `/bookings/${o.body.bookings[0].uuid}`, {
      body: { unitItems: [{ unitId: "adult" }, { unitId: "adult" }] },
    });
    assert.equal(paid.body.error, "UNPROCESSABLE_ENTITY");
  });
});

describe("GET /supplier reports the sandbox's public URL", () => {
  it("the configured OCTO_SANDBOX_PUBLIC_URL, else the address it listens on", async () => {
    const own = await c.req("GET", "/supplier");
    assert.equal(own.body.endpoint, c.sandbox.url);
    const configured = await startSandbox(undefined, { publicUrl: "https://octo.sandbox.example/octo" });
    try {
      const r = await configured.req("GET", "/supplier");
      assert.equal(r.body.endpoint, "https://octo.sandbox.example/octo");
    } finally {
      await configured.close();
    }
  });

  it("OCTO_SANDBOX_PUBLIC_URL is checked", async () => {
    const { publicUrlFromEnv } = await import("../src/index.ts");
    assert.equal(publicUrlFromEnv({}), undefined);
    assert.equal(publicUrlFromEnv({ OCTO_SANDBOX_PUBLIC_URL: "http://localhost:14010/" }), "http://localhost:14010");
    assert.throws(() => publicUrlFromEnv({ OCTO_SANDBOX_PUBLIC_URL: "javascript:alert(1)" }));
    assert.throws(() => publicUrlFromEnv({ OCTO_SANDBOX_PUBLIC_URL: "not a url" }));
  });
});
