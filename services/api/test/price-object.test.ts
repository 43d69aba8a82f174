/**
 * The price object the specification names (original, retail, net, currency, currencyPrecision,
 * includedTaxes whose FIRST entry gives the price excluding tax, unitId, type, offerDiscount, unitType), against the
 * real OCTO sandbox: every amount the API shows is read back from the supplier's own answer for the same request.
 * docs/adr/0310-price-object.md says where the sandbox's data makes the API differ from the specification.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, type Stack } from "./helpers.ts";
import { plusPrice, priceOf } from "../src/booking/pricing.ts";
import { COMBINATION_SEPARATOR } from "../src/booking/offer-rule.ts";
import type { OctoUnitPricing } from "../src/octo/types.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

/** Paris hop-on hop-off: the sandbox's automatic 10% web promotion (PROMO10). Premium: no offer. */
const OFFER = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const NO_OFFER = { productId: "paris-hop-on-hop-off-premium", optionId: "paris-hop-on-hop-off-premium-1d" };
const DATE = dateWithSeats([OFFER.productId, NO_OFFER.productId], 9);

const PRICE = `original retail net discount tax excludingTax currency currencyPrecision
  includedTaxes { name retail original net } offerDiscount { retail net includedTaxes { name retail } } unitId unitType type`;

type Tax = { name: string; retail: number; original: number | null; net: number | null };
type Price = {
  original: number;
  retail: number;
  net: number | null;
  discount: number;
  tax: number;
  excludingTax: number;
  currency: string;
  currencyPrecision: number;
  includedTaxes: Tax[];
  offerDiscount: { retail: number; net: number | null; includedTaxes: { name: string; retail: number }[] } | null;
  unitId: string | null;
  unitType: string | null;
  type: string | null;
};
type Line = { type: string; unitId: string; quantity: number; unitPrice: Price; total: Price };

async function quote(
  product: { productId: string; optionId: string },
  passengers: Record<string, number>,
  promoCode?: string,
) {
  const r = await s.gql<{ quote: { lines: Line[]; total: Price } }>(
    `query($input: QuoteInput!) { quote(input: $input, locale: en) { lines { type unitId quantity unitPrice { ${PRICE} } total { ${PRICE} } } total { ${PRICE} } } }`,
    { input: { ...product, date: DATE, passengers, ...(promoCode ? { promoCode } : {}) } },
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.quote;
}

/** The supplier's own unit pricing that day (OCTO /availability with octo/pricing and octo/offers). */
async function supplierUnitPricing(product: { productId: string; optionId: string }, offerCode?: string) {
  const [slot] = await s.octo.checkAvailability({
    ...product,
    localDateStart: DATE,
    localDateEnd: DATE,
    ...(offerCode ? { offerCode } : {}),
  });
  assert.ok(slot?.unitPricing?.length, "the sandbox prices its units");
  return new Map(
    slot.unitPricing.map((p) => [p.unitId, p as OctoUnitPricing & { offerDiscount?: { retail: number; net: number } }]),
  );
}

test("a unit price carries net, unitId, unitType and type, and its first included tax gives the price excluding tax", async () => {
  const q = await quote(NO_OFFER, { adult: 2, child: 1 });
  const supplier = await supplierUnitPricing(NO_OFFER);
  assert.equal(q.lines.length, 2);
  for (const line of q.lines) {
    const raw = supplier.get(line.unitId);
    assert.ok(raw, `the sandbox priced ${line.unitId}`);
    const vat = raw.includedTaxes[0];
    assert.ok(vat && vat.retail > 0, "Paris prices include VAT");
    const u = line.unitPrice;
    assert.equal(u.unitId, line.unitId);
    assert.equal(u.unitType, line.type === "ADULT" ? "ADULT" : "CHILD");
    assert.equal(u.type, line.type);
    assert.equal(u.retail, raw.retail);
    assert.equal(u.net, raw.net, "net is the supplier's wholesale price");
    assert.deepEqual(
      u.includedTaxes,
      raw.includedTaxes.map((t) => ({ name: t.name, retail: t.retail, original: null, net: t.net })),
    );
    assert.equal(u.tax, vat.retail);
    assert.equal(u.excludingTax, raw.retail - vat.retail, "excluding tax: retail minus the first included tax");
    assert.equal(u.offerDiscount, null, "no offer, no offer discount");
    assert.equal(u.discount, 0);
    // A line multiplies every amount, the taxes' included.
    assert.equal(line.total.net, raw.net! * line.quantity);
    assert.equal(line.total.includedTaxes[0]?.retail, vat.retail * line.quantity);
    assert.equal(line.total.excludingTax, (raw.retail - vat.retail) * line.quantity);
    assert.equal(line.total.unitId, line.unitId);
  }
  // The total is over several units: no unit of its own, amounts and the tax summed.
  const t = q.total;
  assert.deepEqual([t.unitId, t.unitType, t.type, t.offerDiscount], [null, null, null, null]);
  assert.equal(
    t.net,
    q.lines.reduce((n, l) => n + l.total.net!, 0),
  );
  assert.equal(
    t.tax,
    q.lines.reduce((n, l) => n + l.total.tax, 0),
  );
  assert.equal(t.excludingTax, t.retail - t.tax);
  assert.equal(t.includedTaxes.length, 1, "one VAT entry, merged by name");
});

test("with an offer: offerDiscount is what the offer takes off, per unit, per line and on the total", async () => {
  // QZ7K-10 is a partner's code that adds to the web offer (the test CMS's partner, ADR 0353): the supplier prices
  // the combination WEB+CODE.
  const [webSlot] = await s.octo.checkAvailability({ ...OFFER, localDateStart: DATE, localDateEnd: DATE });
  for (const promoCode of [undefined, "QZ7K-10"]) {
    const q = await quote(OFFER, { adult: 2, child: 1 }, promoCode);
    const supplierCode = promoCode ? `${webSlot?.offerCode}${COMBINATION_SEPARATOR}${promoCode}` : undefined;
    const supplier = await supplierUnitPricing(OFFER, supplierCode);
    for (const line of q.lines) {
      const raw = supplier.get(line.unitId)!;
      assert.ok(raw.offerDiscount, `the sandbox gives an offer discount (${promoCode ?? "automatic offer"})`);
      const u = line.unitPrice;
      assert.ok(u.original > u.retail, "the offer lowers the price");
      assert.equal(u.offerDiscount?.retail, raw.offerDiscount.retail);
      assert.equal(u.offerDiscount?.retail, u.original - u.retail);
      assert.equal(u.offerDiscount?.net, raw.offerDiscount.net);
      assert.equal(line.total.offerDiscount?.retail, raw.offerDiscount.retail * line.quantity);
      assert.equal(u.excludingTax, raw.retail - raw.includedTaxes[0]!.retail, "excluding tax of the discounted price");
    }
    assert.equal(q.total.offerDiscount?.retail, q.total.original - q.total.retail);
    assert.equal(
      q.total.offerDiscount?.retail,
      q.lines.reduce((n, l) => n + l.total.offerDiscount!.retail, 0),
    );
  }
});

test("a cart's prices (the supplier booking's own pricing and unit items) have the same shape", async () => {
  const r = await s.gql(
    `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id lines { type unitId quantity unitPrice { ${PRICE} } total { ${PRICE} } } total { ${PRICE} } } }`,
    { input: { ...OFFER, date: DATE, passengers: { adult: 2, child: 1 } } },
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  const cart = r.data.createCart as { id: string; lines: Line[]; total: Price };
  const booking = await s.octo.getBooking(cart.id);
  assert.ok(booking.pricing, "the sandbox prices the booking");
  assert.equal(cart.total.retail, booking.pricing.retail);
  assert.equal(cart.total.net, booking.pricing.net);
  assert.equal(cart.total.tax, booking.pricing.includedTaxes[0]!.retail);
  assert.equal(cart.total.excludingTax, booking.pricing.retail - booking.pricing.includedTaxes[0]!.retail);
  assert.equal(cart.total.offerDiscount?.retail, booking.pricing.original - booking.pricing.retail);
  assert.deepEqual([cart.total.unitId, cart.total.unitType], [null, null]);
  for (const line of cart.lines) {
    // The booking's unit items carry a pricing without unitId or unitType: the unit comes from the option.
    assert.equal(line.unitPrice.unitId, line.unitId);
    assert.equal(line.unitPrice.unitType, line.type);
    assert.equal(line.total.offerDiscount?.retail, line.total.original - line.total.retail);
    assert.equal(line.total.excludingTax, line.total.retail - line.total.includedTaxes[0]!.retail);
  }
});

test("a unit's price from carries its unit (the sandbox's pricingFrom names neither unitId nor unitType)", async () => {
  const r = await s.gql(
    `query { product(id: "${OFFER.productId}", locale: en) { options { id units { id type priceFrom { ${PRICE} } } } } }`,
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  const option = r.data.product.options.find((o: { id: string }) => o.id === OFFER.optionId);
  const adult = option.units.find((u: { type: string }) => u.type === "ADULT");
  assert.equal(adult.priceFrom.unitId, adult.id);
  assert.equal(adult.priceFrom.unitType, "ADULT");
  assert.equal(adult.priceFrom.type, "ADULT");
  assert.equal(adult.priceFrom.offerDiscount.retail, adult.priceFrom.original - adult.priceFrom.retail);
});

test("the first included tax, not their sum, is the tax the price excluding tax is read from", () => {
  // The sandbox prices with one VAT entry; a supplier may add more (a city tax): only the first is read.
  const pricing = {
    original: 3000,
    retail: 3000,
    net: 2400,
    currency: "EUR",
    currencyPrecision: 2,
    unitId: "adult",
    unitType: "ADULT",
    includedTaxes: [
      { name: "VAT 10%", retail: 273, original: 273, net: 218 },
      { name: "City tax", retail: 150, original: 150, net: 150 },
    ],
  };
  const p = priceOf(pricing, 2);
  assert.equal(p.tax, 546);
  assert.equal(p.retail - p.tax, 5454);
  assert.deepEqual(
    p.includedTaxes.map((t) => t.retail),
    [546, 300],
  );
  assert.deepEqual([p.unitId, p.unitType, p.type, p.net, p.offerDiscount], ["adult", "ADULT", "adult", 4800, null]);
  const sum = plusPrice(p, priceOf({ ...pricing, unitId: "child", unitType: "CHILD" }));
  assert.deepEqual([sum.unitId, sum.unitType, sum.type, sum.tax], [null, null, null, 819]);
  assert.deepEqual(
    sum.includedTaxes.map((t) => [t.name, t.retail]),
    [
      ["VAT 10%", 819],
      ["City tax", 450],
    ],
  );
});
