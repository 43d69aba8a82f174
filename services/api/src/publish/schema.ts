/** The publish requests table of the web server's database (src/db/database.ts): a publish survives a restart. */
export const PUBLISH_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_publish_requests (
    id TEXT PRIMARY KEY,
    reason TEXT NOT NULL,
    status TEXT NOT NULL,
    requested_ms BIGINT NOT NULL,
    live_ms BIGINT,
    build_dir TEXT
  )`,
  `CREATE INDEX IF NOT EXISTS api_publish_requests_status ON api_publish_requests (status, requested_ms)`,
];

/**
 * The live build across instances (migration 0007_live_site): one row, `name = 'site'`, written by the
 * instance that promoted a build once it is in the shared store; every instance polls it and serves that build.
 */
export const LIVE_SITE_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS api_live_site (
    name TEXT PRIMARY KEY,
    build_id TEXT NOT NULL,
    live_ms BIGINT NOT NULL,
    holder TEXT
  )`,
];
