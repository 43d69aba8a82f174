/**
 * One card payment for a basket (docs/adr/0366), on the paying stack (OCTO sandbox with the Viva-compatible payment
 * sandbox): the amount is the basket's total, the verify confirms every tour or none, and a refusal names the tour
 * and refunds the whole payment.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { parseMail } from "./mime.ts";
import { pdfText } from "./pdf-text.ts";
import { freeCancellationUntilMs } from "../src/fulfilment/tickets.ts";

const THEMED = { productId: "paris-themed-tour", optionId: "paris-themed-tour-standard" };
const DATE = dateWithSeats([HOHO.productId, THEMED.productId, "paris-audio-experience"], 7);

let s: PaymentStack;
before(async () => {
  s = await startPaymentStack();
});
after(async () => {
  await s.close();
});

async function ok(query: string, variables: Record<string, unknown>) {
  const r = await s.gql(query, variables);
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data;
}

/** Two tours in one basket (the first with an add-on), the details given once, the basket as the site reads it. */
async function basketOfTwo(email: string) {
  const create = (input: Record<string, unknown>) =>
    ok(`mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id orderId } }`, { input });
  const first = (await create({ ...HOHO, date: DATE, passengers: { adult: 2 } })).createCart;
  const second = (await create({ ...THEMED, date: DATE, passengers: { adult: 1 }, basketId: first.orderId }))
    .createCart;
  await ok(`mutation($input: UpsellInput!) { addUpsell(input: $input) { id } }`, {
    input: { id: first.id, productId: "paris-audio-experience" },
  });
  await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id: second.id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  const basket = (
    await ok(`query($id: ID!) { basket(id: $id, locale: en) { total { retail } tours { id total { retail } } } }`, {
      id: first.orderId,
    })
  ).basket;
  return { first, second, basket };
}

const themedTitle = async () =>
  (await ok(`{ product(id: "${THEMED.productId}", locale: en) { title } }`, {})).product.title as string;

const startPayment = async (cartId: string) =>
  (await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode amount } }`, { id: cartId }))
    .startPayment as { orderCode: string; amount: number };

test("one payment for the basket: its amount is the basket's total; the verify confirms every tour and add-on", async () => {
  const email = `basket-${randomUUID().slice(0, 8)}@example.com`;
  const { first, second, basket } = await basketOfTwo(email);
  assert.equal(basket.tours.length, 2);
  const started = await startPayment(first.id);
  assert.equal(started.amount, basket.total.retail, "the card pays the basket's total");
  assert.equal(
    basket.total.retail,
    basket.tours.reduce((n: number, t: any) => n + t.total.retail, 0),
    "every tour and its add-ons",
  );
  const paid = await s.payOrder(started.orderCode);
  const verified = await s.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  const order = await s.octo.getOrder(first.orderId);
  assert.equal(order.bookings.length, 3, "two tours and an add-on");
  assert.deepEqual(
    order.bookings.map((b) => b.status),
    ["CONFIRMED", "CONFIRMED", "CONFIRMED"],
  );
  assert.ok(order.bookings.some((b) => b.uuid === second.id));

  // One e-mail covers every tour: each under its title with its reference; the PDF has a section per tour (each
  // from a page headed by its reference) and the calendar file one event per tour.
  await waitFor(() => s.mails.filter((m) => m.to === email).length === 1);
  const mail = parseMail(s.mails.find((m) => m.to === email)!);
  const themed = await themedTitle();
  const refs = await Promise.all(
    [first.id, second.id].map(async (id) => (await s.octo.getBooking(id)).supplierReference!),
  );
  for (const text of [mail.text, mail.html]) {
    for (const ref of refs) assert.ok(text.includes(ref), `the e-mail names ${ref}`);
    assert.ok(text.includes(themed), "the second tour's title");
  }
  const pdf = pdfText(mail.attachments.find((a) => a.type.startsWith("application/pdf"))!.content);
  assert.ok(pdf.includes(themed), "the PDF has the second tour's section");
  for (const ref of refs) assert.ok(pdf.includes(ref), `the PDF names ${ref}`);
  // The order's one price breakdown names each tour's passenger lines with the tour, as it names the add-on's.
  const spaced = (text: string) => text.replace(/\s+/g, " ");
  assert.ok(
    spaced(mail.text).includes(`${themed}: 1 × Adult`),
    "the e-mail's price details name the second tour's line",
  );
  assert.ok(spaced(pdf).includes(`${themed}: 1 × Adult`), "the PDF's price details name the second tour's line");
  const ics = await (await fetch(verified.booking.calendarUrl)).text();
  assert.equal(ics.match(/BEGIN:VEVENT/g)?.length, 2, ics);
  assert.ok(ics.includes(themed));
  // The total of the confirmation is what the card paid: the basket's.
  assert.equal(verified.booking.totalPaid, started.amount);
  // The reconciliation finds the basket whole: every tour tracked by the order's payment, the amount right.
  const report = await s.instances[0]!.payments.reconciliation.reconcile({ from: DATE, to: DATE });
  // (The suite's first basket: the only bookings of its date so far.)
  assert.deepEqual(report.findings, [], JSON.stringify(report.findings));
  assert.deepEqual(report.errors, []);
  assert.ok(report.checked.supplierBookings >= 3);
});

test("the supplier refuses one tour: nothing is confirmed, the whole payment is refunded, the outcome names the tour", async () => {
  const email = `refused-${randomUUID().slice(0, 8)}@example.com`;
  const { first, second } = await basketOfTwo(email);
  const started = await startPayment(first.id);
  // The second tour falls out of the order between the card page and the confirmation (its hold cancelled).
  await s.octo.cancelBooking(second.id, "test: the supplier lost this tour");
  const paid = await s.payOrder(started.orderCode);
  const verified = await s.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "RESERVATION_NOT_CONFIRMED", JSON.stringify(verified));
  assert.equal(verified.ok, false);
  const title = await themedTitle();
  assert.equal(verified.tour, title, JSON.stringify(verified));
  assert.ok(verified.message.includes(`“${title}”`), verified.message);
  const order = await s.octo.getOrder(first.orderId);
  assert.ok(
    order.bookings.every((b) => b.status !== "CONFIRMED"),
    "no tour of the basket is confirmed",
  );
  const state = (await (await fetch(`${s.pay.url}/_sandbox/orders/${started.orderCode}`)).json()) as any;
  const refunds = (state.transactions as any[]).filter((t) => t.transactionTypeId === 4 || t.parentId);
  assert.equal(refunds.length, 1, JSON.stringify(state.transactions));
  assert.equal(refunds[0].amount, started.amount, "refunded in full: nothing charged");
});

test("a tour whose hold is over is named before the card page: no payment starts", async () => {
  const email = `expired-${randomUUID().slice(0, 8)}@example.com`;
  const { first, second } = await basketOfTwo(email);
  // The supplier's hold of the second tour runs out (cut to about a second).
  await s.octo.extendBooking(second.id, 0.02);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const r = await s.gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode } }`, {
    id: first.id,
  });
  assert.equal(r.errors?.[0]?.extensions?.code, "BASKET_TOUR_EXPIRED", JSON.stringify(r));
  assert.ok(r.errors![0]!.message.includes(await themedTitle()), r.errors![0]!.message);
});

test("after the payment: the basket's change of date goes to customer care; cancelling cancels every tour, refunded in full", async () => {
  const email = `after-${randomUUID().slice(0, 8)}@example.com`;
  const { first } = await basketOfTwo(email);
  const started = await startPayment(first.id);
  const paid = await s.payOrder(started.orderCode);
  const verified = await s.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  const reference = verified.booking.reference as string;
  // Manage booking lists every tour with its tickets; the change of date says why it is not online.
  const found = await ok(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) {
      productTitle changeable cancellable changeBlockedReason totalPaid addons { productTitle }
      tours { reference productTitle startsAt validDates tickets { reference qrCode } addons { reference } } } }`,
    { r: reference, e: email },
  );
  const booking = found.myBooking;
  const themed = await themedTitle();
  assert.equal(booking.tours.length, 1);
  assert.equal(booking.tours[0].productTitle, themed);
  assert.equal(booking.tours[0].tickets.length, 1, "its one adult's ticket");
  assert.ok(booking.tours[0].tickets[0].qrCode);
  assert.deepEqual(booking.tours[0].addons, [], "the add-on is the first tour's");
  assert.equal(booking.addons.length, 1);
  assert.equal(booking.totalPaid, started.amount);
  assert.equal(booking.cancellable, true);
  assert.equal(booking.changeable, false);
  assert.ok(booking.changeBlockedReason.includes(themed), booking.changeBlockedReason);
  const changed = await ok(
    `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { ok code } }`,
    { input: { reference, email, date: dateWithSeats([HOHO.productId], 15) } },
  );
  assert.deepEqual(changed.changeBookingDate, { ok: false, code: "NOT_CHANGEABLE" }, "no tour moves the others");
  const cancelled = await ok(
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { ok code booking { refundedAmount } } }`,
    { r: reference, e: email },
  );
  assert.equal(cancelled.cancelBooking.code, "CANCELLED");
  assert.equal(cancelled.cancelBooking.booking.refundedAmount, started.amount, "the whole basket refunded");
  const order = await s.octo.getOrder(first.orderId);
  assert.ok(
    order.bookings.every((b) => b.status === "CANCELLED"),
    "every tour and add-on cancelled",
  );
});

test("a basket's free cancellation ends with its first tour's deadline", () => {
  const at = (start: string) => ({ start, cancellationCutoffMinutes: 24 * 60 });
  const later = at("2030-07-20T10:00:00+02:00");
  const sooner = at("2030-07-14T10:00:00+02:00");
  assert.equal(freeCancellationUntilMs(later), Date.parse("2030-07-19T08:00:00Z"));
  assert.equal(freeCancellationUntilMs({ ...later, tours: [sooner] }), Date.parse("2030-07-13T08:00:00Z"));
});
