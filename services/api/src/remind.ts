/**
 * The operator's reminders command, with the web server's configuration (loadConfig: the same
 * environment, database, CMS and SMTP):
 *
 *   npm run reminders                          the reminders due now (each city from REMINDER_FROM_HOUR: its tomorrow)
 *   npm run reminders -- --date 2026-12-24 [--city paris] [--json]
 *                                              the reminders of one tour date (one city, or every city)
 *
 * Puts the reminders into the outbox (once per booking: a booking already reminded is not enqueued again, whether by
 * the schedule, another instance or an earlier command) and sends the due mails once, then exits: 0 when done, 1 when
 * a mail could not be sent yet (it stays in the outbox, which the web servers keep retrying), 2 on a usage error.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openApiDb } from "./db/database.ts";
import { createBookingCore } from "./booking/core.ts";
import { CartLocks } from "./booking/cart-locks.ts";
import { API_MIGRATIONS } from "./migrations.ts";
import { createPayments } from "./payments/index.ts";
import { REMINDER_MAIL } from "./payments/reminders.ts";
import { createManage } from "./manage/index.ts";
import { cityById } from "../../../domain/cities.ts";

const USAGE = "usage: npm run reminders -- [--date YYYY-MM-DD [--city CITY]] [--json]";

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: { date: { type: "string" }, city: { type: "string" }, json: { type: "boolean", default: false } },
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { date, city, json } = args.values;
  if ((date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) || (city && (!date || !cityById(city)))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // No schedules in the command: it enqueues, sends once and exits.
  const config = {
    ...loadConfig(),
    reconcileIntervalSeconds: 0,
    reconcileFullIntervalMinutes: 0,
    reminderIntervalMinutes: 0,
    outboxPollMs: 0,
  };
  const db = await openApiDb(config.apiDatabaseUrl, API_MIGRATIONS);
  const core = createBookingCore(config, { locks: new CartLocks(db) });
  const payments = await createPayments(config, { ...core, db });
  // The manage-booking module registers its e-mails (cancellation, change of date) with the outbox the drain sends.
  createManage(
    config,
    { payments, booking: core.booking, supplier: core.supplier },
    { log: { warn: () => undefined, error: (o, m) => console.error(`[manage] ${m}`, o) } },
  );
  try {
    const run = date
      ? { dates: { [city ?? "*"]: date }, ...(await payments.reminders.remind(date, city ? [city] : undefined)) }
      : await payments.reminders.enqueueDue();
    const sent = await payments.outbox.drain();
    const report = { ...run, sent, pending: await payments.outbox.waiting(REMINDER_MAIL) };
    process.stdout.write(
      json
        ? `${JSON.stringify(report, null, 2)}\n`
        : `reminders ${
            Object.entries(run.dates)
              .map(([c, d]) => `${c}=${d}`)
              .join(" ") || "(no city past its hour yet)"
          }: ${run.bookings} bookings, ${run.enqueued} enqueued, ${sent} mails sent, ${report.pending} reminders waiting\n`,
    );
    return report.pending > 0 ? 1 : 0;
  } finally {
    await payments.stop();
    await db.close();
  }
}

process.exit(await main(process.argv.slice(2)));
