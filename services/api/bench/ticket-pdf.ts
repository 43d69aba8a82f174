/**
 * What downloads of an 80-seat booking's ticket PDF cost, before (rendered on every download, as
 * GET /api/tickets/<token>.pdf did) and after (PdfCache: rendered once per booking state). Prints, for each: the
 * time of one download, of 20 concurrent downloads, how many renderings they took, and the event-loop lag that a
 * 10 ms timer (another visitor's request) saw meanwhile (p50 / max).
 * Run: npx tsx bench/ticket-pdf.ts   (BENCH_DOWNLOADS, default 20; BENCH_SEATS, default 80)
 */
import { performance } from "node:perf_hooks";
import { renderTicketsPdf } from "../src/fulfilment/pdf.ts";
import { PdfCache } from "../src/fulfilment/pdf-cache.ts";
import type { TicketData } from "../src/fulfilment/tickets.ts";

const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 20);
const SEATS = Number(process.env.BENCH_SEATS ?? 80);

const ticket: TicketData = {
  reference: "BENCH80",
  orderReference: "ORDER80",
  operator: "City Sightseeing",
  city: "paris",
  cityName: "Paris",
  timezone: "Europe/Paris",
  productTitle: "Hop-on hop-off bus tour",
  optionTitle: "1-day ticket",
  start: "2026-12-01T00:00:00+01:00",
  end: null,
  allDay: true,
  passengers: [{ type: "ADULT", label: "Adult", count: SEATS }],
  items: Array.from({ length: SEATS }, (_, i) => ({
    type: "ADULT",
    label: "Adult",
    reference: `T${String(i).padStart(6, "0")}`,
    qr: `QR-BENCH80-${i}-${"x".repeat(24)}`,
  })),
  voucherQr: null,
  customerName: "Ada Lovelace",
  email: "ada@example.com",
  total: { amount: SEATS * 3000, currency: "EUR" },
  locale: "en",
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Event-loop lag seen by a 10 ms timer while `work` runs. */
async function withLag<T>(work: () => Promise<T>): Promise<{ result: T; lags: number[]; elapsed: number }> {
  const lags: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - last - 10));
    last = now;
  }, 10);
  const start = performance.now();
  const result = await work();
  const elapsed = performance.now() - start;
  clearInterval(timer);
  return { result, lags: lags.length ? lags : [0], elapsed };
}

async function run(label: string, download: () => Promise<Uint8Array>, renders: () => number) {
  const r0 = renders();
  const one = await withLag(download);
  const many = await withLag(() => Promise.all(Array.from({ length: DOWNLOADS }, download)));
  console.log(
    `${label}: one download ${ms(one.elapsed)} (${(one.result.byteLength / 1024).toFixed(0)} KB); ${DOWNLOADS} concurrent ${ms(many.elapsed)}; ` +
      `renderings ${renders() - r0}; event-loop lag p50 ${ms(pct(many.lags, 50))}, max ${ms(Math.max(...many.lags))}`,
  );
}

let uncached = 0;
await renderTicketsPdf(ticket); // warm-up (fonts, JIT)
await run(
  `before (rendered per download, ${SEATS} seats)`,
  () => {
    uncached++;
    return renderTicketsPdf(ticket);
  },
  () => uncached,
);
const cache = new PdfCache();
await run(
  `after (PdfCache, ${SEATS} seats)       `,
  () => cache.get(PdfCache.keyOf(ticket, null), () => renderTicketsPdf(ticket)),
  () => cache.renders,
);
await run(
  `after, cache warm                  `,
  () => cache.get(PdfCache.keyOf(ticket, null), () => renderTicketsPdf(ticket)),
  () => cache.renders,
);
