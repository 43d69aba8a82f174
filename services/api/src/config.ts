import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, "../../..");

/** Every setting of the web server, from environment variables with documented defaults (see README). */
export interface Config {
  host: string;
  port: number;
  /** The Gatsby build output served as static files. */
  publicDir: string;
  /** Payload CMS base URL (GraphQL at /api/graphql). */
  cmsUrl: string;
  /** OCTO supplier: the embedded sandbox by default, Ventrata in production. */
  octoBaseUrl: string;
  octoApiKey: string;
  /** Per-attempt timeout of OCTO calls (OCTO_TIMEOUT_MS, default 8000). */
  octoTimeoutMs: number;
  /** Extra attempts of safe/idempotent OCTO calls (OCTO_RETRIES, default 2). */
  octoRetries: number;
  /** Cache of supplier content: destinations, products (OCTO_CACHE_SECONDS, default 60). */
  octoCacheSeconds: number;
  /** Hold of a cart (OCTO expirationMinutes) in minutes (BOOKING_HOLD_MINUTES, default 30). */
  bookingHoldMinutes: number;
  /** Timeout of CMS GraphQL calls (CMS_TIMEOUT_MS, default 5000). */
  cmsTimeoutMs: number;
  logLevel: "silent" | "error" | "warn" | "info" | "debug";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = env.LOG_LEVEL ?? "warn";
  if (!["silent", "error", "warn", "info", "debug"].includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of silent, error, warn, info, debug (got ${logLevel})`);
  }
  return {
    host: env.HOST ?? "127.0.0.1",
    port: Number(env.PORT ?? 8000),
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(REPO_ROOT, "public")),
    cmsUrl: env.CMS_URL ?? "http://localhost:3000",
    octoBaseUrl: env.OCTO_BASE_URL ?? "http://localhost:4010",
    octoApiKey: env.OCTO_API_KEY ?? "octo-sandbox-dev-key",
    octoTimeoutMs: Number(env.OCTO_TIMEOUT_MS ?? 8000),
    octoRetries: Number(env.OCTO_RETRIES ?? 2),
    octoCacheSeconds: Number(env.OCTO_CACHE_SECONDS ?? 60),
    bookingHoldMinutes: Number(env.BOOKING_HOLD_MINUTES ?? 30),
    cmsTimeoutMs: Number(env.CMS_TIMEOUT_MS ?? 5000),
    logLevel: logLevel as Config["logLevel"],
  };
}
