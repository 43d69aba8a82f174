/**
 * The services' shared SQLite/PostgreSQL adapter (services/shared-db/sql-db.ts), on both drivers: SQLite in a temp
 * file (and :memory:), PostgreSQL when scripts/postgres.sh can start one (skipped with the printed reason otherwise).
 * It lives here because this package has both drivers.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import pg from "pg";
import { isUniqueViolation, openSqlDb, type SqlDb, toPgPlaceholders } from "../../shared-db/sql-db.ts";
import { postgresForTests } from "./helpers.ts";

const suffix = `${process.pid}_${Date.now()}`;
const ITEMS = `sqldb_items_${suffix}`;
const LOCKS = `sqldb_locks_${suffix}`;
const MIGRATIONS = `sqldb_migrations_${suffix}`;
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${ITEMS} (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ${LOCKS} (k TEXT PRIMARY KEY)`,
];

const open = (url: string) =>
  openSqlDb({
    url,
    migrations: [{ name: "0001_initial", up: SCHEMA }],
    migrationTable: MIGRATIONS,
    kysely,
    createLibsqlClient: createClient,
    createPgPool: (config) => new pg.Pool(config),
    rowLocks: { table: LOCKS, column: "k" },
  });

test("the adapter is dependency-free: it imports node built-ins and itself only (the services inject their drivers)", () => {
  for (const file of ["sql-db.ts", "migrations.ts"]) {
    const text = readFileSync(new URL(`../../shared-db/${file}`, import.meta.url), "utf8");
    const specifiers = [...text.matchAll(/^(?:import|export)[^"';]*from\s*["']([^"']+)["']/gm)].map((m) => m[1]);
    assert.ok(file === "migrations.ts" || specifiers.length > 0, file);
    assert.deepEqual(
      specifiers.filter((s) => !s?.startsWith("node:") && !s?.startsWith("./")),
      [],
      file,
    );
  }
});

test("? placeholders become $1, $2... for PostgreSQL", () => {
  assert.equal(
    toPgPlaceholders("UPDATE t SET a = ? WHERE b = ? AND c = ?"),
    "UPDATE t SET a = $1 WHERE b = $2 AND c = $3",
  );
});

test("a PostgreSQL URL is refused when the service injects no pg", async () => {
  await assert.rejects(
    openSqlDb({
      url: "postgres://localhost:1/x",
      migrations: [],
      migrationTable: "x_migrations",
      kysely,
      createLibsqlClient: createClient,
    }),
    /PostgreSQL is not supported/,
  );
});

function adapterSuite(db: () => SqlDb) {
  test("run, get and all: rows affected and plain rows", async () => {
    assert.equal(await db().run(`INSERT INTO ${ITEMS} (name, n) VALUES (?, ?), (?, ?)`, ["a", 1, "b", 2]), 2);
    assert.deepEqual(await db().get(`SELECT name, n FROM ${ITEMS} WHERE name = ?`, ["b"]), { name: "b", n: 2 });
    assert.deepEqual(await db().all(`SELECT name FROM ${ITEMS} ORDER BY name`), [{ name: "a" }, { name: "b" }]);
    assert.equal(await db().get(`SELECT name FROM ${ITEMS} WHERE name = ?`, ["zz"]), undefined);
    assert.equal(await db().run(`UPDATE ${ITEMS} SET n = n + 1 WHERE name = ?`, ["none"]), 0);
  });

  test("batch is atomic: a unique violation rolls back the statements before it", async () => {
    const err = await db()
      .batch([
        { sql: `UPDATE ${ITEMS} SET n = 100 WHERE name = ?`, args: ["a"] },
        { sql: `INSERT INTO ${ITEMS} (name, n) VALUES (?, ?)`, args: ["b", 9] },
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(err, "the duplicate insert must fail");
    assert.ok(isUniqueViolation(err), `a unique violation: ${String(err)}`);
    assert.equal((await db().get(`SELECT n FROM ${ITEMS} WHERE name = ?`, ["a"]))?.n, 1);
    assert.deepEqual(
      await db().batch([
        { sql: `UPDATE ${ITEMS} SET n = n + 1` },
        { sql: `DELETE FROM ${ITEMS} WHERE name = ?`, args: ["zz"] },
      ]),
      [2, 0],
    );
  });

  test("tx commits its result and rolls back when the body throws", async () => {
    const out = await db().tx(["k1"], async (q) => {
      await q.run(`INSERT INTO ${ITEMS} (name, n) VALUES (?, ?)`, ["c", 3]);
      return (await q.get(`SELECT n FROM ${ITEMS} WHERE name = ?`, ["c"]))?.n;
    });
    assert.equal(out, 3);
    await assert.rejects(
      db().tx(["k1"], async (q) => {
        await q.run(`UPDATE ${ITEMS} SET n = 50 WHERE name = ?`, ["c"]);
        throw new Error("boom");
      }),
      /boom/,
    );
    assert.equal((await db().get(`SELECT n FROM ${ITEMS} WHERE name = ?`, ["c"]))?.n, 3);
  });

  test("concurrent transactions on one key do not lose updates (read, then write)", async () => {
    await db().run(`INSERT INTO ${ITEMS} (name, n) VALUES (?, ?)`, ["counter", 0]);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db().tx(["counter", "other"], async (q) => {
          const n = Number((await q.get(`SELECT n FROM ${ITEMS} WHERE name = ?`, ["counter"]))?.n);
          await new Promise((r) => setTimeout(r, 1));
          await q.run(`UPDATE ${ITEMS} SET n = ? WHERE name = ?`, [n + 1, "counter"]);
        }),
      ),
    );
    assert.equal(Number((await db().get(`SELECT n FROM ${ITEMS} WHERE name = ?`, ["counter"]))?.n), 20);
  });
}

describe("SQLite file", () => {
  const dir = mkdtempSync(join(tmpdir(), "sql-db-"));
  const file = join(dir, "nested", "test.db");
  let db: SqlDb;
  test("opens a path (creating its folder) in WAL mode; the schema is idempotent", async () => {
    await (await open(file)).close();
    db = await open(file);
    assert.equal(db.kind, "sqlite");
    assert.equal(String((await db.get("PRAGMA journal_mode"))?.journal_mode).toLowerCase(), "wal");
  });
  adapterSuite(() => db);
  after(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("SQLite :memory:", () => {
  let db: SqlDb;
  test("opens", async () => {
    db = await open(":memory:");
  });
  adapterSuite(() => db);
  after(async () => {
    await db?.close();
  });
});

const server = postgresForTests();
if (!server.url) console.log(`# PostgreSQL adapter tests skipped: ${server.reason}`);

describe("PostgreSQL", { skip: server.url ? false : server.reason }, () => {
  let db: SqlDb;
  test("opens; instances starting together create the schema once", async () => {
    const dbs = await Promise.all([open(server.url!), open(server.url!)]);
    await dbs[1]!.close();
    db = dbs[0]!;
    assert.equal(db.kind, "postgres");
  });
  adapterSuite(() => db);
  after(async () => {
    if (db) {
      await db.run(`DROP TABLE IF EXISTS ${ITEMS}`);
      await db.run(`DROP TABLE IF EXISTS ${LOCKS}`);
      await db.run(`DROP TABLE IF EXISTS ${MIGRATIONS}`);
      await db.run(`DROP TABLE IF EXISTS ${MIGRATIONS}_lock`);
      await db.close();
    }
    server.stop();
  });
});
