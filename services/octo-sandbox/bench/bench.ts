/**
 * npm run bench: autocannon on loopback, ~10 s per case, SQLite then PostgreSQL (DATABASE_URL/OCTO_DATABASE_URL
 * when postgres://, else a throwaway cluster via scripts/postgres.sh; skipped with a message if unavailable).
 * Cases: the 31-day calendar, and reserve+confirm (each request reserves 1 seat on an all-day, 400-seat product
 * spread over 180 days, then confirms it). BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { createSandbox, DEV_API_KEY, todayFor } from "../src/index.ts";
import { postgresForTests } from "../test/helpers.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const AUTH = { Authorization: `Bearer ${DEV_API_KEY}`, "Content-Type": "application/json" };

function addDays(date: string, n: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

interface Row {
  db: string;
  case: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Measured {
  result: autocannon.Result;
  latencies: number[];
}

/** Runs autocannon and records every response time (ms) for exact percentiles. */
async function run(url: string, title: string, opts: Partial<autocannon.Options>): Promise<Measured> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    title,
    ...opts,
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & {
    on(event: "response", fn: (...args: any[]) => void): void;
  };
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

function pct(m: Measured, p: number): number {
  if (m.latencies.length === 0) return NaN;
  const v = m.latencies[Math.min(m.latencies.length - 1, Math.ceil((p / 100) * m.latencies.length) - 1)] ?? NaN;
  return Math.round(v * 10) / 10;
}

async function benchDb(label: string, databaseUrl: string): Promise<Row[]> {
  const sandbox = await createSandbox({ port: 0, databaseUrl, sweepIntervalMs: 0 });
  const rows: Row[] = [];
  try {
    const cal = "paris-themed-tour";
    const start = addDays(todayFor(cal), 1);
    const calendar = await run(`${sandbox.url}/availability/calendar`, "calendar", {
      method: "POST",
      headers: AUTH,
      body: JSON.stringify({
        productId: cal,
        optionId: "DEFAULT",
        localDateStart: start,
        localDateEnd: addDays(start, 30),
      }),
    });
    rows.push(toRow(label, "calendar 31 days", calendar));

    // reserve + confirm: the reserve request's response gives the uuid, the next request confirms it.
    const product = "paris-audio-experience"; // capacity 1000 per day, open all day
    const today = todayFor(product);
    const slotIds: string[] = [];
    const avail = (await fetch(`${sandbox.url}/availability`, {
      method: "POST",
      headers: AUTH,
      body: JSON.stringify({
        productId: product,
        optionId: "DEFAULT",
        localDateStart: addDays(today, 1),
        localDateEnd: addDays(today, 180),
      }),
    }).then((r) => r.json())) as { id: string; vacancies: number }[];
    for (const a of avail) if (a.vacancies > 0) slotIds.push(a.id);
    let n = 0;
    const pairs = await run(sandbox.url, "reserve+confirm", {
      requests: [
        {
          method: "POST",
          path: "/bookings",
          headers: AUTH,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              uuid: randomUUID(),
              productId: product,
              optionId: "DEFAULT",
              availabilityId: slotIds[n++ % slotIds.length],
              unitItems: [{ unitId: "adult" }],
            }),
          }),
          onResponse: (_status, body, context) => {
            try {
              (context as { uuid?: string }).uuid = JSON.parse(body).uuid;
            } catch {
              (context as { uuid?: string }).uuid = "none";
            }
          },
        },
        {
          method: "POST",
          headers: AUTH,
          body: "{}",
          setupRequest: (req, context) => ({
            ...req,
            path: `/bookings/${(context as { uuid?: string }).uuid}/confirm`,
          }),
        },
      ],
    });
    rows.push(toRow(label, "reserve+confirm (per request)", pairs));
  } finally {
    await sandbox.close();
  }
  return rows;
}

function toRow(db: string, name: string, m: Measured): Row {
  const r = m.result;
  return {
    db,
    case: name,
    rps: Math.round(r.requests.average),
    p50: pct(m, 50),
    p95: pct(m, 95),
    p99: pct(m, 99),
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

const results: Row[] = [];
const dir = mkdtempSync(join(tmpdir(), "octo-bench-"));
try {
  results.push(...(await benchDb("sqlite", join(dir, "bench.db"))));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const pg = postgresForTests();
if (pg.url) {
  try {
    results.push(...(await benchDb("postgres", pg.url)));
  } finally {
    pg.stop();
  }
} else {
  console.log(`PostgreSQL skipped: ${pg.reason}`);
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per case, loopback. Latency in ms, exact percentiles over all responses.`,
);
console.log("| database | case | req/s | p50 | p95 | p99 | errors | non-2xx |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const r of results)
  console.log(`| ${r.db} | ${r.case} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
