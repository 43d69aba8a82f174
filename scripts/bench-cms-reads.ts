/**
 * `npx tsx scripts/bench-cms-reads.ts`: anonymous reads against the CMS of the running stack (a benchmark that
 * prints figures, not a timed test). BENCH_ROUNDS (5) rounds; in each, BENCH_CONCURRENT (10) of the heaviest reads an
 * anonymous client may ask start at once from one address (REST pages of 100 documents, depth 2, every locale, of
 * articles, products and pages; the GraphQL equivalent), and 100 ms later another client reads what a visitor's page
 * needs (`GET /api/cities?limit=10`) and the web server reads with its token (GraphQL Cities, as it does). Printed:
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
const log = (line: string) => console.log(`[bench] ${line}`);

function readToken(): string | null {
  if (process.env.CMS_READ_TOKEN) return process.env.CMS_READ_TOKEN;
  for (const mode of ["start", "test"] as const) {
    const file = path.join(siteDirOf(mode), "cms-read-token");
    if (existsSync(file)) return readFileSync(file, "utf8").trim();
  }
  return null;
}

const HEAVY: { label: string; init: () => [string, RequestInit] }[] = [
  { label: "REST articles", init: () => [`${CMS}/api/articles?limit=100&depth=2&locale=all`, {}] },
  { label: "REST products", init: () => [`${CMS}/api/products?limit=100&depth=2&locale=all`, {}] },
  { label: "REST pages", init: () => [`${CMS}/api/pages?limit=100&depth=2&locale=all`, {}] },
  {
    label: "GraphQL products",
    init: () => [
      `${CMS}/api/graphql`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.66" },
        body: JSON.stringify({ query: `{ a: Products(limit: 100, locale: all) { docs { id title } } b: Articles(limit: 100, locale: all) { docs { id title } } }` }),
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
  const visitorRead = () => timed(`${CMS}/api/cities?limit=10&depth=0`, { headers: { "x-forwarded-for": "203.0.113.9" } });
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
  for (const heavy of HEAVY) {
    const [url, init] = heavy.init();
    const one = await timed(url, init);
    log(`${heavy.label} alone: ${one.status} in ${one.ms.toFixed(0)} ms`);
  }
  const heavyTimes: number[] = [];
  const statuses = new Map<number, number>();
  const visitor: number[] = [];
  const server: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const flood = Array.from({ length: CONCURRENT }, (_, i) => {
      const [url, init] = HEAVY[i % HEAVY.length]!.init();
      return timed(url, init).then((r) => {
        heavyTimes.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    const [v, s] = await Promise.all([visitorRead(), token ? serverRead() : Promise.resolve(null)]);
    if (v.status !== 200) throw new Error(`the other read failed: ${v.status}`);
    visitor.push(v.ms);
    if (s) server.push(s.ms);
    await Promise.all(flood);
  }
  log(`${CONCURRENT} concurrent anonymous heavy reads x ${ROUNDS}: ${figures(heavyTimes)}; statuses ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`);
  log(`another visitor's read meanwhile: ${figures(visitor)}`);
  if (server.length) log(`the web server's read meanwhile: ${figures(server)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
