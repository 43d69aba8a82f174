/** Secret promo codes cannot be guessed from a word list. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SECRET_OFFERS } from "../src/catalogue.ts";

test("secret promo codes are not dictionary words: no run of 4 letters, digits mixed in", () => {
  assert.ok(SECRET_OFFERS.length > 0);
  for (const { code } of SECRET_OFFERS) {
    assert.doesNotMatch(code, /[A-Z]{4,}/i, `${code} holds a word-like run of letters`);
    assert.match(code, /\d/, `${code} has no digit`);
  }
});

test("a combination applies the web offer, then the code on what is left (docs/adr/0353)", async () => {
  const { PRODUCTS, resolveOffer, unitPrice } = await import("../src/catalogue.ts");
  const product = PRODUCTS.find((p) => p.promoPercent === 10)!;
  const unit = product.options[0]!.units.find((u) => u.type === "ADULT")!;
  const combined = resolveOffer(product, "qz7k-10+PROMO10")!;
  assert.equal(combined.code, "PROMO10+QZ7K-10");
  assert.equal(combined.kind, "combination");
  const alone = unitPrice(product, unit, resolveOffer(product, "QZ7K-10")).retail;
  const both = unitPrice(product, unit, combined).retail;
  assert.equal(alone, unit.retail - Math.round(unit.retail / 10));
  assert.equal(both, alone - Math.round(alone / 10));
  assert.ok(both < alone);
  assert.throws(() => resolveOffer(product, "QZ7K-10+QZ7K-10"), /not a valid combination/);
  assert.throws(() => resolveOffer(product, "PROMO10+NOPE-1"), /not valid/);
});
