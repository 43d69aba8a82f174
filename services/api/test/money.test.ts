/**
 * One money formatter: the same amount reads the same on a site page (domain/money.ts formatMoney, the site's formatPrice), in the ticket
 * PDF and in the confirmation e-mail, in every language and for both currencies (spec "Price").
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { BUILT_IN_LOCALES as LOCALES, type BuiltInLocale as Locale } from "../../../domain/locales.ts";
import { formatMoney as formatPrice } from "../../../domain/money.ts";
import { formatDate, formatTime } from "../../../domain/format.ts";
import { formatDeadline } from "../../../domain/free-cancellation.ts";
import { renderTicketsPdf } from "../src/fulfilment/pdf.ts";
import { confirmationMail } from "../src/fulfilment/mail.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";
import { pdfText } from "./pdf-text.ts";

const ticket = (locale: Locale, amount: number, currency: string): TicketData => ({
  reference: "REF-42",
  orderReference: null,
  operator: "Sightseeing Tours",
  city: "paris",
  cityName: "Paris",
  timezone: "Europe/Paris",
  productTitle: "Hop-on Hop-off",
  optionTitle: null,
  start: "2026-07-14T10:00:00+02:00",
  end: null,
  allDay: true,
  passengers: [{ type: "ADULT", label: "Adult", count: 2 }],
  items: [{ type: "ADULT", label: "Adult", reference: "T1", qr: "QR1" }],
  voucherQr: null,
  customerName: "Ada",
  email: "ada@example.com",
  total: { amount, currency },
  locale,
});

const CASES = [
  // The symbol where each language writes it (docs/adr/0357): after the amount in French and Spanish, before it in Dutch.
  {
    amount: 123456,
    currency: "EUR",
    en: "1234.56\u00a0€",
    fr: "1234,56\u00a0€",
    es: "1234,56\u00a0€",
    nl: "€\u00a01234,56",
  },
  { amount: 2880, currency: "GBP", en: "£28.80", fr: "28,80\u00a0£", es: "28,80\u00a0£", nl: "£\u00a028,80" },
] as const;

for (const locale of LOCALES) {
  for (const c of CASES) {
    test(`${c.amount} ${c.currency} in ${locale}: page, ticket PDF and e-mail agree`, async () => {
      const onPage = formatPrice(c.amount, { value: c.currency }, locale);
      assert.equal(onPage, c[locale], "the spec's format on the page");
      const t = ticket(locale, c.amount, c.currency);
      const pdf = await renderTicketsPdf(t);
      assert.ok(pdfText(pdf).split("\n").includes(onPage), `PDF shows ${JSON.stringify(onPage)}`);
      const mail = confirmationMail(t, pdf, {
        kind: "confirmation",
        to: "ada@example.com",
        locale,
        supportEmail: "care@example.com",
        messageId: "<m@x>",
      });
      assert.ok(
        mail.text.split("\n").some((line) => line.endsWith(`: ${onPage}`)),
        "plain-text e-mail",
      );
      assert.ok(mail.html.includes(`>${onPage}</td>`), "HTML e-mail");
    });
  }
}

// The e-mail and the ticket PDF write dates and times with the kernel's formatters, as the success
// page and manage booking do (domain/format.ts): "Tuesday 14 July 2026", "10:00", "… at 10:00", never "12:00 AM".
for (const locale of LOCALES) {
  test(`${locale}: the e-mail and the PDF write the tour's date, time and cancellation deadline as the site does`, async () => {
    const t = { ...ticket(locale, 2880, "EUR"), allDay: false, start: "2026-07-14T10:00:00+02:00" };
    const date = formatDate(t.start, locale, t.timezone);
    // The deadline as every surface writes it ("Wed 6 Jan, 23:59" in the city's time, ADR 0354): 24 hours before.
    const deadline = formatDeadline(Date.parse(t.start) - 86_400_000, locale, t.timezone);
    const pdf = await renderTicketsPdf(t);
    const pdfLines = pdfText(pdf);
    assert.ok(pdfLines.includes(date), `PDF shows ${date}`);
    assert.ok(pdfLines.includes(deadline), `PDF shows ${deadline}`);
    const mail = confirmationMail(t, pdf, {
      kind: "confirmation",
      to: "ada@example.com",
      locale,
      supportEmail: "care@example.com",
      messageId: "<m@x>",
    });
    assert.ok(mail.text.includes(`: ${date}`), `e-mail shows ${date}`);
    assert.ok(mail.text.includes(`: ${formatTime(t.start, locale, t.timezone)}`), "e-mail shows 10:00");
    assert.ok(mail.text.includes(deadline), `e-mail shows ${deadline}`);
    if (locale === "en") assert.ok(mail.text.includes("Mon 13 Jul, 10:00"), "British, 24-hour");
  });
}
