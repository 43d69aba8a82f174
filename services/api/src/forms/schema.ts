/** The forms' tables of the web server's database (src/db/database.ts). */
export const FORMS_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_form_messages (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    city TEXT NOT NULL,
    locale TEXT NOT NULL,
    email TEXT NOT NULL,
    fields_json TEXT NOT NULL,
    support_address TEXT NOT NULL,
    client TEXT NOT NULL,
    created_ms BIGINT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS api_form_messages_created ON api_form_messages (created_ms)`,
  `CREATE TABLE IF NOT EXISTS api_form_captcha_used (
    signature TEXT PRIMARY KEY,
    expires_ms BIGINT NOT NULL
  )`,
];
