/**
 * The payment sandbox database's migrations (src/db.ts PAY_MIGRATIONS, ADR 0250; the migrator itself is tested in
 * services/octo-sandbox/test/migrations.test.ts): a database of the release before migrations is adopted with its
 * rows, a fresh one gets every table, a later ALTER reaches the rows once, a failing migration names itself.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { createClient } from "@libsql/client";
import { Db, PAY_MIGRATIONS } from "../src/db.ts";

const dir = mkdtempSync(join(tmpdir(), "pay-migrations-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("a fresh database gets every table of 0001_initial and the record", async () => {
  const lines: string[] = [];
  const db = await Db.open(":memory:", { log: (l) => lines.push(l) });
  const tables = (await db.all("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map((r) => r.name);
  assert.deepEqual(tables, [
    "pay_migrations",
    "pay_migrations_lock",
    "pay_orders",
    "pay_tokens",
    "pay_transactions",
    "pay_webhook_deliveries",
    "pay_webhooks",
  ]);
  assert.deepEqual(lines, ["database migrations (pay_migrations): applied 0001_initial; now at 0001_initial"]);
  db.close();
});

test("a database of the release before migrations is adopted with its rows; a later migration adds a column once", async () => {
  const file = join(dir, "payments.db");
  const legacy = createClient({ url: `file:${file}` });
  for (const sql of PAY_MIGRATIONS[0]!.up as string[]) await legacy.execute(sql);
  await legacy.execute("INSERT INTO pay_webhooks (url, key, verified) VALUES ('http://127.0.0.1:1/hook', 'k', 1)");
  legacy.close();

  let db = await Db.open(file);
  assert.deepEqual(await db.all("SELECT url, verified FROM pay_webhooks"), [
    { url: "http://127.0.0.1:1/hook", verified: 1 },
  ]);
  assert.deepEqual(
    (await db.all("SELECT name FROM pay_migrations")).map((r) => r.name),
    ["0001_initial"],
  );
  db.close();

  const later = [
    ...PAY_MIGRATIONS,
    { name: "0002_webhook_label", up: ["ALTER TABLE pay_webhooks ADD COLUMN label TEXT NOT NULL DEFAULT 'merchant'"] },
  ];
  const lines: string[] = [];
  db = await Db.open(file, { migrations: later, log: (l) => lines.push(l) });
  db.close();
  db = await Db.open(file, { migrations: later, log: (l) => lines.push(l) });
  assert.deepEqual(lines, [
    "database migrations (pay_migrations): applied 0002_webhook_label; now at 0002_webhook_label",
    "database migrations (pay_migrations): up to date at 0002_webhook_label",
  ]);
  assert.deepEqual(await db.all("SELECT url, label FROM pay_webhooks"), [
    { url: "http://127.0.0.1:1/hook", label: "merchant" },
  ]);
  db.close();

  const broken = [
    ...later,
    { name: "0003_broken", up: ["ALTER TABLE pay_tokens ADD COLUMN scope TEXT", "SELECT * FROM pay_nothing"] },
  ];
  await assert.rejects(
    Db.open(file, { migrations: broken }),
    /^Error: database migration 0003_broken failed .*pay_nothing/,
  );
  db = await Db.open(file, { migrations: later });
  assert.deepEqual(
    (await db.all("SELECT name FROM pay_migrations ORDER BY name")).map((r) => r.name),
    ["0001_initial", "0002_webhook_label"],
  );
  assert.ok(
    !(await db.all("SELECT name FROM pragma_table_info('pay_tokens')")).some((r) => r.name === "scope"),
    "0003 rolled back",
  );
  db.close();
});
