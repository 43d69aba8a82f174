/**
 * Versioned migrations of the services' databases (services/shared-db/migrations.ts, ADR 0250), run by openSqlDb
 * with Kysely's Migrator: on a SQLite file, SQLite :memory: and PostgreSQL (when scripts/postgres.sh can start one).
 * Then the OCTO sandbox's own list: a database made by the release before migrations is adopted with its rows.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { after, describe, test } from "node:test";
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import pg from "pg";
import { openSqlDb, type SqlDb, type SqlMigration } from "../../shared-db/sql-db.ts";
import { checkMigrations } from "../../shared-db/migrations.ts";
import { OCTO_MIGRATIONS, openDb } from "../src/db.ts";
import { postgresForTests } from "./helpers.ts";
import { tables } from "./migration-tables.ts";

type Tables = ReturnType<typeof tables>;

async function open(url: string, t: Tables, migrations: readonly SqlMigration[], lines: string[] = []): Promise<SqlDb> {
  return openSqlDb({
    url,
    migrations,
    migrationTable: t.record,
    kysely,
    log: (line) => lines.push(line),
    createLibsqlClient: createClient,
    createPgPool: (config) => new pg.Pool(config),
  });
}

const recorded = async (db: SqlDb, t: Tables) =>
  (await db.all(`SELECT name FROM ${t.record} ORDER BY name`)).map((r) => String(r.name));
const count = async (db: SqlDb, table: string) => Number((await db.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n);

async function drop(url: string, t: Tables) {
  const db = await open(url, t, []).catch(() => null);
  if (!db) return;
  for (const table of [t.items, t.runs, t.record, `${t.record}_lock`]) await db.run(`DROP TABLE IF EXISTS ${table}`);
  await db.close();
}

test("a migration list is refused when its names are malformed, repeated or out of order", () => {
  const up = ["SELECT 1"];
  assert.throws(() => checkMigrations([{ name: "1_initial", up }]), /must look like 0002_what_it_does/);
  assert.throws(
    () =>
      checkMigrations([
        { name: "0002_b", up },
        { name: "0001_a", up },
      ]),
    /must come after "0002_b"/,
  );
  assert.throws(
    () =>
      checkMigrations([
        { name: "0001_a", up },
        { name: "0001_a", up },
      ]),
    /must come after/,
  );
  checkMigrations([
    { name: "0001_initial", up },
    { name: "0002_add_colour", up },
  ]);
});

/** The cases a file or a server must pass (reopened between cases); `url()` is a database the suite may use. */
function migrationSuite(url: () => string) {
  const t = tables("suite");
  let db: SqlDb | undefined;
  const reopen = async (migrations: readonly SqlMigration[], lines: string[] = []) => {
    await db?.close();
    db = undefined;
    db = await open(url(), t, migrations, lines);
    return db;
  };

  test("a fresh database gets the tables and the migration record; the start says so in one line", async () => {
    const lines: string[] = [];
    const d = await reopen(t.v1, lines);
    assert.deepEqual(await recorded(d, t), ["0001_initial"]);
    assert.equal(await d.run(`INSERT INTO ${t.items} (name, n) VALUES (?, ?), (?, ?)`, ["a", 1, "b", 2]), 2);
    assert.deepEqual(lines, [`database migrations (${t.record}): applied 0001_initial; now at 0001_initial`]);
  });

  test("a later migration that adds a column with a default is applied once; the rows there get the default", async () => {
    const lines: string[] = [];
    let d = await reopen(t.v2, lines);
    assert.deepEqual(lines, [`database migrations (${t.record}): applied 0002_add_colour; now at 0002_add_colour`]);
    assert.deepEqual(await recorded(d, t), ["0001_initial", "0002_add_colour"]);
    assert.deepEqual(await d.all(`SELECT name, n, colour FROM ${t.items} ORDER BY name`), [
      { name: "a", n: 1, colour: "red" },
      { name: "b", n: 2, colour: "red" },
    ]);
    d = await reopen(t.v2, lines);
    assert.equal(lines[1], `database migrations (${t.record}): up to date at 0002_add_colour`);
    assert.equal(await count(d, t.runs), 1, "0002 ran once");
  });

  test("a failing migration stops the open naming it and the error, is not recorded and leaves the database as before it", async () => {
    await db?.close();
    db = undefined;
    await assert.rejects(open(url(), t, t.v3), (e: Error) => {
      assert.match(e.message, /^database migration 0003_broken failed/);
      assert.match(e.message, /no_such_table/);
      return true;
    });
    const d = await reopen(t.v2);
    assert.deepEqual(await recorded(d, t), ["0001_initial", "0002_add_colour"]);
    const row = await d.get(`SELECT * FROM ${t.items} WHERE name = ?`, ["a"]);
    assert.deepEqual(
      Object.keys(row ?? {}).sort(),
      ["colour", "n", "name"],
      "the broken migration's column was rolled back",
    );
    assert.equal(await count(d, t.items), 2);
  });

  test("a database that recorded a migration this release does not know is refused (an older release)", async () => {
    await db?.close();
    db = undefined;
    await assert.rejects(open(url(), t, t.v1), /previously executed migration 0002_add_colour is missing/);
  });

  test("a database made by the schema before migrations (same CREATE ... IF NOT EXISTS) is adopted with its rows", async () => {
    const a = tables("adopt");
    // The release before migrations: its DDL at open, no record.
    const legacy = await open(url(), a, []);
    for (const sql of a.v1[0]!.up as string[]) await legacy.run(sql);
    await legacy.run(`INSERT INTO ${a.items} (name, n) VALUES (?, ?)`, ["kept", 7]);
    await legacy.close();
    const lines: string[] = [];
    const d = await open(url(), a, a.v2, lines);
    // Said as it is: the existing tables were adopted, only 0002 ran.
    assert.match(
      lines[0]!,
      /: adopted the existing schema as 0001_initial \(its tables were already there\); applied 0002_add_colour; now at 0002_add_colour$/,
    );
    assert.deepEqual(await recorded(d, a), ["0001_initial", "0002_add_colour"]);
    assert.deepEqual(await d.all(`SELECT name, n, colour FROM ${a.items}`), [{ name: "kept", n: 7, colour: "red" }]);
    await d.close();
    await drop(url(), a);
  });

  after(async () => {
    await db?.close();
    await drop(url(), t);
  });
}

describe("SQLite file", () => {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  const file = join(dir, "m.db");
  migrationSuite(() => file);

  test("opens of one file at once in one process are queued: each migration applied once", async () => {
    const t = tables("together");
    const f = join(dir, "together.db");
    const dbs = await Promise.all([open(f, t, t.v2), open(f, t, t.v2), open(f, t, t.v2)]);
    assert.deepEqual(await recorded(dbs[0]!, t), ["0001_initial", "0002_add_colour"]);
    assert.equal(await count(dbs[0]!, t.runs), 1);
    for (const d of dbs) await d.close();
  });

  test("two processes starting together on one file apply each migration once (the write lock)", async () => {
    const suffix = `procs_${process.pid}_${Date.now()}`;
    const f = join(dir, "procs.db");
    const child = () =>
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", join(import.meta.dirname, "migrate-child.ts"), f, suffix],
        { cwd: join(import.meta.dirname, "..") },
      );
    const outs = await Promise.all([child(), child()]);
    const applied = outs.flatMap((o) => o.stdout.match(/000\d_\w+(?=[,;])/g) ?? []).sort();
    assert.deepEqual(applied, ["0001_initial", "0002_add_colour"], outs.map((o) => o.stdout + o.stderr).join("\n"));
    const t = tables(suffix, true);
    const db = await open(f, t, t.v2);
    assert.equal(await count(db, t.runs), 1);
    await db.close();
  });

  after(() => rmSync(dir, { recursive: true, force: true }));
});

describe("SQLite :memory:", () => {
  test("migrations run on the one connection; later ones apply in the same open; a failure names the migration", async () => {
    const t = tables("memory");
    const lines: string[] = [];
    const db = await open(":memory:", t, t.v2, lines);
    assert.deepEqual(await recorded(db, t), ["0001_initial", "0002_add_colour"]);
    assert.equal(
      lines[0],
      `database migrations (${t.record}): applied 0001_initial, 0002_add_colour; now at 0002_add_colour`,
    );
    await db.run(`INSERT INTO ${t.items} (name, n) VALUES (?, ?)`, ["a", 1]);
    assert.deepEqual(await db.get(`SELECT colour FROM ${t.items}`), { colour: "red" });
    // tx and batch still work after the migrator used the (single) connection
    await db.tx([], async (q) => void (await q.run(`UPDATE ${t.items} SET n = 2`)));
    assert.deepEqual(await db.batch([{ sql: `UPDATE ${t.items} SET n = n + 1` }]), [1]);
    await db.close();
    await assert.rejects(open(":memory:", t, t.v3), /database migration 0003_broken failed/);
  });
});

const server = postgresForTests();
if (!server.url) console.log(`# PostgreSQL migration tests skipped: ${server.reason}`);

describe("PostgreSQL", { skip: server.url ? false : server.reason }, () => {
  migrationSuite(() => server.url!);

  test("instances starting together on one database apply each migration once", async () => {
    const t = tables("together");
    const all: string[][] = [];
    const dbs = await Promise.all(
      Array.from({ length: 3 }, () => {
        const lines: string[] = [];
        all.push(lines);
        return open(server.url!, t, t.v2, lines);
      }),
    );
    assert.deepEqual(await recorded(dbs[0]!, t), ["0001_initial", "0002_add_colour"]);
    assert.equal(await count(dbs[0]!, t.runs), 1, "0002 ran once");
    const appliedBy = all
      .flat()
      .filter((l) => l.includes("applied"))
      .flatMap((l) => l.match(/000\d_\w+(?=[,;])/g) ?? []);
    assert.deepEqual(appliedBy.sort(), ["0001_initial", "0002_add_colour"], "each migration applied by one instance");
    for (const d of dbs) await d.close();
    await drop(server.url!, t);
  });

  after(() => server.stop());
});

describe("the OCTO sandbox's database", () => {
  test("0001_initial adopts a database of the release before migrations: tables and rows as they were", async () => {
    const dir = mkdtempSync(join(tmpdir(), "octo-adopt-"));
    const file = join(dir, "octo.db");
    const legacy = createClient({ url: `file:${file}` });
    for (const sql of OCTO_MIGRATIONS[0]!.up as string[]) await legacy.execute(sql);
    await legacy.execute({
      sql: "INSERT INTO octo_pay_orders (order_code, amount, currency, merchant_trns, created_ms) VALUES (?, ?, ?, ?, ?)",
      args: ["1234", 500, "EUR", "t", 1],
    });
    legacy.close();
    const lines: string[] = [];
    const db = await openDb(file, { log: (l) => lines.push(l) });
    assert.deepEqual(await db.all("SELECT order_code, amount FROM octo_pay_orders"), [
      { order_code: "1234", amount: 500 },
    ]);
    assert.deepEqual(
      (await db.all("SELECT name FROM octo_migrations")).map((r) => r.name),
      ["0001_initial"],
    );
    assert.match(
      lines[0]!,
      /octo_migrations\): adopted the existing schema as 0001_initial \(its tables were already there\)(; applied [^;]+)?; now at /,
    );
    await db.close();
    const again = await openDb(file, { log: (l) => lines.push(l) });
    assert.match(lines[1]!, /up to date at 0001_initial/);
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a fresh database gets every table of 0001_initial", async () => {
    const db = await openDb(":memory:");
    const names = (
      await db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'octo_%' ORDER BY name")
    ).map((r) => r.name);
    assert.deepEqual(names, [
      "octo_bookings",
      "octo_migrations",
      "octo_migrations_lock",
      "octo_orders",
      "octo_pay_orders",
      "octo_pay_transactions",
      "octo_slot_locks",
    ]);
    await db.close();
  });
});
