/**
 * The web server database's migrations (src/migrations.ts, ADR 0250) on SQLite and PostgreSQL: a fresh database gets
 * every table and the record; a database of the release before migrations is adopted with its rows; a later
 * migration (the shape of the coming `0002_...`) changes a table with rows once; a failing one names itself and is
 * not recorded; instances starting together on PostgreSQL apply each migration once.
 */
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { openApiDb, type ApiDb, type SqlMigration } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { postgresForTests, scratchDatabases } from "./postgres.ts";

const TABLES = [
  "api_cart_locks",
  "api_client_holds",
  "api_confirmations",
  "api_date_changes",
  "api_form_captcha_used",
  "api_form_messages",
  "api_migrations",
  "api_migrations_lock",
  "api_outbox",
  "api_payment_attempts",
  "api_publish_requests",
  "api_rate_counters",
  "api_ticket_links",
  "api_ticket_tokens",
  "api_webhook_events",
];
const ADD_PRIORITY: SqlMigration = {
  name: "0002_publish_priority",
  up: ["ALTER TABLE api_publish_requests ADD COLUMN priority INTEGER NOT NULL DEFAULT 5"],
};
const BROKEN: SqlMigration = {
  name: "0003_broken",
  up: ["ALTER TABLE api_outbox ADD COLUMN extra TEXT", "UPDATE api_no_such_table SET x = 1"],
};
const LEGACY_ROWS = [
  "INSERT INTO api_publish_requests (id, reason, status, requested_ms) VALUES ('p1', 'cms', 'live', 1000)",
  "INSERT INTO api_publish_requests (id, reason, status, requested_ms) VALUES ('p2', 'cms', 'queued', 2000)",
  "INSERT INTO api_rate_counters (key, window_start, hits) VALUES ('cart:1.2.3.4', 0, 3)",
];

/** The first migration alone: the schema of the release before migrations, that the cases below build on. */
const INITIAL: readonly SqlMigration[] = API_MIGRATIONS.slice(0, 1);
const names = async (db: ApiDb) =>
  (await db.all("SELECT name FROM api_migrations ORDER BY name")).map((r) => String(r.name));
const open = (url: string, migrations: readonly SqlMigration[], lines: string[] = []) =>
  openApiDb(url, migrations, { log: (l) => lines.push(l) });

/** The same cases on both drivers; `legacy(statements)` runs SQL the way the release before migrations did. */
function suite(fresh: () => Promise<{ url: string; legacy: (sql: readonly string[]) => Promise<void> }>) {
  test("a fresh database gets every table of 0001_initial and its record, then every later migration", async () => {
    const { url } = await fresh();
    const lines: string[] = [];
    let db = await open(url, INITIAL, lines);
    assert.deepEqual(await names(db), ["0001_initial"]);
    for (const table of TABLES) assert.ok(await db.all(`SELECT * FROM ${table} LIMIT 1`), table);
    assert.deepEqual(lines, ["database migrations (api_migrations): applied 0001_initial; now at 0001_initial"]);
    await db.close();
    db = await open(url, API_MIGRATIONS);
    assert.deepEqual(
      await names(db),
      API_MIGRATIONS.map((m) => m.name),
    );
    await db.close();
  });

  test("a database of the release before migrations is adopted as it is; a later ALTER gives its rows the default, once", async () => {
    const { url, legacy } = await fresh();
    await legacy([...(INITIAL[0]!.up as string[]), ...LEGACY_ROWS]);
    const adoption: string[] = [];
    let db = await open(url, INITIAL, adoption);
    assert.deepEqual(await names(db), ["0001_initial"]);
    // The log says what happened: the existing tables were adopted, not created.
    assert.deepEqual(adoption, [
      "database migrations (api_migrations): adopted the existing schema as 0001_initial (its tables were already there); now at 0001_initial",
    ]);
    assert.deepEqual(await db.all("SELECT id, status FROM api_publish_requests ORDER BY id"), [
      { id: "p1", status: "live" },
      { id: "p2", status: "queued" },
    ]);
    assert.equal(Number((await db.get("SELECT hits FROM api_rate_counters"))?.hits), 3);
    await db.close();

    const lines: string[] = [];
    db = await open(url, [...INITIAL, ADD_PRIORITY], lines);
    await db.close();
    db = await open(url, [...INITIAL, ADD_PRIORITY], lines);
    assert.deepEqual(lines, [
      "database migrations (api_migrations): applied 0002_publish_priority; now at 0002_publish_priority",
      "database migrations (api_migrations): up to date at 0002_publish_priority",
    ]);
    assert.deepEqual(await names(db), ["0001_initial", "0002_publish_priority"]);
    assert.deepEqual(
      (await db.all("SELECT id, priority FROM api_publish_requests ORDER BY id")).map((r) => [
        r.id,
        Number(r.priority),
      ]),
      [
        ["p1", 5],
        ["p2", 5],
      ],
    );
    await db.close();

    await assert.rejects(open(url, [...INITIAL, ADD_PRIORITY, BROKEN]), (e: Error) => {
      assert.match(
        e.message,
        /^database migration 0003_broken failed \(api_migrations; the database is as before it\): .*api_no_such_table/,
      );
      return true;
    });
    db = await open(url, [...INITIAL, ADD_PRIORITY]);
    assert.deepEqual(await names(db), ["0001_initial", "0002_publish_priority"]);
    await db.run(
      "INSERT INTO api_outbox (id, dedupe_key, kind, attempt_id, to_address, locale, status, next_attempt_ms, created_ms) VALUES ('o', 'o', 'k', 'a', 't', 'fr', 's', 0, 0)",
    );
    assert.equal(
      (await db.get("SELECT * FROM api_outbox"))?.extra,
      undefined,
      "0003's first statement was rolled back",
    );
    await db.close();
  });

  test("0006_date_change_old_start: a change of date recorded before it keeps its row, with no old start; new ones get one", async () => {
    const { url } = await fresh();
    const before = API_MIGRATIONS.slice(
      0,
      API_MIGRATIONS.findIndex((m) => m.name === "0006_date_change_old_start"),
    );
    let db = await open(url, before);
    const insert = (id: string, status: string) =>
      db.run(
        `INSERT INTO api_date_changes (id, attempt_id, old_booking_uuid, old_order_id, old_reference, new_booking_uuid, new_order_id, new_start,
         old_amount, new_amount, currency, locale, status, created_ms, updated_ms)
       VALUES (?, 'a1', ?, 'o1', 'OLDREF', ?, 'o2', '2026-12-05T00:00:00+01:00', 4500, 4500, 'EUR', 'fr', ?, 1, 1)`,
        [id, `old-${id}`, `new-${id}`, status],
      );
    await insert("c1", "done");
    await db.close();
    db = await open(url, API_MIGRATIONS);
    assert.deepEqual(
      await names(db),
      API_MIGRATIONS.map((m) => m.name),
    );
    const row = await db.get("SELECT old_reference, status, old_start FROM api_date_changes WHERE id = 'c1'");
    assert.deepEqual({ ...row }, { old_reference: "OLDREF", status: "done", old_start: null });
    await db.run("UPDATE api_date_changes SET old_start = ? WHERE id = 'c1'", ["2026-12-01T00:00:00+01:00"]);
    assert.equal(
      (await db.get("SELECT old_start FROM api_date_changes WHERE id = 'c1'"))?.old_start,
      "2026-12-01T00:00:00+01:00",
    );
    await db.close();
  });
}

describe("SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "api-migrations-"));
  let n = 0;
  suite(async () => {
    const url = join(dir, `api-${++n}.db`);
    return {
      url,
      async legacy(statements) {
        const client = createClient({ url: `file:${url}` });
        for (const sql of statements) await client.execute(sql);
        client.close();
      },
    };
  });
  test(":memory: gets every table of 0001_initial", async () => {
    const db = await openApiDb(":memory:", INITIAL);
    const tables = await db.all("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    assert.deepEqual(
      tables.map((r) => r.name),
      TABLES,
    );
    await db.close();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
});

const server = postgresForTests("api_migrations", 1);
if (!server.url) console.log(`# PostgreSQL migration tests skipped: ${server.reason}`);

describe("PostgreSQL", { skip: server.url ? false : server.reason }, () => {
  /** A new database on the server, so "fresh" and "legacy" mean what they say. */
  const scratch = scratchDatabases(server.url ?? "", "api_mig");
  const freshDatabase = () => scratch.create();

  suite(async () => {
    const url = await freshDatabase();
    return {
      url,
      async legacy(statements) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        for (const sql of statements) await c.query(sql);
        await c.end();
      },
    };
  });

  test("instances starting together apply each migration once", async () => {
    const url = await freshDatabase();
    const lines: string[] = [];
    const dbs = await Promise.all([1, 2, 3].map(() => open(url, [...INITIAL, ADD_PRIORITY], lines)));
    assert.deepEqual(await names(dbs[0]!), ["0001_initial", "0002_publish_priority"]);
    const applied = lines.flatMap((l) => l.match(/000\d_\w+(?=[,;])/g) ?? []).sort();
    assert.deepEqual(applied, ["0001_initial", "0002_publish_priority"], lines.join("\n"));
    for (const db of dbs) await db.close();
  });

  after(async () => {
    await scratch.dropAll();
    server.stop();
  });
});
