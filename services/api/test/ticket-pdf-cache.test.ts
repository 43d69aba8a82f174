/**
 * Issue 24.5: a ticket PDF costs its CPU once. On the paying stack: a confirmed 40-seat booking's PDF downloaded
 * again and again (one after the other and 8 at once) is rendered once for this booking state; another state (other
 * ticket data, another brand) is another PDF. Renderings are counted where pdf-lib starts a document, so the test
 * does not depend on how the web server avoids them.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { PdfCache } from "../src/fulfilment/pdf-cache.ts";

let s: PaymentStack;
let renders = 0;
const create = PDFDocument.create.bind(PDFDocument);

before(async () => {
  PDFDocument.create = ((...args: Parameters<typeof PDFDocument.create>) => {
    renders++;
    return create(...args);
  }) as typeof PDFDocument.create;
  s = await startPaymentStack({ config: { maxSeatsPerCart: 80 } });
});
after(async () => {
  PDFDocument.create = create;
  await s?.close();
});

test("repeated downloads of a 40-seat booking's PDF render it once", async () => {
  const buyer = `group.${Date.now()}@example.com`;
  const { orderCode } = await s.cartWithPayment(buyer, { passengers: { adult: 30, child: 10 } });
  const paid = await s.payOrder(orderCode);
  const outcome = await s.verifyReturn(paid.redirectUrl);
  assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
  await waitFor(() => s.mails.some((m) => m.to === buyer)); // the e-mail's own PDF is rendered by then
  const url = outcome.booking.ticketsUrl as string;
  assert.match(url, /\.pdf$/);

  const download = async () => {
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/pdf");
    return Buffer.from(await res.arrayBuffer());
  };
  const before = renders;
  const first = await download();
  assert.ok(first.subarray(0, 5).toString() === "%PDF-");
  for (let i = 0; i < 4; i++) assert.ok((await download()).equals(first), "the same PDF every time");
  const together = await Promise.all(Array.from({ length: 8 }, download));
  assert.ok(together.every((pdf) => pdf.equals(first)));
  assert.equal(renders - before, 1, `${renders - before} renderings for 13 downloads`);
});

test("the cache key is the booking state: other ticket data, language or logo is another PDF; the cache is bounded", async () => {
  const ticket = { reference: "ABC123", locale: "en", passengers: [{ type: "ADULT", count: 2 }] } as unknown as Parameters<typeof PdfCache.keyOf>[0];
  const key = PdfCache.keyOf(ticket, null);
  assert.equal(PdfCache.keyOf({ ...ticket }, null), key);
  assert.notEqual(PdfCache.keyOf({ ...ticket, startsAt: "2026-12-02T10:00:00+01:00" } as typeof ticket, null), key);
  assert.notEqual(PdfCache.keyOf({ ...ticket, locale: "fr" } as typeof ticket, null), key);
  assert.notEqual(PdfCache.keyOf(ticket, { bytes: new Uint8Array([1, 2, 3]), mimeType: "image/png" }), key);

  const cache = new PdfCache({ maxEntries: 2, maxBytes: 10 });
  const pdf = (n: number) => async () => new Uint8Array(n);
  await cache.get("a", pdf(4));
  await cache.get("b", pdf(4));
  await cache.get("a", pdf(4)); // a is now the most recent
  await cache.get("c", pdf(4)); // 12 bytes > 10: b, the least recent, goes
  assert.equal(cache.size, 2);
  assert.equal(cache.renders, 3);
  await cache.get("a", pdf(4));
  assert.equal(cache.renders, 3, "a was kept");
  await cache.get("b", pdf(4));
  assert.equal(cache.renders, 4, "b was dropped");
});
