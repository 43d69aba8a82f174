/**
 * The operator's reconciliation command, with the web server's configuration (loadConfig: the same
 * environment, database, supplier and provider):
 *
 *   npm run reconcile -- --from 2026-12-01 --to 2026-12-31 [--json]
 *
 * Runs payments/reconciliation.ts once over those tour dates (no lease: a repair is idempotent, so it may run while
 * the scheduled job does), prints the report (a table, or the JSON report with --json) and exits 0 when nothing is
 * reported, 1 when something is reported (or a record could not be checked), 2 on a usage or start-up error.
 * Findings are also logged as JSON lines on stderr (LOG_LEVEL, default warn).
 */
import { parseArgs } from "node:util";
import { loadConfig, type Config } from "./config.ts";
import { openApiDb } from "./db/database.ts";
import { createBookingCore } from "./booking/core.ts";
import { CartLocks } from "./booking/cart-locks.ts";
import { API_MIGRATIONS } from "./migrations.ts";
import { createPayments } from "./payments/index.ts";
import { createManage } from "./manage/index.ts";
import { type JsonLog, type ReconciliationReport } from "./payments/reconciliation.ts";

const USAGE = "usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD [--json]";
const LEVELS = ["debug", "info", "warn", "error"] as const;

/** pino-like JSON lines on stderr, from LOG_LEVEL up. */
function stderrLog(level: Config["logLevel"]): JsonLog {
  const min = level === "silent" ? Infinity : LEVELS.indexOf(level);
  const at = (name: (typeof LEVELS)[number]) => (obj: object, msg: string) => {
    if (LEVELS.indexOf(name) < min) return;
    const o = obj as { err?: unknown };
    const err = o.err instanceof Error ? { err: { message: o.err.message, stack: o.err.stack } } : {};
    process.stderr.write(`${JSON.stringify({ level: name, time: Date.now(), ...obj, ...err, msg })}\n`);
  };
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

export function formatReport(r: ReconciliationReport): string {
  const out = [
    `reconciliation ${r.from}..${r.to}: ${r.checked.supplierBookings} supplier bookings, ${r.checked.attempts} payments, ${r.checked.changes} changes of date checked`,
  ];
  if (r.findings.length === 0 && r.errors.length === 0) out.push("nothing to report");
  for (const f of r.findings) {
    const amounts = f.amounts
      ? Object.entries(f.amounts)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")
      : "";
    out.push(
      [
        f.kind.padEnd(26),
        f.outcome.padEnd(9),
        f.localDate ?? "-".padEnd(10),
        f.refs.bookingUuid ?? "-",
        f.detail,
        amounts,
      ]
        .filter(Boolean)
        .join(" "),
    );
  }
  for (const e of r.errors) out.push(`ERROR ${e}`);
  out.push(`${r.repaired} repaired, ${r.reported} reported, ${r.errors.length} not checked`);
  return out.join("\n");
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { from: { type: "string" }, to: { type: "string" }, json: { type: "boolean", default: false } },
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { from, to, json } = args.values;
  if (!from || !to) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = { ...loadConfig(), reconcileIntervalSeconds: 0, reconcileFullIntervalMinutes: 0, outboxPollMs: 0 };
  const log = stderrLog(config.logLevel);
  // The same numbered migrations as the server: an operator may run this against a database before or after a start.
  const db = await openApiDb(config.apiDatabaseUrl, API_MIGRATIONS);
  const core = createBookingCore(config, { locks: new CartLocks(db) });
  const payments = await createPayments(config, { ...core, db, logger: log }, { log });
  // As in the server: the change-of-date module answers for the providers' orders of dearer dates' differences.
  createManage(config, { payments, booking: core.booking, supplier: core.supplier }, { log });
  try {
    let report: ReconciliationReport;
    try {
      report = await payments.reconciliation.reconcile({ from, to });
    } catch (error) {
      process.stderr.write(`reconciliation failed: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
    process.stdout.write(`${json ? JSON.stringify(report, null, 2) : formatReport(report)}\n`);
    return report.reported > 0 || report.errors.length > 0 ? 1 : 0;
  } finally {
    await payments.stop();
    await db.close();
  }
}

process.exit(await main(process.argv.slice(2)));
