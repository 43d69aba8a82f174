/**
 * Paid is not held (ADR 0343): a paid booking, and each of its add-ons, never counts against the client's unpaid-hold
 * limit. Seven families behind one address (a hotel's Wi-Fi) book a tour with an add-on and pay, one after another,
 * with the default limits (5 holds per client); an eighth cart is still accepted. Real web server, OCTO and payment
 * sandboxes (test/payment-stack.ts); every request comes from 127.0.0.1.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { DEFAULT_LIMITS } from "../src/config.ts";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, type PaymentStack } from "./payment-stack.ts";

let stack: PaymentStack;
const DATE = dateWithSeats([HOHO.productId, "paris-attraction-combo"], 5);

before(async () => {
  stack = await startPaymentStack({ config: { limits: { ...DEFAULT_LIMITS } } });
});

after(async () => {
  await stack.close();
});

async function familyBooksAndPays(n: number): Promise<void> {
  const id = randomUUID();
  const created = await stack.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id, ...HOHO, date: DATE, passengers: { adult: 2, child: 2 } },
  });
  assert.equal(created.errors, undefined, `family ${n}: ${JSON.stringify(created.errors)}`);
  const upsell = await stack.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { id } }`, {
    input: { id, productId: "paris-attraction-combo" },
  });
  assert.equal(upsell.errors, undefined, `family ${n}: ${JSON.stringify(upsell.errors)}`);
  const details = await stack.gql(
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`,
    {
      input: { id, firstName: "Ada", lastName: `Family${n}`, email: `family-${n}@example.com`, termsAccepted: true },
    },
  );
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const started = await stack.gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode } }`, { id });
  assert.equal(started.errors, undefined, JSON.stringify(started.errors));
  const paid = await stack.payOrder(started.data.startPayment.orderCode);
  const verified = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
}

test("seven families behind one address book a tour and an add-on and pay one after another; an eighth cart is accepted", async () => {
  assert.equal(DEFAULT_LIMITS.holdsPerClient, 5, "the test is about the default limit");
  for (let n = 1; n <= 7; n++) await familyBooksAndPays(n);
  const eighth = await stack.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id: randomUUID(), ...HOHO, date: DATE, passengers: { adult: 2 } },
  });
  assert.equal(eighth.errors, undefined, JSON.stringify(eighth.errors));
  assert.ok(eighth.data.createCart.id);
});
