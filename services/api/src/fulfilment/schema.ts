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
