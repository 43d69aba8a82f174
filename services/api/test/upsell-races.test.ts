/**
 * Upsells and the payment: adding a combination while the payment is being confirmed is
 * refused, so the order confirmed is exactly the one paid for. Real web server, OCTO and payment sandboxes.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

let s: PaymentStack;
const DATE = dateWithSeats([HOHO.productId, "paris-audio-experience"], 6);

before(async () => {
  s = await startPaymentStack();
});
after(async () => {
  await s.close();
});

const addUpsell = (id: string) =>
  s.gql(`mutation($input: UpsellInput!) { addUpsell(input: $input) { id total { retail } } }`, {
    input: { id, productId: "paris-audio-experience" },
  });

test("addUpsell during the supplier's confirmation is refused; the order confirmed is the one paid for", async () => {
  const p = await s.cartWithPayment(`upsell-race-${randomUUID().slice(0, 6)}@example.com`, {
    date: DATE,
    passengers: { adult: 2 },
  });
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
    assert.deepEqual(
      order.bookings.map((b) => b.productId),
      [HOHO.productId],
      "no upsell slipped into the paid order",
    );
  } finally {
    octo.confirmOrder = original;
  }
});

test("a paid order with a combination: the tickets, the e-mail and the total include it; its date can be changed online, add-ons with it", async () => {
  const email = `upsell-paid-${randomUUID().slice(0, 6)}@example.com`;
  const id = randomUUID();
  const created = await s.gql(
    `mutation($input: CreateCartInput!) { createCart(input: $input) { id total { retail } } }`,
    {
      input: { id, ...HOHO, date: DATE, passengers: { adult: 2 } },
    },
  );
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const added = await addUpsell(id);
  assert.equal(added.errors, undefined, JSON.stringify(added.errors));
  const orderTotal = added.data.addUpsell.total.retail as number;
  assert.ok(orderTotal > created.data.createCart.total.retail, "the combination costs something");
  const details = await s.gql(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const started = await s.gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode amount } }`, {
    id,
  });
  assert.equal(started.data.startPayment.amount, orderTotal, "one card payment for the whole order");
  const paid = await s.payOrder(started.data.startPayment.orderCode);
  const outcome = await s.verifyReturn(paid.redirectUrl);
  assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
  assert.equal(outcome.booking.totalPaid, orderTotal);
  const labels = (outcome.booking.tickets as { label: string }[]).map((t) => t.label);
  assert.equal(labels.length, 4, `2 tour tickets and 2 audio-guide tickets: ${labels.join(", ")}`);
  assert.equal(labels.filter((l) => l.startsWith("City audio guide in 10 languages - ")).length, 2, labels.join(", "));
  const mail = await waitFor(() => s.mails.find((m) => m.to === email));
  // Quoted-printable: soft line breaks joined, then the encoded bytes (the no-break space, "×") decoded.
  const unfolded = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
  assert.match(unfolded, /City audio guide in 10 languages \(2\u00a0× Adults\)/, "the e-mail lists the combination");
  const found = await s.gql(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) { cancellable changeable } }`,
    {
      r: outcome.booking.reference,
      e: email,
    },
  );
  // The tour and its add-ons move together (manage/date-change.ts), so the order is changeable like any other.
  assert.deepEqual(found.data.myBooking, { cancellable: true, changeable: true });
});
