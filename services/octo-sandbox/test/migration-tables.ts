/** The tables and migration lists of migrations.test.ts (shared with migrate-child.ts). */
import type { SqlMigration } from "../../shared-db/sql-db.ts";

/** One set of table names per case, so cases (and runs) on one PostgreSQL database never meet. */
export function tables(tag: string, exact = false) {
  const suffix = exact ? tag : `${tag}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const items = `mig_items_${suffix}`;
  const runs = `mig_runs_${suffix}`;
  const initial: SqlMigration = {
    name: "0001_initial",
    up: [
      `CREATE TABLE IF NOT EXISTS ${items} (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS ${runs} (what TEXT NOT NULL)`,
    ],
  };
  // A later release changes a table: a column with a default, on a table that has rows. The insert counts runs.
  const addColour: SqlMigration = {
    name: "0002_add_colour",
    up: [
      `ALTER TABLE ${items} ADD COLUMN colour TEXT NOT NULL DEFAULT 'red'`,
      `INSERT INTO ${runs} (what) VALUES ('0002')`,
    ],
  };
  // Fails on its second statement: its first must be rolled back with it.
  const broken: SqlMigration = {
    name: "0003_broken",
    up: [
      `ALTER TABLE ${items} ADD COLUMN size INTEGER NOT NULL DEFAULT 0`,
      `INSERT INTO no_such_table_${suffix} (x) VALUES (1)`,
    ],
  };
  return {
    items,
    runs,
    record: `mig_migrations_${suffix}`,
    v1: [initial],
    v2: [initial, addColour],
    v3: [initial, addColour, broken],
  };
}
