/**
 * The basket (docs/adr/0366) through /api/graphql against the real OCTO sandbox: several tours in one supplier order,
 * at most 5, removed one by one, one hold (the shortest) extended together, one total.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, type Stack, type GqlError } from "./helpers.ts";

let s: Stack;
before(async () => {
  s = await startStack({ holdTestHeader: true });
});
after(async () => {
  await s.close();
});

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const THEMED = { productId: "paris-themed-tour", optionId: "paris-themed-tour-standard" };
const DATE = dateWithSeats([HOHO.productId, THEMED.productId, "paris-audio-experience"], 6);
const OTHER_DATE = dateWithSeats([HOHO.productId], 12);
const CART = `id status orderId expiresAt product { id } total { retail currency }
  lines { productId total { retail } } customer { email }`;
const BASKET = `id status tourCount maxTours expiresAt secondsLeft total { retail currency }
  breakdown { total lines { kind productId title tourId amount } discounts { tourId amount } }
  tours { ${CART} }`;

const codeOf = (r: { errors?: GqlError[] }) => {
  assert.ok(r.errors?.length, "expected an error");
  return r.errors[0]!.extensions!.code;
};

async function createCart(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const r = await s.gql(
    `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { ${CART} } }`,
    { input },
    headers,
  );
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.createCart;
}
const tryCreate = (input: Record<string, unknown>) =>
  s.gql(`mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id } }`, { input });
async function basket(id: string) {
  const r = await s.gql(`query($id: ID!) { basket(id: $id, locale: en) { ${BASKET} } }`, { id });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.basket;
}
const removeTour = (basketId: string, cartId: string) =>
  s.gql(`mutation($b: ID!, $c: ID!) { removeTour(basketId: $b, cartId: $c, locale: en) { ${BASKET} } }`, {
    b: basketId,
    c: cartId,
  });
const heldOf = async (orderId: string) =>
  (await s.octo.getOrder(orderId)).bookings.filter((b) => b.status === "ON_HOLD").map((b) => b.uuid);

test("a second tour joins the first one's order: the basket lists both, its total is theirs, each cart keeps its own", async () => {
  const first = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2 } });
  assert.ok(first.orderId);
  const second = await createCart({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId });
  assert.equal(second.orderId, first.orderId, "the same supplier order");
  assert.deepEqual((await heldOf(first.orderId)).sort(), [first.id, second.id].sort());

  const b = await basket(first.orderId);
  assert.equal(b.id, first.orderId);
  assert.equal(b.status, "ON_HOLD");
  assert.equal(b.tourCount, 2);
  assert.equal(b.maxTours, 5);
  assert.deepEqual(
    b.tours.map((t: any) => t.id),
    [first.id, second.id],
  );
  // Each cart is its tour alone (the other tour is no add-on of it).
  const again = await s.gql(`query($id: ID!) { cart(id: $id, locale: en) { ${CART} } }`, { id: first.id });
  assert.equal(again.data.cart.total.retail, first.total.retail);
  assert.ok(
    again.data.cart.lines.every((l: any) => l.productId === null),
    "no line of the other tour",
  );
  assert.equal(b.total.retail, first.total.retail + second.total.retail);
  assert.equal(b.breakdown.total, b.total.retail);
  const byTour = (id: string) => b.breakdown.lines.filter((l: any) => l.tourId === id);
  assert.ok(byTour(first.id).length > 0 && byTour(second.id).length > 0, "each line names its tour");
  assert.ok(byTour(second.id).every((l: any) => l.productId === THEMED.productId && l.title));
  const listed = b.breakdown.lines.reduce((n: number, l: any) => n + l.amount, 0);
  const discounts = b.breakdown.discounts.reduce((n: number, d: any) => n + d.amount, 0);
  assert.equal(listed - discounts, b.total.retail, "the breakdown balances");
  // The supplier's order amount (what the card payment will ask) is the basket's total.
  const booking = (await s.octo.getBooking(first.id)) as unknown as { cardPayment?: { amount?: number } };
  assert.equal(booking.cardPayment?.amount, b.total.retail);
});

test("an add-on belongs to its tour: the other tour of the basket neither shows nor drops it", async () => {
  const first = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2 } });
  const second = await createCart({ ...HOHO, date: OTHER_DATE, passengers: { adult: 1 }, basketId: first.orderId });
  const added = await s.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { ${CART} } }`, {
    input: { id: first.id, productId: "paris-audio-experience" },
  });
  assert.equal(added.errors, undefined, JSON.stringify(added.errors));
  assert.ok(added.data.addUpsell.lines.some((l: any) => l.productId === "paris-audio-experience"));
  const b = await basket(first.orderId);
  assert.equal(b.tourCount, 2, "the add-on is no tour");
  const [t1, t2] = b.tours;
  assert.ok(t1.lines.some((l: any) => l.productId === "paris-audio-experience"));
  assert.ok(!t2.lines.some((l: any) => l.productId === "paris-audio-experience"));
  assert.equal(b.total.retail, t1.total.retail + t2.total.retail);
  // Dropping the second tour leaves the first one's add-on held.
  const removed = await removeTour(first.orderId, second.id);
  assert.equal(removed.errors, undefined, JSON.stringify(removed.errors));
  assert.equal(removed.data.removeTour.tourCount, 1);
  assert.equal((await heldOf(first.orderId)).length, 2, "the first tour and its add-on");
});

test("a basket holds 5 tours: the 6th is refused (BASKET_FULL) and holds nothing", async () => {
  const first = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  for (let i = 0; i < 4; i++)
    await createCart({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId });
  assert.equal((await basket(first.orderId)).tourCount, 5);
  // Retrying the 5th addition with its id answers the same tour, holding nothing more.
  const fifthId = (await basket(first.orderId)).tours[4].id;
  const retry = await tryCreate({
    id: fifthId,
    ...THEMED,
    date: DATE,
    passengers: { adult: 1 },
    basketId: first.orderId,
  });
  assert.equal(retry.errors, undefined, JSON.stringify(retry.errors));
  assert.equal(retry.data.createCart.id, fifthId);
  const sixth = await tryCreate({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId });
  assert.equal(codeOf(sixth), "BASKET_FULL");
  assert.match(sixth.errors![0]!.extensions!.message!, /5 tours/);
  assert.equal((await heldOf(first.orderId)).length, 5);
  // An unknown basket is refused too, and so is a basket paid or cancelled.
  assert.equal(
    codeOf(await tryCreate({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: crypto.randomUUID() })),
    "CART_NOT_FOUND",
  );
  await s.octo.cancelOrder(first.orderId);
  assert.equal(
    codeOf(await tryCreate({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId })),
    "BASKET_CLOSED",
  );
});

test("removing tours one by one: the basket without them; the last one empties it", async () => {
  const first = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  const second = await createCart({ ...THEMED, date: DATE, passengers: { adult: 2 }, basketId: first.orderId });
  const one = await removeTour(first.orderId, first.id);
  assert.equal(one.errors, undefined, JSON.stringify(one.errors));
  assert.deepEqual(
    one.data.removeTour.tours.map((t: any) => t.id),
    [second.id],
  );
  assert.equal(one.data.removeTour.total.retail, second.total.retail);
  assert.equal(one.data.removeTour.status, "ON_HOLD");
  // A tour of another basket is not this basket's to remove.
  const other = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  assert.equal(codeOf(await removeTour(first.orderId, other.id)), "CART_NOT_FOUND");
  const none = await removeTour(first.orderId, second.id);
  assert.equal(none.errors, undefined, JSON.stringify(none.errors));
  assert.equal(none.data.removeTour.tourCount, 0);
  assert.deepEqual(none.data.removeTour.tours, []);
  assert.equal(none.data.removeTour.status, "CANCELLED");
  assert.equal(none.data.removeTour.total.retail, 0);
  assert.equal(none.data.removeTour.expiresAt, null);
  assert.deepEqual(await heldOf(first.orderId), []);
  // An emptied basket takes no tour: it is over (the site starts a new one).
  assert.equal(
    codeOf(await tryCreate({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId })),
    "BASKET_CLOSED",
  );
});

test("one hold: the basket ends with its shortest hold; the customer's details extend every tour together", async () => {
  const first = await createCart({ ...HOHO, date: DATE, passengers: { adult: 1 } });
  const second = await createCart(
    { ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId },
    { "x-test-hold-seconds": "120" },
  );
  const b = await basket(first.orderId);
  assert.equal(b.expiresAt, second.expiresAt, "the shortest hold");
  assert.ok(Date.parse(second.expiresAt) < Date.parse(first.expiresAt));
  assert.ok(b.secondsLeft <= 120 && b.secondsLeft > 60);

  const details = await s.gql(
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input, locale: en) { ${CART} } }`,
    { input: { id: first.id, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", termsAccepted: true } },
  );
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const extended = await basket(first.orderId);
  assert.ok(extended.secondsLeft > 25 * 60, `every tour held the full hold (${extended.secondsLeft} s left)`);
  const [t1, t2] = extended.tours;
  assert.ok(Math.abs(Date.parse(t1.expiresAt) - Date.parse(t2.expiresAt)) < 61_000, "the same end");
  assert.ok(
    Date.parse(t2.expiresAt) <= Date.parse(first.expiresAt) + 1000,
    "counted from the basket's first tour: adding tours never prolongs it",
  );
  assert.equal(t2.customer?.email, "ada@example.com", "the details given once go to every tour");

  // A tour added after the details gets them and the basket's end at once.
  const third = await createCart({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId });
  assert.equal(third.customer?.email, "ada@example.com");
  assert.ok(Math.abs(Date.parse(third.expiresAt) - Date.parse(t1.expiresAt)) < 61_000);
});

test("a cart made before baskets (one tour and its add-ons in its order) reads as before and as a basket of one", async () => {
  const cart = await createCart({ ...HOHO, date: DATE, passengers: { adult: 2 } });
  const added = await s.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { ${CART} } }`, {
    input: { id: cart.id, productId: "paris-audio-experience" },
  });
  assert.equal(added.errors, undefined, JSON.stringify(added.errors));
  const b = await basket(cart.orderId);
  assert.equal(b.tourCount, 1);
  assert.equal(b.total.retail, added.data.addUpsell.total.retail);
  assert.equal(b.expiresAt, added.data.addUpsell.expiresAt);
  assert.equal(await basket(crypto.randomUUID()), null, "an unknown basket is null");
});
