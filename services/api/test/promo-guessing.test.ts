/**
 * Promo codes cannot be guessed through another door. Every operation that evaluates a code (quote with
 * a promoCode, createCart with a promoCode, applyPromoCode) counts in one per-client guess budget
 * (LIMIT_GUESSES_PER_15_MIN, default 30): the 31st guess through any door is refused with the catalogue's message.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { startLimitedServer, type GqlAnswer, type LimitedServer } from "./limited-server.ts";

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats([HOHO.productId], 5);
let server: LimitedServer;

before(async () => {
  // Default guess budget (30 per 15 min); cart changes are not what this test is about.
  server = await startLimitedServer({ LIMIT_CART_CHANGES_PER_MINUTE: "1000" });
});

after(async () => {
  await server.close();
});

const gql: LimitedServer["gql"] = (...args) => server.gql(...args);

const quote = (client: string, promoCode?: string) =>
  gql(client, `query($input: QuoteInput!) { quote(input: $input) { total { retail } } }`, {
    input: { ...HOHO, date: DATE, passengers: { adult: 1 }, ...(promoCode ? { promoCode } : {}) },
  });
const createCart = (client: string, promoCode?: string) =>
  gql(client, `mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id: randomUUID(), ...HOHO, date: DATE, passengers: { adult: 1 }, ...(promoCode ? { promoCode } : {}) },
  });
const applyPromoCode = (client: string, id: string, code: string) =>
  gql(client, `mutation($input: ApplyPromoCodeInput!) { applyPromoCode(input: $input) { id } }`, {
    input: { id, code, replace: true },
  });

const codeOf = (r: GqlAnswer) => r.errors?.[0]?.extensions?.code ?? "OK";

test("31 guesses through a mix of quote, createCart and applyPromoCode: the 31st is refused (429, the catalogue's message)", async () => {
  const client = "203.0.113.50";
  const cart = await createCart(client);
  assert.equal(cart.errors, undefined, JSON.stringify(cart.errors));
  const id = cart.data.createCart.id as string;

  const answers: string[] = [];
  for (let i = 0; i < 30; i++) {
    const guess = `GUESS${String(i).padStart(3, "0")}`;
    const door = i % 3;
    const r =
      door === 0
        ? await quote(client, guess)
        : door === 1
          ? await createCart(client, guess)
          : await applyPromoCode(client, id, guess);
    answers.push(codeOf(r));
  }
  assert.deepEqual([...new Set(answers)], ["PROMO_CODE_INVALID"], "30 guesses are evaluated (and refused as invalid)");

  for (const door of [
    () => quote(client, "GUESS900"),
    () => createCart(client, "GUESS901"),
    () => applyPromoCode(client, id, "GUESS902"),
  ]) {
    const refused = await door();
    assert.equal(codeOf(refused), "RATE_LIMITED", JSON.stringify(refused.errors));
    assert.equal(refused.status, 429);
    assert.match(
      refused.errors![0]!.message,
      /^Too many attempts from your connection\. Please wait \d+ min and try again\.$/,
    );
  }
  const fr = await gql(
    client,
    `query($input: QuoteInput!) { quote(input: $input) { total { retail } } }`,
    {
      input: { ...HOHO, date: DATE, passengers: { adult: 1 }, promoCode: "GUESS903" },
    },
    "fr",
  );
  assert.match(fr.errors![0]!.message, /^Trop de tentatives depuis votre connexion/);

  // What evaluates no code is not a guess: prices and carts without a code still work for this client.
  assert.equal(codeOf(await quote(client)), "OK");
  const plain = await createCart(client);
  assert.equal(codeOf(plain), "OK");
  // Another client still guesses (and finds) a code.
  assert.equal(codeOf(await quote("198.51.100.60", "qz7k-10")), "OK");
});
