/** The supplier's offer titles come in the visitor's language (the summaries showed "10% off" everywhere). */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, type Stack } from "./helpers.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats(["paris-hop-on-hop-off"], 8);

const quoteTitle = async (locale: string, promoCode?: string) => {
  const r = await s.gql(
    `query($input: QuoteInput!) { quote(input: $input, locale: ${locale}) { offer { code title } } }`,
    {
      input: { ...HOHO, date: DATE, passengers: { adult: 1 }, ...(promoCode ? { promoCode } : {}) },
    },
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.quote.offer;
};

test("the quote's automatic offer and a promo code's offer are titled in the visitor's language", async () => {
  assert.deepEqual(await quoteTitle("en"), { code: "PROMO10", title: "10% off" });
  assert.deepEqual(await quoteTitle("fr"), { code: "PROMO10", title: "10 % de réduction" });
  assert.deepEqual(await quoteTitle("es"), { code: "PROMO10", title: "10 % de descuento" });
  assert.deepEqual(await quoteTitle("nl"), { code: "PROMO10", title: "10% korting" });
  // The partner's code adds to the web offer (docs/adr/0353): both are named.
  assert.deepEqual(await quoteTitle("en", "QZ7K-10"), { code: "QZ7K-10", title: "10% off + Summer 10% off" });
  assert.deepEqual(await quoteTitle("fr", "QZ7K-10"), {
    code: "QZ7K-10",
    title: "10 % de réduction + Été : 10 % de réduction",
  });
  assert.deepEqual(await quoteTitle("nl", "FX9T-15"), { code: "FX9T-15", title: "Gezin: 15% korting" });
});

test("the cart's offer is titled in the language it is read in", async () => {
  const r = await s.gql(
    `mutation($input: CreateCartInput!) { createCart(input: $input, locale: es) { id offer { title } } }`,
    {
      input: { ...HOHO, date: DATE, passengers: { adult: 1 }, promoCode: "FX9T-15" },
    },
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  assert.equal(r.data.createCart.offer.title, "Familia: 15 % de descuento");
  const nl = await s.gql(`query($id: ID!) { cart(id: $id, locale: nl) { offer { title } } }`, {
    id: r.data.createCart.id,
  });
  assert.equal(nl.data.cart.offer.title, "Gezin: 15% korting");
});
