/**
 * Full reconciliation (src/payments/reconciliation.ts), end to end on loopback: the real payment sandbox,
 * the real OCTO sandbox using it as its Viva gateway and two web server instances sharing one database. Each kind of
 * mismatch is injected behind the site's back; one run must find each, repair the safe ones (hold cancelled,
 * confirmation finished) and change nothing else (no refund, no other booking or row touched).
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_CAPABILITIES } from "../src/octo/types.ts";
import type { OctoClient } from "../src/octo/client.ts";
import { scheduledWindow, type Finding, type ReconciliationReport } from "../src/payments/reconciliation.ts";
import { dateWithSeats, localDate } from "./helpers.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let stack: PaymentStack;
let settlement: OctoClient;
const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
const capture = (level: string) => (obj: object, msg: string) =>
  void lines.push({ level, obj: obj as Record<string, unknown>, msg });

before(async () => {
  stack = await startPaymentStack({
    instances: 2,
    webhooks: false, // a paid order whose return is skipped stays unconfirmed
    payments: { log: { info: capture("info"), warn: capture("warn"), error: capture("error") } },
    ...(process.env.TEST_API_DATABASE_URL ? { databaseUrl: process.env.TEST_API_DATABASE_URL } : {}),
  });
  settlement = stack.octo.withCapabilities(DEFAULT_CAPABILITIES.filter((c) => c !== "octo/cardPayments"));
});

after(async () => {
  await stack?.close();
});

const app = () => stack.instances[0]!;
const db = () => app().payments.db;
const DATE = dateWithSeats([HOHO.productId], 6);

async function paidBooking(opts: { promoCode?: string; date?: string } = {}) {
  const email = `recon-${randomUUID().slice(0, 8)}@example.com`;
  const id = randomUUID();
  const created = await stack.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: {
      id,
      ...HOHO,
      date: opts.date ?? DATE,
      passengers: { adult: 2 },
      ...(opts.promoCode ? { promoCode: opts.promoCode } : {}),
    },
  });
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const details = await stack.gql(
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`,
    {
      input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
    },
  );
  assert.equal(details.errors, undefined, JSON.stringify(details.errors));
  const started = await stack.gql(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode amount } }`, {
    id,
  });
  assert.equal(started.errors, undefined, JSON.stringify(started.errors));
  const orderCode = started.data.startPayment.orderCode as string;
  const paid = await stack.payOrder(orderCode);
  const verified = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(verified.code, "CONFIRMED", JSON.stringify(verified));
  return {
    email,
    uuid: id,
    orderCode,
    transactionId: paid.transactionId,
    reference: verified.booking.reference as string,
    total: verified.booking.totalPaid as number,
  };
}

const attemptOf = async (orderCode: string) =>
  (await db().get("SELECT * FROM api_payment_attempts WHERE order_code = ?", [orderCode]))!;
const supplierStatus = async (uuid: string) => (await settlement.getBooking(uuid)).status;

/** Everything that must not move except the repairs: provider transactions, supplier bookings, the site's rows. */
async function snapshot() {
  const attempts = await db().all(
    "SELECT id, cart_id, octo_order_id, order_code, status, refunded_amount, transaction_id FROM api_payment_attempts ORDER BY id",
  );
  const changes = await db().all(
    "SELECT id, status, order_code, new_booking_uuid, refunded_amount FROM api_date_changes ORDER BY id",
  );
  const codes = [
    ...attempts.map((r) => String(r.order_code)),
    ...changes.filter((r) => r.order_code).map((r) => String(r.order_code)),
  ];
  const provider: Record<string, unknown[]> = {};
  for (const code of codes) {
    const state = (await (await fetch(`${stack.pay.url}/_sandbox/orders/${code}`)).json()) as {
      transactions?: { transactionId: string; statusId: string; transactionTypeId: number; amount: number }[];
    };
    provider[code] = (state.transactions ?? []).map(
      (t) => `${t.transactionId}:${t.transactionTypeId}:${t.statusId}:${t.amount}`,
    );
  }
  const supplier = Object.fromEntries(
    (await stack.octoSandbox.db.all("SELECT uuid, status FROM octo_bookings ORDER BY uuid")).map((r) => [
      String(r.uuid),
      String(r.status),
    ]),
  );
  return {
    attempts: Object.fromEntries(attempts.map((r) => [String(r.id), JSON.stringify(r)])),
    changes: Object.fromEntries(changes.map((r) => [String(r.id), JSON.stringify(r)])),
    provider,
    supplier,
  };
}

const key = (f: Pick<Finding, "kind" | "outcome"> & { uuid: string | undefined }) => `${f.kind}/${f.outcome}/${f.uuid}`;
const keysOf = (r: ReconciliationReport) =>
  r.findings.map((f) => key({ kind: f.kind, outcome: f.outcome, uuid: f.refs.bookingUuid })).sort();

// Set in the first test, read by the next ones.
const injected: Record<string, string> = {};

test("each kind of mismatch is found; holds of closed records are cancelled, paid confirmations finished, the rest reported; nothing else moves", async () => {
  // Control: a paid, confirmed booking, and a visitor's cart in progress (a hold the site has no record of).
  const clean = await paidBooking();
  const cartInProgress = randomUUID();
  const cart = await stack.gql(`mutation($input: CreateCartInput!) { createCart(input: $input) { id } }`, {
    input: { id: cartInProgress, ...HOHO, date: DATE, passengers: { adult: 1 } },
  });
  assert.equal(cart.errors, undefined, JSON.stringify(cart.errors));

  // (a) a CONFIRMED supplier booking the site does not track (confirmed through OCTO directly).
  const [slot] = await settlement.checkAvailability({
    productId: HOHO.productId,
    optionId: HOHO.optionId,
    localDate: DATE,
  });
  const product = await settlement.getProduct(HOHO.productId);
  const adult = product.options.find((o) => o.id === HOHO.optionId)!.units.find((u) => u.type === "ADULT")!;
  const untracked = await settlement.reserve({
    uuid: randomUUID(),
    productId: HOHO.productId,
    optionId: HOHO.optionId,
    availabilityId: slot!.id,
    unitItems: [{ unitId: adult.id }],
  });
  await settlement.confirmBooking(untracked.uuid, {
    contact: { fullName: "Walk In", emailAddress: "walk-in@example.com" },
  });
  assert.equal(await supplierStatus(untracked.uuid), "CONFIRMED");

  // (b) the hold of an abandoned attempt, and the hold of a change of date that failed (a crash between marking it
  // failed and releasing its hold).
  const abandoned = await stack.cartWithPayment(`recon-ab-${randomUUID().slice(0, 6)}@example.com`, { date: DATE });
  await db().run("UPDATE api_payment_attempts SET status = 'abandoned' WHERE order_code = ?", [abandoned.orderCode]);
  const dearer = await paidBooking({ promoCode: "FX9T-15" });
  let changeId = "";
  for (let d = 10; d < 20 && !changeId; d++) {
    const r = await stack.gql(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { code difference } }`,
      {
        input: { reference: dearer.reference, email: dearer.email, date: localDate(d) },
      },
    );
    if (r.data?.changeBookingDate?.code === "PAYMENT_REQUIRED") {
      changeId = String(
        (await db().get("SELECT id FROM api_date_changes WHERE old_reference = ? AND status = 'awaiting_payment'", [
          dearer.reference,
        ]))!.id,
      );
    }
  }
  assert.ok(changeId, "a dearer change awaiting payment");
  const change = (await db().get("SELECT * FROM api_date_changes WHERE id = ?", [changeId]))!;
  const failedChangeHold = String(change.new_booking_uuid);
  await db().run(
    "UPDATE api_date_changes SET status = 'failed', last_error = 'test: crash before the hold was released' WHERE id = ?",
    [changeId],
  );
  assert.equal(await supplierStatus(failedChangeHold), "ON_HOLD");

  // (c) paid at the provider, but the return and the webhook never came.
  const unconfirmed = await stack.cartWithPayment(`recon-c-${randomUUID().slice(0, 6)}@example.com`, { date: DATE });
  const unconfirmedPaid = await stack.payOrder(unconfirmed.orderCode);
  assert.equal((await attemptOf(unconfirmed.orderCode)).status, "pending");

  // (c') paid, return missed, and the hold is gone by now: reported, nothing refunded by the job.
  const lapsed = await stack.cartWithPayment(`recon-c2-${randomUUID().slice(0, 6)}@example.com`, { date: DATE });
  await stack.payOrder(lapsed.orderCode);
  await settlement.cancelBooking(lapsed.cartId, "test: the hold lapsed");

  // (d) the supplier booking cancelled behind the site's back.
  const cancelledAtSupplier = await paidBooking();
  await settlement.cancelBooking(cancelledAtSupplier.uuid, "test: behind the site's back");

  // (e) the site marks a booking cancelled; the supplier's stays CONFIRMED.
  const cancelledAtSite = await paidBooking();
  await db().run("UPDATE api_payment_attempts SET status = 'cancelled' WHERE order_code = ?", [
    cancelledAtSite.orderCode,
  ]);

  // (f) a refund at the provider the site knows nothing of.
  const refundedBehind = await paidBooking();
  const refund = await app().payments.viva.refund(refundedBehind.transactionId, 500);
  assert.ok(refund.ok, JSON.stringify(refund));

  Object.assign(injected, {
    untracked: untracked.uuid,
    cancelledAtSupplier: cancelledAtSupplier.uuid,
    cancelledAtSite: cancelledAtSite.uuid,
    refundedBehind: refundedBehind.uuid,
  });
  const before = await snapshot();
  const linesBefore = lines.length;

  const report = await app().payments.reconciliation.reconcile(scheduledWindow(Date.now()));

  assert.deepEqual(
    keysOf(report),
    [
      key({ kind: "AMOUNT_MISMATCH", outcome: "reported", uuid: refundedBehind.uuid }),
      key({ kind: "CANCELLED_BUT_CONFIRMED", outcome: "reported", uuid: cancelledAtSite.uuid }),
      key({ kind: "CONFIRMED_NOT_AT_SUPPLIER", outcome: "reported", uuid: cancelledAtSupplier.uuid }),
      key({ kind: "ORPHAN_HOLD", outcome: "repaired", uuid: abandoned.cartId }),
      key({ kind: "ORPHAN_HOLD", outcome: "repaired", uuid: failedChangeHold }),
      key({ kind: "PAID_NOT_CONFIRMED", outcome: "repaired", uuid: unconfirmed.cartId }),
      key({ kind: "PAID_NOT_CONFIRMED", outcome: "reported", uuid: lapsed.cartId }),
      key({ kind: "UNTRACKED_CONFIRMED", outcome: "reported", uuid: untracked.uuid }),
    ].sort(),
    JSON.stringify(report.findings, null, 1),
  );
  assert.deepEqual(report.errors, []);
  assert.equal(report.repaired, 3);
  assert.equal(report.reported, 5);

  // Findings carry the references and amounts.
  const byKind = (kind: Finding["kind"], uuid: string) =>
    report.findings.find((f) => f.kind === kind && f.refs.bookingUuid === uuid)!;
  const mismatch = byKind("AMOUNT_MISMATCH", refundedBehind.uuid);
  assert.deepEqual(mismatch.amounts, {
    expected: refundedBehind.total,
    net: refundedBehind.total - 500,
    captured: refundedBehind.total,
    refunded: 500,
    currency: "EUR",
  });
  assert.deepEqual(mismatch.refs.orderCodes, [refundedBehind.orderCode]);
  assert.equal(mismatch.localDate, DATE);
  const paidFinding = byKind("PAID_NOT_CONFIRMED", unconfirmed.cartId);
  assert.equal(paidFinding.refs.transactionId, unconfirmedPaid.transactionId);
  assert.equal(paidFinding.amounts?.paid, unconfirmed.amount);
  assert.equal(byKind("CONFIRMED_NOT_AT_SUPPLIER", cancelledAtSupplier.uuid).refs.supplierStatus, "CANCELLED");
  assert.equal(byKind("ORPHAN_HOLD", failedChangeHold).refs.changeId, changeId);
  assert.equal(byKind("UNTRACKED_CONFIRMED", untracked.uuid).refs.supplierReference, untracked.supplierReference);

  // The repairs happened: holds cancelled, the paid booking confirmed (tickets mailed) at the supplier and the site.
  assert.equal(await supplierStatus(abandoned.cartId), "CANCELLED");
  assert.equal(await supplierStatus(failedChangeHold), "CANCELLED");
  assert.equal(await supplierStatus(unconfirmed.cartId), "CONFIRMED");
  const repaired = await attemptOf(unconfirmed.orderCode);
  assert.equal(repaired.status, "confirmed");
  assert.equal(repaired.transaction_id, unconfirmedPaid.transactionId);
  await waitFor(() => stack.mails.some((m) => m.raw.includes(String(repaired.reference))));

  // Nothing else moved: no refund or capture at the provider, no other supplier booking or site row changed.
  const now = await snapshot();
  assert.deepEqual(now.provider, before.provider, "no refund issued, nothing captured");
  assert.deepEqual(now.changes, before.changes);
  const changedAttempts = Object.keys(now.attempts).filter((id) => now.attempts[id] !== before.attempts[id]);
  assert.deepEqual(changedAttempts, [String(repaired.id)]);
  const changedBookings = Object.keys(now.supplier)
    .filter((u) => now.supplier[u] !== before.supplier[u])
    .sort();
  assert.deepEqual(changedBookings, [abandoned.cartId, failedChangeHold, unconfirmed.cartId].sort());
  assert.equal(now.supplier[cartInProgress], "ON_HOLD", "a cart in progress is left alone");
  assert.equal(now.supplier[clean.uuid], "CONFIRMED");
  assert.equal(now.supplier[dearer.uuid], "CONFIRMED");

  // One JSON log line per finding (reported: error, repaired: warn), and the counters.
  const findingLines = lines.slice(linesBefore).filter((l) => l.obj.event === "reconciliation.finding");
  assert.equal(findingLines.length, report.findings.length);
  for (const f of report.findings) {
    const line = findingLines.find((l) => l.obj.kind === f.kind && l.obj.bookingUuid === f.refs.bookingUuid)!;
    assert.ok(line, `a log line for ${f.kind}`);
    assert.equal(line.level, f.outcome === "reported" ? "error" : "warn");
    assert.equal(line.obj.outcome, f.outcome);
    assert.doesNotThrow(() => JSON.parse(JSON.stringify(line.obj)));
  }
  const c = app().payments.reconciliation.counters.findings;
  assert.deepEqual(c.ORPHAN_HOLD, { repaired: 2, reported: 0 });
  assert.deepEqual(c.PAID_NOT_CONFIRMED, { repaired: 1, reported: 1 });
  assert.equal((await attemptOf(lapsed.orderCode)).status, "pending", "left for a human");
  assert.deepEqual(c.AMOUNT_MISMATCH, { repaired: 0, reported: 1 });
  const metric = app()
    .payments.reconciliation.metrics()
    .find((m) => m.name === "reconciliation_findings_total")!;
  assert.equal(
    metric.samples.find((s) => s.labels.kind === "UNTRACKED_CONFIRMED" && s.labels.outcome === "reported")!.value,
    1,
  );

  // A second run repairs nothing more and reports the same five.
  const again = await app().payments.reconciliation.reconcile(scheduledWindow(Date.now()));
  assert.deepEqual(
    keysOf(again),
    keysOf(report).filter((k) => k.includes("/reported/")),
  );
  assert.deepEqual((await snapshot()).provider, before.provider);
});

test("the range is over tour dates: another range finds nothing; a bad range is refused", async () => {
  const far = await app().payments.reconciliation.reconcile({ from: "2099-01-01", to: "2099-01-31" });
  assert.deepEqual(far.findings, []);
  assert.equal(far.checked.supplierBookings, 0);
  await assert.rejects(app().payments.reconciliation.reconcile({ from: "2026-12-31", to: "2026-12-01" }), /bad range/);
  await assert.rejects(app().payments.reconciliation.reconcile({ from: "yesterday", to: "2026-12-01" }), /bad range/);
});

test("two instances running the scheduled job at once: one runs (lease), the other skips; again once the lease expires", async () => {
  const jobs = () => stack.instances.map((i) => i.payments.reconciliation);
  const runs = () => jobs().map((j) => ({ ...j.counters.runs }));
  const first = await Promise.all(jobs().map((j) => j.runScheduled()));
  assert.equal(first.filter((r) => r !== null).length, 1, "one instance ran");
  assert.equal(
    runs().reduce((n, r) => n + r.ran, 0),
    1,
  );
  assert.equal(
    runs().reduce((n, r) => n + r.skipped, 0),
    1,
  );
  const report = first.find((r) => r !== null)!;
  assert.equal(report.reported, 5, JSON.stringify(report.findings));
  // Within the period nobody runs it again, not even the holder.
  const second = await Promise.all(jobs().map((j) => j.runScheduled()));
  assert.deepEqual(second, [null, null]);
  const lease = (await db().get("SELECT * FROM api_job_leases WHERE name = 'reconcile-full'"))!;
  assert.ok(Number(lease.lease_until) > Date.now());
  // The period is over: one of them runs again.
  await db().run("UPDATE api_job_leases SET lease_until = 0 WHERE name = 'reconcile-full'");
  const third = await Promise.all(jobs().map((j) => j.runScheduled()));
  assert.equal(third.filter((r) => r !== null).length, 1);
  assert.equal(
    runs().reduce((n, r) => n + r.ran, 0),
    2,
  );
});

test("npm run reconcile: prints the report (--json) and exits non-zero when something is reported", async () => {
  const env = {
    ...process.env,
    API_DATABASE_URL: stack.config.apiDatabaseUrl,
    OCTO_BASE_URL: stack.config.octoBaseUrl,
    OCTO_API_KEY: stack.config.octoApiKey,
    VIVA_ACCOUNTS_URL: stack.pay.url,
    VIVA_API_URL: stack.pay.url,
    VIVA_LEGACY_API_URL: stack.pay.url,
    SMTP_URL: stack.config.smtpUrl,
    CMS_URL: "http://127.0.0.1:9",
    LOG_LEVEL: "silent",
  };
  // Asynchronous: the sandboxes the command talks to run in this process.
  const run = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/reconcile.ts", ...args], {
        cwd: API_DIR,
        env,
        timeout: 60_000,
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => (stdout += d));
      child.stderr.on("data", (d) => (stderr += d));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });
  const { from, to } = scheduledWindow(Date.now());
  const json = await run(["--from", from, "--to", to, "--json"]);
  assert.equal(json.status, 1, json.stderr);
  const report = JSON.parse(json.stdout) as ReconciliationReport;
  assert.deepEqual(report.findings.map((f) => f.kind).sort(), [
    "AMOUNT_MISMATCH",
    "CANCELLED_BUT_CONFIRMED",
    "CONFIRMED_NOT_AT_SUPPLIER",
    "PAID_NOT_CONFIRMED",
    "UNTRACKED_CONFIRMED",
  ]);
  const text = await run(["--from", from, "--to", to]);
  assert.equal(text.status, 1, text.stderr);
  assert.match(text.stdout, /UNTRACKED_CONFIRMED +reported/);
  assert.match(text.stdout, new RegExp(injected.untracked!));
  const clean = await run(["--from", "2099-01-01", "--to", "2099-01-02"]);
  assert.equal(clean.status, 0, clean.stderr + clean.stdout);
  assert.match(clean.stdout, /nothing to report/);
  const bad = await run(["--from", "2099-01-01"]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /usage/i);
});
