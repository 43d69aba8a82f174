/**
 * The upgrade fixture's stack, shared by scripts/upgrade-fixture.ts (which runs it on empty data to make the fixture)
 * and tests/upgrade/upgrade.test.ts (which runs the current code on the restored fixture): the four services started
 * as their own processes from this checkout, on loopback ports picked at random, on one data directory:
 *
 *   <dir>/api.db  <dir>/octo.db  <dir>/payments.db  <dir>/cms/{cms.db,media/}
 *
 * api, octo-sandbox and payment-sandbox run their `src/main.ts` (what `npm start` runs); the CMS runs Payload
 * without Next (services/cms/scripts/serve-headless.ts: same config, database adapter, schema sync and onInit as
 * `npm start`, no admin build) with NODE_ENV=production, the production start path. Mail goes to a small SMTP server
 * in this process. SITE_URL is the same fixed value in both runs, so the links the api answers with compare equal;
 * CMS_PUBLIC_URL stays unset, so the CMS answers media URLs without an origin (as `npm start` does).
 *
 * Also: a text dump and restore of SQLite files (dumpSqlite / restoreSqlite), through the services' own
 * @libsql/client, so neither the fixture nor the test needs the sqlite3 command.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const FIXTURE_VERSION = "2.6.25";
export const FIXTURE_DIR = path.join(ROOT, "tests/upgrade/fixtures", FIXTURE_VERSION);
/** The public origin both runs give the web server: ticket links and e-mails carry it. */
export const SITE_URL = "http://localhost:8000";
/** The read token the build and the web server send the CMS: whole collections need it. */
const CMS_READ_TOKEN = "upgrade-test-read-token";
/** The CMS secret of both runs (fixture data only; a real upgrade keeps CMS_DATA_DIR/secret). */
const PAYLOAD_SECRET = "upgrade-fixture-secret-not-for-production";
const CAPTCHA_SECRET = "upgrade-fixture-captcha-secret-not-for-production";

/** The SQLite databases of the fixture: file name in the data directory → service. */
export const DATABASES = {
  api: "api.db",
  octo: "octo.db",
  payment: "payments.db",
  cms: "cms/cms.db",
} as const;
export type DbName = keyof typeof DATABASES;

const requireFromApi = createRequire(path.join(ROOT, "services/api/package.json"));

// ------------------------------------------------------------------------------------------------ SQLite

type Value = null | string | number | bigint | ArrayBuffer | Uint8Array;
interface Client {
  execute(
    stmt: string | { sql: string; args: unknown[] },
  ): Promise<{ rows: Record<string, Value>[]; columns: string[] }>;
  executeMultiple(sql: string): Promise<void>;
  close(): void;
}
export function openSqlite(file: string): Client {
  const { createClient } = requireFromApi("@libsql/client") as {
    createClient: (c: { url: string; intMode: "bigint" }) => Client;
  };
  return createClient({ url: `file:${file}`, intMode: "bigint" });
}

const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`;
function literal(v: Value): string {
  if (v === null) return "NULL";
  if (typeof v === "bigint") return v.toString();
  // A REAL stays a REAL: 1.0, not 1.
  if (typeof v === "number") return Number.isInteger(v) ? v.toFixed(1) : String(v);
  if (typeof v === "string") return `'${v.replace(/'/g, "''")}'`;
  return `X'${Buffer.from(v instanceof ArrayBuffer ? new Uint8Array(v) : v).toString("hex")}'`;
}

/** Tables of a database (not SQLite's own), in creation order. */
export async function tablesOf(db: Client): Promise<string[]> {
  const r = await db.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
  );
  return r.rows.map((row) => String(row.name));
}

export async function rowCounts(file: string): Promise<Record<string, number>> {
  const db = openSqlite(file);
  try {
    const counts: Record<string, number> = {};
    for (const t of await tablesOf(db))
      counts[t] = Number((await db.execute(`SELECT COUNT(*) AS n FROM ${quoteId(t)}`)).rows[0]!.n);
    return counts;
  } finally {
    db.close();
  }
}

/**
 * The whole database as SQL text, like `sqlite3 .dump`: every table's CREATE and its rows (rowid order), the
 * AUTOINCREMENT counters, then indexes, triggers and views. Restore with restoreSqlite.
 */
export async function dumpSqlite(file: string, header: string): Promise<string> {
  const db = openSqlite(file);
  try {
    const out = [...header.split("\n").map((l) => `-- ${l}`), "PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;"];
    const master = (await db.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid"))
      .rows;
    for (const t of master.filter((m) => m.type === "table" && !String(m.name).startsWith("sqlite_"))) {
      const name = String(t.name);
      out.push(`${String(t.sql)};`);
      const withoutRowid = /WITHOUT\s+ROWID\s*$/i.test(String(t.sql));
      const rows = await db.execute(`SELECT * FROM ${quoteId(name)} ORDER BY ${withoutRowid ? "1" : "rowid"}`);
      for (const row of rows.rows)
        out.push(`INSERT INTO ${quoteId(name)} VALUES(${rows.columns.map((c) => literal(row[c] ?? null)).join(",")});`);
    }
    if (master.some((m) => m.name === "sqlite_sequence")) {
      out.push("DELETE FROM sqlite_sequence;");
      for (const s of (await db.execute("SELECT name, seq FROM sqlite_sequence ORDER BY name")).rows) {
        out.push(`INSERT INTO sqlite_sequence VALUES(${literal(s.name ?? null)},${literal(s.seq ?? null)});`);
      }
    }
    for (const m of master.filter((x) => x.type !== "table")) out.push(`${String(m.sql)};`);
    out.push("COMMIT;", "");
    return out.join("\n");
  } finally {
    db.close();
  }
}

/** Creates `file` (which must not exist) from a dump of dumpSqlite. */
export async function restoreSqlite(sql: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = openSqlite(file);
  try {
    await db.executeMultiple(sql);
  } finally {
    db.close();
  }
}

// ------------------------------------------------------------------------------------------------ processes

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
}

/** A service's `tsx <entry>` in its own directory and process group; its output kept (printed with `verbose`). */
function startProcess(name: string, dir: string, entry: string, env: NodeJS.ProcessEnv, verbose: boolean): Proc {
  const cwd = path.join(ROOT, "services", dir);
  const child = spawn(path.join(cwd, "node_modules/.bin/tsx"), [entry], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const proc: Proc = { name, child, output: [] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk
      .toString()
      .split("\n")
      .filter((l) => l.trim())) {
      proc.output.push(line);
      if (proc.output.length > 400) proc.output.shift();
      if (verbose) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return proc;
}

async function stopProcess(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null || !p.child.pid) return;
  const exited = new Promise<void>((r) => p.child.once("exit", () => r()));
  try {
    process.kill(-p.child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-p.child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  }, 8000);
  await exited;
  clearTimeout(timer);
}

/** Resolves when `probe` answers below 500 (ms since `since`); rejects when the process exits or after timeoutMs. */
async function ready(p: Proc, url: string, init: RequestInit, since: number, timeoutMs: number): Promise<number> {
  for (;;) {
    if (p.child.exitCode !== null)
      throw new Error(`${p.name} exited with ${p.child.exitCode}:\n${p.output.slice(-40).join("\n")}`);
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) return Date.now() - since;
    } catch {
      // not up yet
    }
    if (Date.now() - since > timeoutMs)
      throw new Error(`${p.name} not ready at ${url} within ${timeoutMs / 1000} s:\n${p.output.slice(-40).join("\n")}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

// ------------------------------------------------------------------------------------------------ the stack

/** What this file uses of smtp-server (a dependency of services/api, not of the site). */
interface SmtpServer {
  server: { address(): AddressInfo | string | null };
  once(event: "error", fn: (error: Error) => void): void;
  listen(port: number, host: string, fn: () => void): void;
  close(fn: () => void): void;
}

export interface Mail {
  to: string;
  raw: string;
}

export interface UpgradeStack {
  urls: { api: string; octo: string; payment: string; cms: string };
  /** Milliseconds from the start of the services to each one answering, and to all of them. */
  readyMs: { api: number; octo: number; payment: number; cms: number; all: number };
  mails: Mail[];
  /** POST /api/graphql of the web server. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T; errors?: { message: string }[] }>;
  /** POST /api/graphql of the CMS. */
  cmsGql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T; errors?: { message: string }[] }>;
  /** Last lines of a service's output (for failure messages). */
  output(name: "api" | "octo" | "payment" | "cms"): string;
  stop(): Promise<void>;
}

export async function startUpgradeStack(
  dataDir: string,
  opts: { verbose?: boolean; timeoutMs?: number } = {},
): Promise<UpgradeStack> {
  const verbose = opts.verbose ?? false;
  const timeoutMs = opts.timeoutMs ?? 240_000;
  mkdirSync(path.join(dataDir, "cms"), { recursive: true });
  mkdirSync(path.join(dataDir, "public"), { recursive: true });

  const mails: Mail[] = [];
  const { SMTPServer } = requireFromApi("smtp-server") as { SMTPServer: new (options: object) => SmtpServer };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { rcptTo: { address: string }[] } },
      callback: () => void,
    ) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: Buffer.concat(chunks).toString("latin1"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const [apiPort, octoPort, payPort, cmsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const urls = {
    api: `http://127.0.0.1:${apiPort}`,
    octo: `http://127.0.0.1:${octoPort}`,
    payment: `http://127.0.0.1:${payPort}`,
    cms: `http://127.0.0.1:${cmsPort}`,
  };
  // Only what the services need: nothing from the caller's environment (DATABASE_URL, SITE_DIR...) leaks in.
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
    GATSBY_TELEMETRY_DISABLED: "1",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const viva = {
    VIVA_API_URL: urls.payment,
    VIVA_ACCOUNTS_URL: urls.payment,
    VIVA_LEGACY_API_URL: urls.payment,
    VIVA_CLIENT_ID: "sandbox-client",
    VIVA_CLIENT_SECRET: "sandbox-secret",
  };
  const db = (name: DbName) => `file:${path.join(dataDir, DATABASES[name])}`;

  const started = Date.now();
  const procs = {
    payment: startProcess(
      "payment",
      "payment-sandbox",
      "src/main.ts",
      {
        ...base,
        PAYMENT_SANDBOX_PORT: String(payPort),
        PAYMENT_DATABASE_URL: db("payment"),
        PAYMENT_SANDBOX_WEBHOOK_URLS: `${urls.api}/api/payments/webhook`,
        PAYMENT_SANDBOX_SUCCESS_URL: `${SITE_URL}/api/payments/return/success`,
        PAYMENT_SANDBOX_FAILURE_URL: `${SITE_URL}/api/payments/return/failure`,
      },
      verbose,
    ),
    octo: startProcess(
      "octo",
      "octo-sandbox",
      "src/main.ts",
      {
        ...base,
        ...viva,
        OCTO_SANDBOX_PORT: String(octoPort),
        OCTO_DATABASE_URL: db("octo"),
      },
      verbose,
    ),
    cms: startProcess(
      "cms",
      "cms",
      "scripts/serve-headless.ts",
      {
        ...base,
        NODE_ENV: "production",
        NODE_OPTIONS: "--no-deprecation",
        CMS_PORT: String(cmsPort),
        CMS_DATA_DIR: path.join(dataDir, "cms"),
        PAYLOAD_SECRET,
        CMS_READ_TOKEN,
        SITE_URL,
      },
      verbose,
    ),
    api: startProcess(
      "api",
      "api",
      "src/main.ts",
      {
        ...base,
        ...viva,
        HOST: "127.0.0.1",
        PORT: String(apiPort),
        METRICS_PORT: "0", // no private metrics port: it would meet a running `npm start`'s
        PUBLIC_DIR: path.join(dataDir, "public"),
        SITE_URL,
        CMS_URL: urls.cms,
        CMS_READ_TOKEN,
        OCTO_BASE_URL: urls.octo,
        VIVA_CHECKOUT_URL: `${urls.payment}/web/checkout?ref={orderCode}`,
        API_DATABASE_URL: db("api"),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "500",
        LIMIT_CART_CHANGES_PER_MINUTE: "10000",
        LIMIT_HOLDS_PER_CLIENT: "10000",
        LIMIT_GUESSES_PER_15_MIN: "10000",
        LIMIT_SEATS_PER_DEPARTURE: "10000",
        LIMIT_HOLDS_BEFORE_PROOF: "10000",
        LIMIT_FORM_MESSAGES_PER_HOUR: "10000",
        FORMS_CAPTCHA_SECRET: CAPTCHA_SECRET,
        MANAGE_LINK_SECRET: `${CAPTCHA_SECRET}-manage-link`,
        LOG_LEVEL: "warn",
      },
      verbose,
    ),
  };
  const all = Object.values(procs);
  const stop = async () => {
    await Promise.all(all.map(stopProcess));
    await new Promise<void>((r) => smtp.close(() => r()));
  };
  try {
    const json = { method: "POST", headers: { "content-type": "application/json" } };
    const [payment, octo, cms, api] = await Promise.all([
      ready(procs.payment, `${urls.payment}/readyz`, {}, started, timeoutMs),
      ready(procs.octo, `${urls.octo}/supplier`, {}, started, timeoutMs),
      ready(
        procs.cms,
        `${urls.cms}/api/graphql`,
        { ...json, body: JSON.stringify({ query: "{ Cities(limit: 1) { totalDocs } }" }) },
        started,
        timeoutMs,
      ),
      ready(procs.api, `${urls.api}/healthz`, {}, started, timeoutMs),
    ]);
    const readyMs = { api, octo: octo, payment, cms, all: Date.now() - started };
    const post =
      (url: string, extra: Record<string, string> = {}) =>
      async (query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch(url, {
          ...json,
          headers: { ...json.headers, accept: "application/json", ...extra },
          body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data: any; errors?: { message: string }[] };
      };
    return {
      urls,
      readyMs,
      mails,
      gql: post(`${urls.api}/api/graphql`),
      // The recorded reads list whole collections (limit: 0), as the site build does: with the build's read token.
      cmsGql: post(`${urls.cms}/api/graphql`, { "x-cms-read-token": CMS_READ_TOKEN }),
      output: (name) => procs[name].output.slice(-60).join("\n"),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls until fn returns a truthy value. */
export async function until<T>(
  fn: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 15_000,
  what = "a condition",
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
