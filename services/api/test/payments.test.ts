/**
 * Payments and fulfilment end to end, all in-process on loopback random ports: the payment sandbox (Viva Smart
 * Checkout compatible, webhooks to the API), the OCTO sandbox using it as its Viva HTTP gateway, a small SMTP
 * server (smtp-server), and the web server (createWebServer) with its own SQLite database.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { createSandbox, HttpVivaGateway, type Sandbox } from "../../octo-sandbox/src/index.ts";
import {
  createPaymentSandbox,
  DECLINE_CARD,
  SUCCESS_CARD,
  type PaymentSandbox,
} from "../../payment-sandbox/src/index.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { OctoClient } from "../src/octo/client.ts";
import { createWebServer } from "../src/server.ts";
import type { Payments } from "../src/payments/index.ts";
import { freePort, reservePort, TestSmtp } from "./smtp.ts";
import { localDate } from "./helpers.ts";
import { pdfText } from "./pdf-text.ts";

const API_KEY = "octo-sandbox-dev-key";
const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };

// ------------------------------------------------------------------------------------------------ SMTP

interface Mail {
  to: string;
  raw: string;
}
const mails: Mail[] = [];
let smtpPort = 0;

const smtpServer = new TestSmtp((to, raw) => mails.push({ to, raw }));
async function startSmtp(port = 0): Promise<void> {
  smtpPort = await smtpServer.start(port);
}
const stopSmtp = () => smtpServer.stop();

const mailsTo = (email: string) => mails.filter((m) => m.to === email);

/** The PDF attachment of a raw MIME message (nodemailer: base64 part with Content-Type application/pdf). */
function pdfAttachment(raw: string): Buffer | null {
  const m = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:--|\r\n)/i.exec(raw);
  return m ? Buffer.from(m[1]!.replace(/\s+/g, ""), "base64") : null;
}

// ------------------------------------------------------------------------------------------------ stack

let dir: string;
let pay: PaymentSandbox;
let octoSandbox: Sandbox;
let app: FastifyInstance & { payments: Payments };
let apiUrl: string;
let config: Config;
const clock = { offsetMs: 0 };
let octoConfirmCalls = 0;

class CountingOcto extends OctoClient {
  override confirmOrder(id: string, body: Record<string, unknown>) {
    octoConfirmCalls++;
    return super.confirmOrder(id, body);
  }
}

async function startApi(port: number): Promise<FastifyInstance & { payments: Payments }> {
  const api = await createWebServer(config, {
    octo: new CountingOcto({ baseUrl: octoSandbox.url, apiKey: API_KEY, timeoutMs: 5000, retries: 1 }),
    payments: {
      now: () => Date.now() + clock.offsetMs,
      waitMs: 10_000,
    },
  });
  await api.listen({ port, host: "127.0.0.1" });
  return api;
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-payments-"));
  await startSmtp();
  // Kept bound while the sandboxes start on port 0 (they must know its URL for their webhooks).
  const api = await reservePort();
  const apiPort = api.port;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  pay = await createPaymentSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: ":memory:",
    webhookUrls: [`${apiUrl}/api/payments/webhook`],
    webhookRetryDelaysMs: [200, 500],
    successUrl: `${apiUrl}/api/payments/return/success`,
    failureUrl: `${apiUrl}/api/payments/return/failure`,
  } as Parameters<typeof createPaymentSandbox>[0]);
  octoSandbox = await createSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: join(dir, "octo.db"),
    apiKeys: [API_KEY],
    sweepIntervalMs: 0,
    gateway: new HttpVivaGateway({
      apiUrl: pay.url,
      accountsUrl: pay.url,
      clientId: "sandbox-client",
      clientSecret: "sandbox-secret",
    }),
  });
  config = {
    ...loadConfig({}),
    publicDir: dir,
    octoBaseUrl: octoSandbox.url,
    octoApiKey: API_KEY,
    octoTimeoutMs: 5000,
    octoRetries: 1,
    logLevel: "silent",
    apiDatabaseUrl: process.env.TEST_API_DATABASE_URL ?? join(dir, "api.db"),
    siteUrl: apiUrl,
    vivaAccountsUrl: pay.url,
    vivaApiUrl: pay.url,
    vivaLegacyApiUrl: pay.url,
    vivaCheckoutUrl: `${pay.url}/web/checkout?ref={orderCode}`,
    vivaWebhookKey: null,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    outboxPollMs: 100,
    outboxRetryBaseMs: 200,
    reconcileIntervalSeconds: 0,
    reconcileAfterSeconds: 0,
    // One client (this test) makes every cart and probe: the per-client limits are tested in limits.test.ts.
    limits: {
      cartChangesPerMinute: 10_000,
      holdsPerClient: 10_000,
      guessesPer15Min: 10_000,
      webhooksPerMinute: 10_000,
      seatsPerDeparture: 10_000,
      holdsBeforeProof: 10_000,
    },
  };
  await api.release();
  app = await startApi(apiPort);
});

after(async () => {
  await app.close();
  await octoSandbox.close();
  await pay.close();
  await stopSmtp();
  rmSync(dir, { recursive: true, force: true });
});

async function gql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T; errors?: { message: string; extensions?: any }[] }> {
  const res = await fetch(`${url}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: T; errors?: { message: string }[] };
}

/** A cart with customer details, and its payment started. */
async function cartWithPayment(
  email: string,
  opts: { date?: string; passengers?: Record<string, number>; locale?: string } = {},
) {
  const id = randomUUID();
  const created = await gql(
    apiUrl,
    `mutation($input: CreateCartInput!) { createCart(input: $input) { id reference } }`,
    {
      input: { id, ...HOHO, date: opts.date ?? localDate(5), passengers: opts.passengers ?? { adult: 2, child: 1 } },
    },
  );
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const details = await gql(
    apiUrl,
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`,
    {
      input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
    },
  );
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const started = await gql(
    apiUrl,
    `mutation($id: ID!, $locale: Locale) { startPayment(cartId: $id, locale: $locale) { orderCode redirectUrl amount currency paymentType } }`,
    {
      id,
      locale: opts.locale ?? "en",
    },
  );
  assert.equal(started.errors, undefined, JSON.stringify(started.errors));
  return {
    cartId: id,
    ...(started.data.startPayment as {
      orderCode: string;
      redirectUrl: string;
      amount: number;
      currency: string;
      paymentType: string;
    }),
  };
}

async function payOrder(orderCode: string, card?: string) {
  const res = await fetch(`${pay.url}/_sandbox/orders/${orderCode}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(card ? { card } : {}),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as {
    transactionId: string;
    orderCode: string;
    statusId: string;
    eventId: number;
    redirectUrl: string;
  };
}

/** What the callback page does: the query string of the return URL, posted to the verify API. */
async function verifyReturn(redirectUrl: string, extra: Record<string, string> = {}) {
  const q = Object.fromEntries(new URL(redirectUrl).searchParams);
  const res = await fetch(`${apiUrl}/api/payments/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...q, lang: "en", city: "paris", ...extra }),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as any;
}

async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const attemptRow = (orderCode: string, a = app) =>
  a.payments.db.get("SELECT * FROM api_payment_attempts WHERE order_code = ?", [orderCode]);
const outboxOf = async (orderCode: string, a = app) =>
  a.payments.db.all(
    "SELECT o.* FROM api_outbox o JOIN api_payment_attempts p ON p.id = o.attempt_id WHERE p.order_code = ?",
    [orderCode],
  );

// ------------------------------------------------------------------------------------------------ tests

let happy: {
  email: string;
  orderCode: string;
  reference: string;
  ticketsUrl: string;
  calendarUrl: string;
  transactionId: string;
};

test("happy path: start payment → pay → return → CONFIRMED, one e-mail with the ticket PDF", async () => {
  const email = `happy-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email);
  assert.equal(p.paymentType, "cb");
  assert.equal(p.redirectUrl, `${pay.url}/web/checkout?ref=${p.orderCode}`);
  assert.ok(p.amount > 0);
  assert.equal(p.currency, "EUR");
  const page = await fetch(p.redirectUrl);
  assert.equal(page.status, 200, "the payment page knows the order code");

  const paid = await payOrder(p.orderCode);
  assert.equal(paid.statusId, "F");
  // The provider returns to our redirect endpoint, which sends the visitor to the site's callback page.
  const hop = await fetch(paid.redirectUrl, { redirect: "manual" });
  assert.equal(hop.status, 302);
  const location = hop.headers.get("location")!;
  assert.match(location, /^\/en\/paris\/callback\/success\?t=/);

  const r = await verifyReturn(paid.redirectUrl);
  assert.equal(r.code, "CONFIRMED", JSON.stringify(r));
  assert.equal(r.ok, true);
  assert.equal(r.message, "Your booking is confirmed");
  assert.ok(r.booking.reference);
  assert.equal(r.booking.status, "CONFIRMED");
  assert.equal(r.booking.tickets.length, 3);
  assert.ok(r.booking.tickets.every((t: any) => t.qrCode));
  assert.deepEqual(r.booking.passengers.map((x: any) => [x.type, x.count]).sort(), [
    ["ADULT", 2],
    ["CHILD", 1],
  ]);
  assert.equal(r.booking.totalPaid, p.amount);
  assert.match(r.booking.ticketsUrl, new RegExp(`^${apiUrl}/api/tickets/[A-Za-z0-9_-]{32}\\.pdf$`));

  const order = await new OctoClient({ baseUrl: octoSandbox.url, apiKey: API_KEY }).getBooking(p.cartId);
  assert.equal(order.status, "CONFIRMED");

  const mail = await waitFor(() => mailsTo(email)[0]);
  assert.match(mail.raw, /Subject: .*confirmed/i);
  assert.match(mail.raw, /multipart\/alternative/);
  const pdf = pdfAttachment(mail.raw);
  assert.ok(pdf, "PDF attached");
  assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
  const doc = await PDFDocument.load(pdf);
  assert.ok(doc.getPageCount() >= 1);
  assert.match(doc.getSubject() ?? "", new RegExp(r.booking.reference));
  const text = pdfText(pdf);
  assert.match(text, new RegExp(r.booking.reference), "reference printed on the PDF");
  assert.match(text, /City Sightseeing/, "the operator is the site's brand");
  // The supplier's cutoff (24 hours) before the tour, as a local time, the same instant the booking gives the pages.
  const { formatDeadline } = await import("../../../domain/free-cancellation.ts");
  assert.equal(Date.parse(r.booking.freeCancellationUntil), Date.parse(r.booking.startsAt) - 24 * 3_600_000);
  assert.ok(
    text.includes(
      `Free cancellation until ${formatDeadline(r.booking.freeCancellationUntil, "en", "Europe/Paris")} (local time)`,
    ),
    text,
  );
  assert.match(text, /2\s× Adults, 1\s× Child/, "the counts with the multiplication sign, the singular for one");
  // The webhook of this payment arrives too: still one mail.
  await pay.webhooks.idle();
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(mailsTo(email).length, 1);
  happy = {
    email,
    orderCode: p.orderCode,
    reference: r.booking.reference,
    ticketsUrl: r.booking.ticketsUrl,
    calendarUrl: r.booking.calendarUrl,
    transactionId: paid.transactionId,
  };
});

test("ticket links: the right token opens the PDF and the calendar file, a wrong one is 404", async () => {
  const pdf = await fetch(happy.ticketsUrl);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get("content-type"), "application/pdf");
  assert.match(pdf.headers.get("cache-control") ?? "", /no-store/);
  assert.equal(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    "%PDF-",
  );

  const ics = await fetch(happy.calendarUrl);
  assert.equal(ics.status, 200);
  assert.match(ics.headers.get("content-type") ?? "", /text\/calendar/);
  const body = await ics.text();
  assert.match(body, /^BEGIN:VCALENDAR\r\n/);
  assert.match(body, /BEGIN:VEVENT/);
  assert.match(body, new RegExp(`UID:${happy.reference}@`));
  assert.match(body, /SUMMARY:.+\(Paris\)/);
  // The hop-on hop-off pass is an all-day product: a DATE event on the tour day.
  const date = localDate(5).replace(/-/g, "");
  assert.match(body, new RegExp(`DTSTART;VALUE=DATE:${date}`));
  assert.match(body, /END:VCALENDAR\r\n$/);

  for (const bad of [
    `${apiUrl}/api/tickets/${"A".repeat(32)}.pdf`,
    `${apiUrl}/api/tickets/nope.pdf`,
    happy.ticketsUrl.replace(/.{4}\.pdf$/, "AAAA.pdf"),
    happy.ticketsUrl.replace(".pdf", ".exe"),
  ]) {
    assert.equal((await fetch(bad)).status, 404, bad);
  }
});

test("start-time product: the calendar file is in the city's time zone", async () => {
  const { renderIcs } = await import("../src/fulfilment/ics.ts");
  const ics = renderIcs(
    {
      reference: "REF1",
      orderReference: null,
      operator: "Sightseeing Tours",
      city: "paris",
      cityName: "Paris",
      timezone: "Europe/Paris",
      productTitle: "Paris by Night",
      optionTitle: null,
      start: "2026-07-14T21:30:00+02:00",
      end: "2026-07-14T23:00:00+02:00",
      allDay: false,
      passengers: [{ type: "ADULT", label: "Adult", count: 2 }],
      items: [],
      voucherQr: null,
      customerName: null,
      email: null,
      total: { amount: 0, currency: "EUR" },
      locale: "fr",
    },
    { now: Date.UTC(2026, 0, 1) },
  );
  assert.match(ics, /DTSTART;TZID=Europe\/Paris:20260714T213000/);
  assert.match(ics, /DTEND;TZID=Europe\/Paris:20260714T230000/);
  assert.match(ics, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Paris/);
  assert.match(ics, /TZOFFSETTO:\+0200/);
  const unfolded = ics.replace(/\r\n /g, "");
  // The deadline in the city's time, as every surface writes it (docs/adr/0354; no cutoff on the ticket: 24 hours).
  assert.match(
    unfolded,
    /Annulation gratuite jusqu’au lun\. 13 juil\.\\, 21:30 \(heure locale\)/,
    "the comma escaped as RFC 5545 wants",
  );
  assert.ok(
    ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75),
    "folded lines",
  );
});

test("declined card → payment rejected, nothing confirmed, the visitor can pay again", async () => {
  const email = `decline-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email);
  const declined = await payOrder(p.orderCode, DECLINE_CARD);
  assert.equal(declined.statusId, "E");
  assert.match(declined.redirectUrl, /\/return\/failure\?/);
  const r = await verifyReturn(declined.redirectUrl);
  assert.equal(r.code, "PAYMENT_REJECTED");
  assert.equal(r.message, "Your payment has been rejected, try with another payment option");
  assert.equal(r.booking, null);
  const fr = await verifyReturn(declined.redirectUrl, { lang: "fr" });
  assert.equal(fr.message, "Votre paiement a été refusé, essayez avec un autre moyen de paiement");
  assert.equal((await attemptRow(p.orderCode))!.status, "pending");
  // Second try with a good card on the same order code.
  const paid = await payOrder(p.orderCode);
  assert.equal((await verifyReturn(paid.redirectUrl)).code, "CONFIRMED");
});

test("replay storm: 20 return verifications and 20 webhooks at once → one OCTO confirmation, one e-mail", async () => {
  const email = `storm-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email);
  const before = octoConfirmCalls;
  const paid = await payOrder(p.orderCode);
  const hook = (i: number) =>
    fetch(`${apiUrl}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        EventTypeId: 1796,
        MessageId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        EventData: { TransactionId: paid.transactionId, OrderCode: Number(p.orderCode), StatusId: "F" },
      }),
    }).then((r) => r.status);
  const results = await Promise.all([
    ...Array.from({ length: 20 }, () => verifyReturn(paid.redirectUrl)),
    ...Array.from({ length: 20 }, (_, i) => hook(i)),
  ]);
  const outcomes = results.slice(0, 20) as any[];
  assert.ok(
    outcomes.every((o) => o.code === "CONFIRMED"),
    JSON.stringify(outcomes.map((o) => o.code)),
  );
  assert.equal(new Set(outcomes.map((o) => o.booking.reference)).size, 1);
  assert.ok(results.slice(20).every((s) => s === 200 || s === 503));
  await pay.webhooks.idle();
  assert.equal(octoConfirmCalls - before, 1, "one OCTO confirmation");
  const confirmations = await app.payments.db.all("SELECT * FROM api_confirmations WHERE order_code = ?", [
    p.orderCode,
  ]);
  assert.equal(confirmations.length, 1);
  assert.equal((await outboxOf(p.orderCode)).length, 1);
  await waitFor(() => mailsTo(email).length === 1);
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(mailsTo(email).length, 1, "one e-mail");
});

test("webhook endpoint: GET answers Viva's verification key; unknown events are acknowledged", async () => {
  const res = await fetch(`${apiUrl}/api/payments/webhook`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { Key: "5A4E1D2F3C6B7A8990ABCDEF0123456789ABCDEF" });
  const other = await fetch(`${apiUrl}/api/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ EventTypeId: 1798, EventData: {} }),
  });
  assert.equal(other.status, 200);
});

test("webhook: only ids of the provider's format are accepted; anything else is a 400 and nothing is stored", async () => {
  const count = async () => Number((await app.payments.db.get("SELECT COUNT(*) AS n FROM api_webhook_events"))!.n);
  const before = await count();
  const post = (body: unknown) =>
    fetch(`${apiUrl}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const bad = [
    { EventTypeId: 1796, MessageId: "x".repeat(10_000), EventData: {} },
    { EventTypeId: 1796, MessageId: randomUUID(), EventData: { TransactionId: "y".repeat(5000) } },
    { EventTypeId: 1796, MessageId: randomUUID(), EventData: { TransactionId: randomUUID(), OrderCode: "abc'; DROP" } },
    { EventTypeId: "lots", EventData: {} },
    { EventTypeId: 1796, EventData: { TransactionId: { $gt: "" } } },
    [1, 2, 3],
  ];
  for (const body of bad) assert.equal((await post(body)).status, 400, JSON.stringify(body).slice(0, 80));
  assert.equal(await count(), before, "no row for a malformed event");
  const good = await post({
    EventTypeId: 1798,
    MessageId: randomUUID(),
    EventData: { TransactionId: randomUUID(), OrderCode: 1234567890123456 },
  });
  assert.equal(good.status, 200);
  assert.equal(await count(), before + 1);
});

test("forged returns never confirm: missing event id, random t, t of another order, amount mismatch", async () => {
  const email = `forged-${randomUUID().slice(0, 8)}@example.com`;
  const a = await cartWithPayment(email);
  const missing = await verifyReturn(`http://x/?t=${randomUUID()}&s=${a.orderCode}`);
  assert.deepEqual(
    [missing.code, missing.message],
    ["MISSING_EVENT_ID", "The payment event id is missing, please contact customer care"],
  );
  const random = await verifyReturn(`http://x/?t=${randomUUID()}&s=${a.orderCode}&eventId=0`);
  assert.deepEqual(
    [random.code, random.message],
    ["TRANSACTION_NOT_FOUND", "The transaction could not be found, please contact customer care"],
  );
  const garbage = await verifyReturn(`http://x/?t=../../etc&s=${a.orderCode}&eventId=0`);
  assert.equal(garbage.code, "TRANSACTION_NOT_FOUND");
  // t of another (paid) order with s of this one.
  const other = await cartWithPayment(`forged-b-${randomUUID().slice(0, 8)}@example.com`);
  const otherPaid = await payOrder(other.orderCode);
  const crossed = await verifyReturn(`http://x/?t=${otherPaid.transactionId}&s=${a.orderCode}&eventId=0`, {
    lang: "nl",
  });
  assert.deepEqual(
    [crossed.code, crossed.message],
    ["TRANSACTION_NOT_FOUND", "De transactie is niet gevonden, neem contact op met de klantenservice"],
  );
  assert.equal((await attemptRow(a.orderCode))!.status, "pending");

  // Amount mismatch: the attempt expects another amount than the provider reports.
  const c = await cartWithPayment(`forged-c-${randomUUID().slice(0, 8)}@example.com`);
  await app.payments.db.run("UPDATE api_payment_attempts SET amount = amount + 100 WHERE order_code = ?", [
    c.orderCode,
  ]);
  const cPaid = await payOrder(c.orderCode);
  const mismatch = await verifyReturn(cPaid.redirectUrl, { lang: "es" });
  assert.deepEqual(
    [mismatch.code, mismatch.message],
    ["PAYMENT_ERROR", "Se ha producido un error con su pago, póngase en contacto con atención al cliente"],
  );
  await pay.webhooks.idle();
  assert.equal((await attemptRow(c.orderCode))!.status, "pending", "neither the return nor the webhook confirmed it");
  assert.equal((await outboxOf(c.orderCode)).length, 0);
  const booking = await new OctoClient({ baseUrl: octoSandbox.url, apiKey: API_KEY }).getBooking(c.cartId);
  assert.equal(booking.status, "ON_HOLD");
  assert.equal(mailsTo(email).length, 0);
});

test("a paid booking is revealed only with the provider's pair t + s; a non-string t is a 400", async () => {
  const a = await cartWithPayment(`pair-${randomUUID().slice(0, 8)}@example.com`);
  const paid = await payOrder(a.orderCode);
  const q = Object.fromEntries(new URL(paid.redirectUrl).searchParams);
  const generic = ["TRANSACTION_NOT_FOUND", "The transaction could not be found, please contact customer care"];
  for (const probe of [
    { t: q.t, eventId: "0" },
    { s: q.s, eventId: "0" },
    { t: q.t, s: "1234567890123456", eventId: "0" },
  ]) {
    const r = await verifyReturn(`http://x/?${new URLSearchParams(probe as Record<string, string>)}`);
    assert.deepEqual([r.code, r.message], generic, JSON.stringify(probe));
    assert.equal(JSON.stringify(r).includes("@example.com"), false, "no e-mail leaks");
    assert.equal(r.booking ?? r.summary ?? null, null, "no booking details");
  }
  for (const bad of [{ t: { $ne: "" }, s: q.s }, { t: 42, s: q.s }, ["t"]]) {
    const res = await fetch(`${apiUrl}/api/payments/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bad),
    });
    assert.equal(res.status, 400, JSON.stringify(bad));
    assert.doesNotMatch(await res.text(), /at \w+ \(|TypeError|stack/i);
  }
  assert.equal((await verifyReturn(paid.redirectUrl)).code, "CONFIRMED", "the real pair still confirms");
});

/** The visitor's hosted card page, and the return its success card leads to (the form a visitor submits). */
async function cardPageAndReturn(redirectUrl: string, orderCode: string): Promise<{ html: string; location: URL }> {
  const page = await fetch(redirectUrl);
  assert.equal(page.status, 200);
  const html = await page.text();
  const res = await fetch(`${pay.url}/web/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ref: orderCode,
      cardNumber: SUCCESS_CARD,
      expiry: "12/39",
      cvc: "123",
      cardholder: "Ada Lovelace",
    }).toString(),
    redirect: "manual",
  });
  assert.equal(res.status, 302, await res.text());
  return { html, location: new URL(res.headers.get("location")!) };
}

test("the card page speaks the visitor's language and its return carries it: lang=fr-FR", async () => {
  const cases = [
    { locale: "fr", lang: "fr-FR", words: ["Numéro de carte", "Montant à payer", "Payer "] },
    { locale: "es", lang: "es-ES", words: ["Número de tarjeta", "Importe a pagar", "Pagar "] },
    { locale: "nl", lang: "nl-NL", words: ["Kaartnummer", "Te betalen bedrag", " betalen"] },
    { locale: "en", lang: "en-GB", words: ["Card number", "Amount to pay", "Pay "] },
  ];
  for (const c of cases) {
    const p = await cartWithPayment(`lang-${c.locale}-${randomUUID().slice(0, 8)}@example.com`, { locale: c.locale });
    const { html, location } = await cardPageAndReturn(p.redirectUrl, p.orderCode);
    assert.match(html, new RegExp(`<html lang="${c.locale}">`), c.locale);
    for (const w of c.words) assert.ok(html.includes(w), `${c.locale}: ${w}`);
    assert.equal(location.searchParams.get("lang"), c.lang);
    assert.equal((await verifyReturn(location.toString(), { lang: c.locale })).code, "CONFIRMED");
  }
});

test("a payment started again in another language re-issues the card page in that language", async () => {
  const email = `relang-${randomUUID().slice(0, 8)}@example.com`;
  const first = await cartWithPayment(email, { locale: "en" });
  const again = await gql(
    apiUrl,
    `mutation($id: ID!, $locale: Locale) { startPayment(cartId: $id, locale: $locale) { orderCode redirectUrl } }`,
    {
      id: first.cartId,
      locale: "fr",
    },
  );
  assert.equal(again.errors, undefined, JSON.stringify(again.errors));
  const { orderCode, redirectUrl } = again.data.startPayment as { orderCode: string; redirectUrl: string };
  assert.notEqual(orderCode, first.orderCode);
  const { html, location } = await cardPageAndReturn(redirectUrl, orderCode);
  assert.match(html, /<html lang="fr">/);
  assert.equal(location.searchParams.get("lang"), "fr-FR");
  assert.equal((await verifyReturn(location.toString(), { lang: "fr" })).code, "CONFIRMED");
});

test("SMTP down: the mail waits in the outbox and goes out once SMTP is back", async () => {
  const port = smtpPort;
  await stopSmtp();
  const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email, { locale: "fr" });
  const paid = await payOrder(p.orderCode);
  const r = await verifyReturn(paid.redirectUrl, { lang: "fr" });
  assert.equal(r.code, "CONFIRMED");
  assert.equal(r.message, "Votre réservation est confirmée");
  const failed = await waitFor(async () => {
    const rows = await outboxOf(p.orderCode);
    return rows.length === 1 && Number(rows[0]!.tries) >= 1 && rows[0]!.status === "pending" && rows[0]!.last_error
      ? rows
      : null;
  });
  assert.equal(failed.length, 1);
  assert.equal(mailsTo(email).length, 0);
  await startSmtp(port);
  const mail = await waitFor(() => mailsTo(email)[0], 15_000);
  assert.match(mail.raw, /Subject: =\?UTF-8\?|Subject: Votre/);
  assert.match(mail.raw, /lang=(3D)?"fr"/);
  // The SMTP server has the mail a moment before the outbox marks its row sent: wait for that, not for luck.
  const rows = await waitFor(async () => {
    const current = await outboxOf(p.orderCode);
    return current.every((x) => x.status !== "sending") ? current : null;
  });
  assert.deepEqual(
    rows.map((x) => x.status),
    ["sent"],
  );
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(mailsTo(email).length, 1);
});

test("crash between payment and confirmation: a new instance with the same database reconciles it", async () => {
  const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email);
  await app.close(); // the server dies before the visitor returns (webhooks to it fail)
  const paid = await payOrder(p.orderCode);
  assert.equal(paid.statusId, "F");
  const port = await freePort(); // another instance, elsewhere: the payment sandbox's webhooks cannot reach it
  const second = await startApi(port);
  try {
    const before = await attemptRow(p.orderCode, second);
    assert.equal(before!.status, "pending");
    const result = await second.payments.reconcileNow();
    assert.ok(result.confirmed >= 1, JSON.stringify(result));
    const after = await attemptRow(p.orderCode, second);
    assert.equal(after!.status, "confirmed");
    assert.equal(after!.transaction_id, paid.transactionId);
    await waitFor(() => mailsTo(email).length === 1);
    // Running it again (or on another instance) changes nothing.
    await second.payments.reconcileNow();
    assert.equal((await outboxOf(p.orderCode, second)).length, 1);
    // The late return of the visitor still shows the confirmation.
    const late = await fetch(`http://127.0.0.1:${port}/api/payments/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...Object.fromEntries(new URL(paid.redirectUrl).searchParams), lang: "en" }),
    }).then((r) => r.json() as Promise<any>);
    assert.equal(late.code, "CONFIRMED");
  } finally {
    await second.close();
  }
  // Restart the main instance (same port) for the next tests.
  app = await startApi(Number(new URL(apiUrl).port));
});

test("manage my booking: resend tickets, cancel more than 24 h before (refund at the provider), idempotent", async () => {
  const found = await gql(
    apiUrl,
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference status cancellable ticketsUrl } }`,
    {
      r: happy.reference,
      e: happy.email.toUpperCase(),
    },
  );
  assert.equal(found.data.myBooking.reference, happy.reference);
  assert.equal(found.data.myBooking.cancellable, true);
  // Reading a booking does not write: the same ticket link every time, no new token row.
  assert.equal(found.data.myBooking.ticketsUrl, happy.ticketsUrl);
  const tokens = async () => (await app.payments.db.all("SELECT token_hash FROM api_ticket_tokens")).length;
  const before = await tokens();
  const reread = await gql(
    apiUrl,
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { ticketsUrl } }`,
    { r: happy.reference, e: happy.email },
  );
  assert.equal(reread.data.myBooking.ticketsUrl, happy.ticketsUrl);
  assert.equal(await tokens(), before);
  // A reference typed in lower case, with spaces around, finds the booking (references are case-insensitive).
  const typed = await gql(
    apiUrl,
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference } }`,
    { r: ` ${happy.reference.toLowerCase()} `, e: happy.email },
  );
  assert.notEqual(happy.reference, happy.reference.toLowerCase(), "the sandbox's references have letters");
  assert.equal(typed.data.myBooking?.reference, happy.reference);
  const nobody = await gql(
    apiUrl,
    `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference } }`,
    { r: happy.reference, e: "other@example.com" },
  );
  assert.equal(nobody.data.myBooking, null);

  const M = `ok code message booking { reference status refundedAmount cancellable }`;
  const resend = await gql(
    apiUrl,
    `mutation($r: String!, $e: String!) { resendTickets(reference: $r, email: $e, locale: en) { ${M} } }`,
    { r: happy.reference, e: happy.email },
  );
  assert.equal(resend.data.resendTickets.code, "RESENT");
  assert.equal(resend.data.resendTickets.message, `Your tickets have been sent again to ${happy.email}`);
  await waitFor(() => mailsTo(happy.email).length === 2);
  assert.match(mailsTo(happy.email)[1]!.raw, /Subject: Your tickets for booking/);

  const wrong = await gql(
    apiUrl,
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { ${M} } }`,
    { r: happy.reference, e: "x@example.com" },
  );
  assert.equal(wrong.data.cancelBooking.code, "NOT_FOUND");

  const [c1, c2] = await Promise.all(
    [1, 2].map(() =>
      gql(
        apiUrl,
        `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { ${M} } }`,
        { r: happy.reference, e: happy.email },
      ),
    ),
  );
  for (const c of [c1!, c2!]) {
    assert.equal(c.data.cancelBooking.code, "CANCELLED", JSON.stringify(c));
    assert.match(
      c.data.cancelBooking.message,
      /^Your booking has been cancelled free of charge; \d+\.\d\d\u00a0€ will be refunded to your card$/,
    );
  }
  const again = await gql(
    apiUrl,
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: fr) { ${M} } }`,
    { r: happy.reference, e: happy.email },
  );
  assert.equal(again.data.cancelBooking.code, "CANCELLED");
  assert.equal(again.data.cancelBooking.booking.status, "CANCELLED");

  const state = (await (await fetch(`${pay.url}/_sandbox/orders/${happy.orderCode}`)).json()) as any;
  const refunds = (state.transactions as any[]).filter((t) => t.transactionTypeId === 4 || t.parentId);
  assert.equal(refunds.length, 1, JSON.stringify(state.transactions));
  const row = await attemptRow(happy.orderCode);
  assert.equal(row!.status, "cancelled");
  assert.ok(Number(row!.refunded_amount) > 0);
  assert.ok(row!.refund_transaction_id);
  const booking = await new OctoClient({ baseUrl: octoSandbox.url, apiKey: API_KEY }).findBookings({
    supplierReference: happy.reference,
  });
  assert.equal(booking[0]!.status, "CANCELLED");
  assert.equal((await fetch(happy.ticketsUrl)).status, 404, "a cancelled booking's tickets are no longer served");
});

test("manage my booking: cancelling less than 24 h before the tour is refused", async () => {
  const email = `late-${randomUUID().slice(0, 8)}@example.com`;
  const p = await cartWithPayment(email, { date: localDate(3) });
  const paid = await payOrder(p.orderCode);
  const r = await verifyReturn(paid.redirectUrl);
  assert.equal(r.code, "CONFIRMED");
  const start = Date.parse(r.booking.startsAt);
  clock.offsetMs = start - 12 * 3_600_000 - Date.now();
  try {
    const c = await gql(
      apiUrl,
      `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { ok code message booking { cancellable } } }`,
      {
        r: r.booking.reference,
        e: email,
      },
    );
    assert.equal(c.data.cancelBooking.code, "CANCEL_TOO_LATE");
    assert.equal(c.data.cancelBooking.ok, false);
    assert.equal(
      c.data.cancelBooking.message,
      "This booking can no longer be cancelled: free cancellation is possible up to 24 hours before the tour",
    );
    assert.equal(c.data.cancelBooking.booking.cancellable, false);
    assert.equal((await attemptRow(p.orderCode))!.status, "confirmed");
  } finally {
    clock.offsetMs = 0;
  }
});

test("Viva return URLs redirect to the route table's callback page in a language the city offers", async () => {
  const go = async (path: string) => (await fetch(`${apiUrl}${path}`, { redirect: "manual" })).headers.get("location");
  assert.equal(
    await go("/api/payments/return/success?t=T1&s=123&lang=es&city=bath"),
    "/es/bath/callback/success?t=T1&s=123&lang=es",
  );
  assert.equal(
    await go("/api/payments/return/failure?lang=nl&city=paris&eci=5"),
    "/en/paris/callback/failure?lang=nl&eci=5",
  );
  assert.equal(
    await go("/api/payments/return/failure?lang=es&city=bath&t=a&t=b"),
    "/es/bath/callback/failure?lang=es",
    "a repeated key is dropped",
  );
  assert.equal(
    await go(`/api/payments/return/success?s=${happy.orderCode}&t=${happy.transactionId}`),
    `/en/paris/callback/success?t=${happy.transactionId}&s=${happy.orderCode}`,
  );
});
