/**
 * The import graph of services/api/src keeps its layers (docs/architecture.md "Web server"): no import cycle, no
 * import from a lower layer to a higher one, no import between two modules of the same layer, and nothing outside
 * src/ but the kernel (domain/: languages, cities, products, formatting, the route table) and, from src/db only, the
 * services' shared migration runner (services/shared-db, ADR 0250), and the types of the server's own text catalogues
 * (services/api/messages, ADR 0364); nothing of the web server, its tests included, imports the site's source (src/ at
 * the repository's top).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const REPO = path.resolve(SRC, "../../..");

/** Lowest first. A module is its folder under src/, or its file for the files at the top of src/. */
export const LAYERS: readonly (readonly string[])[] = [
  ["production-guard.ts", "release.ts"], // the settings production refuses; the release's version (both read by config.ts)
  ["config.ts", "locale.ts", "i18n.ts", "metrics.ts", "request-id.ts", "zoned-time.ts"], // settings; languages; texts; the Prometheus metrics; request ids; time zones (the kernel's, on @date-fns/tz)
  ["db", "compression.ts", "security"], // the web server's database; HTTP compression; security headers and CSP
  ["octo", "limits", "brand"], // the supplier's client; per-client limits (in the database); the brand (CMS site settings)
  ["booking"], // domain: booking operations, prices and their breakdown
  ["fulfilment"], // tickets, e-mails and their outbox (a ticket carries the booking's price breakdown)
  ["payments", "publish", "site", "forms", "health.ts"], // features on top of the domain, each with its routes; probes
  ["manage"], // manage my booking (find, resend, cancel, change of date) on the payments' records
  ["migrations.ts"], // the database's numbered migrations: each module's DDL, in the order applied (ADR 0250)
  ["server.ts", "metrics-server.ts"], // composition root: builds every module once and wires them; the private metrics port
  ["main.ts", "reconcile.ts", "remind.ts", "check-config.ts"], // process entries: the server; the operator's reconciliation, reminders and configuration-check commands
];
/** The kernel: pure, dependency-free modules shared with the site, the CMS and the other services (ADR 0002). */
const SHARED = ["domain/"];
/** The services' shared migration runner (ADR 0250): dependency-free too, but only the database module uses it. */
const SHARED_DB = "services/shared-db/";
/** The server's text catalogues (JSON, ADR 0364): src/i18n.ts takes their keys' types from the English ones. */
const CATALOGUES = "services/api/messages/";

const moduleOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;
const rankOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

/** Relative imports of a file (static, re-exports, type-only and dynamic), resolved to absolute paths. */
export function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.resolve(path.dirname(file), /\.(ts|json)$/.test(s) ? s : `${s}.ts`));
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

test("every module of services/api/src has a layer", () => {
  const unplaced = [...new Set(files.map(moduleOf))].filter((m) => rankOf(m) < 0);
  assert.deepEqual(unplaced, [], "add new folders to LAYERS here and to docs/architecture.md");
});

test("no import goes up a layer or sideways between modules of one layer", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    const from = moduleOf(file);
    for (const target of imports) {
      const rel = path.relative(SRC, target);
      if (rel.startsWith("..")) continue; // checked by the next test
      const to = moduleOf(target);
      if (to === from) continue;
      if (rankOf(to) >= rankOf(from)) wrong.push(`${path.relative(SRC, file)} → ${rel}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("outside src/, only the shared pure modules (and from db/, the shared SQL adapter) are imported", () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!path.relative(SRC, target).startsWith("..")) continue;
      const rel = path.relative(REPO, target);
      if (rel.startsWith(SHARED_DB) && moduleOf(file) === "db") continue;
      if (rel.startsWith(CATALOGUES) && path.relative(SRC, file) === "i18n.ts") continue;
      if (!SHARED.some((dir) => rel.startsWith(dir))) wrong.push(`${path.relative(SRC, file)} → ${rel}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("nothing of the web server (src, test, bench) imports the site's source", () => {
  const apiDir = path.resolve(SRC, "..");
  const all = ["src", "test", "bench"].flatMap((d) => sourceFiles(path.join(apiDir, d)));
  const wrong = all.flatMap((file) =>
    importsOf(file)
      .filter((target) => path.relative(REPO, target).startsWith(`src${path.sep}`))
      .map((target) => `${path.relative(apiDir, file)} → ${path.relative(REPO, target)}`),
  );
  assert.deepEqual(wrong, []);
});

/**
 * One road to the supplier (docs/adr/0362-one-road-to-the-supplier.md): only the booking module talks to the OCTO
 * client (`booking/supplier-orders.ts` gives payments and manage the operations they need), and the composition root
 * builds it. No other file imports anything of src/octo/, neither values nor types.
 */
export const SUPPLIER_ROAD = ["octo", "booking", "server.ts"];
/** Imports of src/octo/ by files outside the one road (the booking module, the client itself, the composition root). */
export function offRoadImports(g: Map<string, string[]>): string[] {
  const wrong: string[] = [];
  for (const [file, imports] of g) {
    const rel = path.relative(SRC, file);
    if (SUPPLIER_ROAD.includes(moduleOf(file))) continue;
    for (const target of imports) {
      if (moduleOf(target) === "octo" && !path.relative(SRC, target).startsWith(".."))
        wrong.push(`${rel} → ${path.relative(SRC, target)}`);
    }
  }
  return wrong;
}

test("only the booking module (and the composition root) imports the OCTO client or its types", () => {
  assert.deepEqual(offRoadImports(graph), []);
});

test("the supplier road check sees a type-only import of octo/ from payments and from manage", () => {
  const file = (rel: string, text: string) => [path.join(SRC, rel), importsOf(path.join(SRC, rel), text)] as const;
  const g = new Map([
    file("payments/service.ts", 'import type { OctoBooking } from "../octo/types.ts";'),
    file("manage/x.ts", 'import { OctoError } from "../octo/errors";'),
    file("booking/supplier-orders.ts", 'import { OctoClient } from "../octo/client.ts";'),
    file("server.ts", 'import type { OctoClient } from "./octo/client.ts";'),
  ]);
  assert.deepEqual(offRoadImports(g), [
    `${path.join("payments", "service.ts")} → ${path.join("octo", "types.ts")}`,
    `${path.join("manage", "x.ts")} → ${path.join("octo", "errors.ts")}`,
  ]);
});

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cycles(g: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (g.get(v) ?? []).includes(v)) found.push(scc);
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return found;
}

test("no import cycle between files", () => {
  assert.deepEqual(
    cycles(graph).map((c) => c.map((f) => path.relative(SRC, f))),
    [],
  );
});

test("the checks see what they must: a cycle and an upward import are reported", () => {
  const a = path.join(SRC, "booking/a.ts");
  const b = path.join(SRC, "booking/b.ts");
  assert.equal(
    cycles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ).length,
    1,
  );
  assert.deepEqual(
    importsOf(
      path.join(SRC, "octo/x.ts"),
      'import type { X } from "../payments/service.ts";\nconst m = await import("./y");',
    ),
    [path.join(SRC, "payments/service.ts"), path.join(SRC, "octo/y.ts")],
  );
  assert.ok(rankOf(moduleOf(path.join(SRC, "payments/service.ts"))) > rankOf(moduleOf(path.join(SRC, "octo/x.ts"))));
});

/**
 * Each table has one owner module (docs/adr/0368-each-table-has-one-owner.md): only the owner's files name the table
 * in SQL (a statement, a Kysely `selectFrom("api_x")`, an index `api_x_...` of it); every other module calls the
 * owner's functions. Comments may name any table.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  api_migrations: "db", // Kysely's Migrator (and its `api_migrations_lock`), run by the database module at open
  api_job_leases: "db",
  api_rate_counters: "limits",
  api_client_holds: "limits",
  api_cart_locks: "booking",
  api_outbox: "fulfilment",
  api_payment_attempts: "payments",
  api_date_changes: "payments",
  api_confirmations: "payments",
  api_webhook_events: "payments",
  api_ticket_links: "payments",
  api_ticket_tokens: "payments",
  api_publish_requests: "publish",
  api_live_site: "publish",
  api_form_messages: "forms",
  api_form_captcha_used: "forms",
};

/** The source without its comments (block and line; a `//` inside a URL string such as `https://` stays). */
export const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The tables a source names outside its comments: a table, or an index or lock table named after one (longest match). */
export function tablesNamed(text: string): string[] {
  const names = [...withoutComments(text).matchAll(/\bapi_[a-z0-9_]+\b/g)].map((m) => m[0]);
  const tables = Object.keys(TABLE_OWNERS).sort((a, b) => b.length - a.length);
  return [...new Set(names.map((n) => tables.find((t) => n === t || n.startsWith(`${t}_`)) ?? n))];
}

/** The tables' types for Kysely (the `Database` interface, beside the migrations): it names every table, and only that. */
const TABLE_TYPES = path.join(SRC, "db", "tables.ts");

/** `file → table` for each table named by a file outside its owner module (or a table with no owner). */
export function foreignTables(sources: ReadonlyMap<string, string>): string[] {
  const wrong: string[] = [];
  for (const [file, text] of sources) {
    if (file === TABLE_TYPES) continue;
    for (const table of tablesNamed(text)) {
      if (TABLE_OWNERS[table] !== moduleOf(file)) wrong.push(`${path.relative(SRC, file)} → ${table}`);
    }
  }
  return wrong;
}

test("each table is named in SQL only by its owner module (docs/adr/0368)", () => {
  assert.deepEqual(foreignTables(new Map(files.map((f) => [f, readFileSync(f, "utf8")]))), []);
});

test("db/tables.ts types every owned table (Kysely's Database) and no other", () => {
  const typed = [...readFileSync(TABLE_TYPES, "utf8").matchAll(/^\s+(api_[a-z0-9_]+):/gm)].map((m) => m[1]!);
  const owned = Object.keys(TABLE_OWNERS).filter((t) => t !== "api_migrations"); // Kysely's Migrator's own
  assert.deepEqual([...typed].sort(), [...owned].sort());
});

test("the table check sees a foreign table in SQL, in a Kysely call and as an index, and skips comments", () => {
  const sources = new Map([
    [path.join(SRC, "manage/x.ts"), '// api_payment_attempts\nawait db.get("SELECT * FROM api_payment_attempts");'],
    [path.join(SRC, "fulfilment/y.ts"), 'db.selectFrom("api_date_changes").selectAll(); /* api_outbox */'],
    [path.join(SRC, "payments/z.ts"), "`CREATE INDEX api_payment_attempts_x ON api_payment_attempts (x)`; api_nobody"],
    [path.join(SRC, "fulfilment/outbox.ts"), 'const u = "https://x"; db.run("UPDATE api_outbox SET x = 1");'],
  ]);
  assert.deepEqual(foreignTables(sources), [
    `${path.join("manage", "x.ts")} → api_payment_attempts`,
    `${path.join("fulfilment", "y.ts")} → api_date_changes`,
    `${path.join("payments", "z.ts")} → api_nobody`,
  ]);
});
