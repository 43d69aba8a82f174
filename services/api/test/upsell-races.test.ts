/**
 * Upsells and the payment (issue 9.1 with issue 16.10): adding a combination while the payment is being confirmed is
 * refused, so the order confirmed is exactly the one paid for. Real web server, OCTO and payment sandboxes.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, type PaymentStack } from "./payment-stack.ts";

let s: PaymentStack;
const DATE = dateWithSeats([HOHO.productId, "paris-audio-experience"], 6);

before(async () => {
  s = await startPaymentStack();
});
after(async () => {
  await s.close();
});

const addUpsell = (id: string) =>
  s.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input) { id total { retail } } }`, { input: { id, productId: "paris-audio-experience" } });

test("addUpsell during the supplier's confirmation is refused; the order confirmed is the one paid for", async () => {
  const p = await s.cartWithPayment(`upsell-race-${randomUUID().slice(0, 6)}@example.com`, { date: DATE, passengers: { adult: 2 } });
  const paid = await s.payOrder(p.orderCode);
  const octo = s.instances[0]!.core.octo;
  const original = octo.confirmOrder.bind(octo);
  const sent: { add?: ReturnType<typeof addUpsell> } = {};
  octo.confirmOrder = async (id, body) => {
    sent.add ??= addUpsell(p.cartId);
    await new Promise((r) => setTimeout(r, 400));
    return original(id, body);
  };
  try {
    const outcome = await s.verifyReturn(paid.redirectUrl);
    assert.ok(sent.add, "the upsell was asked for during the confirmation");
    const added = await sent.add;
    assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
    assert.equal(added.errors?.[0]?.extensions?.code, "CART_NOT_EDITABLE", JSON.stringify(added));
    const booking = await s.octo.getBooking(p.cartId);
    const order = await s.octo.getOrder(booking.orderId!);
    assert.deepEqual(order.bookings.map((b) => b.productId), [HOHO.productId], "no upsell slipped into the paid order");
  } finally {
    octo.confirmOrder = original;
  }
});
