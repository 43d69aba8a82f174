/** The e-mail outbox table of the web server's database (src/db/database.ts). */
export const OUTBOX_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_outbox (
    id TEXT PRIMARY KEY,
    dedupe_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    attempt_id TEXT NOT NULL,
    to_address TEXT NOT NULL,
    locale TEXT NOT NULL,
    status TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    next_attempt_ms BIGINT NOT NULL,
    lease_until BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    created_ms BIGINT NOT NULL,
    sent_ms BIGINT
  )`,
  `CREATE INDEX IF NOT EXISTS api_outbox_due ON api_outbox (status, next_attempt_ms)`,
];

/**
 * Ticket e-mails go before form e-mails. The priority is the row's kind (Outbox.register(..., {priority:
 * "low"})), so no column is added; this index serves the outbox's due-mail queries by kind. To be made a numbered
 * migration (idempotent: CREATE INDEX IF NOT EXISTS); server.ts appends it to the schema until then.
 */
export const OUTBOX_PRIORITY: readonly string[] = [
  `CREATE INDEX IF NOT EXISTS api_outbox_due_kind ON api_outbox (status, kind, next_attempt_ms)`,
];
