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
