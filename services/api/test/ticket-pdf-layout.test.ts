/**
 * On the ticket PDF, a ticket label of two or three lines used to overlap the ticket code under it and
 * spill out of the card (label and code drawn at fixed offsets below the QR code, the card of fixed height). The
 * layout now wraps by measured widths and places each line below the previous one's measured box
 * (fulfilment/pdf-layout.ts). Checked on the layout function and on a rendered PDF's text positions.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { inflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { CARD, ticketCardLayout, wrapLines, type TextMetrics } from "../src/fulfilment/pdf-layout.ts";
import { renderTicketsPdf } from "../src/fulfilment/pdf.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";

const metrics = (size: number, ascent: number, descent: number): TextMetrics => ({
  size,
  ascent,
  descent,
  lineHeight: ascent + descent + 1,
});
const LABEL = metrics(10, 7.2, 2.1);
const CODE = metrics(8, 5.8, 1.7);

/** Vertical box of a line: [bottom, top]. */
const box = (baseline: number, m: TextMetrics): [number, number] => [baseline - m.descent, baseline + m.ascent];

test("wrapLines: words by measured width; a word too wide for a line is cut", () => {
  const width = (s: string) => s.length * 5;
  assert.deepEqual(wrapLines("Ticket 1 - Adult with fast track", width, 60), [
    "Ticket 1 -",
    "Adult with",
    "fast track",
  ]);
  assert.deepEqual(wrapLines("PAR-7F3K2-3-VERY-LONG", width, 50), ["PAR-7F3K2-", "3-VERY-LON", "G"]);
  assert.deepEqual(wrapLines("", width, 50), [""]);
  for (const line of wrapLines("Billet 3 - Senior (65+) avec un libellé très long sur trois lignes", width, 80))
    assert.ok(width(line) <= 80, line);
});

test("a card's lines never overlap: QR code, each label line, each ticket-code line, all inside the card", () => {
  for (const [labels, codes] of [
    [1, 1],
    [2, 1],
    [3, 2],
  ] as const) {
    const top = 500;
    const l = ticketCardLayout(top, labels, codes, LABEL, CODE);
    assert.equal(l.labelBaselines.length, labels);
    assert.equal(l.codeBaselines.length, codes);
    const boxes = [
      [l.qrY, l.qrY + CARD.qrSize] as [number, number],
      ...l.labelBaselines.map((b) => box(b, LABEL)),
      ...l.codeBaselines.map((b) => box(b, CODE)),
    ];
    for (let i = 1; i < boxes.length; i++)
      assert.ok(
        boxes[i]![1] <= boxes[i - 1]![0],
        `${labels}+${codes} lines: box ${i} ${JSON.stringify(boxes[i])} overlaps ${JSON.stringify(boxes[i - 1])}`,
      );
    assert.ok(boxes[0]![1] <= top, "the QR code inside the card's top");
    assert.ok(boxes[boxes.length - 1]![0] >= l.bottom, "the last line inside the card's bottom");
  }
  // The card grows with its text: a three-line label makes a taller card than a one-line one.
  const one = ticketCardLayout(0, 1, 1, LABEL, CODE);
  const three = ticketCardLayout(0, 3, 1, LABEL, CODE);
  assert.ok(three.top - three.bottom >= one.top - one.bottom + 2 * LABEL.lineHeight - 0.001);
});

/** Text drawn in a pdf-lib PDF with its position ("1 0 0 1 x y Tm" then "<hex> Tj") and its size, and the bordered rectangles. */
type DrawnText = { text: string; x: number; y: number; size: number };
function drawn(pdf: Uint8Array): { texts: DrawnText[]; rects: { x: number; y: number; w: number; h: number }[] }[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const pages: ReturnType<typeof drawn> = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
    } catch {
      continue;
    }
    if (!/Tj/.test(content)) continue;
    const texts: { text: string; x: number; y: number; size: number }[] = [];
    for (const t of content.matchAll(/\/\S+ ([\d.]+) Tf[\s\S]*?(-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push({
        size: Number(t[1]),
        x: Number(t[2]),
        y: Number(t[3]),
        text: Buffer.from(t[4]!, "hex").toString("latin1"),
      });
    }
    // pdf-lib draws a bordered rectangle as a path: "x y cm", then "0 0 m", "0 h l", "w h l", "w 0 l".
    const rects = [
      ...content.matchAll(
        /1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm\s+(?:1 0 0 1 0 0 cm\s+)*0 0 m\s+0 (-?[\d.]+) l\s+(-?[\d.]+) -?[\d.]+ l/g,
      ),
    ].map((r) => ({ x: Number(r[1]), y: Number(r[2]), w: Number(r[4]), h: Number(r[3]) }));
    pages.push({ texts, rects });
  }
  return pages;
}

const ticket = (labels: string[]): TicketData => ({
  reference: "PAR-7F3K2",
  orderReference: null,
  operator: "City Sightseeing",
  city: "paris",
  cityName: "Paris",
  timezone: "Europe/Paris",
  productTitle: "Hop-on hop-off bus tour",
  optionTitle: null,
  start: "2026-12-05T10:00:00+01:00",
  end: null,
  allDay: false,
  passengers: [{ type: "ADULT", label: "Adult", count: labels.length }],
  items: labels.map((label, i) => ({ type: "ADULT", label, reference: `PAR-7F3K2-${i + 1}`, qr: `qr-${i}` })),
  voucherQr: null,
  customerName: null,
  email: null,
  total: { amount: 0, currency: "EUR" },
  locale: "en",
});

test("the rendered PDF: a two- and a three-line label sit above their ticket code, and every card holds its text", async () => {
  const pdf = await renderTicketsPdf(
    ticket([
      "Adult (26-64 years) with fast track",
      "Senior (65 years and over) with fast track and the audio guide",
      "Child",
    ]),
  );
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const [page] = drawn(pdf);
  assert.ok(page, "a page with text");
  const cards = page.rects.filter((r) => Math.abs(r.w - ((595.28 - 80) / 3 - 8)) < 0.5);
  assert.equal(cards.length, 3, JSON.stringify(page.rects));
  for (let i = 0; i < 3; i++) {
    const card = cards[i]!;
    const inCard: DrawnText[] = page.texts.filter(
      (t: DrawnText) => t.x >= card.x && t.x <= card.x + card.w && t.y >= card.y - 20 && t.y <= card.y + card.h,
    );
    const labelLines: DrawnText[] = inCard.filter((t) => t.size === 10);
    const code = inCard.find((t) => t.size === 8 && t.text.startsWith("PAR-7F3K2-"))!;
    assert.ok(code, `card ${i + 1}: its ticket code`);
    assert.equal(
      labelLines
        .map((t) => t.text)
        .join(" ")
        .replace(/\s+/g, " ")
        .startsWith(`Ticket ${i + 1} - `),
      true,
      JSON.stringify(labelLines),
    );
    if (i < 2) assert.ok(labelLines.length >= 2, `card ${i + 1}: the long label wraps (${labelLines.length} line)`);
    const lowestLabel = Math.min(...labelLines.map((t) => t.y));
    // The label's lowest line, descenders included, stays above the code's capitals.
    const labelBottom = lowestLabel - (bold.heightAtSize(10) - bold.heightAtSize(10, { descender: false }));
    const codeTop = code.y + regular.heightAtSize(8, { descender: false });
    assert.ok(labelBottom > codeTop, `card ${i + 1}: label bottom ${labelBottom} above code top ${codeTop}`);
    // Nothing below the card's bottom edge, nothing wider than the card.
    assert.ok(
      code.y - (regular.heightAtSize(8) - regular.heightAtSize(8, { descender: false })) > card.y,
      `card ${i + 1}: the code inside the card`,
    );
    for (const t of labelLines)
      assert.ok(
        t.x + bold.widthOfTextAtSize(t.text, 10) <= card.x + card.w,
        `card ${i + 1}: "${t.text}" inside the card`,
      );
  }
});
