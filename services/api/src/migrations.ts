/**
 * The web server database's migrations (ADR 0250), applied in order at start by `openApiDb` (src/db/database.ts),
 * each once, recorded in `api_migrations`. Each module owns the DDL of its tables (its `schema.ts`); this list,
 * above every module and below the composition root, says in which order the database gets them.
 *
 * Every table change ships a migration: add `{ name: "0002_what_it_does", up: THE_MODULES_STATEMENTS }` at the end
 * (the next number; statements exported by the module that owns the table, or `up: async (m) => ...` when the SQL
 * differs between SQLite and PostgreSQL, `m.kind`). Never edit, rename or reorder a migration that was released:
 * databases have recorded it by name, and the statements it points at are frozen with it.
 */
import type { SqlMigration } from "./db/database.ts";
import { CART_LOCKS_SCHEMA } from "./booking/cart-locks.ts";
import { OUTBOX_PRIORITY, OUTBOX_SCHEMA } from "./fulfilment/schema.ts";
import { FORMS_SCHEMA } from "./forms/schema.ts";
import { CLIENT_HOLD_BASKET, CLIENT_HOLD_SEATS, LIMITS_SCHEMA } from "./limits/limiter.ts";
import {
  addEmailKey,
  DATE_CHANGE_OLD_START,
  ONE_OPEN_DATE_CHANGE,
  PAYMENTS_SCHEMA,
  WEBHOOK_EVENTS_RECEIVED,
} from "./payments/schema.ts";
import { JOB_LEASES_SCHEMA } from "./db/job-lease.ts";
import { REMINDER_SCAN_INDEX } from "./payments/reminders.ts";
import { LIVE_SITE_SCHEMA, PUBLISH_SCHEMA } from "./publish/schema.ts";

export const API_MIGRATIONS: readonly SqlMigration[] = [
  // The schema of the release before migrations (idempotent `CREATE ... IF NOT EXISTS`): a database it made is
  // adopted as it is, a new one is created. The limiter's tables were made on first use then; now here.
  {
    name: "0001_initial",
    up: [
      ...PAYMENTS_SCHEMA,
      ...OUTBOX_SCHEMA,
      ...PUBLISH_SCHEMA,
      ...FORMS_SCHEMA,
      ...CART_LOCKS_SCHEMA,
      ...LIMITS_SCHEMA,
    ],
  },
  // One open change of date per booking (older duplicates closed first, then a unique partial index).
  { name: "0002_one_open_date_change", up: ONE_OPEN_DATE_CHANGE },
  // The lease that runs the full reconciliation once across instances.
  { name: "0003_job_leases", up: JOB_LEASES_SCHEMA },
  // Ticket e-mails before form e-mails (the outbox picks due rows by kind).
  { name: "0004_outbox_due_kind", up: OUTBOX_PRIORITY },
  // The booking's e-mail in one comparable form (Unicode lower case), backfilled for older rows.
  { name: "0005_email_key", up: addEmailKey },
  // A change of date keeps the date it moved from (the e-mail saying the booking moved names it).
  { name: "0006_date_change_old_start", up: DATE_CHANGE_OLD_START },
  // The live build id, polled by every instance (several web servers serve one site).
  { name: "0007_live_site", up: LIVE_SITE_SCHEMA },
  // Webhook events older than WEBHOOK_EVENTS_RETENTION_DAYS are pruned, oldest first (by received_ms).
  { name: "0008_webhook_events_received", up: WEBHOOK_EVENTS_RECEIVED },
  // The reminder the day before finds the confirmed bookings of a tour date (status, starts_at).
  { name: "0010_reminder_scan_index", up: REMINDER_SCAN_INDEX },
  { name: "0011_client_hold_seats", up: CLIENT_HOLD_SEATS },
  // The tours of a basket (one supplier order) share one hold place of the client (docs/adr/0366).
  { name: "0012_client_hold_basket", up: CLIENT_HOLD_BASKET },
];
