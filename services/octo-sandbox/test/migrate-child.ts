/** migrations.test.ts's second process: opens argv[2] (a SQLite file) with migrations.test.ts's v2 list for the
 * tables named by argv[3], prints the start line and exits. */
import { createClient } from "@libsql/client";
import * as kysely from "kysely";
import { openSqlDb } from "../../shared-db/sql-db.ts";
import { tables } from "./migration-tables.ts";

const [file, suffix] = process.argv.slice(2) as [string, string];
const t = tables(suffix, true);
const db = await openSqlDb({
  url: file,
  migrations: t.v2,
  migrationTable: t.record,
  kysely,
  createLibsqlClient: createClient,
  log: (l) => console.log(l),
});
await db.close();
