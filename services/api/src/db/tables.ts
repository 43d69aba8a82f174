/**
 * The web server's tables as Kysely sees them (docs/adr/0368): written once beside the migrations, from their DDL
 * (each owner's `schema.ts`, applied by src/migrations.ts), and changed with them: a migration that adds or changes a
 * column changes its table here in the same commit. Each table has one owner module (the layer test's
 * TABLE_OWNERS); only the owner names it in a query.
 *
 * Types: BIGINT columns read as numbers on both databases (SQLite's integers; PostgreSQL's int8 through the pool's
 * own type parser, database.ts: milliseconds and minor units fit in 2^53). `Generated` marks a column with a default
 * that an INSERT may leave out.
 */
import type { Generated } from "kysely";

export interface PaymentAttemptsTable {
  id: string;
  cart_id: string;
  octo_order_id: string;
  order_code: string;
  amount: number;
  currency: string;
  locale: string;
  city: string;
  email: string | null;
  /** The e-mail in its one comparable form (domain/email.ts `emailKey`), migration 0005. */
  email_key: string | null;
  status: string;
  transaction_id: string | null;
  lease_until: Generated<number>;
  tries: Generated<number>;
  last_error: string | null;
  reference: string | null;
  ticket_json: string | null;
  starts_at: string | null;
  refund_transaction_id: string | null;
  refunded_amount: Generated<number>;
  created_ms: number;
  updated_ms: number;
  confirmed_ms: number | null;
  cancelled_ms: number | null;
}

export interface ConfirmationsTable {
  attempt_id: string;
  transaction_id: string;
  order_code: string;
  reference: string | null;
  source: string;
  confirmed_ms: number;
}

export interface WebhookEventsTable {
  message_id: string;
  event_type_id: number | null;
  transaction_id: string | null;
  order_code: string | null;
  received_ms: number;
}

export interface TicketTokensTable {
  token_hash: string;
  attempt_id: string;
  created_ms: number;
}

export interface TicketLinksTable {
  attempt_id: string;
  token: string;
  created_ms: number;
}

export interface DateChangesTable {
  id: string;
  attempt_id: string;
  old_booking_uuid: string;
  old_order_id: string;
  old_reference: string;
  new_booking_uuid: string;
  new_order_id: string;
  new_start: string;
  /** Migration 0006. */
  old_start: string | null;
  old_amount: number;
  new_amount: number;
  currency: string;
  locale: string;
  order_code: string | null;
  transaction_id: string | null;
  refund_transaction_id: string | null;
  refunded_amount: Generated<number>;
  status: string;
  lease_until: Generated<number>;
  last_error: string | null;
  created_ms: number;
  updated_ms: number;
  done_ms: number | null;
}

export interface OutboxTable {
  id: string;
  dedupe_key: string;
  kind: string;
  attempt_id: string;
  to_address: string;
  locale: string;
  status: string;
  tries: Generated<number>;
  next_attempt_ms: number;
  lease_until: Generated<number>;
  last_error: string | null;
  created_ms: number;
  sent_ms: number | null;
}

export interface PublishRequestsTable {
  id: string;
  reason: string;
  status: string;
  requested_ms: number;
  live_ms: number | null;
  build_dir: string | null;
}

export interface LiveSiteTable {
  name: string;
  build_id: string;
  live_ms: number;
  holder: string | null;
}

export interface FormMessagesTable {
  id: string;
  kind: string;
  city: string;
  locale: string;
  email: string;
  fields_json: string;
  support_address: string;
  client: string;
  created_ms: number;
}

export interface FormCaptchaUsedTable {
  signature: string;
  expires_ms: number;
}

export interface CartLocksTable {
  cart_id: string;
  owner: string;
  token: string;
  until_ms: number;
}

export interface RateCountersTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface ClientHoldsTable {
  cart_id: string;
  client: string;
  expires_ms: number;
  /** Migration 0011 (ADR 0343). */
  departure: string | null;
  seats: Generated<number>;
  /** Migration 0012 (ADR 0366): the basket (supplier order) whose tours share one hold place. */
  basket_id: string | null;
}

export interface JobLeasesTable {
  name: string;
  holder: string | null;
  lease_until: number | null;
}

/** Every table of the web server's database, by name (the migrations' own `api_migrations` is Kysely's). */
export interface Database {
  api_payment_attempts: PaymentAttemptsTable;
  api_confirmations: ConfirmationsTable;
  api_webhook_events: WebhookEventsTable;
  api_ticket_tokens: TicketTokensTable;
  api_ticket_links: TicketLinksTable;
  api_date_changes: DateChangesTable;
  api_outbox: OutboxTable;
  api_publish_requests: PublishRequestsTable;
  api_live_site: LiveSiteTable;
  api_form_messages: FormMessagesTable;
  api_form_captcha_used: FormCaptchaUsedTable;
  api_cart_locks: CartLocksTable;
  api_rate_counters: RateCountersTable;
  api_client_holds: ClientHoldsTable;
  api_job_leases: JobLeasesTable;
}
