/**
 * `npx tsx scripts/bench-amplification.ts`: supplier amplification against the running stack (a benchmark that
 * prints figures, not a timed test; ADR 0347). One client (source address 127.0.0.2) fires BENCH_REQUESTS (120)
 * amplifying booking API requests, BENCH_CONCURRENCY (30) at a time: each asks `search` twice (the most a request
 * may) for Paris with a passenger mix of its own, so no answer comes from the read cache and each request would ask
 * the supplier about every Paris product twice. Meanwhile another visitor (127.0.0.3) asks for quotes one after
 * another, each with a passenger mix and day of its own (live supplier calls). Printed: the other visitor's quote
 * latency alone and under the flood (median, p95, max), and the flood's answers by HTTP status.
 *
 * Needs the stack running with the production defaults of the limits (`STACK_PORT_OFFSET=… npm start`: the test
 * stack lifts them), reached without a proxy (the clients are told apart by their source address). `BENCH_URL`
 * overrides the web server's address. The "before" figure: restart the web server with
 * `LIMIT_SUPPLIER_CALLS_PER_MINUTE=0 BOOKING_READ_CACHE_SECONDS=0`. Run it once a minute at most (the budget's
 * window): a second run within the minute finds the attacker's budget already spent.
 */
import { request } from "node:http";
import { PORTS } from "./stack";

const BASE = new URL(process.env.BENCH_URL ?? `http://127.0.0.1:${PORTS.web}`);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 30);
const ATTACKER = "127.0.0.2";
const VISITOR = "127.0.0.3";
const PRODUCT = { productId: "paris-hop-on-hop-off", optionId: "DEFAULT" };
const log = (line: string) => console.log(`[bench] ${line}`);

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** One GraphQL POST from `from` (the socket's source address): its HTTP status and time in ms. */
function post(
  from: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; ms: number; body: string }> {
  const payload = JSON.stringify({ query, variables });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: BASE.hostname,
        port: BASE.port,
        path: "/api/graphql",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "accept-language": "en",
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { total { retail } } }`;
const SEARCH_TWICE = `query($a: SearchInput!, $b: SearchInput!) {
  a: search(input: $a) { product { id } quote { total { retail } } }
  b: search(input: $b) { product { id } quote { total { retail } } }
}`;

let quoteNo = 0;
/** The visitor's quotes that failed (an error answer: a supplier timeout behind the flood), by message. */
const failures = new Map<string, number>();
/** The other visitor's next quote: another mix and day each time, so the supplier is asked. Its time, failed or not. */
async function quote(): Promise<number> {
  const n = quoteNo++;
  const answer = await post(VISITOR, QUOTE, {
    input: { ...PRODUCT, date: day(7 + (n % 20)), passengers: { adult: 1 + (n % 6), child: Math.floor(n / 6) % 3 } },
  });
  if (answer.status !== 200 || answer.body.includes('"errors"')) {
    const reason = `${answer.status} ${/"code":"([A-Z_]+)"/.exec(answer.body)?.[1] ?? answer.body.slice(0, 80)}`;
    failures.set(reason, (failures.get(reason) ?? 0) + 1);
  }
  return answer.ms;
}
const failed = () =>
  failures.size ? `; FAILED: ${[...failures].map(([r, n]) => `${n} x ${r}`).join(", ")}` : "; none failed";

function figures(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `n=${sorted.length} median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function main() {
  log(`web server ${BASE.origin}; attacker ${ATTACKER}, visitor ${VISITOR}`);
  await quote(); // warm: the catalogue and the connection paths
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) alone.push(await quote());
  log(`visitor's quote alone: ${figures(alone)}${failed()}`);
  failures.clear();

  const statuses = new Map<number, number>();
  let sent = 0;
  let done = false;
  const started = performance.now();
  const flood = Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        const n = sent++;
        const mix = (k: number) => ({ adult: 1 + (k % 30), child: Math.floor(k / 30) % 4 });
        const answer = await post(ATTACKER, SEARCH_TWICE, {
          a: { city: "paris", date: day(10 + (n % 30)), passengers: mix(2 * n) },
          b: { city: "paris", date: day(10 + (n % 30)), passengers: mix(2 * n + 1) },
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  ).then(() => {
    done = true;
  });
  const during: number[] = [];
  while (!done || during.length < 10) during.push(await quote());
  await flood;
  const floodMs = performance.now() - started;
  log(
    `flood: ${REQUESTS} requests (2 searches each) in ${(floodMs / 1000).toFixed(1)} s; answers by status: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`,
  );
  log(`visitor's quote during the flood: ${figures(during)}${failed()}`);
  const load = await import("node:os").then((os) =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" "),
  );
  log(`load average now: ${load}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
