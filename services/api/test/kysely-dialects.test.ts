/**
 * The web server's Kysely dialects (src/db/database.ts, src/db/libsql-dialect.ts, docs/adr/0368) keep the write
 * guarantee of the adapter they replaced: on a SQLite file, transactions of one process queue one at a time (no
 * SQLITE_BUSY between them) while plain statements run; `:memory:` serializes everything; a failed transaction rolls
 * back whole and the queue goes on; PostgreSQL reads BIGINT as numbers and ends its pool on close.
 */
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDb, type ApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { postgresForTests, scratchDatabases } from "./postgres.ts";

const lease = (db: ApiDb, name: string, until: number) =>
  db.kysely.insertInto("api_job_leases").values({ name, holder: "t", lease_until: until });

function suite(open: () => Promise<ApiDb>) {
  test("20 concurrent transactions and reads all succeed, each transaction whole", async () => {
    const db = await open();
    try {
      const writes = Array.from({ length: 20 }, (_, i) =>
        db.batch([
          lease(db, `a${i}`, i),
          lease(db, `b${i}`, i),
          db.kysely.updateTable("api_job_leases").set({ holder: "u" }).where("name", "=", `a${i}`),
        ]),
      );
      const reads = Array.from({ length: 20 }, () =>
        db.kysely
          .selectFrom("api_job_leases")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst(),
      );
      const results = await Promise.all(writes);
      await Promise.all(reads);
      assert.deepEqual(
        results,
        Array.from({ length: 20 }, () => [1, 1, 1]),
      );
      const rows = await db.kysely.selectFrom("api_job_leases").selectAll().orderBy("name").execute();
      assert.equal(rows.length, 40);
      assert.equal(rows.filter((r) => r.holder === "u").length, 20);
      assert.equal(typeof rows[0]!.lease_until, "number");
    } finally {
      await db.close();
    }
  });

  test("a failed transaction leaves nothing behind, and the next one runs", async () => {
    const db = await open();
    try {
      await db.batch([lease(db, "dup", 1)]);
      await assert.rejects(db.batch([lease(db, "first", 1), lease(db, "dup", 2)]));
      const after = await db.kysely.selectFrom("api_job_leases").select("name").orderBy("name").execute();
      assert.deepEqual(
        after.map((r) => r.name),
        ["dup"],
      );
      assert.deepEqual(await db.batch([lease(db, "next", 3)]), [1]);
      assert.equal(await db.run("UPDATE api_job_leases SET holder = ? WHERE name = ?", ["raw", "next"]), 1);
      assert.equal((await db.get("SELECT holder FROM api_job_leases WHERE name = ?", ["next"]))?.holder, "raw");
    } finally {
      await db.close();
    }
  });
}

describe("SQLite file", () => {
  const dir = mkdtempSync(join(tmpdir(), "api-kysely-"));
  let n = 0;
  suite(() => openApiDb(join(dir, `db${++n}.db`), API_MIGRATIONS));
  after(() => rmSync(dir, { recursive: true, force: true }));
});

describe("SQLite :memory:", () => {
  suite(() => openApiDb(":memory:", API_MIGRATIONS));
});

const server = postgresForTests("api_kysely", 0);
if (!server.url) console.log(`# PostgreSQL dialect tests skipped: ${server.reason}`);

describe("PostgreSQL", { skip: server.url ? false : server.reason }, () => {
  const scratch = scratchDatabases(server.url ?? "", "api_kysely");
  suite(async () => openApiDb(await scratch.create(), API_MIGRATIONS));

  after(async () => {
    // Every pool was ended by close(): the databases drop (PostgreSQL refuses while a session is open).
    await scratch.dropAll();
    server.stop();
  });
});
