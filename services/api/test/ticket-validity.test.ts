/**
 * A 2-day ticket's days and its add-on's codes (docs/adr/0359): the confirmation e-mail (read back from a real SMTP
 * server), its PDF and the calendar file of a paid 2-day hop-on hop-off pass with an add-on say both days in the
 * booking's language; the calendar event spans both days; the add-on is valid on the same days; the PDF and the
 * e-mail list the bus tickets and the add-on's tickets in groups of their own, each with its instructions. Against the
 * real OCTO and payment sandboxes.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { BuiltInLocale as Locale } from "../../../domain/locales.ts";
import { validDaysText, validityText } from "../src/fulfilment/i18n.ts";
import { dateWithSeats } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { parseMail as parse } from "./mime.ts";
import { pdfText } from "./pdf-text.ts";

const PASS = { productId: HOHO.productId, optionId: "paris-hop-on-hop-off-2d" };
const ADDON = "paris-attraction-combo";
const LOCALES: readonly Locale[] = ["fr", "en", "es", "nl"];

/** The words each language shows, written out (not taken from the code under test). */
const WORDS: Record<Locale, { validity: string; bus: string; driver: string; entrance: (a: string) => string }> = {
  en: {
    validity: "Validity",
    bus: "Bus tickets",
    driver: "Show this code to the driver when you board.",
    entrance: (a) => `Show this code at the entrance of ${a}.`,
  },
  fr: {
    validity: "Validité",
    bus: "Billets de bus",
    driver: "Présentez ce code au chauffeur en montant dans le bus.",
    entrance: (a) => `Présentez ce code à l’entrée de l’attraction « ${a} ».`,
  },
  es: {
    validity: "Validez",
    bus: "Billetes de autobús",
    driver: "Muestre este código al conductor al subir al autobús.",
    entrance: (a) => `Muestre este código en la entrada de «${a}».`,
  },
  nl: {
    validity: "Geldigheid",
    bus: "Bustickets",
    driver: "Toon deze code aan de chauffeur wanneer u instapt.",
    entrance: (a) => `Toon deze code bij de ingang van ${a}.`,
  },
};

test("the days of a ticket in each language's short words, joined as the language joins a list", () => {
  const pass = { start: "2026-12-12T00:00:00+01:00", days: 2 };
  assert.equal(validityText(pass, "en"), "Valid Sat 12 Dec and Sun 13 Dec");
  assert.equal(validityText(pass, "fr"), "Valable les sam. 12 déc. et dim. 13 déc.");
  assert.equal(validityText(pass, "es"), "Válida los días sáb 12 dic y dom 13 dic");
  assert.equal(validityText(pass, "nl"), "Geldig op za 12 dec en zo 13 dec");
  // The city's wall date, whatever the offset: a Saturday in Paris is a Saturday.
  assert.equal(validDaysText({ start: "2026-12-12T23:30:00+01:00", days: 2 }, "en"), "Sat 12 Dec and Sun 13 Dec");
  assert.equal(
    validDaysText({ start: "2026-12-31T00:00:00+01:00", days: 3 }, "en"),
    "Thu 31 Dec, Fri 1 Jan and Sat 2 Jan",
  );
  assert.equal(validityText({ start: "2026-12-12T00:00:00+01:00" }, "en"), "Valid Sat 12 Dec");
});

let stack: PaymentStack;
before(async () => {
  stack = await startPaymentStack({ instances: 1, webhooks: false, config: { reminderIntervalMinutes: 0 } });
});
after(async () => {
  await stack?.close();
});

const mailsTo = (email: string) => stack.mails.filter((m) => m.to === email).map(parse);
const ok = async (query: string, variables: Record<string, unknown>) => {
  const r = await stack.gql(query, variables);
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data;
};

async function paidPassWithAddon(date: string, locale: Locale) {
  const email = `validity-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  await ok(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id, ...PASS, date, passengers: { adult: 2 } },
  });
  const cart = (
    await ok(
      `mutation($input: UpsellInput!) { addUpsell(input: $input, locale: ${locale}) { upsells { productId title added } } }`,
      { input: { id, productId: ADDON } },
    )
  ).addUpsell;
  const addon = cart.upsells.find((u: any) => u.productId === ADDON);
  assert.ok(addon?.added, JSON.stringify(cart));
  await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  const started = await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: ${locale}) { orderCode } }`, { id });
  const verified = await stack.verifyReturn((await stack.payOrder(started.startPayment.orderCode)).redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  await waitFor(() => mailsTo(email).length === 1);
  const b = (
    await ok(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { calendarUrl validDates } }`, {
      r: verified.booking.reference,
      e: email,
    })
  ).myBooking;
  return {
    email,
    addonTitle: addon.title as string,
    mail: mailsTo(email)[0]!,
    calendarUrl: b.calendarUrl as string,
    validDates: b.validDates as string[],
  };
}

const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const unescape = (v: string) => v.replace(/\\n/g, "\n").replace(/\\([,;\\])/g, "$1");
const compact = (date: string) => date.replace(/-/g, "");
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const unHtml = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("a 2-day pass with an add-on: e-mail, PDF and calendar say both days; the add-on's codes stand apart", async () => {
  const date = dateWithSeats([PASS.productId, ADDON], 6);
  const pass = { start: `${date}T00:00:00`, days: 2 };
  for (const locale of LOCALES) {
    const w = WORDS[locale];
    const b = await paidPassWithAddon(date, locale);
    // The confirmation page's and manage booking's answer: both days, the city's dates.
    assert.deepEqual(b.validDates, [date, plusDays(date, 1)], `${locale} ConfirmedBooking.validDates`);
    const days = validDaysText(pass, locale);
    const addonValid = validityText(pass, locale);

    // The e-mail's text: the pass's days, then the two groups of tickets, bus first, each with its instructions.
    const text = b.mail.text.replace(/\r\n/g, "\n");
    assert.ok(text.includes(`${w.validity}: ${days}`), `${locale} e-mail: the days\n${text}`);
    const bus = text.indexOf(`${w.bus}\n${w.driver}`);
    const addon = text.indexOf(`${b.addonTitle}\n${addonValid}\n${w.entrance(b.addonTitle)}`);
    assert.ok(bus > 0, `${locale} e-mail: the bus tickets' group\n${text}`);
    assert.ok(addon > bus, `${locale} e-mail: the add-on's group, valid on both days, after the bus tickets\n${text}`);
    // Two bus tickets in the bus group, the add-on's two in its own.
    const busBlock = text.slice(bus, addon);
    const addonBlock = text.slice(addon, text.indexOf("\n\n", addon));
    assert.equal(
      busBlock.match(/^.+ 1 - .+: \S+$|^.+ 2 - .+: \S+$/gm)?.length,
      2,
      `${locale} bus tickets\n${busBlock}`,
    );
    assert.equal(addonBlock.match(/^.+ [12] - .+: \S+$/gm)?.length, 2, `${locale} add-on tickets\n${addonBlock}`);
    const html = unHtml(b.mail.html);
    assert.match(html, /<section data-tickets="bus"/, `${locale} e-mail HTML: bus group`);
    assert.ok(html.includes(w.entrance(b.addonTitle)), `${locale} e-mail HTML: the add-on's instructions`);
    assert.ok(html.includes(days), `${locale} e-mail HTML: the days`);

    // The PDF: the days, the bus heading and instructions, then the add-on's heading, validity and instructions.
    const pdf = pdfText(b.mail.attachments.find((a) => a.type === "application/pdf")!.content);
    assert.ok(pdf.includes(`${w.validity}\n${days}\n`), `${locale} PDF: the days\n${pdf}`);
    const pdfBus = pdf.indexOf(`${w.bus}\n${w.driver}`);
    const pdfAddon = pdf.indexOf(`${b.addonTitle}\n${addonValid}\n${w.entrance(b.addonTitle)}`);
    assert.ok(pdfBus > 0 && pdfAddon > pdfBus, `${locale} PDF: two groups, bus first\n${pdf}`);
    const pdfCards = (s: string) => s.match(/^.+ \d - .+$/gm)?.length ?? 0;
    assert.equal(pdfCards(pdf.slice(pdfBus, pdfAddon)), 2, `${locale} PDF: the bus group's cards`);
    assert.equal(pdfCards(pdf.slice(pdfAddon)), 2, `${locale} PDF: the add-on's cards`);

    // The calendar file: one all-day event over both days (DTEND exclusive), the days and the add-on's validity.
    const ics = await fetch(`${stack.urls[0]}${new URL(b.calendarUrl).pathname}`);
    assert.equal(ics.status, 200);
    const lines = icsLines(await ics.text());
    assert.ok(lines.includes(`DTSTART;VALUE=DATE:${compact(date)}`), `${locale} DTSTART\n${lines.join("\n")}`);
    assert.ok(lines.includes(`DTEND;VALUE=DATE:${compact(plusDays(date, 2))}`), `${locale} DTEND\n${lines.join("\n")}`);
    const description = unescape(lines.find((l) => l.startsWith("DESCRIPTION:"))!.slice("DESCRIPTION:".length));
    assert.ok(description.includes(`${w.validity}: ${days}`), `${locale} DESCRIPTION: the days\n${description}`);
    assert.ok(description.includes(addonValid), `${locale} DESCRIPTION: the add-on's days\n${description}`);
  }
});

test("a 1-day pass: the calendar event is one day and no validity row is added", async () => {
  const date = dateWithSeats([HOHO.productId], 9);
  const email = `validity-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  await ok(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id, ...HOHO, date, passengers: { adult: 1 } },
  });
  await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  const started = await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode } }`, { id });
  const verified = await stack.verifyReturn((await stack.payOrder(started.startPayment.orderCode)).redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  await waitFor(() => mailsTo(email).length === 1);
  const mail = mailsTo(email)[0]!;
  mail.text = mail.text.replace(/\r\n/g, "\n");
  assert.ok(!mail.text.includes("Validity"), mail.text);
  assert.ok(mail.text.includes(`Bus tickets\n${WORDS.en.driver}`), mail.text);
  const b = (
    await ok(`query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { calendarUrl validDates } }`, {
      r: verified.booking.reference,
      e: email,
    })
  ).myBooking;
  assert.deepEqual(b.validDates, [date]);
  const lines = icsLines(await (await fetch(`${stack.urls[0]}${new URL(b.calendarUrl).pathname}`)).text());
  assert.ok(lines.includes(`DTSTART;VALUE=DATE:${compact(date)}`), lines.join("\n"));
  assert.ok(lines.includes(`DTEND;VALUE=DATE:${compact(plusDays(date, 1))}`), lines.join("\n"));
});
