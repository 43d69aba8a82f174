/**
 * The passenger line of the e-mails, the PDF and the calendar file, in each language: the multiplication sign, the
 * singular for one ("1 × adulte", never "1 x Adultes"), and French prices with the symbol after the amount
 * ("32,00 £", docs/adr/0357).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { renderIcs } from "../src/fulfilment/ics.ts";
import { renderTicketsPdf } from "../src/fulfilment/pdf.ts";
import { confirmationMail } from "../src/fulfilment/mail.ts";
import { countText } from "../src/fulfilment/passenger-count.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";
import type { Locale } from "../src/locale.ts";
import { pdfText } from "./pdf-text.ts";

const ticket = (locale: Locale) =>
  ({
    reference: "R1",
    orderReference: null,
    operator: "Sightseeing",
    city: "london",
    cityName: "London",
    timezone: "Europe/London",
    productTitle: "Hop-on hop-off",
    optionTitle: null,
    start: "2027-01-08T00:00:00+00:00",
    end: null,
    allDay: true,
    passengers: [
      { type: "ADULT", label: "Adulte", count: 1 },
      { type: "CHILD", label: "Enfant", count: 2 },
    ],
    items: [
      { type: "ADULT", label: "Adulte", reference: "R1-1", qr: "R1-1" },
      { type: "CHILD", label: "Enfant", reference: "R1-2", qr: "R1-2" },
      { type: "CHILD", label: "Enfant", reference: "R1-3", qr: "R1-3" },
    ],
    voucherQr: null,
    customerName: null,
    email: null,
    total: { amount: 3200, currency: "GBP" },
    locale,
  }) as TicketData;

const mailOf = (locale: Locale) =>
  confirmationMail(ticket(locale), new Uint8Array([37, 80, 68, 70]), {
    kind: "confirmation",
    to: "a@example.com",
    locale,
    supportEmail: "help@example.com",
    messageId: "<m@x>",
  }).text.replace(/\u00a0/g, " ");

const EXPECTED: Record<Locale, string> = {
  fr: "1 × adulte, 2 × enfants",
  en: "1 × Adult, 2 × Children",
  es: "1 × adulto, 2 × niños",
  nl: "1 × volwassene, 2 × kinderen",
};

for (const locale of ["fr", "en", "es", "nl"] as const) {
  test(`the ${locale} e-mail, PDF and calendar file write "${EXPECTED[locale]}"`, async () => {
    const mail = mailOf(locale);
    assert.ok(mail.includes(EXPECTED[locale]), mail);
    assert.doesNotMatch(mail, /\d x /);
    const pdf = pdfText(await renderTicketsPdf(ticket(locale))).replace(/\u00a0/g, " ");
    assert.ok(pdf.includes(EXPECTED[locale]), pdf);
    const ics = renderIcs(ticket(locale), { now: Date.UTC(2026, 0, 1) })
      .replace(/\r\n /g, "")
      .replace(/\\,/g, ",")
      .replace(/\u00a0/g, " ");
    assert.ok(ics.includes(EXPECTED[locale]), ics);
  });
}

test("French writes pounds after the amount with a no-break space; an unknown type keeps the supplier's label", () => {
  assert.ok(mailOf("fr").includes("32,00 £"), mailOf("fr"));
  assert.equal(countText(3, "MILITARY", "Militaire", "fr"), "3\u00a0× Militaire");
  assert.equal(countText(1, "FAMILY", null, "fr"), "1\u00a0× pass famille");
});

test("the server's count words are the site's (checkout.count.* of the four catalogues), for every unit type", async () => {
  const { readFileSync } = await import("node:fs");
  const { UNIT_TYPES } = await import("../src/booking/passengers.ts");
  for (const locale of ["fr", "en", "es", "nl"] as const) {
    const catalogue = JSON.parse(
      readFileSync(new URL(`../../../src/i18n/messages/${locale}/common.json`, import.meta.url), "utf8"),
    ) as Record<string, string>;
    for (const type of UNIT_TYPES) {
      for (const count of [1, 2]) {
        const key = `checkout.count.${type}${count === 1 ? "_one" : ""}`;
        const site = catalogue[key]?.replace("{{count}}", String(count));
        assert.equal(countText(count, type, null, locale), site, `${locale} ${key}`);
      }
    }
  }
});
