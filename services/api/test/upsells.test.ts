/** Cart upsells (checkout step 2) through /api/graphql against the real OCTO sandbox: offers, add, remove, order total. */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, payAndConfirmBody, type Stack, type GqlError } from "./helpers.ts";
import { acceptedTypes, upsellMix } from "../src/booking/upsell-mix.ts";
import { EMPTY_MIX } from "../src/booking/passengers.ts";
import type { OctoOption } from "../src/octo/types.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats(
  ["paris-hop-on-hop-off", "paris-attraction-combo", "paris-audio-experience", "paris-family-pass"],
  5,
);
const OTHER_DATE = dateWithSeats(["paris-hop-on-hop-off", "paris-attraction-combo", "paris-audio-experience"], 15);
const UPSELL = `productId optionId title durationMinutes passengerTypes added
  passengers { adult child infant senior student family } lines { productTitle type quantity total { retail } } total { retail currency }`;
const CART = `id status expiresAt total { retail currency } lines { productTitle productId type quantity total { retail } } upsells { ${UPSELL} }`;

const errorOf = (r: { errors?: GqlError[] }) => {
  assert.ok(r.errors?.length, "expected an error");
  return r.errors[0]!.extensions!;
};
const mix = (m: Partial<typeof EMPTY_MIX>) => ({ ...EMPTY_MIX, ...m });

async function createCart(input: Record<string, unknown>) {
  const r = await s.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { ${CART} } }`, { input });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.createCart;
}
const addUpsell = (id: string, productId: string) =>
  s.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { ${CART} } }`, {
    input: { id, productId },
  });
const removeUpsell = (id: string, productId: string) =>
  s.gql(`mutation($input: UpsellInput!) { removeUpsell(input: $input, locale: en) { ${CART} } }`, {
    input: { id, productId },
  });
/** What the card payment will ask: the supplier's order amount for the cart's booking. */
async function amountToPay(id: string): Promise<number> {
  const b = (await s.octo.getBooking(id)) as unknown as { cardPayment?: { amount?: number } };
  return b.cardPayment?.amount ?? -1;
}

test("upsells: the city's combinations, priced for the cart's passengers of the types they accept", async () => {
  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2, child: 1, senior: 1 } });
  const offers = cart.upsells;
  assert.deepEqual(
    offers.map((u: any) => [u.productId, u.added]),
    [
      ["paris-attraction-combo", false],
      ["paris-audio-experience", false],
    ],
  );
  const audio = offers[1];
  assert.equal(audio.title, "Audioguide de la ville en 10 langues", "in the cart's language (fr by default)");
  assert.equal(audio.durationMinutes, 1440);
  assert.deepEqual(audio.passengerTypes, ["ADULT", "CHILD", "INFANT"]);
  assert.deepEqual(audio.passengers, mix({ adult: 2, child: 1 }), "the senior has no audio-guide ticket type");
  assert.equal(audio.total.currency, "EUR");
  assert.equal(
    audio.total.retail,
    audio.lines.reduce((n: number, l: any) => n + l.total.retail, 0),
  );
  assert.ok(audio.total.retail > 0);
  const combo = offers[0];
  assert.equal(combo.durationMinutes, 240);
  assert.deepEqual(combo.passengers, mix({ adult: 2, child: 1, senior: 1 }));
});

test("add an upsell: a second booking of the cart's order; total, lines and the amount to pay include it; remove cancels it", async () => {
  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2, child: 1 } });
  const audio = cart.upsells.find((u: any) => u.productId === "paris-audio-experience");
  assert.equal(await amountToPay(cart.id), cart.total.retail);

  const added = await addUpsell(cart.id, "paris-audio-experience");
  assert.equal(added.errors, undefined, JSON.stringify(added.errors));
  const withUpsell = added.data.addUpsell;
  assert.equal(withUpsell.total.retail, cart.total.retail + audio.total.retail);
  assert.equal(await amountToPay(cart.id), withUpsell.total.retail, "the card payment pays the whole order");
  const upsellLines = withUpsell.lines.filter((l: any) => l.productTitle === "City audio guide in 10 languages");
  assert.deepEqual(
    upsellLines.map((l: any) => [l.type, l.quantity]),
    [
      ["ADULT", 2],
      ["CHILD", 1],
    ],
  );
  assert.ok(
    withUpsell.lines.some((l: any) => l.productTitle === null && l.productId === null),
    "the tour's own lines stay",
  );
  assert.deepEqual(
    [...new Set(upsellLines.map((l: any) => l.productId))],
    ["paris-audio-experience"],
    "an upsell's lines name its product (analytics items)",
  );
  assert.deepEqual(
    withUpsell.upsells.map((u: any) => [u.productId, u.added]),
    [
      ["paris-attraction-combo", false],
      ["paris-audio-experience", true],
    ],
  );

  // Same order, same date, same hold end as the tour.
  const main = await s.octo.getBooking(cart.id);
  const order = await s.octo.getOrder(main.orderId!);
  const extra = order.bookings.filter((b) => b.uuid !== cart.id && b.status === "ON_HOLD");
  assert.equal(extra.length, 1);
  assert.equal(extra[0]!.productId, "paris-audio-experience");
  assert.equal(extra[0]!.availabilityId?.slice(0, 10), DATE);
  assert.ok(Math.abs(Date.parse(extra[0]!.utcExpiresAt!) - Date.parse(main.utcExpiresAt!)) < 2000, "same hold end");

  const again = await addUpsell(cart.id, "paris-audio-experience");
  assert.equal(again.data.addUpsell.total.retail, withUpsell.total.retail, "adding twice books once");

  const removed = await removeUpsell(cart.id, "paris-audio-experience");
  assert.equal(removed.errors, undefined);
  assert.equal(removed.data.removeUpsell.total.retail, cart.total.retail);
  assert.equal(removed.data.removeUpsell.lines.filter((l: any) => l.productTitle).length, 0);
  assert.equal((await s.octo.getBooking(extra[0]!.uuid)).status, "CANCELLED");
  assert.equal(await amountToPay(cart.id), cart.total.retail);
});

test("upsells follow the cart: a new date cancels them, an upgrade keeps them, dropping the cart releases them", async () => {
  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  const added = (await addUpsell(cart.id, "paris-attraction-combo")).data.addUpsell;
  const upsellTotal = added.total.retail - cart.total.retail;
  assert.ok(upsellTotal > 0);

  const offered = await s.gql(
    `query($id: ID!) { cart(id: $id) { upgrades { option { id } total { retail } cartTotal { retail } } } }`,
    { id: cart.id },
  );
  const twoDays = offered.data.cart.upgrades[0];
  assert.equal(twoDays.option.id, "paris-hop-on-hop-off-2d");
  assert.equal(
    twoDays.cartTotal.retail,
    twoDays.total.retail + upsellTotal,
    "the cart total after the upgrade counts the upsell",
  );
  const up = await s.gql(
    `mutation($input: UpgradeCartInput!) { upgradeCart(input: $input) { option { id } ${CART} } }`,
    {
      input: { id: cart.id, optionId: "paris-hop-on-hop-off-2d" },
    },
  );
  assert.equal(up.errors, undefined);
  const tourAfterUpgrade = up.data.upgradeCart.lines
    .filter((l: any) => !l.productTitle)
    .reduce((n: number, l: any) => n + l.total.retail, 0);
  assert.equal(up.data.upgradeCart.total.retail, tourAfterUpgrade + upsellTotal, "the upgrade keeps the upsell");
  assert.equal(up.data.upgradeCart.total.retail, twoDays.cartTotal.retail);

  const moved = await s.gql(`mutation($input: UpdateCartInput!) { updateCart(input: $input) { ${CART} } }`, {
    input: { id: cart.id, date: OTHER_DATE },
  });
  assert.equal(moved.errors, undefined);
  assert.equal(
    moved.data.updateCart.lines.filter((l: any) => l.productTitle).length,
    0,
    "upsell of the old date cancelled",
  );
  assert.ok(moved.data.updateCart.upsells.every((u: any) => !u.added));

  await addUpsell(cart.id, "paris-audio-experience");
  const main = await s.octo.getBooking(cart.id);
  assert.equal((await s.gql(`mutation($id: ID!) { dropCart(id: $id) }`, { id: cart.id })).data.dropCart, true);
  const order = await s.octo.getOrder(main.orderId!);
  assert.deepEqual(
    order.bookings.filter((b) => b.status === "ON_HOLD"),
    [],
    "nothing of the order stays on hold",
  );
});

test("one card payment of the order's amount confirms the tour and its upsell", async () => {
  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2 } });
  const added = (await addUpsell(cart.id, "paris-audio-experience")).data.addUpsell;
  const body = await payAndConfirmBody(s.sandbox.url, s.octo, cart.id);
  const main = await s.octo.getBooking(cart.id);
  const order = await s.octo.confirmOrder(main.orderId!, { cardPayment: body.cardPayment, contact: body.contact });
  assert.equal(order.status, "CONFIRMED");
  assert.deepEqual(order.bookings.map((b) => [b.productId, b.status]).sort(), [
    ["paris-audio-experience", "CONFIRMED"],
    ["paris-hop-on-hop-off", "CONFIRMED"],
  ]);
  const read = await s.gql(
    `query($id: ID!) { cart(id: $id) { status total { retail } lines { productTitle } upsells { productId } } }`,
    { id: cart.id },
  );
  assert.equal(read.data.cart.status, "CONFIRMED");
  assert.equal(read.data.cart.total.retail, added.total.retail, "the confirmed cart still counts its upsell");
  assert.deepEqual(read.data.cart.upsells, []);
});

test("no offers for a combination itself nor for another city's product; refused ids are BAD_INPUT", async () => {
  const combo = await createCart({
    productId: "paris-attraction-combo",
    optionId: "DEFAULT",
    date: DATE,
    passengers: { adult: 1 },
  });
  const read = await s.gql(`query($id: ID!) { cart(id: $id) { upsells { productId } upgrades { additionalDays } } }`, {
    id: combo.id,
  });
  assert.deepEqual(read.data.cart, { upsells: [], upgrades: [] }, "nothing to offer: step 2 is skipped");
  const self = await addUpsell(combo.id, "paris-audio-experience");
  assert.equal(errorOf(self).code, "BAD_INPUT");

  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  assert.equal(errorOf(await addUpsell(cart.id, "london-audio-experience")).code, "BAD_INPUT");
  assert.equal(errorOf(await addUpsell(cart.id, "paris-themed-tour")).code, "BAD_INPUT");
});

test("a family pass's members get the upsell as the adults and children they are", async () => {
  const cart = await createCart({
    productId: "paris-family-pass",
    optionId: "paris-family-pass-1d",
    date: DATE,
    passengers: { family: 1, adult: 2, child: 2 },
  });
  const audio = cart.upsells.find((u: any) => u.productId === "paris-audio-experience");
  assert.deepEqual(audio.passengers, mix({ adult: 2, child: 2 }));
});

test("upsellMix: accepted types only, never a child alone, nothing for nobody", () => {
  const option = (types: string[]) =>
    ({ id: "o", units: types.map((type, i) => ({ id: `u${i}`, type })) }) as unknown as OctoOption;
  const audio = option(["ADULT", "CHILD", "INFANT"]);
  assert.deepEqual(acceptedTypes(audio), ["adult", "child", "infant"]);
  assert.deepEqual(upsellMix(audio, mix({ adult: 1, senior: 2, child: 1 })), mix({ adult: 1, child: 1 }));
  assert.equal(upsellMix(audio, mix({ senior: 1, child: 1 })), null, "the child would travel alone");
  assert.equal(upsellMix(audio, mix({ student: 2 })), null);
  assert.deepEqual(upsellMix(option(["ADULT", "SENIOR"]), mix({ adult: 1, senior: 1 })), mix({ adult: 1, senior: 1 }));
  assert.deepEqual(
    upsellMix(audio, mix({ family: 2, adult: 4, child: 3, infant: 1 })),
    mix({ adult: 4, child: 3, infant: 1 }),
  );
});
