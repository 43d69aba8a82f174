/**
 * Memory of each service of a running stack, at rest and after a load: finds the process
 * listening on each service's port (`ss -ltnp`; STACK_PORT_OFFSET as the stack uses), prints its resident memory
 * (VmRSS, and VmHWM, the peak), drives BENCH_SECONDS (default 20) of mixed load at them with autocannon (static pages
 * and the booking calendar through the web server, CMS GraphQL reads, the OCTO calendar), then prints the memory again.
 * Run (stack up, e.g. `npm start` or the test stack): `npx tsx bench/memory.ts` in services/api.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SERVICES = { "web server": 8000, CMS: 3000, "OCTO sandbox": 4010, "payment sandbox": 4020 } as const;
const KEY = process.env.OCTO_API_KEY ?? "octo-sandbox-dev-key";

function pidOn(port: number): number | null {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const m = /pid=(\d+)/.exec(out);
  return m ? Number(m[1]) : null;
}

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

function snapshot(pids: Record<string, number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      const m = memory(pid);
      return [name, `RSS ${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)} MB)`];
    }),
  );
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function load(title: string, options: autocannon.Options) {
  const r = await autocannon({ connections: 8, duration: SECONDS / 4, ...options });
  console.log(
    `  ${title}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors`,
  );
}

async function main() {
  const pids: Record<string, number> = {};
  for (const [name, port] of Object.entries(SERVICES)) {
    const pid = pidOn(port + OFFSET);
    if (pid) pids[name] = pid;
    else console.log(`${name}: nothing listens on :${port + OFFSET}`);
  }
  console.log("at rest:", snapshot(pids));
  const web = `http://127.0.0.1:${8000 + OFFSET}`;
  const calendar = JSON.stringify({
    query: `query($input: CalendarInput!) { calendar(input: $input) { date } }`,
    variables: {
      input: {
        productId: "paris-hop-on-hop-off",
        optionId: "paris-hop-on-hop-off-1d",
        from: day(1),
        to: day(31),
        passengers: { adult: 2 },
      },
    },
  });
  console.log(`load (${SECONDS} s in four parts):`);
  await load("web server, static pages", { url: `${web}/en/paris/home`, headers: { "accept-encoding": "br" } });
  await load("web server, booking calendar", {
    url: `${web}/api/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: calendar,
  });
  await load("CMS, GraphQL articles", {
    url: `http://127.0.0.1:${3000 + OFFSET}/api/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ Articles(limit: 10, locale: en) { docs { title slug } } }` }),
  });
  await load("OCTO sandbox, availability", {
    url: `http://127.0.0.1:${4010 + OFFSET}/availability`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
    body: JSON.stringify({
      productId: "paris-hop-on-hop-off",
      optionId: "paris-hop-on-hop-off-1d",
      localDateStart: day(1),
      localDateEnd: day(31),
    }),
  });
  console.log("after the load:", snapshot(pids));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
