/** Dutch and French e-mails, the French PDF and the calendar files name the city in the booking's language ("Londres", not "London"). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { renderIcs } from "../src/fulfilment/ics.ts";
import { renderTicketsPdf } from "../src/fulfilment/pdf.ts";
import { confirmationMail } from "../src/fulfilment/mail.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";
import type { Locale } from "../src/locale.ts";
import { pdfText } from "./pdf-text.ts";

const ticket = (city: string, cityName: string, locale: Locale) =>
  ({
    reference: "R1",
    orderReference: null,
    operator: "Sightseeing",
    city,
    cityName,
    timezone: "Europe/London",
    productTitle: "Hop-on hop-off",
    optionTitle: null,
    start: "2027-01-08T00:00:00+00:00",
    end: null,
    allDay: true,
    passengers: [{ type: "ADULT", label: "Adult", count: 1 }],
    items: [{ type: "ADULT", label: "Adult", reference: "R1-1", qr: "R1-1" }],
    voucherQr: null,
    customerName: null,
    email: null,
    total: { amount: 3200, currency: "GBP" },
    locale,
  }) as TicketData;

test("the French PDF and calendar file say Londres; the Dutch e-mail says Brussel", async () => {
  const pdf = pdfText(await renderTicketsPdf(ticket("london", "London", "fr")));
  assert.ok(pdf.includes("Londres"), pdf);
  assert.ok(!pdf.includes("London"), pdf);
  const ics = renderIcs(ticket("london", "London", "fr"), { now: Date.UTC(2026, 0, 1) });
  assert.match(ics, /SUMMARY:.*Londres/);
  const mail = confirmationMail(ticket("brussels", "Brussels", "nl"), new Uint8Array([37, 80, 68, 70]), {
    kind: "confirmation",
    to: "a@example.com",
    locale: "nl",
    supportEmail: "help@example.com",
    messageId: "<m@x>",
  });
  assert.ok(mail.text.includes("Brussel") && !mail.text.includes("Brussels"), mail.text);
});
