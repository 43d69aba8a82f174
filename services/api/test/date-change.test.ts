/**
 * Manage my booking: change of date (src/manage/date-change.ts), end to end on loopback random ports with the real
 * payment sandbox, the real OCTO sandbox using it as its Viva gateway, a small SMTP server and the web server.
 * Prices: paris-hop-on-hop-off has the automatic 10 % offer; a booking made with a promo code of 5 % (WV3R-05) is
 * cheaper on a new date (the date is priced as a new booking), one made with 15 % (FX9T-15) dearer.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { OctoClient } from "../src/octo/client.ts";
import { API_KEY, localDate } from "./helpers.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

const clock = { offsetMs: 0 };
let stack: PaymentStack;
// Set in before(): the one web server instance, its URL and the payment sandbox.
let app: PaymentStack["instances"][number];
let apiUrl: string;
let pay: PaymentStack["pay"];
let octoSandbox: PaymentStack["octoSandbox"];
const mailsTo = (email: string) => stack.mails.filter((m) => m.to === email);

before(async () => {
  // The test posts its own webhooks; the payments clock moves for the 24-hour limit.
  stack = await startPaymentStack({
    webhooks: false,
    now: () => Date.now() + clock.offsetMs,
    config: { octoTimeoutMs: 5000, octoRetries: 1 },
    ...(process.env.TEST_API_DATABASE_URL ? { databaseUrl: process.env.TEST_API_DATABASE_URL } : {}),
  });
  app = stack.instances[0]!;
  apiUrl = stack.urls[0]!;
  pay = stack.pay;
  octoSandbox = stack.octoSandbox;
});

after(async () => {
  await stack.close();
});

const gql: PaymentStack["gql"] = (query, variables) => stack.gql(query, variables);

const BOOKING = `reference status startsAt totalPaid currency cancellable changeable refundedAmount productId optionId ticketsUrl`;
const RESULT = `ok code message redirectUrl difference refundedAmount booking { ${BOOKING} }`;

// The paid booking, the card page and the date-change quote of the shared paying stack (payment-stack.ts).
const paidBooking = (opts?: { days?: number; promoCode?: string }) => stack.paidBooking(opts);
const payOrder = (orderCode: string, card?: string) => stack.payOrder(orderCode, card);
const quotableDay = (b: { reference: string; email: string }, from: number) => stack.quotableDay(b, from);

const change = (b: { reference: string; email: string }, date: string, locale = "en") =>
  gql(`mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: ${locale}) { ${RESULT} } }`, {
    input: { reference: b.reference, email: b.email, date },
  });

const paymentState = async (orderCode: string) =>
  (await (await fetch(`${pay.url}/_sandbox/orders/${orderCode}`)).json()) as any;
const refundsOf = async (orderCode: string) =>
  ((await paymentState(orderCode)).transactions as any[]).filter((t) => t.transactionTypeId === 4);
const octo = () => new OctoClient({ baseUrl: octoSandbox.url, apiKey: API_KEY });

// ------------------------------------------------------------------------------------------------ tests

test("same price: the booking moves at once, the old supplier booking is cancelled, nothing is paid or refunded", async () => {
  const b = await paidBooking();
  const q = await quotableDay(b, 9);
  assert.equal(q.difference, 0, JSON.stringify(q));
  assert.equal(q.currentTotal, b.total);
  const r = await change(b, q.date);
  const c = r.data.changeBookingDate;
  assert.equal(c.code, "CHANGED", JSON.stringify(r));
  assert.match(c.message, /^Your booking has been moved to \w+day/);
  assert.equal(c.booking.startsAt, q.startsAt);
  assert.notEqual(c.booking.reference, b.reference, "the new supplier booking has its own reference");
  assert.ok(
    c.message.endsWith(
      `. Its new reference is ${c.booking.reference}: the tickets of ${b.reference} are no longer valid, use the new tickets sent by e-mail`,
    ),
    c.message,
  );
  assert.equal(c.refundedAmount, 0);
  assert.equal((await refundsOf(b.orderCode)).length, 0);
  // The old reference (typed in lower case) still finds the booking, saying it moved and that its tickets are void.
  const byOld = await gql(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) { reference movedNotice } }`,
    { r: b.reference.toLowerCase(), e: b.email },
  );
  assert.equal(byOld.data.myBooking.reference, c.booking.reference);
  assert.equal(
    byOld.data.myBooking.movedNotice,
    `Booking ${b.reference} has moved to another date: its reference is now ${c.booking.reference} and the tickets of ${b.reference} are no longer valid`,
  );
  const byNew = await gql(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) { movedNotice } }`,
    { r: c.booking.reference, e: b.email },
  );
  assert.equal(byNew.data.myBooking.movedNotice, null);
  // The old supplier booking is cancelled; the new one is confirmed.
  const [old] = await octo().findBookings({ supplierReference: b.reference });
  assert.equal(old!.status, "CANCELLED");
  const [now] = await octo().findBookings({ supplierReference: c.booking.reference });
  assert.equal(now!.status, "CONFIRMED");
  assert.equal(now!.availabilityId, q.startsAt);
  // The visitor finds it with the old or the new reference, and gets the new tickets by e-mail.
  for (const ref of [b.reference, c.booking.reference]) {
    const found = await gql(
      `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference startsAt } }`,
      { r: ref, e: b.email },
    );
    assert.equal(found.data.myBooking.startsAt, q.startsAt);
  }
  await waitFor(() => mailsTo(b.email).length === 2);
  // The e-mail says the booking moved (its content in every language: booking-mails.test.ts).
  assert.match(
    mailsTo(b.email)[1]!.raw,
    new RegExp(`Subject: Your booking has moved to a new date: new reference ${c.booking.reference}`),
  );
  // The ticket e-mails link to the manage-booking page of the booking (route table path, in the e-mail's language).
  const unfolded = mailsTo(b.email)[1]!
    .raw.replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  assert.ok(
    unfolded.includes(`${apiUrl}/en/manage-booking?reference=${c.booking.reference}`),
    "manage link in the e-mail",
  );
  // A replay of the same request moves nothing twice: same date is refused.
  const again = await change({ reference: c.booking.reference, email: b.email }, q.date);
  assert.equal(again.data.changeBookingDate.code, "SAME_DATE");
});

test("cheaper date: the difference is refunded on the card at once", async () => {
  const b = await paidBooking({ promoCode: "WV3R-05" });
  const q = await quotableDay(b, 9);
  assert.ok(q.difference < 0, JSON.stringify(q));
  const r = await change(b, q.date);
  const c = r.data.changeBookingDate;
  assert.equal(c.code, "CHANGED", JSON.stringify(r));
  assert.equal(c.refundedAmount, -q.difference);
  assert.match(
    c.message,
    /will be refunded to your card\. Its new reference is [A-Z0-9-]+: the tickets of [A-Z0-9-]+ are no longer valid, use the new tickets sent by e-mail$/,
  );
  const refunds = await refundsOf(b.orderCode);
  assert.equal(refunds.length, 1, JSON.stringify(refunds));
  const moved = await app.payments.db.get("SELECT refunded_amount FROM api_payment_attempts WHERE order_code = ?", [
    b.orderCode,
  ]);
  assert.equal(Number(moved!.refunded_amount), -q.difference);
  // Cancelling afterwards refunds what is left of the payment, not the full amount again.
  const cancel = await gql(
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code message } }`,
    { r: c.booking.reference, e: b.email },
  );
  assert.equal(cancel.data.cancelBooking.code, "CANCELLED");
  const left = (q.total / 100).toFixed(2);
  assert.ok(
    cancel.data.cancelBooking.message.includes(left),
    `the message says what is refunded now (${left}): ${cancel.data.cancelBooking.message}`,
  );
  assert.equal((await refundsOf(b.orderCode)).length, 2);
  const row = await app.payments.db.get(
    "SELECT amount, refunded_amount FROM api_payment_attempts WHERE order_code = ?",
    [b.orderCode],
  );
  assert.equal(Number(row!.refunded_amount), Number(row!.amount));
});

test("dearer date: the difference is paid on the card page, then the change happens exactly once", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  const q = await quotableDay(b, 9);
  assert.ok(q.difference > 0, JSON.stringify(q));
  const r = await change(b, q.date);
  const c = r.data.changeBookingDate;
  assert.equal(c.code, "PAYMENT_REQUIRED", JSON.stringify(r));
  assert.equal(c.difference, q.difference);
  assert.match(c.redirectUrl, new RegExp(`^${pay.url}/web/checkout\\?ref=\\d+$`));
  // Nothing changed before the payment.
  const before = await gql(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { startsAt reference } }`,
    { r: b.reference, e: b.email },
  );
  assert.equal(before.data.myBooking.reference, b.reference);
  assert.notEqual(before.data.myBooking.startsAt, q.startsAt);

  const orderCode = new URL(c.redirectUrl).searchParams.get("ref")!;
  const declined = await payOrder(orderCode, "4147463011110141");
  const dq = Object.fromEntries(new URL(declined.redirectUrl).searchParams);
  const rejected = await gql(
    `mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { ${RESULT} } }`,
    { input: { t: dq.t, s: dq.s } },
  );
  assert.equal(rejected.data.confirmDateChange.code, "PAYMENT_REJECTED");
  assert.equal(
    rejected.data.confirmDateChange.message,
    "Your payment has been rejected, try with another payment option",
  );

  const paid = await payOrder(orderCode);
  // The provider's return goes to the manage page (localized route table path) with the reference, t and s.
  const back = await fetch(`${apiUrl}/api/payments/return/success?${new URL(paid.redirectUrl).searchParams}`, {
    redirect: "manual",
  });
  const location = back.headers.get("location")!;
  assert.match(
    location,
    new RegExp(`^/en/manage-booking\\?reference=${b.reference}&t=${paid.transactionId}&s=${orderCode}`),
  );
  const input = { t: paid.transactionId, s: orderCode };
  const results = await Promise.all(
    [1, 2, 3].map(() =>
      gql(`mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { ${RESULT} } }`, {
        input,
      }),
    ),
  );
  for (const x of results) {
    assert.equal(x.data.confirmDateChange.code, "CHANGED", JSON.stringify(x));
    assert.equal(x.data.confirmDateChange.booking.startsAt, q.startsAt);
  }
  const changes = await app.payments.db.all("SELECT * FROM api_date_changes WHERE order_code = ?", [orderCode]);
  assert.equal(changes.length, 1);
  assert.equal(changes[0]!.status, "done");
  const confirmed = (
    await octo().findBookings({ supplierReference: results[0]!.data.confirmDateChange.booking.reference })
  ).filter((x) => x.status === "CONFIRMED");
  assert.equal(confirmed.length, 1);
  await waitFor(() => mailsTo(b.email).length === 2);
  assert.equal(mailsTo(b.email).length, 2, "one e-mail for the change");
  // A forged pair (t of another order) verifies nothing.
  const forged = await gql(
    `mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { code } }`,
    { input: { t: b.transactionId, s: orderCode } },
  );
  assert.equal(forged.data.confirmDateChange.code, "PAYMENT_NOT_VERIFIED");

  // Cancelling the moved booking refunds both payments: the booking's and the difference.
  const cancel = await gql(
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code } }`,
    { r: b.reference, e: b.email },
  );
  assert.equal(cancel.data.cancelBooking.code, "CANCELLED");
  assert.equal((await refundsOf(b.orderCode)).length, 1);
  assert.equal((await refundsOf(orderCode)).length, 1);
});

test("less than 24 hours before the tour: the change is refused with the spec's reason, in the visitor's language", async () => {
  const b = await paidBooking({ days: 3 });
  const found = await gql(
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { startsAt changeable } }`,
    { r: b.reference, e: b.email },
  );
  assert.equal(found.data.myBooking.changeable, true);
  clock.offsetMs = Date.parse(found.data.myBooking.startsAt) - 12 * 3_600_000 - Date.now();
  try {
    const late = await gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { changeable } }`, {
      r: b.reference,
      e: b.email,
    });
    assert.equal(late.data.myBooking.changeable, false);
    const fr = await change(b, localDate(9), "fr");
    assert.equal(fr.data.changeBookingDate.code, "CHANGE_TOO_LATE");
    assert.equal(
      fr.data.changeBookingDate.message,
      "La date de cette réservation ne peut plus être modifiée : un changement est possible jusqu'à 24 heures avant la visite",
    );
    const en = await change(b, localDate(9));
    assert.equal(
      en.data.changeBookingDate.message,
      "The date of this booking can no longer be changed: a change is possible up to 24 hours before the tour",
    );
  } finally {
    clock.offsetMs = 0;
  }
  const [still] = await octo().findBookings({ supplierReference: b.reference });
  assert.equal(still!.status, "CONFIRMED");
});

test("wrong e-mail: not found, nothing held", async () => {
  const b = await paidBooking();
  const r = await change({ reference: b.reference, email: "someone@example.com" }, localDate(9));
  assert.equal(r.data.changeBookingDate.code, "NOT_FOUND");
  assert.equal(r.data.changeBookingDate.message, "No booking matches this reference and e-mail address");
  assert.equal(
    (await app.payments.db.all("SELECT id FROM api_date_changes WHERE old_reference = ?", [b.reference])).length,
    0,
  );
});

test("dearer date whose return is lost: the provider's webhook applies the change, once", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  const q = await quotableDay(b, 12);
  const c = (await change(b, q.date)).data.changeBookingDate;
  assert.equal(c.code, "PAYMENT_REQUIRED", JSON.stringify(c));
  const orderCode = new URL(c.redirectUrl).searchParams.get("ref")!;
  const paid = await payOrder(orderCode);
  const event = {
    EventTypeId: 1796,
    MessageId: randomUUID(),
    EventData: { TransactionId: paid.transactionId, OrderCode: Number(orderCode) },
  };
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${apiUrl}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    assert.equal(res.status, 200, await res.text());
  }
  const found = await gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { startsAt } }`, {
    r: b.reference,
    e: b.email,
  });
  assert.equal(found.data.myBooking.startsAt, q.startsAt);
  const rows = await app.payments.db.all("SELECT status FROM api_date_changes WHERE order_code = ?", [orderCode]);
  assert.deepEqual(
    rows.map((r) => r.status),
    ["done"],
  );
  // The visitor's late return then shows the same outcome.
  const late = await gql(
    `mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { code } }`,
    { input: { t: paid.transactionId, s: orderCode } },
  );
  assert.equal(late.data.confirmDateChange.code, "CHANGED");
});

// ------------------------------------------------------------------------------------------------ races

/** `n` distinct days from `from` on that the quote accepts, with their quotes. */
async function quotableDays(b: { reference: string; email: string }, from: number, n: number) {
  const days: Awaited<ReturnType<typeof quotableDay>>[] = [];
  for (let d = from; days.length < n; d++) {
    assert.ok(d < from + 2 * n + 10, "enough days to move to");
    const q = await gql(
      `query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: en) { ok code message date startsAt total currentTotal difference currency } }`,
      {
        input: { reference: b.reference, email: b.email, date: localDate(d) },
      },
    );
    if (q.data.dateChangeQuote.ok) days.push(q.data.dateChangeQuote);
  }
  return days;
}

/** The supplier's bookings made for this customer (the first one and every new date's), by status. */
async function supplierBookingsOf(email: string): Promise<{ uuid: string; status: string }[]> {
  const rows = await octoSandbox.db.all("SELECT uuid, status FROM octo_bookings WHERE data LIKE ?", [`%${email}%`]);
  return rows.map((r) => ({ uuid: String(r.uuid), status: String(r.status) }));
}

/** Captured minus refunded at the payment provider over the booking's order and every order of its changes. */
async function netPaid(b: { orderCode: string }): Promise<number> {
  const attempt = await app.payments.db.get("SELECT id FROM api_payment_attempts WHERE order_code = ?", [b.orderCode]);
  const changeOrders = await app.payments.db.all(
    "SELECT order_code FROM api_date_changes WHERE attempt_id = ? AND order_code IS NOT NULL",
    [String(attempt!.id)],
  );
  let net = 0;
  for (const code of [b.orderCode, ...changeOrders.map((r) => String(r.order_code))]) {
    for (const t of (await paymentState(code)).transactions as {
      amount: number;
      statusId: string;
      transactionTypeId: number;
    }[]) {
      if (t.transactionTypeId === 4) net -= t.amount;
      else if (t.statusId === "F" || t.statusId === "R") net += t.amount; // R: a capture refunded in part or whole
    }
  }
  return net;
}

const booked = async (b: { reference: string; email: string }) =>
  (
    await gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { ${BOOKING} } }`, {
      r: b.reference,
      e: b.email,
    })
  ).data.myBooking;

const cancelAll = async (b: { reference: string; email: string }) =>
  (
    await gql(
      `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code message } }`,
      { r: b.reference, e: b.email },
    )
  ).data.cancelBooking;

/**
 * The invariant: exactly one CONFIRMED supplier booking for the customer, the site tracks that one, and
 * the provider's captures minus refunds equal its price; after a cancellation none stays CONFIRMED and nothing is kept.
 */
async function assertOneTruth(b: Awaited<ReturnType<typeof paidBooking>>, label: string) {
  const now = await booked(b);
  const confirmed = (await supplierBookingsOf(b.email)).filter((x) => x.status === "CONFIRMED");
  assert.equal(
    confirmed.length,
    1,
    `${label}: one CONFIRMED supplier booking, got ${JSON.stringify(await supplierBookingsOf(b.email))}`,
  );
  const [tracked] = await octo().findBookings({ supplierReference: now.reference });
  assert.equal(tracked!.uuid, confirmed[0]!.uuid, `${label}: the site tracks the confirmed one`);
  assert.equal(
    await netPaid(b),
    now.totalPaid,
    `${label}: captures - refunds = price of what stands (${now.totalPaid})`,
  );
  const cancelled = await cancelAll(b);
  assert.equal(cancelled.code, "CANCELLED", `${label}: ${JSON.stringify(cancelled)}`);
  assert.deepEqual(
    (await supplierBookingsOf(b.email)).filter((x) => x.status === "CONFIRMED"),
    [],
    `${label}: none CONFIRMED after the cancellation`,
  );
  assert.equal(await netPaid(b), 0, `${label}: everything refunded after the cancellation`);
}

/** Pays every card order the changes asked for, then returns from each (concurrently), as impatient visitors would. */
async function payAndReturn(results: any[]) {
  const orders = results
    .filter((r) => r.code === "PAYMENT_REQUIRED")
    .map((r) => new URL(r.redirectUrl).searchParams.get("ref")!);
  const paid = await Promise.all(orders.map((o) => payOrder(o).then((p) => ({ t: p.transactionId, s: o }))));
  return Promise.all(
    paid.map((input) =>
      gql(`mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { ${RESULT} } }`, {
        input,
      }).then((r) => r.data.confirmDateChange),
    ),
  );
}

for (const kind of ["equal", "cheaper", "dearer-paid", "dearer-unpaid"] as const) {
  test(`${kind} price: 2..8 concurrent changes leave one CONFIRMED booking and captures - refunds = its price`, async () => {
    const promoCode = kind === "cheaper" ? "WV3R-05" : kind.startsWith("dearer") ? "FX9T-15" : undefined;
    for (let n = 2; n <= 8; n++) {
      const b = await paidBooking(promoCode ? { promoCode } : {});
      const days = await quotableDays(b, 9, n);
      const results = (await Promise.all(days.map((q) => change(b, q.date)))).map((r) => {
        assert.equal(r.errors, undefined, JSON.stringify(r.errors));
        return r.data.changeBookingDate;
      });
      const codes = results.map((r) => r.code);
      const applied = kind.startsWith("dearer") ? "PAYMENT_REQUIRED" : "CHANGED";
      const returned = kind === "dearer-paid" ? await payAndReturn(results) : [];
      // The money first (what the old code broke), then what each visitor was told.
      await assertOneTruth(b, `${kind} n=${n} (${codes})`);
      assert.ok(codes.includes(applied), `${kind} n=${n}: one change goes through: ${codes}`);
      for (const c of codes)
        assert.ok([applied, "CHANGE_IN_PROGRESS", "BOOKING_CHANGED"].includes(c), `${kind} n=${n}: ${c}`);
      for (const r of results.filter((x) => x.code === "CHANGE_IN_PROGRESS")) {
        assert.equal(r.message, "Another change of this booking is in progress, please try again in a moment");
      }
      if (kind === "equal" || kind === "cheaper")
        assert.equal(codes.filter((c) => c === "CHANGED").length, 1, `${kind} n=${n}: ${codes}`);
      if (kind === "dearer-paid")
        assert.equal(
          returned.filter((r) => r.code === "CHANGED").length,
          1,
          `${kind} n=${n}: ${JSON.stringify(returned.map((r) => r.code))}`,
        );
    }
  });
}

test("two dearer changes one after the other, both paid: the first is superseded and refunded, the second stands", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  const [q1, q2] = await quotableDays(b, 9, 2);
  const first = (await change(b, q1!.date)).data.changeBookingDate;
  const second = (await change(b, q2!.date)).data.changeBookingDate;
  assert.equal(first.code, "PAYMENT_REQUIRED");
  assert.equal(second.code, "PAYMENT_REQUIRED");
  const [r1, r2] = await payAndReturn([first, second]);
  assert.equal(r1.code, "BOOKING_CHANGED", JSON.stringify(r1));
  assert.match(
    r1.message,
    /^This change of date could not be made: your booking stays as it is and .+ paid for it will be refunded to your card$/,
  );
  assert.equal(r2.code, "CHANGED", JSON.stringify(r2));
  assert.equal(r2.booking.startsAt, q2!.startsAt);
  // A replay of the first return refunds nothing twice.
  const o1 = new URL(first.redirectUrl).searchParams.get("ref")!;
  assert.equal((await refundsOf(o1)).length, 1);
  const state = await paymentState(o1);
  const again = await gql(
    `mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { code } }`,
    { input: { t: state.paidTransactionId, s: o1 } },
  );
  assert.equal(again.data.confirmDateChange.code, "BOOKING_CHANGED");
  assert.equal((await refundsOf(o1)).length, 1);
  // The tickets e-mailed after the change are the second new booking's.
  await waitFor(() => mailsTo(b.email).length === 2);
  assert.match(
    mailsTo(b.email)[1]!.raw,
    new RegExp(`Subject: Your booking has moved to a new date: new reference ${r2.booking.reference}`),
  );
  await assertOneTruth(b, "sequential dearer");
});

test("a cancellation while a dearer change awaits payment releases its hold; paying it later is refunded", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  const [q] = await quotableDays(b, 9, 1);
  const c = (await change(b, q!.date)).data.changeBookingDate;
  assert.equal(c.code, "PAYMENT_REQUIRED");
  assert.equal((await cancelAll(b)).code, "CANCELLED");
  assert.deepEqual(
    (await supplierBookingsOf(b.email)).filter((x) => x.status !== "CANCELLED" && x.status !== "EXPIRED"),
    [],
    "the new date's hold is released",
  );
  const [late] = await payAndReturn([c]);
  assert.notEqual(late.code, "CHANGED");
  assert.equal(await netPaid(b), 0, "the late payment of the difference is refunded");
});
