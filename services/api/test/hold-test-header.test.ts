/** BOOKING_HOLD_TEST_HEADER: the test stack can shorten one hold with `x-test-hold-seconds`; off by default. */
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, type Stack } from "./helpers.ts";

const stacks: Stack[] = [];
after(async () => {
  await Promise.all(stacks.map((s) => s.close()));
});

const DATE = dateWithSeats(["paris-hop-on-hop-off"], 2);
const input = {
  productId: "paris-hop-on-hop-off",
  optionId: "paris-hop-on-hop-off-1d",
  date: DATE,
  passengers: { adult: 1 },
};
const CREATE = `mutation($input: CreateCartInput!) { createCart(input: $input) { id status secondsLeft } }`;

async function holdSeconds(holdTestHeader: boolean, headers: Record<string, string>): Promise<number> {
  const s = await startStack({ holdTestHeader });
  stacks.push(s);
  const r = await s.gql(CREATE, { input }, headers);
  assert.equal(r.errors, undefined);
  assert.equal(r.data.createCart.status, "ON_HOLD");
  return r.data.createCart.secondsLeft as number;
}

test("with the flag on, x-test-hold-seconds sets the hold length", async () => {
  const left = await holdSeconds(true, { "x-test-hold-seconds": "5" });
  assert.ok(left >= 3 && left <= 5, `secondsLeft ${left}`);
});

test("with the flag off (production default), the header is ignored: 30 minutes", async () => {
  const left = await holdSeconds(false, { "x-test-hold-seconds": "5" });
  assert.ok(left > 29 * 60, `secondsLeft ${left}`);
});

test("an out-of-range header is ignored even with the flag on", async () => {
  const left = await holdSeconds(true, { "x-test-hold-seconds": "-4" });
  assert.ok(left > 29 * 60, `secondsLeft ${left}`);
});
