/**
 * An editor's text cannot add lines to a customer's calendar file (ADR 0343): every value of renderIcs is escaped
 * (line breaks of every kind as `\n`, control characters dropped) and folded; parameter values keep only their own
 * characters. A line that starts a property must come from the renderer, never from the CMS's text.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { renderIcs } from "../src/fulfilment/ics.ts";

const INJECT =
  "\r\nATTENDEE:mailto:evil@example.com\rX-EVIL:1\nURL:https://evil.example\u2028ORGANIZER:x\u0085BEGIN:VALARM\u0000";

test("CR, LF, CRLF, NEL, LS and PS in editors' texts never start a line; control characters are dropped", () => {
  const ics = renderIcs(
    {
      reference: "REF1",
      orderReference: null,
      operator: `Tours${INJECT}`,
      city: "paris",
      cityName: `Paris${INJECT}`,
      timezone: "Europe/Paris",
      productTitle: `Paris by Night${INJECT}`,
      optionTitle: `Evening${INJECT}`,
      start: "2026-07-14T21:30:00+02:00",
      end: "2026-07-14T23:00:00+02:00",
      allDay: false,
      passengers: [{ type: "ADULT", label: `Adult${INJECT}`, count: 2 }],
      items: [],
      voucherQr: null,
      customerName: null,
      email: null,
      total: { amount: 0, currency: "EUR" },
      locale: "en",
    },
    { now: Date.UTC(2026, 0, 1) },
  );
  const lines = ics.split("\r\n");
  // eslint-disable-next-line no-control-regex -- NUL is what the test looks for
  assert.ok(!/[\r\n\u0085\u2028\u2029\u0000]/.test(lines.join("")), "no raw line break or NUL inside a line");
  const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
  for (const name of ["ATTENDEE", "X-EVIL", "ORGANIZER", "BEGIN:VALARM"]) {
    assert.ok(!unfolded.some((l) => l.startsWith(name)), `${name} never starts a line`);
  }
  assert.equal(unfolded.filter((l) => l.startsWith("URL:")).length, 0);
  assert.ok(
    unfolded.some((l) => l.startsWith("SUMMARY:") && l.includes("\\nATTENDEE:mailto:evil@example.com\\nX-EVIL:1")),
    "kept, escaped, as text",
  );
  assert.ok(
    unfolded.every((l) => !l.startsWith("DTSTART;") || /^DTSTART;TZID=[A-Za-z0-9/_+-]+:\d{8}T\d{6}$/.test(l)),
    "TZID keeps only a zone's characters",
  );
  assert.ok(
    lines.every((l) => Buffer.byteLength(l) <= 75),
    "folded",
  );
});
