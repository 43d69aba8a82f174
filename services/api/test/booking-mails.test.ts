/**
 * 5, "tell people what happened": the cancellation e-mail (refund amount, void tickets) and the change-of-date
 * e-mail (old and new date, new reference, old tickets void, new tickets attached) in the four languages, through
 * the outbox to a real SMTP server, once each (replays send nothing twice); and the refund the cancel dialog quotes
 * (`refundableAmount`) is what the cancellation refunds at the payment provider, says in its message and its e-mail:
 * plain booking, after a cheaper change, after a dearer paid change, with a promo code.
 * Prices as in date-change.test.ts: WV3R-05 makes a booking cheaper on a new date, FX9T-15 dearer.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatMoney } from "../../../domain/money.ts";
import { formatTourStart } from "../../../domain/format.ts";
import type { BuiltInLocale as Locale } from "../../../domain/locales.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { pdfText } from "./pdf-text.ts";
import { parseMail as parse } from "./mime.ts";

let stack: PaymentStack;
const LOCALES: readonly Locale[] = ["fr", "en", "es", "nl"];

before(async () => {
  stack = await startPaymentStack({ webhooks: false, config: { octoTimeoutMs: 5000, octoRetries: 1 } });
});
after(async () => {
  await stack.close();
});

const gql: PaymentStack["gql"] = (query, variables) => stack.gql(query, variables);

// ------------------------------------------------------------------------------------------------ MIME

const mailsTo = (email: string) => stack.mails.filter((m) => m.to === email).map(parse);
const settle = () => new Promise((r) => setTimeout(r, 800)); // 8 outbox polls

// ------------------------------------------------------------------------------------------------ bookings

const BOOKING = "reference status startsAt timezone allDay totalPaid currency refundedAmount refundableAmount";

// A paid booking (with its confirmation e-mail) from the shared paying stack (payment-stack.ts), as in date-change.test.ts.
const paidBooking = (opts?: { promoCode?: string; days?: number }) => stack.paidBooking(opts);

const myBooking = async (reference: string, email: string) =>
  (
    await gql(
      `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { ${BOOKING} tickets { reference } } }`,
      { r: reference, e: email },
    )
  ).data.myBooking;

const cancel = async (reference: string, email: string, locale: Locale = "en") =>
  (
    await gql(
      `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: ${locale}) { ok code message booking { ${BOOKING} } } }`,
      { r: reference, e: email },
    )
  ).data.cancelBooking;

const quotableDay = (b: { reference: string; email: string }, from: number) => stack.quotableDay(b, from);

const change = async (b: { reference: string; email: string }, date: string, locale: Locale = "en") =>
  (
    await gql(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: ${locale}) { ok code message redirectUrl refundedAmount booking { ${BOOKING} } } }`,
      {
        input: { reference: b.reference, email: b.email, date },
      },
    )
  ).data.changeBookingDate;

/** A dearer date: pay the difference on the card page, then the manage page's confirmation (three times at once). */
async function payDifference(redirectUrl: string) {
  const orderCode = new URL(redirectUrl).searchParams.get("ref")!;
  const paid = await stack.payOrder(orderCode);
  const input = { t: paid.transactionId, s: orderCode };
  const results = await Promise.all(
    [1, 2, 3].map(() =>
      gql(
        `mutation($input: VerifyPaymentInput!) { confirmDateChange(input: $input, locale: en) { code booking { ${BOOKING} } } }`,
        { input },
      ),
    ),
  );
  for (const r of results) assert.equal(r.data.confirmDateChange.code, "CHANGED", JSON.stringify(r));
  return { orderCode, booking: results[0]!.data.confirmDateChange.booking };
}

const refundedAt = async (orderCodes: string[]) => {
  let sum = 0;
  for (const code of orderCodes) {
    const state = (await (await fetch(`${stack.pay.url}/_sandbox/orders/${code}`)).json()) as {
      transactions: { transactionTypeId: number; amount: number }[];
    };
    sum += state.transactions.filter((t) => t.transactionTypeId === 4).reduce((s, t) => s + t.amount, 0);
  }
  return sum;
};

const SUBJECT_CANCELLED: Record<Locale, (ref: string, product: string) => string> = {
  en: (r, p) => `Your booking ${r} is cancelled: ${p}`,
  fr: (r, p) => `Votre réservation ${r} est annulée : ${p}`,
  es: (r, p) => `Su reserva ${r} está cancelada: ${p}`,
  nl: (r, p) => `Uw boeking ${r} is geannuleerd: ${p}`,
};
const SUBJECT_MOVED: Record<Locale, (ref: string) => RegExp> = {
  en: (r) => new RegExp(`^Your booking has moved to a new date: new reference ${r} \\(`),
  fr: (r) => new RegExp(`^Votre réservation a changé de date : nouvelle référence ${r} \\(`),
  es: (r) => new RegExp(`^Su reserva ha cambiado de fecha: nueva referencia ${r} \\(`),
  nl: (r) => new RegExp(`^Uw boeking is verplaatst naar een nieuwe datum: nieuwe referentie ${r} \\(`),
};
const ATTACHMENT: Record<Locale, string> = { en: "tickets", fr: "billets", es: "entradas", nl: "tickets" };
const VOID: Record<Locale, RegExp> = {
  en: /no longer valid/,
  fr: /ne sont plus valables/,
  es: /ya no son válidas/,
  nl: /niet meer geldig/,
};

/** As the e-mails write a start: the kernel's tour start (the date, and the time unless valid all day). */
const when = (start: string, b: { timezone: string; allDay: boolean }, locale: Locale) =>
  formatTourStart(start, b.allDay, b.timezone, locale);

// ------------------------------------------------------------------------------------------------ tests

test("cancellation e-mail in four languages: the refund quoted, the void tickets, once", async () => {
  for (const locale of LOCALES) {
    const b = await paidBooking();
    const before = await myBooking(b.reference, b.email);
    assert.equal(before.refundableAmount, b.amount, "a plain booking refunds what was paid");
    const r = await cancel(b.reference, b.email, locale);
    assert.equal(r.code, "CANCELLED", JSON.stringify(r));
    const amount = formatMoney(b.amount, before.currency, locale);
    assert.ok(r.message.includes(amount), `${locale}: the message says ${amount}: ${r.message}`);
    await waitFor(() => mailsTo(b.email).length === 2);
    const mail = mailsTo(b.email)[1]!;
    assert.equal(mail.subject, SUBJECT_CANCELLED[locale](b.reference, "Hop-on hop-off bus tour"), `${locale} subject`);
    assert.ok(mail.text.includes(amount), `${locale}: the e-mail says ${amount}`);
    assert.ok(mail.html.includes(amount), `${locale}: html`);
    assert.match(mail.text, VOID[locale]);
    assert.ok(mail.text.includes(b.reference));
    for (const t of before.tickets)
      assert.ok(mail.text.includes(t.reference), `${locale}: void ticket ${t.reference} listed`);
    assert.ok(mail.text.includes(when(before.startsAt, before, locale)), `${locale}: the tour's date`);
    assert.equal(
      mail.attachments.filter((a) => a.type === "application/pdf").length,
      0,
      "no tickets with a cancellation",
    );
    if (locale === "fr") {
      writeFileSync(join(tmpdir(), "booking-cancelled-fr.eml"), mail.raw, "latin1");
      writeFileSync(join(tmpdir(), "booking-cancelled-fr.html"), mail.html);
    }
    // Replays: the same answer, the same amount, no second e-mail.
    const again = await cancel(b.reference, b.email, locale);
    assert.equal(again.code, "CANCELLED");
    assert.equal(again.message, r.message);
    await settle();
    assert.equal(mailsTo(b.email).length, 2, `${locale}: one cancellation e-mail`);
    const rows = await stack.instances[0]!.payments.db.all(
      "SELECT kind FROM api_outbox WHERE to_address = ? ORDER BY created_ms",
      [b.email],
    );
    assert.deepEqual(
      rows.map((x) => x.kind),
      ["confirmation", "booking-cancelled"],
    );
  }
});

test("change-of-date e-mail in four languages: old and new date, new reference, old tickets void, the new PDF attached, once", async () => {
  for (const [i, locale] of LOCALES.entries()) {
    const b = await paidBooking();
    const old = await myBooking(b.reference, b.email);
    const q = await quotableDay(b, 9 + i);
    assert.equal(q.difference, 0, JSON.stringify(q));
    const c = await change(b, q.date, locale);
    assert.equal(c.code, "CHANGED", JSON.stringify(c));
    const ref = c.booking.reference as string;
    assert.notEqual(ref, b.reference);
    await waitFor(() => mailsTo(b.email).length === 2);
    const mail = mailsTo(b.email)[1]!;
    assert.match(mail.subject, SUBJECT_MOVED[locale](ref), `${locale} subject: ${mail.subject}`);
    assert.ok(
      mail.text.includes(when(old.startsAt, old, locale)),
      `${locale}: old date ${when(old.startsAt, old, locale)} in\n${mail.text}`,
    );
    assert.ok(mail.text.includes(when(q.startsAt, old, locale)), `${locale}: new date`);
    assert.ok(mail.text.includes(b.reference), `${locale}: old reference`);
    assert.ok(mail.text.includes(ref), `${locale}: new reference`);
    assert.match(mail.text, VOID[locale]);
    const pdfs = mail.attachments.filter((a) => a.type === "application/pdf");
    assert.equal(pdfs.length, 1, `${locale}: the new tickets attached`);
    assert.equal(pdfs[0]!.filename, `${ATTACHMENT[locale]}-${ref}.pdf`);
    const pdf = pdfText(pdfs[0]!.content);
    assert.ok(pdf.includes(ref), `${locale}: the PDF is the new booking's`);
    assert.ok(!pdf.includes(b.reference), `${locale}: not the old booking's`);
    if (locale === "en") {
      writeFileSync(join(tmpdir(), "date-changed-en.eml"), mail.raw, "latin1");
      writeFileSync(join(tmpdir(), "date-changed-en.html"), mail.html);
    }
    // A replay of the change (same date) moves nothing and sends nothing.
    const again = await change({ reference: ref, email: b.email }, q.date, locale);
    assert.equal(again.code, "SAME_DATE");
    await settle();
    assert.equal(mailsTo(b.email).length, 2, `${locale}: one change e-mail`);
    const rows = await stack.instances[0]!.payments.db.all(
      "SELECT kind FROM api_outbox WHERE to_address = ? ORDER BY created_ms",
      [b.email],
    );
    assert.deepEqual(
      rows.map((x) => x.kind),
      ["confirmation", "date-changed"],
    );
  }
});

/** Quote (dialog) = refunded at the provider by the cancellation = message = e-mail. */
async function quoteIsRefund(
  b: { reference: string; email: string; orderCode: string },
  reference: string,
  orderCodes: string[],
  expected?: number,
) {
  const before = await myBooking(reference, b.email);
  const quote = before.refundableAmount as number;
  if (expected !== undefined) assert.equal(quote, expected);
  const mailsBefore = mailsTo(b.email).length;
  const refundedBefore = await refundedAt(orderCodes);
  const r = await cancel(reference, b.email);
  assert.equal(r.code, "CANCELLED", JSON.stringify(r));
  assert.equal(
    (await refundedAt(orderCodes)) - refundedBefore,
    quote,
    "the cancellation refunds what the dialog quoted",
  );
  const amount = formatMoney(quote, before.currency, "en");
  assert.ok(r.message.includes(amount), `message says ${amount}: ${r.message}`);
  assert.equal(r.booking.refundableAmount, quote, "the cancelled booking says what its cancellation refunded");
  await waitFor(() => mailsTo(b.email).length === mailsBefore + 1);
  const mail = mailsTo(b.email).at(-1)!;
  assert.match(mail.subject, /is cancelled/);
  assert.ok(mail.text.includes(amount), `the e-mail says ${amount}`);
  return quote;
}

test("the refund quoted is the refund made: plain booking", async () => {
  const b = await paidBooking();
  await quoteIsRefund(b, b.reference, [b.orderCode], b.amount);
});

test("the refund quoted is the refund made: with a promo code", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  await quoteIsRefund(b, b.reference, [b.orderCode], b.amount);
});

test("the refund quoted is the refund made: after a cheaper change", async () => {
  const b = await paidBooking({ promoCode: "WV3R-05" });
  const q = await quotableDay(b, 9);
  assert.ok(q.difference < 0, JSON.stringify(q));
  const c = await change(b, q.date);
  assert.equal(c.code, "CHANGED", JSON.stringify(c));
  assert.equal(c.booking.refundableAmount, b.amount + q.difference, "what is left of the payment");
  await waitFor(() => mailsTo(b.email).length === 2);
  const moved = mailsTo(b.email)[1]!;
  assert.ok(moved.text.includes(formatMoney(-q.difference, "EUR", "en")), "the change e-mail says what it refunded");
  await quoteIsRefund(b, c.booking.reference, [b.orderCode], b.amount + q.difference);
});

test("the refund quoted is the refund made: after a dearer change paid on the card (not the first payment alone)", async () => {
  const b = await paidBooking({ promoCode: "FX9T-15" });
  const q = await quotableDay(b, 9);
  assert.ok(q.difference > 0, JSON.stringify(q));
  const c = await change(b, q.date);
  assert.equal(c.code, "PAYMENT_REQUIRED", JSON.stringify(c));
  assert.equal(c.booking.refundableAmount, b.amount, "nothing changed before the payment");
  const paid = await payDifference(c.redirectUrl);
  await waitFor(() => mailsTo(b.email).length === 2);
  await settle();
  const moved = mailsTo(b.email);
  assert.equal(moved.length, 2, "one change e-mail for three confirmations");
  assert.ok(
    moved[1]!.text.includes(formatMoney(q.difference, "EUR", "en")),
    "the change e-mail says the difference paid",
  );
  const quote = await quoteIsRefund(b, paid.booking.reference, [b.orderCode, paid.orderCode], b.amount + q.difference);
  assert.notEqual(quote, b.amount);
});
