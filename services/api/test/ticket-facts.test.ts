/**
 * 7, "facts a traveller plans with": the ticket e-mail, its PDF and the booking's calendar file show the
 * product's meeting point, first and last departure, frequency and loop duration in the booking's language (times
 * and durations by the kernel's formatters), and the calendar event's LOCATION is the meeting point with its city
 * (it was only "Paris"). Against the real OCTO and payment sandboxes and a real SMTP server; the CMS is a small HTTP
 * server speaking Payload's REST answers for `products` and `service-alerts`, as in reminders.test.ts (the payment
 * stack has no Payload; the CMS's own tests cover the fields and the seed, tests/e2e the product page).
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { BuiltInLocale as Locale } from "../../../domain/locales.ts";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { parseMail as parse } from "./mime.ts";
import { pdfText } from "./pdf-text.ts";
import { startFakeCms, type FakeCms } from "./fake-cms.ts";

const LOCALES: readonly Locale[] = ["fr", "en", "es", "nl"];
const MEETING: Record<Locale, string> = {
  fr: "Arrêt Tour Eiffel, 5 avenue Anatole France, 75007 Paris",
  en: "Eiffel Tower stop, 5 avenue Anatole France, 75007 Paris",
  es: "Parada Torre Eiffel, 5 avenue Anatole France, 75007 Paris",
  nl: "Halte Eiffeltoren, 5 avenue Anatole France",
};
/** What each language shows: labels of the fulfilment texts, values by domain/format.ts. */
const EXPECTED: Record<Locale, [string, string][]> = {
  fr: [
    ["Point de rendez-vous", MEETING.fr],
    ["Premier départ", "09:00"],
    ["Dernier départ", "17:00"],
    ["Fréquence", "Toutes les 20 minutes"],
    ["Durée du circuit", "2 heures"],
  ],
  en: [
    ["Meeting point", MEETING.en],
    ["First departure", "09:00"],
    ["Last departure", "17:00"],
    ["Frequency", "Every 20 minutes"],
    ["Loop duration", "2 hours"],
  ],
  es: [
    ["Punto de encuentro", MEETING.es],
    ["Primera salida", "09:00"],
    ["Última salida", "17:00"],
    ["Frecuencia", "Cada 20 minutos"],
    ["Duración del recorrido", "2 horas"],
  ],
  nl: [
    ["Verzamelpunt", MEETING.nl],
    ["Eerste vertrek", "09:00"],
    ["Laatste vertrek", "17:00"],
    ["Frequentie", "Elke 20 minuten"],
    ["Duur van de rondrit", "2 uur"],
  ],
};

let stack: PaymentStack;
let cms: FakeCms;

const startCms = () =>
  startFakeCms((collection, query, locale) => {
    if (collection === "products" && query.get("where[productId][equals]") === HOHO.productId) {
      return [
        {
          id: 1,
          productId: HOHO.productId,
          city: "paris",
          meetingPoint: MEETING[locale as Locale],
          firstDeparture: "09:00",
          lastDeparture: "17:00",
          frequencyMinutes: 20,
          frequencyText: null,
          loopMinutes: 120,
        },
      ];
    }
    return collection === "products" || collection === "service-alerts" ? [] : null;
  });

before(async () => {
  cms = await startCms();
  stack = await startPaymentStack({
    instances: 1,
    webhooks: false,
    config: { cmsUrl: cms.url, cmsTimeoutMs: 2000, reminderIntervalMinutes: 0 },
  });
});
after(async () => {
  await stack?.close();
  cms?.server.close();
});

const mailsTo = (email: string) => stack.mails.filter((m) => m.to === email).map(parse);

async function paidBooking(date: string, locale: Locale) {
  const email = `facts-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  const gql = stack.gql;
  const created = await gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id, ...HOHO, date, passengers: { adult: 1 } },
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
    await gql(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { ticketsUrl calendarUrl } }`, {
      r: verified.booking.reference,
      e: email,
    })
  ).data.myBooking;
  return {
    email,
    reference: verified.booking.reference as string,
    mail: mailsTo(email)[0]!,
    ticketsUrl: b.ticketsUrl as string,
    calendarUrl: b.calendarUrl as string,
  };
}

/** The calendar file's lines, unfolded (RFC 5545 3.1), with its text values unescaped. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const unescape = (v: string) => v.replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");
const download = (url: string) => fetch(`${stack.urls[0]}${new URL(url).pathname}`);

test("the ticket e-mail, its PDF and the calendar file show meeting point and timetable in the booking's language", async () => {
  const date = dateWithSeats([HOHO.productId], 8);
  for (const locale of LOCALES) {
    const b = await paidBooking(date, locale);
    const html = b.mail.html.replace(/&#39;/g, "'");
    const pdf = pdfText(b.mail.attachments.find((a) => a.type === "application/pdf")!.content);
    for (const [label, value] of EXPECTED[locale]) {
      assert.ok(
        b.mail.text.includes(`${label}: ${value}`),
        `${locale} e-mail text: "${label}: ${value}"\n${b.mail.text}`,
      );
      assert.match(
        html,
        new RegExp(`>${label}</th>\\s*<td[^>]*>${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</td>`),
        `${locale} e-mail HTML: ${label}`,
      );
      assert.ok(pdf.includes(`${label}\n`) && pdf.includes(value), `${locale} PDF: ${label} ${value}\n${pdf}`);
    }
    // The downloaded PDF says the same as the attached one.
    const downloaded = await download(b.ticketsUrl);
    assert.equal(downloaded.status, 200);
    const downloadedText = pdfText(Buffer.from(await downloaded.arrayBuffer()));
    for (const [, value] of EXPECTED[locale])
      assert.ok(downloadedText.includes(value), `${locale} downloaded PDF: ${value}`);

    const ics = await download(b.calendarUrl);
    assert.equal(ics.status, 200);
    const lines = icsLines(await ics.text());
    const location = unescape(lines.find((l) => l.startsWith("LOCATION:"))!.slice("LOCATION:".length));
    // The meeting point with its city: this Dutch one names no city, so the city's Dutch name is added.
    assert.equal(location, locale === "nl" ? `${MEETING.nl}, Parijs` : MEETING[locale], `${locale} LOCATION`);
    const description = unescape(lines.find((l) => l.startsWith("DESCRIPTION:"))!.slice("DESCRIPTION:".length));
    for (const [label, value] of EXPECTED[locale])
      assert.ok(description.includes(`${label}: ${value}`), `${locale} DESCRIPTION: ${label}\n${description}`);
  }
});

test("after a change of date, the new tickets' PDF and the e-mail show the meeting point and timetable too", async () => {
  const b = await paidBooking(dateWithSeats([HOHO.productId], 8), "fr");
  const q = await stack.quotableDay(b, 12);
  assert.equal(q.difference, 0, JSON.stringify(q));
  const c = (
    await stack.gql(`mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: fr) { code } }`, {
      input: { reference: b.reference, email: b.email, date: q.date },
    })
  ).data.changeBookingDate;
  assert.equal(c.code, "CHANGED", JSON.stringify(c));
  await waitFor(() => mailsTo(b.email).length === 2);
  const pdf = pdfText(mailsTo(b.email)[1]!.attachments.find((a) => a.type === "application/pdf")!.content);
  for (const [label, value] of EXPECTED.fr)
    assert.ok(pdf.includes(`${label}\n`) && pdf.includes(value), `fr PDF after the change: ${label} ${value}\n${pdf}`);
  // The date-change e-mail itself says where to go on the new date.
  const text = mailsTo(b.email)[1]!.text;
  assert.ok(text.includes(`Point de rendez-vous: ${MEETING.fr}`), `fr date-change e-mail: the meeting point\n${text}`);
});

test("with the CMS unreadable the tickets still go out and download, without the timetable; LOCATION is the city", async () => {
  const date = dateWithSeats([HOHO.productId], 9);
  cms.down = true;
  try {
    const b = await paidBooking(date, "en");
    assert.ok(!b.mail.text.includes("Meeting point"), b.mail.text);
    const ics = await download(b.calendarUrl);
    const lines = icsLines(await ics.text());
    assert.equal(
      lines.find((l) => l.startsWith("LOCATION:")),
      "LOCATION:Paris",
    );
  } finally {
    cms.down = false;
  }
});
