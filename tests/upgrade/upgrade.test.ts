/**
 * An upgrade keeps everything: the databases and CMS media of the previous release
 * (tests/upgrade/fixtures/2.6.25/, made by scripts/upgrade-fixture.ts on 48e8a87) are restored into a temporary
 * directory and the current code's services are started on them (tests/upgrade/upgrade-stack.ts: api, OCTO sandbox,
 * payment sandbox as processes, the CMS as Payload without Next in production mode). Then:
 *  - every table of the old release is still there, with every one of its rows (on the columns the old release had);
 *  - each database records its migrations (api_migrations, octo_migrations, pay_migrations, payload_migrations);
 *  - the bookings are found by reference + e-mail with the same answers, their tickets download by the old token;
 *  - the CMS answers the recorded GraphQL reads identically and serves every media file unchanged;
 *  - it still works: a same-price change of date, and a cancellation refunded at the payment sandbox.
 * Prints the upgrade's duration (start of the services to all ready). Run: `npm run test:upgrade` (root), or
 * `TEST_ONLY=upgrade npm test`.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { gunzipSync } from "node:zlib";
import { API_MIGRATIONS } from "../../services/api/src/migrations.ts";
import { OCTO_MIGRATIONS } from "../../services/octo-sandbox/src/db.ts";
import { PAY_MIGRATIONS } from "../../services/payment-sandbox/src/db.ts";
import { MEETING_POINT_FIXES } from "../../services/cms/src/migrations/data/meeting-points";
import { UPPER_DECK_FAQ } from "../../services/cms/src/migrations/data/upper-deck-faq";
import { DATED_TICKETS_FAQ, reworded, WORDING_COLUMNS } from "../../services/cms/src/migrations/data/wording-2026-11";
import { CMS_READS, MY_BOOKING } from "./reads";
import {
  DATABASES,
  FIXTURE_DIR,
  FIXTURE_VERSION,
  openSqlite,
  restoreSqlite,
  startUpgradeStack,
  tablesOf,
  until,
  type DbName,
  type UpgradeStack,
} from "./upgrade-stack";

interface Expected {
  counts: Record<DbName, Record<string, number>>;
  media: Record<string, string>;
  bookings: {
    label: string;
    email: string;
    locale: string;
    orderCode: string;
    reference: string;
    oldReference?: string;
  }[];
  myBooking: Record<
    string,
    { ticketsUrl: string; calendarUrl: string; startsAt: string; reference: string; totalPaid: number }
  >;
  cms: Record<string, unknown>;
}
const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, "expected.json"), "utf8")) as Expected;

/**
 * Tables whose rows the services may rightly drop or rewrite at start: per-client limit windows and cart locks (pruned
 * when stale), used captcha challenges (pruned after they expire). Their tables must still exist.
 */
const TRANSIENT = new Set(["api_rate_counters", "api_client_holds", "api_cart_locks", "api_form_captcha_used"]);
/**
 * Bookkeeping of the schema itself, checked by "each database records its migrations" instead: 2.6.25's CMS pushes
 * its schema at every start and rewrites Payload's "dev" row of payload_migrations; migrations replace that row.
 */
const SCHEMA_BOOKKEEPING = new Set([
  "payload_migrations",
  "api_migrations",
  "api_migrations_lock",
  "octo_migrations",
  "octo_migrations_lock",
  "pay_migrations",
  "pay_migrations_lock",
]);

/**
 * Deliberate corrections of old content (and nothing else): the data migration `*_meeting_points` replaces
 * the old seed's meeting points that contradicted their stop, in the products' localized rows and their latest
 * versions, only where unchanged. An old row that is gone is accepted when it comes back with exactly that value
 * corrected; the corrected values are asserted below.
 */
const CORRECTED: Record<string, string> = { products_loc: "meeting_point", _products_v_loc: "version_meeting_point" };
const FIXED = new Map(MEETING_POINT_FIXES.map((f) => [f.from, f.to]));
/**
 * The old row as the upgrade may rightly leave it: with the meeting point corrected (only in the latest versions, so
 * with and without it), and with the 2026-11 wording (data migration `*_wording_2026_11`, docs/adr/0357: the French
 * product name and the dated-tickets FAQ, everywhere).
 */
const corrected = (table: string, columns: string[], row: string): string[] => {
  const reword = (values: unknown[]) => {
    const out = [...values];
    for (const column of WORDING_COLUMNS[table] ?? []) {
      const i = columns.indexOf(column);
      if (i >= 0 && typeof out[i] === "string") out[i] = reworded(out[i]);
    }
    const answer = table === "faqs_loc" ? columns.indexOf("answer") : -1;
    if (answer >= 0 && DATED.has(String(out[answer]))) out[answer] = DATED.get(String(out[answer]));
    return out;
  };
  const values = JSON.parse(row) as unknown[];
  const candidates = [reword(values)];
  const at = CORRECTED[table] ? columns.indexOf(CORRECTED[table]!) : -1;
  const to = at >= 0 ? FIXED.get(String(values[at])) : undefined;
  if (to !== undefined) {
    const fixed = [...values];
    fixed[at] = to;
    candidates.push(fixed, reword(fixed));
  }
  return candidates.map((c) => JSON.stringify(c)).filter((c) => c !== row);
};
const DATED = new Map(Object.values(DATED_TICKETS_FAQ).map((f) => [f.from, f.to]));
/**
 * A CMS read as the upgraded CMS rightly answers it: the recorded products with their meeting points corrected, and
 * every text with the 2026-11 wording (docs/adr/0357).
 */
const correctedRead = (name: string, answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer), (key, value) =>
    typeof value !== "string"
      ? value
      : key === "meetingPoint" && name.startsWith("products-")
        ? (FIXED.get(value) ?? value)
        : (DATED.get(value) ?? reworded(value)),
  );

const dumpOf = (name: DbName) =>
  name === "cms"
    ? gunzipSync(readFileSync(path.join(FIXTURE_DIR, "cms.sql.gz"))).toString("utf8")
    : readFileSync(path.join(FIXTURE_DIR, `${name === "payment" ? "payments" : name}.sql`), "utf8");

let dir: string;
let stack: UpgradeStack;
/** The fixture restored a second time, untouched: what the upgraded databases are compared with. */
let referenceDir: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "upgrade-test-"));
  referenceDir = path.join(dir, "reference");
  for (const name of Object.keys(DATABASES) as DbName[]) {
    const sql = dumpOf(name);
    await restoreSqlite(sql, path.join(dir, DATABASES[name]));
    await restoreSqlite(sql, path.join(referenceDir, DATABASES[name]));
  }
  cpSync(path.join(FIXTURE_DIR, "cms-media"), path.join(dir, "cms/media"), { recursive: true });
  stack = await startUpgradeStack(dir, { verbose: process.env.VERBOSE === "1" });
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `upgrade from ${FIXTURE_VERSION}: services ready in ${s(stack.readyMs.all)} ` +
      `(payment sandbox ${s(stack.readyMs.payment)}, OCTO sandbox ${s(stack.readyMs.octo)}, CMS ${s(stack.readyMs.cms)}, web server ${s(stack.readyMs.api)})`,
  );
});

after(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Rows of a table on the given columns, as sorted JSON lines (a multiset). */
async function rowsOf(file: string, table: string, columns: string[]): Promise<string[]> {
  const db = openSqlite(file);
  try {
    const cols = columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(", ");
    const r = await db.execute(`SELECT ${cols} FROM "${table.replace(/"/g, '""')}"`);
    const text = (v: unknown) =>
      typeof v === "bigint" ? v.toString() : v instanceof ArrayBuffer ? Buffer.from(v).toString("hex") : v;
    return r.rows.map((row) => JSON.stringify(columns.map((c) => text(row[c])))).sort();
  } finally {
    db.close();
  }
}

test("every table of the previous release is still there, with every one of its rows", async () => {
  for (const name of Object.keys(DATABASES) as DbName[]) {
    const now = openSqlite(path.join(dir, DATABASES[name]));
    const old = openSqlite(path.join(referenceDir, DATABASES[name]));
    try {
      const tables = new Set(await tablesOf(now));
      for (const [table, count] of Object.entries(expected.counts[name])) {
        assert.ok(tables.has(table), `${name}: table ${table} of ${FIXTURE_VERSION} is missing after the upgrade`);
        if (TRANSIENT.has(table) || SCHEMA_BOOKKEEPING.has(table)) continue;
        const n = Number((await now.execute(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0]!.n);
        assert.ok(n >= count, `${name}: table ${table} has ${n} rows after the upgrade, ${count} before`);
        // Every old row is still there, unchanged on the old release's columns (a new release may add columns).
        const columns = (await old.execute(`SELECT name FROM pragma_table_info('${table}')`)).rows.map((r) =>
          String(r.name),
        );
        const nowColumns = new Set(
          (await now.execute(`SELECT name FROM pragma_table_info('${table}')`)).rows.map((r) => String(r.name)),
        );
        const lost = columns.filter((c) => !nowColumns.has(c));
        assert.deepEqual(lost, [], `${name}: columns of ${table} dropped by the upgrade`);
        const before = await rowsOf(path.join(referenceDir, DATABASES[name]), table, columns);
        const afterRows = new Set(await rowsOf(path.join(dir, DATABASES[name]), table, columns));
        const missing = before.filter(
          (row) => !afterRows.has(row) && !corrected(table, columns, row).some((c) => afterRows.has(c)),
        );
        assert.deepEqual(
          missing.slice(0, 5),
          [],
          `${name}: ${missing.length} row(s) of ${table} lost or changed by the upgrade`,
        );
      }
    } finally {
      now.close();
      old.close();
    }
  }
});

test("the old seed's contradicting meeting points are corrected, and only those", async () => {
  const cms = openSqlite(path.join(dir, DATABASES.cms));
  const old = openSqlite(path.join(referenceDir, DATABASES.cms));
  try {
    const values = async (db: typeof cms) =>
      (await db.execute("SELECT meeting_point AS v FROM products_loc")).rows.map((r) => String(r.v));
    const before = await values(old);
    const afterValues = await values(cms);
    const seededWrong = before.filter((v) => FIXED.has(v));
    assert.ok(seededWrong.length > 0, "the fixture holds the old seed's values");
    assert.equal(afterValues.filter((v) => FIXED.has(v)).length, 0, "no contradicting meeting point is left");
    assert.deepEqual(
      afterValues.filter((v) => [...FIXED.values()].includes(v)).sort(),
      seededWrong.map((v) => FIXED.get(v)!).sort(),
    );
    assert.ok(afterValues.includes("Eiffel Tower stop, 5 avenue Anatole France, 75007 Paris"));
    // Every other meeting point is as it was.
    assert.deepEqual(
      afterValues.filter((v) => ![...FIXED.values()].includes(v)).sort(),
      before.filter((v) => !FIXED.has(v)).sort(),
    );
  } finally {
    cms.close();
    old.close();
  }
});

test("every city's FAQ gains the upper deck's height, once, in each language", async () => {
  const cms = openSqlite(path.join(dir, DATABASES.cms));
  const old = openSqlite(path.join(referenceDir, DATABASES.cms));
  try {
    const cities = async (db: typeof cms) =>
      (await db.execute("SELECT DISTINCT city FROM faqs WHERE city IS NOT NULL ORDER BY city")).rows.map((r) =>
        String(r.city),
      );
    const withDeck = async (db: typeof cms) =>
      (
        await db.execute({
          sql: "SELECT f.city AS city, l._locale AS locale, l.question AS q FROM faqs f JOIN faqs_loc l ON l._parent_id = f.id WHERE f.id IN (SELECT _parent_id FROM faqs_loc WHERE _locale = 'en' AND question = ?) ORDER BY f.city, l._locale",
          args: [UPPER_DECK_FAQ.question.en],
        })
      ).rows.map((r) => `${String(r.city)}|${String(r.locale)}|${String(r.q)}`);
    const oldCities = await cities(old);
    assert.ok(oldCities.length > 0, "the fixture holds FAQs");
    assert.deepEqual(await withDeck(old), [], "the previous release did not have it");
    const expected = oldCities.flatMap((city) =>
      (["en", "es", "fr", "nl"] as const).map((l) => `${city}|${l}|${UPPER_DECK_FAQ.question[l]}`),
    );
    assert.deepEqual(await withDeck(cms), expected);
  } finally {
    cms.close();
    old.close();
  }
});

test("each database records its migrations", async (t) => {
  // Every numbered migration of the current code ran once on the old database, recorded in the service's own table.
  const expected = {
    api: { table: "api_migrations", names: API_MIGRATIONS.map((m) => m.name) },
    octo: { table: "octo_migrations", names: OCTO_MIGRATIONS.map((m) => m.name) },
    payment: { table: "pay_migrations", names: PAY_MIGRATIONS.map((m) => m.name) },
  } as const;
  for (const name of ["api", "octo", "payment"] as const) {
    const db = openSqlite(path.join(dir, DATABASES[name]));
    try {
      const rows = (await db.execute(`SELECT name FROM ${expected[name].table} ORDER BY name`)).rows;
      assert.deepEqual(
        rows.map((r) => String(r.name)),
        [...expected[name].names],
        `${name}: migrations recorded`,
      );
      t.diagnostic(`${name}: migrations ${rows.map((r) => String(r.name)).join(", ")}`);
    } finally {
      db.close();
    }
  }
  // The api's 0002 changed the old database: one open change of date per booking is now a unique index.
  const api = openSqlite(path.join(dir, DATABASES.api));
  try {
    const index = (
      await api.execute("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'api_date_changes_one_open'")
    ).rows;
    assert.match(
      String(index[0]?.sql ?? ""),
      /UNIQUE INDEX/i,
      "0002_one_open_date_change made the unique partial index",
    );
  } finally {
    api.close();
  }
  const cms = openSqlite(path.join(dir, DATABASES.cms));
  try {
    // 2.6.25 pushed its schema (only Payload's "dev" marker row): the current CMS adopts it, records its initial
    // migration (and runs any later one), and drops the marker.
    const rows = (await cms.execute("SELECT name, batch FROM payload_migrations ORDER BY id")).rows;
    const names = rows.map((r) => String(r.name));
    assert.ok(!names.includes("dev"), `the push marker is gone: ${JSON.stringify(names)}`);
    assert.ok(
      names.some((n) => n.endsWith("_initial")),
      `the initial migration is recorded: ${JSON.stringify(names)}`,
    );
    t.diagnostic(`cms: migrations ${names.join(", ")}`);
  } finally {
    cms.close();
  }
});

test("the bookings are found by reference and e-mail with the same answers", async () => {
  for (const [key, answer] of Object.entries(expected.myBooking)) {
    const [reference, locale] = key.split("|");
    const email = expected.bookings.find((b) => b.reference === reference || b.oldReference === reference)!.email;
    const r = await stack.gql(MY_BOOKING, { r: reference, e: email, l: locale });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual(r.data.myBooking, answer, `myBooking ${key}`);
  }
});

test("the tickets download by the old token", async () => {
  for (const b of expected.bookings) {
    const answer = expected.myBooking[`${b.reference}|${b.locale}`]!;
    const pdf = await fetch(`${stack.urls.api}${new URL(answer.ticketsUrl).pathname}`);
    assert.equal(pdf.status, 200, `${b.label}: ${answer.ticketsUrl}`);
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), "%PDF-");
    const ics = await fetch(`${stack.urls.api}${new URL(answer.calendarUrl).pathname}`);
    assert.equal(ics.status, 200);
    assert.match(await ics.text(), /BEGIN:VCALENDAR/);
  }
});

test("the CMS answers the recorded reads identically and serves every media file unchanged", async () => {
  for (const [name, query] of Object.entries(CMS_READS)) {
    const r = await stack.cmsGql(query);
    assert.equal(r.errors, undefined, `${name}: ${JSON.stringify(r.errors)}`);
    assert.deepEqual(r.data, correctedRead(name, expected.cms[name]), `CMS ${name}`);
  }
  for (const [file, sha] of Object.entries(expected.media)) {
    const res = await fetch(`${stack.urls.cms}/api/media/file/${encodeURIComponent(file)}`);
    assert.equal(res.status, 200, file);
    assert.equal(
      createHash("sha256")
        .update(Buffer.from(await res.arrayBuffer()))
        .digest("hex"),
      sha,
      file,
    );
  }
});

test("it still works: a booking moves to a same-price date", async () => {
  const b = expected.bookings.find((x) => x.locale === "fr")!;
  const from = expected.myBooking[`${b.reference}|fr`]!.startsAt.slice(0, 10);
  const day = (n: number) => new Date(Date.parse(`${from}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  let changed: { reference: string; startsAt: string } | null = null;
  for (let n = 2; n < 25 && !changed; n++) {
    const input = { reference: b.reference, email: b.email, date: day(n) };
    const q = await stack.gql(
      `query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: fr) { ok code difference } }`,
      { input },
    );
    assert.equal(q.errors, undefined, JSON.stringify(q.errors));
    if (!q.data.dateChangeQuote.ok || q.data.dateChangeQuote.difference !== 0) continue;
    const r = await stack.gql(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: fr) { code message booking { reference startsAt } } }`,
      { input },
    );
    assert.equal(r.data?.changeBookingDate?.code, "CHANGED", JSON.stringify(r));
    changed = r.data.changeBookingDate.booking;
  }
  assert.ok(changed, "no same-price date found");
  const found = await stack.gql(MY_BOOKING, { r: b.reference, e: b.email, l: "fr" });
  assert.equal(found.data.myBooking.startsAt, changed.startsAt);
  assert.equal(found.data.myBooking.reference, changed.reference);
  await until(() => stack.mails.some((m) => m.to === b.email), 15_000, "the new tickets e-mail");
});

test("it still works: a booking is cancelled and refunded at the payment sandbox", async () => {
  const b = expected.bookings.find((x) => x.oldReference)!;
  const r = await stack.gql(
    `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { ok code message booking { status refundedAmount totalPaid } } }`,
    {
      r: b.reference,
      e: b.email,
    },
  );
  assert.equal(r.data?.cancelBooking?.code, "CANCELLED", JSON.stringify(r));
  assert.equal(r.data.cancelBooking.booking.status, "CANCELLED");
  const order = (await (await fetch(`${stack.urls.payment}/_sandbox/orders/${b.orderCode}`)).json()) as {
    transactions: { transactionTypeId: number; amount: number }[];
  };
  const refunds = order.transactions.filter((t) => t.transactionTypeId === 4);
  assert.equal(refunds.length, 1, JSON.stringify(order));
  const paid = expected.myBooking[`${b.reference}|en`]!.totalPaid;
  assert.equal(refunds[0]!.amount, paid, "the whole payment refunded (minor units)");
});
