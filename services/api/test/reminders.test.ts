/**
 * The reminder the day before the tour: through the outbox to a real SMTP server, against the real OCTO
 * and payment sandboxes, two web server instances on one database. Once per booking (runs, instances and the command
 * repeat nothing); in the booking's language with the meeting point, the first departure (left out when the product
 * has none), the tickets and manage-booking links and the service alert of that date; never for a booking cancelled
 * since, and for a booking moved since only on its new date. And the ticket e-mail names the service
 * alert covering the tour's date (and is not held back when the CMS cannot be read).
 *
 * The CMS is a small HTTP server speaking Payload's REST answers for `products` and `service-alerts` (the payment
 * stack has no Payload); tests/e2e cover the real CMS's alerts on the site.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { formatDate, formatTime } from "../../../domain/format.ts";
import type { BuiltInLocale as Locale } from "../../../domain/locales.ts";
import { addDays } from "../../../domain/format.ts";
import { dateWithSeats, localDate } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { parseMail as parse } from "./mime.ts";
import { startFakeCms, type FakeCms } from "./fake-cms.ts";

const LOCALES: readonly Locale[] = ["fr", "en", "es", "nl"];
let stack: PaymentStack;
let cms: FakeCms & { firstDeparture: string | null };

// ------------------------------------------------------------------------------------------------ CMS (Payload REST)

const MEETING: Record<Locale, string> = {
  en: "Eiffel Tower stop, Quai Branly",
  fr: "Arrêt Tour Eiffel, quai Branly",
  es: "Parada Torre Eiffel, Quai Branly",
  nl: "Halte Eiffeltoren, Quai Branly",
};
const ALERT: Record<Locale, { title: string; line: string }> = {
  en: { title: "Champs-Élysées stop moved", line: "Board at 12 avenue George V instead." },
  fr: { title: "Arrêt Champs-Élysées déplacé", line: "Montez au 12 avenue George V." },
  es: { title: "Parada Campos Elíseos trasladada", line: "Suba en el 12 de la avenida George V." },
  nl: { title: "Halte Champs-Élysées verplaatst", line: "Stap in op 12 avenue George V." },
};
const OTHER_DAY_ALERT = "Marathon: no buses on the quays";

/** Alerts of the test's tour dates: one covering `covered` (from two days before to the day after), one later. */
let covered: string[] = [];

async function startCms(): Promise<typeof cms> {
  // The tests change `cms.firstDeparture`: the answers read it there.
  const fake = await startFakeCms((collection, query, locale) => {
    if (collection === "products") {
      if (query.get("where[productId][equals]") !== HOHO.productId) return [];
      return [
        {
          id: 1,
          productId: HOHO.productId,
          city: "paris",
          meetingPoint: MEETING[locale as Locale],
          ...(cms.firstDeparture ? { firstDeparture: cms.firstDeparture } : {}),
        },
      ];
    }
    if (collection === "service-alerts") {
      if (query.get("where[city][equals]") !== "paris") return [];
      return [
        ...covered.map((d, i) => ({
          id: 10 + i,
          city: "paris",
          title: ALERT[locale as Locale].title,
          lines: [{ id: "l1", text: ALERT[locale as Locale].line }],
          severity: "warning",
          startDate: `${addDays(d, -2)}T08:00:00.000Z`,
          endDate: `${addDays(d, 1)}T20:00:00.000Z`,
        })),
        {
          id: 99,
          city: "paris",
          title: OTHER_DAY_ALERT,
          lines: [],
          severity: "disruption",
          startDate: "2020-01-01T08:00:00.000Z",
          endDate: "2020-01-02T08:00:00.000Z",
        },
      ];
    }
    return null;
  });
  return Object.assign(fake, { firstDeparture: "09:30" as string | null });
}

before(async () => {
  cms = await startCms();
  stack = await startPaymentStack({
    instances: 2,
    webhooks: false,
    config: { cmsUrl: cms.url, cmsTimeoutMs: 2000, reminderIntervalMinutes: 0 },
  });
});
after(async () => {
  await stack?.close();
  cms?.server.close();
});

// ------------------------------------------------------------------------------------------------ mails

const mailsTo = (email: string) => stack.mails.filter((m) => m.to === email).map(parse);
const SUBJECT: Record<Locale, RegExp> = { en: /^Tomorrow: /, fr: /^Demain : /, es: /^Mañana: /, nl: /^Morgen: / };
const remindersTo = (email: string) => mailsTo(email).filter((m) => LOCALES.some((l) => SUBJECT[l].test(m.subject)));
const settle = () => new Promise((r) => setTimeout(r, 1000)); // 10 outbox polls of each instance

// ------------------------------------------------------------------------------------------------ bookings

const BOOKING = "reference status startsAt timezone allDay ticketsUrl";

async function paidBooking(date: string, locale: Locale = "en") {
  const email = `remind-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  const gql = stack.gql;
  const created = await gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id, ...HOHO, date, passengers: { adult: 2 } },
  });
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const details = await gql(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const started = await gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: ${locale}) { orderCode } }`, {
    id,
  });
  assert.equal(started.errors, undefined, JSON.stringify(started.errors));
  const paid = await stack.payOrder(started.data.startPayment.orderCode as string);
  const verified = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  await waitFor(() => mailsTo(email).length === 1);
  const b = (
    await gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { ${BOOKING} } }`, {
      r: verified.booking.reference,
      e: email,
    })
  ).data.myBooking;
  return {
    email,
    reference: verified.booking.reference as string,
    booking: b as { startsAt: string; timezone: string; allDay: boolean; ticketsUrl: string },
  };
}

/** A tour date with seats that no other test of this file uses (the reminders of a date are the date's bookings). */
let nextDay = 6;
function freshDate(): string {
  const date = dateWithSeats([HOHO.productId], nextDay);
  while (localDate(nextDay) <= date) nextDay++;
  return date;
}

/** Noon in Paris on the day before `date` (any city is past 09:00 then, and its tomorrow is `date`). */
const dayBefore = (date: string) => Date.parse(`${addDays(date, -1)}T12:00:00+01:00`);
const reminders = (at = 0) => stack.instances[at]!.payments.reminders;
const outboxRows = (email: string) =>
  stack.instances[0]!.payments.db.all("SELECT kind, status FROM api_outbox WHERE to_address = ? ORDER BY created_ms", [
    email,
  ]);

// ------------------------------------------------------------------------------------------------ tests

test("the reminder goes out once, in the booking's language, with meeting point, first departure, links and the day's alert", async () => {
  const date = freshDate();
  covered = [date];
  const bookings: ({ locale: Locale } & Awaited<ReturnType<typeof paidBooking>>)[] = [];
  for (const locale of LOCALES) bookings.push({ locale, ...(await paidBooking(date, locale)) });
  // Two days before: nothing yet.
  assert.equal((await reminders(0).enqueueDue(dayBefore(addDays(date, -1)))).enqueued, 0);
  // The day before, both instances at once, twice each: one reminder per booking.
  const runs = await Promise.all([0, 1, 0, 1].map((i) => reminders(i).enqueueDue(dayBefore(date))));
  assert.equal(
    runs.reduce((s, r) => s + r.enqueued, 0),
    LOCALES.length,
    JSON.stringify(runs),
  );
  assert.equal(runs[0]!.dates.paris, date);
  await waitFor(() => bookings.every((b) => remindersTo(b.email).length === 1));
  await settle();
  for (const b of bookings) {
    const l = b.locale;
    const sent = remindersTo(b.email);
    assert.equal(sent.length, 1, `${l}: one reminder`);
    const mail = sent[0]!;
    assert.match(mail.subject, SUBJECT[l], `${l}: ${mail.subject}`);
    assert.ok(mail.subject.includes(b.reference), `${l}: subject names the booking`);
    const ms = Date.parse(b.booking.startsAt);
    assert.ok(mail.text.includes(formatDate(ms, l, b.booking.timezone)), `${l}: the date in\n${mail.text}`);
    if (!b.booking.allDay) assert.ok(mail.text.includes(formatTime(ms, l, b.booking.timezone)), `${l}: the time`);
    assert.ok(mail.text.includes(MEETING[l]), `${l}: the meeting point in the booking's language`);
    assert.ok(mail.html.includes(MEETING[l].replace(/'/g, "&#39;")), `${l}: html meeting point`);
    assert.match(mail.text, /09:30/, `${l}: the first departure`);
    assert.ok(mail.text.includes(ALERT[l].title) && mail.text.includes(ALERT[l].line), `${l}: the alert of that date`);
    assert.ok(!mail.text.includes(OTHER_DAY_ALERT), `${l}: not an alert of another date`);
    assert.ok(mail.text.includes(b.booking.ticketsUrl), `${l}: the tickets link`);
    assert.ok(mail.html.includes(`href="${b.booking.ticketsUrl}"`), `${l}: the tickets link is a link`);
    const manage = new RegExp(`${stack.config.siteUrl.replace(/[.]/g, "\\.")}/${l}/[^\\s"]*${b.reference}`);
    assert.match(mail.text, manage, `${l}: the manage-booking link`);
    assert.match(mail.html, new RegExp(`<html lang="${l}"`));
    if (l === "fr") writeFileSync(join(tmpdir(), "reminder-fr.html"), mail.html);
  }
  // The tickets link opens the tickets.
  const pdf = await fetch(bookings[0]!.booking.ticketsUrl);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get("content-type"), "application/pdf");
  await pdf.arrayBuffer();
  // A later run and the scheduled job (lease: one of two instances runs) enqueue nothing more.
  assert.equal((await reminders(1).enqueueDue(dayBefore(date) + 3_600_000)).enqueued, 0);
  const scheduled = await Promise.all([reminders(0).runScheduled(), reminders(1).runScheduled()]);
  assert.equal(scheduled.filter((r) => r === null).length, 1, "one instance holds the period's lease");
  await settle();
  for (const b of bookings) assert.equal(remindersTo(b.email).length, 1, `${b.locale}: still one reminder`);
});

test("a product without a first departure: the reminder leaves the row out", async () => {
  const date = freshDate();
  cms.firstDeparture = null;
  try {
    const b = await paidBooking(date, "en");
    assert.equal((await reminders(0).remind(date)).enqueued, 1);
    await waitFor(() => remindersTo(b.email).length === 1);
    const mail = remindersTo(b.email)[0]!;
    assert.doesNotMatch(mail.text, /First departure/);
    assert.ok(mail.text.includes(MEETING.en));
  } finally {
    cms.firstDeparture = "09:30";
  }
});

test("no reminder for a booking cancelled since, whether before or after the reminder was queued", async () => {
  const date = freshDate();
  const early = await paidBooking(date);
  const late = await paidBooking(date);
  const cancel = (b: { reference: string; email: string }) =>
    stack.gql(`mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code } }`, {
      r: b.reference,
      e: b.email,
    });
  assert.equal((await cancel(early)).data.cancelBooking.code, "CANCELLED");
  // `late` is queued, then cancelled before its reminder goes out (the outboxes held meanwhile).
  for (const app of stack.instances) await app.payments.outbox.stop();
  try {
    const r = await reminders(0).enqueueDue(dayBefore(date));
    assert.equal(r.bookings, 1, "the cancelled booking is not a candidate");
    assert.equal((await cancel(late)).data.cancelBooking.code, "CANCELLED");
    await stack.instances[0]!.payments.outbox.drain();
  } finally {
    for (const app of stack.instances) app.payments.outbox.start();
  }
  await settle();
  assert.equal(remindersTo(early.email).length, 0);
  assert.equal(remindersTo(late.email).length, 0);
  assert.deepEqual(
    (await outboxRows(late.email)).map((r) => `${r.kind}:${r.status}`),
    ["confirmation:sent", "reminder:skipped", "booking-cancelled:sent"],
  );
});

test("a booking moved since: no reminder for the old date, one for the new date (also when it moved after being queued)", async () => {
  const date = freshDate();
  const b = await paidBooking(date, "nl");
  // Queued for the old date, then moved before it goes out.
  for (const app of stack.instances) await app.payments.outbox.stop();
  let moved: { date: string; booking: { reference: string; startsAt: string; timezone: string } } | undefined;
  try {
    assert.equal((await reminders(0).remind(date)).enqueued, 1);
    for (let d = 30; d < 45 && !moved; d++) {
      const q = await stack.gql(
        `query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: en) { ok date difference } }`,
        {
          input: { reference: b.reference, email: b.email, date: localDate(d) },
        },
      );
      if (!q.data.dateChangeQuote.ok || q.data.dateChangeQuote.difference !== 0) continue;
      const c = await stack.gql(
        `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: nl) { code booking { ${BOOKING} } } }`,
        {
          input: { reference: b.reference, email: b.email, date: q.data.dateChangeQuote.date },
        },
      );
      assert.equal(c.data.changeBookingDate.code, "CHANGED", JSON.stringify(c));
      moved = { date: q.data.dateChangeQuote.date as string, booking: c.data.changeBookingDate.booking };
    }
    assert.ok(moved, "a day to move to at the same price");
    await stack.instances[0]!.payments.outbox.drain();
  } finally {
    for (const app of stack.instances) app.payments.outbox.start();
  }
  await settle();
  assert.equal(remindersTo(b.email).length, 0, "no reminder for the date the booking left");
  assert.equal((await reminders(1).enqueueDue(dayBefore(date))).enqueued, 0, "the old date has nothing to remind");
  // The day before the new date: one reminder, with the new reference and date.
  const runs = await Promise.all([
    reminders(0).enqueueDue(dayBefore(moved.date)),
    reminders(1).enqueueDue(dayBefore(moved.date)),
  ]);
  assert.equal(runs[0]!.enqueued + runs[1]!.enqueued, 1);
  await waitFor(() => remindersTo(b.email).length === 1);
  await settle();
  const mail = remindersTo(b.email);
  assert.equal(mail.length, 1);
  assert.match(mail[0]!.subject, SUBJECT.nl);
  assert.ok(mail[0]!.subject.includes(moved.booking.reference), "the new reference");
  assert.notEqual(moved.booking.reference, b.reference);
  assert.ok(
    mail[0]!.text.includes(formatDate(Date.parse(moved.booking.startsAt), "nl", moved.booking.timezone)),
    "the new date",
  );
});

test("while the CMS cannot be read the reminder waits (never without the alerts), then goes out once", async () => {
  const date = freshDate();
  covered = [date];
  const b = await paidBooking(date, "es");
  cms.down = true;
  try {
    assert.equal((await reminders(0).remind(date)).enqueued, 1);
    await settle();
    assert.equal(remindersTo(b.email).length, 0);
    const rows = await outboxRows(b.email);
    assert.equal(rows.length, 2);
    assert.notEqual(rows[1]!.status, "sent", "the reminder waits for the CMS");
  } finally {
    cms.down = false;
  }
  await waitFor(() => remindersTo(b.email).length === 1, 15_000);
  assert.ok(remindersTo(b.email)[0]!.text.includes(ALERT.es.title));
});

test("the operator's command: `npm run reminders -- --date` queues and sends the date's reminders once", async () => {
  const date = freshDate();
  const b = await paidBooking(date, "fr");
  const env = {
    ...process.env,
    API_DATABASE_URL: stack.config.apiDatabaseUrl,
    SMTP_URL: stack.config.smtpUrl,
    CMS_URL: cms.url,
    SITE_URL: stack.config.siteUrl,
    OCTO_BASE_URL: stack.config.octoBaseUrl,
    OCTO_API_KEY: stack.config.octoApiKey,
    LOG_LEVEL: "silent",
    CMS_READ_TOKEN: "",
  };
  const run = () =>
    promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/remind.ts", "--date", date, "--city", "paris", "--json"],
      { env, cwd: join(import.meta.dirname, "..") },
    );
  const first = JSON.parse((await run()).stdout) as { enqueued: number; sent: number; pending: number };
  assert.equal(first.enqueued, 1, JSON.stringify(first));
  assert.equal(first.pending, 0);
  await waitFor(() => remindersTo(b.email).length === 1);
  const second = JSON.parse((await run()).stdout) as { enqueued: number };
  assert.equal(second.enqueued, 0);
  await settle();
  assert.equal(remindersTo(b.email).length, 1);
  assert.match(remindersTo(b.email)[0]!.subject, SUBJECT.fr);
});

test("the ticket e-mail names the service alert covering the tour's date, in four languages", async () => {
  const date = freshDate();
  nextDay += 3; // the alert runs from two days before to the day after
  const other = freshDate();
  covered = [date];
  for (const l of LOCALES) {
    const b = await paidBooking(date, l);
    const mail = mailsTo(b.email)[0]!;
    assert.ok(
      mail.text.includes(ALERT[l].title) && mail.text.includes(ALERT[l].line),
      `${l}: the alert in\n${mail.text}`,
    );
    assert.ok(mail.html.includes(ALERT[l].title), `${l}: html`);
    assert.ok(!mail.text.includes(OTHER_DAY_ALERT), `${l}: not another date's alert`);
  }
  const plain = await paidBooking(other, "en");
  assert.ok(!mailsTo(plain.email)[0]!.text.includes(ALERT.en.title), "no alert on a date it does not cover");
  cms.down = true;
  try {
    const b = await paidBooking(date, "en");
    assert.ok(
      !mailsTo(b.email)[0]!.text.includes(ALERT.en.title),
      "the CMS down: the tickets go out without the alert",
    );
  } finally {
    cms.down = false;
  }
});
