/**
 * `npx tsx scripts/bench-cms-reads.ts`: anonymous reads against the CMS of the running stack (a benchmark that
 * prints figures, not a timed test). BENCH_ROUNDS (5) rounds, 2 s apart; in each, BENCH_CONCURRENT (10) of the
 * heaviest reads an anonymous client may ask start at once from one address (BENCH_SPREAD=1: from ten) (REST pages of 100 documents, depth 2, every locale, of
 * articles, products and pages; the GraphQL equivalent), and 100 ms later another client reads what a visitor's page
 * needs (`GET /api/cities?limit=10`, each time from another address) and the web server reads with its token (GraphQL Cities, as it does). Printed:
 * the heavy reads' times and statuses, and the other reads' latency (median, p95, max). Target: the other reads under
 * 1 s. `BENCH_CMS_URL` overrides the CMS's address; `CMS_READ_TOKEN` (default: the stack's generated one) is the
 * web server's token.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PORTS, siteDirOf } from "./stack";

const CMS = process.env.BENCH_CMS_URL ?? `http://127.0.0.1:${PORTS.cms}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 10);
/** BENCH_SPREAD=1: the heavy reads come from ten addresses (X-Forwarded-For) instead of one. */
const SPREAD = process.env.BENCH_SPREAD === "1";
let visitorNo = 0;
const log = (line: string) => console.log(`[bench] ${line}`);

function readToken(): string | null {
  if (process.env.CMS_READ_TOKEN) return process.env.CMS_READ_TOKEN;
  for (const mode of ["start", "test"] as const) {
    const file = path.join(siteDirOf(mode), "cms-read-token");
    if (existsSync(file)) return readFileSync(file, "utf8").trim();
  }
  return null;
}

const HEAVY: { label: string; init: (from: string) => [string, RequestInit] }[] = [
  {
    label: "REST articles",
    init: (from) => [`${CMS}/api/articles?limit=100&depth=2&locale=all`, { headers: { "x-forwarded-for": from } }],
  },
  {
    label: "REST products",
    init: (from) => [`${CMS}/api/products?limit=100&depth=2&locale=all`, { headers: { "x-forwarded-for": from } }],
  },
  {
    label: "REST pages",
    init: (from) => [`${CMS}/api/pages?limit=100&depth=2&locale=all`, { headers: { "x-forwarded-for": from } }],
  },
  {
    label: "GraphQL products",
    init: (from) => [
      `${CMS}/api/graphql`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({
          query: `{ a: Products(limit: 100, locale: all) { docs { id title } } b: Articles(limit: 100, locale: all) { docs { id title } } }`,
        }),
      },
    ],
  },
];

async function timed(url: string, init: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

function figures(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `n=${sorted.length} median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
}

async function main() {
  const token = readToken();
  log(`CMS ${CMS}; web server's read token ${token ? "found" : "not found (its read is skipped)"}`);
  // Each of the other reads comes from an address of its own (another visitor each time).
  const visitorRead = () =>
    timed(`${CMS}/api/cities?limit=10&depth=0`, {
      headers: { "x-forwarded-for": `203.0.113.${1 + (visitorNo++ % 250)}` },
    });
  const serverRead = () =>
    timed(`${CMS}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-cms-read-token": token ?? "" },
      body: JSON.stringify({ query: `{ Cities(limit: 0, locale: fr) { docs { slug name } } }` }),
    });
  // Alone first (and warm).
  await visitorRead();
  const alone: number[] = [];
  for (let i = 0; i < 10; i++) alone.push((await visitorRead()).ms);
  log(`another read alone: ${figures(alone)}`);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await pause(5000); // the anonymous bucket full again (4, one a second)
  for (const [i, heavy] of HEAVY.entries()) {
    const [url, init] = heavy.init(`192.0.2.${200 + i}`);
    const one = await timed(url, init);
    log(`${heavy.label} alone: ${one.status} in ${one.ms.toFixed(0)} ms`);
    await pause(1500);
  }
  const heavyTimes: number[] = [];
  const statuses = new Map<number, number>();
  const visitor: number[] = [];
  const visitorStatuses = new Map<number, number>();
  const server: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await new Promise((r) => setTimeout(r, 2000));
    const flood = Array.from({ length: CONCURRENT }, (_, i) => {
      const [url, init] = HEAVY[i % HEAVY.length]!.init(SPREAD ? `198.51.100.${100 + i}` : "198.51.100.66");
      return timed(url, init).then((r) => {
        heavyTimes.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    const [v, s] = await Promise.all([visitorRead(), token ? serverRead() : Promise.resolve(null)]);
    visitorStatuses.set(v.status, (visitorStatuses.get(v.status) ?? 0) + 1);
    visitor.push(v.ms);
    if (s) server.push(s.ms);
    await Promise.all(flood);
  }
  log(
    `${CONCURRENT} concurrent anonymous heavy reads (${SPREAD ? "ten addresses" : "one address"}) x ${ROUNDS}: ${figures(heavyTimes)}; statuses ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`,
  );
  log(
    `another visitor's read meanwhile: ${figures(visitor)}; statuses ${[...visitorStatuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`,
  );
  if (server.length) log(`the web server's read meanwhile: ${figures(server)}`);
  log(
    `load average now: ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
