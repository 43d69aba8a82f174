/**
 * The operator's backup (docs/operations.md "Running in production"): a paid booking on PostgreSQL survives `pg_dump` and
 * `pg_restore` into a new database, and a web server started on the restored database finds it, serves its tickets
 * and cancels it (refunded at the payment sandbox). The commands are the ones docs/operations.md gives.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createWebServer, type WebServer } from "../src/server.ts";
import { postgresForTests } from "./postgres.ts";
import { startPaymentStack, type PaymentStack } from "./payment-stack.ts";
import { freePort } from "./smtp.ts";

const server = postgresForTests("api_backup", 2);
if (!server.url) console.log(`# backup and restore skipped: ${server.reason}`);

/** pg_dump / pg_restore of the installed server (Debian puts them under /usr/lib/postgresql/<version>/bin). */
function pgTool(name: string): string {
  const versions = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const bin = join("/usr/lib/postgresql", v, "bin", name);
    if (existsSync(bin)) return bin;
  }
  return name;
}

let stack: PaymentStack;
let restored: WebServer | null = null;
const dir = mkdtempSync(join(tmpdir(), "api-backup-"));

before(async () => {
  if (!server.url) return;
  stack = await startPaymentStack({ databaseUrl: server.url });
});

after(async () => {
  await restored?.close();
  await stack?.close();
  server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test(
  "a paid booking survives pg_dump and pg_restore into a new database, and is found, downloaded and cancelled there",
  { skip: server.url ? false : server.reason },
  async () => {
    const email = `backup-${Date.now()}@example.com`;
    const { orderCode } = await stack.cartWithPayment(email);
    const paid = await stack.payOrder(orderCode);
    const outcome = await stack.verifyReturn(paid.redirectUrl);
    assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
    const reference = outcome.booking.reference as string;
    const read = (at: string) =>
      fetch(`${at}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e) { reference status startsAt totalPaid ticketsUrl } }`,
          variables: { r: reference, e: email },
        }),
      }).then((r) => r.json() as Promise<{ data: { myBooking: Record<string, unknown> | null } }>);
    const before = (await read(stack.urls[0]!)).data.myBooking;
    assert.equal(before?.status, "CONFIRMED");

    // The backup, as docs/operations.md says: a custom-format dump of the web server's database...
    const dump = join(dir, "api.dump");
    execFileSync(
      "bash",
      [
        "-c",
        'umask 077 && exec "$0" "$@"',
        pgTool("pg_dump"),
        "--format=custom",
        "--no-owner",
        `--file=${dump}`,
        server.url!,
      ],
      { stdio: "pipe" },
    );
    // Customers' data: readable by its owner only, whatever the operator's default umask.
    assert.equal(statSync(dump).mode & 0o777, 0o600);
    // ...restored into a new, empty database.
    const restoredUrl = server.url!.replace(/\/[^/]+$/, "/api_backup_restored");
    const admin = new pg.Client({ connectionString: server.url! });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS api_backup_restored");
    await admin.query("CREATE DATABASE api_backup_restored");
    await admin.end();
    execFileSync(pgTool("pg_restore"), ["--no-owner", `--dbname=${restoredUrl}`, dump], { stdio: "pipe" });

    // A web server on the restored database (same supplier and provider) sees the booking as it was.
    const port = await freePort();
    restored = await createWebServer(
      { ...stack.config, apiDatabaseUrl: restoredUrl, siteUrl: `http://127.0.0.1:${port}` },
      { payments: { waitMs: 10_000 } },
    );
    await restored.listen({ port, host: "127.0.0.1" });
    const at = `http://127.0.0.1:${port}`;
    const after = (await read(at)).data.myBooking;
    assert.deepEqual({ ...after, ticketsUrl: undefined }, { ...before, ticketsUrl: undefined });
    // The same download token (the link in the customer's e-mail) still gives the PDF.
    const token = new URL(String(before!.ticketsUrl)).pathname.split("/").pop()!;
    const pdf = await fetch(`${at}/api/tickets/${token}`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    // The migrations' records came along: the restored database starts without migrating again.
    const check = new pg.Client({ connectionString: restoredUrl });
    await check.connect();
    const names = (await check.query("SELECT name FROM api_migrations ORDER BY name")).rows.map(
      (r: { name: string }) => r.name,
    );
    await check.end();
    assert.ok(names.includes("0001_initial"), JSON.stringify(names));
    // And it still works: cancelled there, refunded at the provider.
    const cancel = await fetch(`${at}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation($r: String!, $e: String!) { cancelBooking(reference: $r, email: $e, locale: en) { code } }`,
        variables: { r: reference, e: email },
      }),
    }).then((r) => r.json() as Promise<{ data: { cancelBooking: { code: string } } }>);
    assert.equal(cancel.data.cancelBooking.code, "CANCELLED");
    const order = (await (await fetch(`${stack.pay.url}/_sandbox/orders/${orderCode}`)).json()) as {
      transactions: { transactionTypeId: number }[];
    };
    assert.equal(order.transactions.filter((t) => t.transactionTypeId === 4).length, 1, "one refund");
  },
);
