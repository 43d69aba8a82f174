import type { MigrationContext } from "../db/database.ts";
import { emailKey } from "../../../../domain/email.ts";
/** The payments tables of the web server's database (src/db/database.ts). */
/** Payment attempts, confirmation and webhook records, ticket download tokens. */
export const PAYMENTS_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_payment_attempts (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL,
    octo_order_id TEXT NOT NULL,
    order_code TEXT NOT NULL UNIQUE,
    amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    locale TEXT NOT NULL,
    city TEXT NOT NULL,
    email TEXT,
    status TEXT NOT NULL,
    transaction_id TEXT UNIQUE,
    lease_until BIGINT NOT NULL DEFAULT 0,
    tries INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    reference TEXT,
    ticket_json TEXT,
    starts_at TEXT,
    refund_transaction_id TEXT,
    refunded_amount BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    confirmed_ms BIGINT,
    cancelled_ms BIGINT
  )`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_status ON api_payment_attempts (status, created_ms)`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_reference ON api_payment_attempts (reference)`,
  `CREATE INDEX IF NOT EXISTS api_payment_attempts_cart ON api_payment_attempts (cart_id)`,
  // One row per confirmed payment: the unique keys make a second confirmation impossible at the database level.
  `CREATE TABLE IF NOT EXISTS api_confirmations (
    attempt_id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL UNIQUE,
    order_code TEXT NOT NULL UNIQUE,
    reference TEXT,
    source TEXT NOT NULL,
    confirmed_ms BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS api_webhook_events (
    message_id TEXT PRIMARY KEY,
    event_type_id INTEGER,
    transaction_id TEXT,
    order_code TEXT,
    received_ms BIGINT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS api_webhook_events_order ON api_webhook_events (order_code)`,
  `CREATE TABLE IF NOT EXISTS api_ticket_tokens (
    token_hash TEXT PRIMARY KEY,
    attempt_id TEXT NOT NULL,
    created_ms BIGINT NOT NULL
  )`,
  // The one download token of an attempt, so that reading a booking does not write (api_ticket_tokens holds its hash).
  `CREATE TABLE IF NOT EXISTS api_ticket_links (
    attempt_id TEXT PRIMARY KEY,
    token TEXT NOT NULL,
    created_ms BIGINT NOT NULL
  )`,
  // Changes of date (manage/date-change.ts): one row per requested move; old_reference keeps the first reference
  // findable; order_code / transaction_id: the payment of a dearer date's difference.
  `CREATE TABLE IF NOT EXISTS api_date_changes (
    id TEXT PRIMARY KEY,
    attempt_id TEXT NOT NULL,
    old_booking_uuid TEXT NOT NULL,
    old_order_id TEXT NOT NULL,
    old_reference TEXT NOT NULL,
    new_booking_uuid TEXT NOT NULL UNIQUE,
    new_order_id TEXT NOT NULL,
    new_start TEXT NOT NULL,
    old_amount BIGINT NOT NULL,
    new_amount BIGINT NOT NULL,
    currency TEXT NOT NULL,
    locale TEXT NOT NULL,
    order_code TEXT UNIQUE,
    transaction_id TEXT UNIQUE,
    refund_transaction_id TEXT,
    refunded_amount BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    lease_until BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    done_ms BIGINT
  )`,
  `CREATE INDEX IF NOT EXISTS api_date_changes_old_reference ON api_date_changes (old_reference)`,
  `CREATE INDEX IF NOT EXISTS api_date_changes_attempt ON api_date_changes (attempt_id)`,
];

/**
 * The booking's e-mail in its one comparable form, filled at every write of `email` and, for the rows
 * of older releases, here from the address as typed with the same JavaScript function (not SQL's LOWER()).
 */
export async function addEmailKey(m: MigrationContext): Promise<void> {
  await m.run("ALTER TABLE api_payment_attempts ADD COLUMN email_key TEXT");
  for (const r of await m.all("SELECT id, email FROM api_payment_attempts WHERE email IS NOT NULL")) {
    await m.run("UPDATE api_payment_attempts SET email_key = ? WHERE id = ?", [
      emailKey(String(r.email)),
      String(r.id),
    ]);
  }
  await m.run("CREATE INDEX IF NOT EXISTS api_payment_attempts_email_key ON api_payment_attempts (email_key)");
}

/**
 * One open change of date per booking: before the index, of several open changes of one booking (left by
 * the race this fixes) all but the newest are closed; their holds expire at the supplier on their own.
 */
export const ONE_OPEN_DATE_CHANGE: readonly string[] = [
  `UPDATE api_date_changes SET status = 'superseded', last_error = 'superseded at upgrade (one open change per booking)'
   WHERE status IN ('held', 'awaiting_payment', 'applying') AND EXISTS (
     SELECT 1 FROM api_date_changes newer WHERE newer.attempt_id = api_date_changes.attempt_id
       AND newer.status IN ('held', 'awaiting_payment', 'applying')
       AND (newer.created_ms > api_date_changes.created_ms OR (newer.created_ms = api_date_changes.created_ms AND newer.id > api_date_changes.id)))`,
  `CREATE UNIQUE INDEX IF NOT EXISTS api_date_changes_one_open ON api_date_changes (attempt_id) WHERE status IN ('held', 'awaiting_payment', 'applying')`,
];

/**
 * The start of the booking a change of date moved from (local date-time with offset, as `new_start`),
 * written when the change is opened, so the e-mail saying the booking moved can name the old date after the booking's
 * ticket has been replaced. NULL on changes made before it (their e-mails were plain re-sends of the tickets).
 */
export const DATE_CHANGE_OLD_START: readonly string[] = [`ALTER TABLE api_date_changes ADD COLUMN old_start TEXT`];

/** Webhook events are pruned by age (PaymentService.pruneWebhookEvents), oldest first, through an index. */
export const WEBHOOK_EVENTS_RECEIVED: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS api_webhook_events_received ON api_webhook_events (received_ms)`,
];
