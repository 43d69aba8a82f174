import { siteConfig, type SiteConfig } from "../../../domain/site-config.ts";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND_DEFAULTS, mailbox } from "../../../domain/brand.ts";
import { DEFAULT_MAX_SEATS_PER_CART, MAX_SEATS } from "../../../domain/passengers.ts";
import { assertProductionSafe } from "./production-guard.ts";
import { releaseVersion } from "./release.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, "../../..");

/** Per-client limits of the booking operations (enforced by src/booking/guard.ts). */
export interface LimitsConfig {
  /** createCart + updateCart per client per minute (LIMIT_CART_CHANGES_PER_MINUTE, default 20). */
  cartChangesPerMinute: number;
  /** Carts a client may hold at once, unpaid and unexpired (LIMIT_HOLDS_PER_CLIENT, default 5). */
  holdsPerClient: number;
  /** Guesses per client per 15 minutes, for each of: booking lookup, promo codes (every operation evaluating one: guard.ts promoCodeEvaluated), payment verify, manage-booking
   * actions (LIMIT_GUESSES_PER_15_MIN, default 30). */
  guessesPer15Min: number;
  /** POST /api/payments/webhook per client per minute (LIMIT_WEBHOOKS_PER_MINUTE, default 60). */
  webhooksPerMinute: number;
  /**
   * Seats of one departure (a product's day) one client may hold unpaid at once, every cart together
   * (LIMIT_SEATS_PER_DEPARTURE, default 30; ADR 0343). Optional: absent = the default.
   */
  seatsPerDeparture?: number;
  /**
   * Unpaid carts a client may hold before each new one needs a proof of work (LIMIT_HOLDS_BEFORE_PROOF, default 2:
   * from the third on; ADR 0343). Optional: absent = the default.
   */
  holdsBeforeProof?: number;
  /**
   * Supplier availability and calendar calls one client may cause per minute, cache hits free
   * (LIMIT_SUPPLIER_CALLS_PER_MINUTE, default 120; 0: no budget; ADR 0347). Optional: absent = the default.
   */
  supplierCallsPerMinute?: number;
  /**
   * Supplier availability calls of one client in flight at once on this server; the next wait their turn
   * (LIMIT_SUPPLIER_CALLS_IN_FLIGHT, default 4; 0: no bound; ADR 0347). Optional: absent = the default.
   */
  supplierCallsInFlight?: number;
}

export const DEFAULT_LIMITS: Required<LimitsConfig> = {
  cartChangesPerMinute: 20,
  holdsPerClient: 5,
  guessesPer15Min: 30,
  webhooksPerMinute: 60,
  seatsPerDeparture: 30,
  holdsBeforeProof: 2,
  supplierCallsPerMinute: 120,
  supplierCallsInFlight: 4,
};

/** Every setting of the web server, from environment variables with documented defaults (docs/configuration.md). */
export interface Config {
  host: string;
  port: number;
  /** The Gatsby build output served as static files. */
  publicDir: string;
  /** Payload CMS base URL (GraphQL at /api/graphql). */
  cmsUrl: string;
  /**
   * The CMS admin's login page as editors reach it (CMS_ADMIN_URL, e.g. https://cms.example/admin/login; default
   * unset): the preview's "log in" link. Never derived from CMS_URL, an internal address (ADR 0343).
   */
  cmsAdminUrl: string | null;
  /** OCTO supplier: the embedded sandbox by default, Ventrata in production. */
  octoBaseUrl: string;
  octoApiKey: string;
  /** Per-attempt timeout of OCTO calls (OCTO_TIMEOUT_MS, default 4000). */
  octoTimeoutMs: number;
  /** Overall deadline of one OCTO call, retries and backoff included (OCTO_DEADLINE_MS, default 6000). */
  octoDeadlineMs: number;
  /** Extra attempts of safe/idempotent OCTO calls (OCTO_RETRIES, default 2). */
  octoRetries: number;
  /** Cache of supplier content: destinations, products (OCTO_CACHE_SECONDS, default 60). */
  octoCacheSeconds: number;
  /** Reuse of a supplier availability calendar by this server (BOOKING_READ_CACHE_SECONDS, default 3; 0: off). */
  bookingReadCacheSeconds: number;
  /** Hold of a cart (OCTO expirationMinutes) in minutes (BOOKING_HOLD_MINUTES, default 30). */
  bookingHoldMinutes: number;
  /**
   * Hold of a new cart until the customer's details are given (HOLD_MINUTES_BEFORE_DETAILS, default 10, at most
   * BOOKING_HOLD_MINUTES); setCustomerDetails then extends it to BOOKING_HOLD_MINUTES from the cart's creation.
   */
  holdMinutesBeforeDetails: number;
  /** Seats one unpaid cart may hold (MAX_SEATS_PER_CART, default 80, the spec's booking size): a larger party is sent to the group request. */
  maxSeatsPerCart: number;
  /**
   * Test stack only (BOOKING_HOLD_TEST_HEADER=1, default off): createCart honours a request header
   * `x-test-hold-seconds` so that an e2e test can make one hold expire in seconds without shortening the others.
   */
  bookingHoldTestHeader: boolean;
  /**
   * The CMS read token (CMS_READ_TOKEN, header x-cms-read-token): lets the web server read whole collections, which
   * the CMS refuses to anonymous clients. null: anonymous reads.
   */
  cmsReadToken: string | null;
  /** Timeout of CMS GraphQL calls (CMS_TIMEOUT_MS, default 5000). */
  cmsTimeoutMs: number;
  logLevel: "silent" | "error" | "warn" | "info" | "debug";
  /** Per-client limits (src/booking/guard.ts), shared by every instance through the database. */
  limits: LimitsConfig;
  /** Downloads of one ticket link (PDF or calendar file) per 10 minutes (TICKET_DOWNLOADS_PER_10_MIN, default 30). */
  ticketDownloadsPer10Min: number;
  /** Provider webhook events older than this are deleted (WEBHOOK_EVENTS_RETENTION_DAYS, default 30). */
  webhookEventsRetentionDays: number;
  /** Client address from X-Forwarded-For behind a load balancer (TRUST_PROXY: true, or the proxies' addresses/CIDRs comma-separated; default off). */
  trustProxy: boolean | string;
  /** Serve *.map, webpack.stats.json and chunk-map.json of the site build (SERVE_SOURCE_MAPS=true; default off). */
  serveSourceMaps: boolean;
  /** Map tile URL template of the site's maps (GATSBY_MAP_TILES_URL, default none): its host is allowed in img-src. */
  mapTilesUrl: string;
  /** Third-party sources added to the Content-Security-Policy, per directive (CSP_EXTRA_SOURCES, e.g. `script-src https://tags.example; connect-src https://collect.example`; default none). */
  cspExtraSources: CspDirectives;
  /** Strict-Transport-Security max-age in seconds, sent on requests that came over TLS only (HSTS_MAX_AGE, default 31536000; 0 = off). */
  hstsMaxAge: number;
  /** Production mode (NODE_ENV=production): GraphQL introspection and field suggestions off. */
  production: boolean;
  /**
   * Private metrics port (METRICS_PORT, default 9464; 0 = off): Prometheus `/metrics` and the readiness details,
   * never on the public port. Bound to METRICS_HOST (default 127.0.0.1). Started by main.ts (ADR 0270).
   */
  metricsPort: number;
  metricsHost: string;
  /** The release running (RELEASE_VERSION, else the repository's package.json version; src/release.ts, ADR 0348). */
  releaseVersion: string;
  /** How long /readyz reuses the answer of a remote dependency (CMS, supplier) (READINESS_CACHE_SECONDS, default 5; 0 = every probe asks). */
  readinessCacheSeconds: number;
  /**
   * After SIGTERM, how long /readyz answers 503 while the server still serves everything, so that load balancers
   * stop sending requests before it closes (SHUTDOWN_DRAIN_SECONDS; default 5 with NODE_ENV=production, else 0).
   */
  shutdownDrainSeconds: number;

  // ---- payments and fulfilment (src/payments, src/fulfilment) ----
  /** Own database: SQLite path/`file:`/`:memory:` or `postgres://` (API_DATABASE_URL, else DATABASE_URL if postgres, else .data/api.db). */
  apiDatabaseUrl: string;
  /** Public origin of the site, for return URLs and links (SITE_URL, default http://localhost:8000). */
  siteUrl: string;
  /** Origins allowed to call /api/graphql from a browser, never with credentials (ALLOWED_ORIGINS, comma-separated; default the origin of SITE_URL). */
  allowedOrigins: string[];
  /** Viva OAuth2 token host (VIVA_ACCOUNTS_URL, default http://localhost:4020 = payment sandbox). */
  vivaAccountsUrl: string;
  /** Viva Smart Checkout API host (VIVA_API_URL, default http://localhost:4020). */
  vivaApiUrl: string;
  /** Viva host of the legacy Basic-auth API: refunds, transactions by order code, webhook key (VIVA_LEGACY_API_URL, default http://localhost:4020). */
  vivaLegacyApiUrl: string;
  /** Payment page, `{orderCode}` replaced (VIVA_CHECKOUT_URL, default http://localhost:4020/web/checkout?ref={orderCode}). */
  vivaCheckoutUrl: string;
  vivaClientId: string;
  vivaClientSecret: string;
  /** Legacy API Basic auth (VIVA_MERCHANT_ID / VIVA_API_KEY; defaults: the payment sandbox's development merchant). */
  vivaMerchantId: string;
  vivaApiKey: string;
  /** Webhook verification key answered on GET /api/payments/webhook (VIVA_WEBHOOK_KEY; unset = fetched from Viva). */
  vivaWebhookKey: string | null;
  /** Reconciliation period of unconfirmed payments in seconds (RECONCILE_INTERVAL_SECONDS, default 30, 0 = off). */
  reconcileIntervalSeconds: number;
  /** Age after which a pending payment is reconciled (RECONCILE_AFTER_SECONDS, default 60). */
  reconcileAfterSeconds: number;
  /**
   * Period of the full reconciliation (supplier bookings, provider captures and refunds, site records over tour dates
   * [today - 2 days, today + 400 days]; payments/reconciliation.ts), in minutes (RECONCILE_FULL_INTERVAL_MINUTES,
   * default 60, 0 = off). One instance runs it per period (a lease row in api_job_leases).
   */
  reconcileFullIntervalMinutes: number;
  /**
   * Period of the reminders job (payments/reminders.ts) in minutes (REMINDER_INTERVAL_MINUTES, default 15,
   * 0 = off); one instance per period (lease `reminders`). From REMINDER_FROM_HOUR (city time, default 9) the
   * bookings of the city's tomorrow get their reminder.
   */
  reminderIntervalMinutes: number;
  reminderFromHour: number;
  /** Lease of one confirmation attempt (CONFIRM_LEASE_SECONDS, default 30). */
  confirmLeaseSeconds: number;
  /** SMTP server (SMTP_URL, default smtp://localhost:1025 = MailDev). */
  smtpUrl: string;
  /** Sender while the CMS site settings cannot be read (MAIL_FROM; the brand's sender otherwise, ADR 0230). */
  mailFrom: string;
  /** Outbox polling period (OUTBOX_POLL_MS, default 2000; 0 = worker off) and first retry delay (OUTBOX_RETRY_BASE_MS, default 5000, doubled up to 10 min). */
  outboxPollMs: number;
  outboxRetryBaseMs: number;
  /** Attempts after which a mail that still fails is set aside (status 'set_aside', counted; OUTBOX_MAX_ATTEMPTS, default 50; 0 = never). */
  outboxMaxAttempts: number;
  /** Operator name on tickets, e-mails and payment orders while the CMS site settings cannot be read (OPERATOR_NAME). */
  operatorName: string;
  /** Customer care address shown in e-mails (SUPPORT_EMAIL). */
  supportEmail: string;
  /**
   * HMAC secret of the e-mails' signed manage-booking links (MANAGE_LINK_SECRET; unset = random per process, stored
   * by the stack; required in production, the same on every instance; src/security/manage-link.ts, ADR 0360).
   */
  manageLinkSecret: string;

  // ---- help-centre forms (src/forms) ----
  forms: FormsConfig;

  // ---- publish pipeline (src/publish) ----
  /** The configured languages and cities (SITE_LANGUAGES, SITE_CITIES; domain/site-config.ts, ADR 0342): "/" redirects, /api/init/cities. */
  site: SiteConfig;
  /** Live directory (SITE_DIR; unset = pipeline off, serve publicDir): builds/<id> + `current` symlink, served when present. */
  siteDir: string | null;
  /**
   * What this instance does with the site (SERVER_ROLE, ADR 0349): `public` serves the live build from the store and
   * never builds (a publish it receives is recorded for the build worker); `build-worker` claims the build lease and
   * builds (the source checkout in BUILD_CWD); `all` does both (one machine, `npm start`). Default: `public` when
   * BUILD_CWD holds no site sources and BUILD_COMMAND is Gatsby's (a dist/ deployment), else `all` (serverRoleOf).
   */
  serverRole: ServerRole;
  /** Shared secret of POST /api/build-webhook (BUILD_WEBHOOK_SECRET; unset = webhook refused). */
  buildWebhookSecret: string | null;
  /** Shell command that builds the site (BUILD_COMMAND, default `npx gatsby build`), run in buildCwd (BUILD_CWD, default the repo root). */
  buildCommand: string;
  buildCwd: string;
  /** Where the build command writes the site (BUILD_OUTPUT_DIR, default <buildCwd>/public). */
  buildOutputDir: string;
  /**
   * The build's incremental cache (BUILD_CACHE_DIR, default <buildCwd>/.cache; empty = none): removed, with the
   * output directory, before the build that follows a failed or interrupted one (ADR 0220).
   */
  buildCacheDir: string | null;
  /** Builds kept under SITE_DIR/builds (KEEP_BUILDS, default 2). */
  keepBuilds: number;
  /**
   * This build tree's markers: an interrupted build, the next build starts clean (PUBLISH_STATE_DIR, default
   * <buildCwd>/.publish-state). Per working tree, never on shared storage: SITE_DIR may be shared by instances.
   */
  publishStateDir: string;
  /** The build lease across instances (PUBLISH_LEASE_SECONDS, default 60): kept while a build runs; a dead builder's expires. */
  publishLeaseSeconds: number;
  /** How often each instance reads the live build id and queued publishes from the database (SITE_POLL_SECONDS, default 2; 0 = never). */
  sitePollSeconds: number;
  /**
   * How often the CMS's last change is compared with the newest recorded publish, a missing one built
   * (PUBLISH_CATCHUP_SECONDS, default 60; 0 = never; src/publish/catch-up.ts, ADR 0346).
   */
  publishCatchUpSeconds: number;
  /** The shared live-site store (SITE_STORE: `directory`, the default, or `s3`; ADR 0280). */
  siteStore: SiteStoreConfig;
}

/** Where the live site is shared between instances (ADR 0280). */
export type SiteStoreConfig =
  | { kind: "directory" }
  | {
      kind: "s3";
      /** SITE_S3_BUCKET (required with SITE_STORE=s3). */
      bucket: string;
      /** Key prefix (SITE_S3_PREFIX, default none): builds under `<prefix>builds/<id>/`, pointer `<prefix>current.json`. */
      prefix: string;
      /** An S3-compatible endpoint (SITE_S3_ENDPOINT; unset = AWS S3); path-style addressing when set. */
      endpoint: string | null;
      /** SITE_S3_REGION, else AWS_REGION, else us-east-1. Credentials: the AWS SDK's standard chain (AWS_ACCESS_KEY_ID, ...). */
      region: string;
    };

/** The help-centre forms (src/forms): captcha, rate limit and body limit. */
export interface FormsConfig {
  /** HMAC secret of the ALTCHA challenges (FORMS_CAPTCHA_SECRET; unset = random per process, stored by the stack). */
  captchaSecret: string;
  /** reCAPTCHA v2/v3: used instead of ALTCHA when both are set (RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET). */
  recaptchaSiteKey: string | null;
  recaptchaSecret: string | null;
  /** reCAPTCHA v3 lowest accepted score (RECAPTCHA_MIN_SCORE, default 0.5; v2 answers carry no score). */
  recaptchaMinScore: number;
  /** Form messages per client per hour (LIMIT_FORM_MESSAGES_PER_HOUR, default 10). */
  messagesPerHour: number;
  /**
   * Acknowledgements to visitors per hour, every client together (FORM_ACK_MAX_PER_HOUR, default 200): beyond it a
   * message is still stored and mailed to the support team, only its acknowledgement is skipped (and logged).
   */
  ackMaxPerHour: number;
  /**
   * Acknowledgements per client per hour (FORM_ACK_PER_CLIENT_PER_HOUR, default 2; ADR 0343): beyond it the client's
   * messages are stored and mailed to the team without acknowledgement, and take nothing of the global budget, so
   * one client cannot use it up. Optional: absent = the default.
   */
  ackPerClientPerHour?: number;
  /** Largest request body of a form in bytes (FORMS_BODY_LIMIT_BYTES, default 32768). */
  bodyLimitBytes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // NODE_ENV=production: no sandbox keys, generated secrets, TRUST_PROXY=true or test header (production-guard.ts).
  assertProductionSafe(env);
  const logLevel = env.LOG_LEVEL ?? "warn";
  if (!["silent", "error", "warn", "info", "debug"].includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of silent, error, warn, info, debug (got ${logLevel})`);
  }
  return {
    host: env.HOST ?? "127.0.0.1",
    port: Number(env.PORT ?? 8000),
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(REPO_ROOT, "public")),
    cmsUrl: env.CMS_URL ?? "http://localhost:3000",
    cmsAdminUrl: env.CMS_ADMIN_URL || null,
    octoBaseUrl: env.OCTO_BASE_URL ?? "http://localhost:4010",
    octoApiKey: env.OCTO_API_KEY ?? "octo-sandbox-dev-key",
    octoTimeoutMs: Number(env.OCTO_TIMEOUT_MS ?? 4000),
    octoDeadlineMs: positive(env.OCTO_DEADLINE_MS, 6000),
    octoRetries: Math.floor(nonNegative(env.OCTO_RETRIES, 2)), // a whole number: p-retry refuses others
    octoCacheSeconds: Number(env.OCTO_CACHE_SECONDS ?? 60),
    bookingReadCacheSeconds: nonNegative(env.BOOKING_READ_CACHE_SECONDS, 3),
    bookingHoldMinutes: Number(env.BOOKING_HOLD_MINUTES ?? 30),
    holdMinutesBeforeDetails: positive(env.HOLD_MINUTES_BEFORE_DETAILS, 10),
    maxSeatsPerCart: Math.min(MAX_SEATS, positive(env.MAX_SEATS_PER_CART, DEFAULT_MAX_SEATS_PER_CART)),
    bookingHoldTestHeader: env.BOOKING_HOLD_TEST_HEADER === "1",
    cmsTimeoutMs: Number(env.CMS_TIMEOUT_MS ?? 5000),
    cmsReadToken: env.CMS_READ_TOKEN || null,
    logLevel: logLevel as Config["logLevel"],
    apiDatabaseUrl:
      env.API_DATABASE_URL ??
      (env.DATABASE_URL?.startsWith("postgres") ? env.DATABASE_URL : path.join(REPO_ROOT, "services/api/.data/api.db")),
    siteUrl: (env.SITE_URL ?? "http://localhost:8000").replace(/\/+$/, ""),
    production: env.NODE_ENV === "production",
    metricsPort: nonNegative(env.METRICS_PORT, 9464),
    metricsHost: env.METRICS_HOST || "127.0.0.1",
    releaseVersion: releaseVersion(env, REPO_ROOT),
    readinessCacheSeconds: nonNegative(env.READINESS_CACHE_SECONDS, 5),
    shutdownDrainSeconds: nonNegative(env.SHUTDOWN_DRAIN_SECONDS, env.NODE_ENV === "production" ? 5 : 0),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === "true",
    mapTilesUrl: env.GATSBY_MAP_TILES_URL ?? "",
    cspExtraSources: parseCspSources(env.CSP_EXTRA_SOURCES),
    hstsMaxAge: Math.max(0, Number(env.HSTS_MAX_AGE ?? 31536000) || 0),
    limits: {
      cartChangesPerMinute: positive(env.LIMIT_CART_CHANGES_PER_MINUTE, DEFAULT_LIMITS.cartChangesPerMinute),
      holdsPerClient: positive(env.LIMIT_HOLDS_PER_CLIENT, DEFAULT_LIMITS.holdsPerClient),
      guessesPer15Min: positive(env.LIMIT_GUESSES_PER_15_MIN, DEFAULT_LIMITS.guessesPer15Min),
      webhooksPerMinute: positive(env.LIMIT_WEBHOOKS_PER_MINUTE, DEFAULT_LIMITS.webhooksPerMinute),
      seatsPerDeparture: positive(env.LIMIT_SEATS_PER_DEPARTURE, DEFAULT_LIMITS.seatsPerDeparture),
      holdsBeforeProof: nonNegative(env.LIMIT_HOLDS_BEFORE_PROOF, DEFAULT_LIMITS.holdsBeforeProof),
      supplierCallsPerMinute: nonNegative(env.LIMIT_SUPPLIER_CALLS_PER_MINUTE, DEFAULT_LIMITS.supplierCallsPerMinute),
      supplierCallsInFlight: nonNegative(env.LIMIT_SUPPLIER_CALLS_IN_FLIGHT, DEFAULT_LIMITS.supplierCallsInFlight),
    },
    webhookEventsRetentionDays: positive(env.WEBHOOK_EVENTS_RETENTION_DAYS, 30),
    ticketDownloadsPer10Min: positive(env.TICKET_DOWNLOADS_PER_10_MIN, 30),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? new URL(env.SITE_URL ?? "http://localhost:8000").origin)
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    vivaAccountsUrl: env.VIVA_ACCOUNTS_URL ?? "http://localhost:4020",
    vivaApiUrl: env.VIVA_API_URL ?? "http://localhost:4020",
    vivaLegacyApiUrl: env.VIVA_LEGACY_API_URL ?? "http://localhost:4020",
    vivaCheckoutUrl: env.VIVA_CHECKOUT_URL ?? "http://localhost:4020/web/checkout?ref={orderCode}",
    vivaClientId: env.VIVA_CLIENT_ID ?? "sandbox-client",
    vivaClientSecret: env.VIVA_CLIENT_SECRET ?? "sandbox-secret",
    vivaMerchantId: env.VIVA_MERCHANT_ID ?? "00000000-0000-4000-8000-000000000001",
    vivaApiKey: env.VIVA_API_KEY ?? "sandbox-api-key",
    vivaWebhookKey: env.VIVA_WEBHOOK_KEY || null,
    reconcileIntervalSeconds: Number(env.RECONCILE_INTERVAL_SECONDS ?? 30),
    reconcileAfterSeconds: Number(env.RECONCILE_AFTER_SECONDS ?? 60),
    reconcileFullIntervalMinutes: nonNegative(env.RECONCILE_FULL_INTERVAL_MINUTES, 60),
    reminderIntervalMinutes: nonNegative(env.REMINDER_INTERVAL_MINUTES, 15),
    reminderFromHour: Math.min(23, nonNegative(env.REMINDER_FROM_HOUR, 9)),
    confirmLeaseSeconds: Number(env.CONFIRM_LEASE_SECONDS ?? 30),
    smtpUrl: env.SMTP_URL ?? "smtp://localhost:1025",
    // The brand comes from the CMS (site settings, ADR 0230): these are its fallback while the CMS cannot be asked.
    mailFrom: env.MAIL_FROM ?? mailbox(BRAND_DEFAULTS.mailFromName, BRAND_DEFAULTS.mailFromAddress),
    outboxPollMs: Number(env.OUTBOX_POLL_MS ?? 2000),
    outboxRetryBaseMs: Number(env.OUTBOX_RETRY_BASE_MS ?? 5000),
    outboxMaxAttempts: nonNegative(env.OUTBOX_MAX_ATTEMPTS, 50),
    operatorName: env.OPERATOR_NAME ?? BRAND_DEFAULTS.operatorName,
    supportEmail: env.SUPPORT_EMAIL ?? "care@sightseeing.example",
    manageLinkSecret: env.MANAGE_LINK_SECRET?.trim() || randomBytes(32).toString("base64url"),
    forms: {
      captchaSecret: env.FORMS_CAPTCHA_SECRET || randomBytes(32).toString("base64url"),
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
      recaptchaSecret: env.RECAPTCHA_SECRET || null,
      recaptchaMinScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
      messagesPerHour: positive(env.LIMIT_FORM_MESSAGES_PER_HOUR, 10),
      ackMaxPerHour: positive(env.FORM_ACK_MAX_PER_HOUR, 200),
      ackPerClientPerHour: positive(env.FORM_ACK_PER_CLIENT_PER_HOUR, 2),
      bodyLimitBytes: positive(env.FORMS_BODY_LIMIT_BYTES, 32_768),
    },
    site: siteConfig(env),
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : null,
    serverRole: checkedServerRole(env),
    buildWebhookSecret: env.BUILD_WEBHOOK_SECRET || null,
    buildCommand: env.BUILD_COMMAND || DEFAULT_BUILD_COMMAND,
    buildCwd: path.resolve(env.BUILD_CWD ?? REPO_ROOT),
    buildOutputDir: path.resolve(env.BUILD_OUTPUT_DIR ?? path.join(path.resolve(env.BUILD_CWD ?? REPO_ROOT), "public")),
    keepBuilds: Math.max(1, Number(env.KEEP_BUILDS ?? 2)),
    buildCacheDir:
      env.BUILD_CACHE_DIR === ""
        ? null
        : path.resolve(env.BUILD_CACHE_DIR ?? path.join(path.resolve(env.BUILD_CWD ?? REPO_ROOT), ".cache")),
    publishStateDir: path.resolve(
      env.PUBLISH_STATE_DIR || path.join(path.resolve(env.BUILD_CWD ?? REPO_ROOT), ".publish-state"),
    ),
    publishLeaseSeconds: positive(env.PUBLISH_LEASE_SECONDS, 60),
    publishCatchUpSeconds: nonNegative(env.PUBLISH_CATCHUP_SECONDS, 60),
    sitePollSeconds:
      env.SITE_POLL_SECONDS === "0" ? 0 : Number(env.SITE_POLL_SECONDS) > 0 ? Number(env.SITE_POLL_SECONDS) : 2,
    siteStore: siteStoreOf(env),
  };
}

export const SERVER_ROLES = ["all", "public", "build-worker"] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

const DEFAULT_BUILD_COMMAND = "npx gatsby build";

/** Whether `dir` holds the site's sources (its gatsby-config), which Gatsby's build needs. */
function hasSiteSources(dir: string): boolean {
  return ["gatsby-config.ts", "gatsby-config.js", "gatsby-config.mjs"].some((f) => existsSync(path.join(dir, f)));
}

/**
 * SERVER_ROLE, or by default: `public` when the instance cannot build (BUILD_CWD without the site's sources and
 * Gatsby's build command: deployed from dist/), else `all` (ADR 0349).
 */
export function serverRoleOf(env: NodeJS.ProcessEnv): ServerRole {
  const role = env.SERVER_ROLE?.trim();
  if (role) {
    if (!(SERVER_ROLES as readonly string[]).includes(role))
      throw new Error(`SERVER_ROLE must be one of ${SERVER_ROLES.join(", ")} (got "${role}")`);
    return role as ServerRole;
  }
  const custom = env.BUILD_COMMAND && env.BUILD_COMMAND !== DEFAULT_BUILD_COMMAND;
  return custom || hasSiteSources(path.resolve(env.BUILD_CWD ?? REPO_ROOT)) ? "all" : "public";
}

/** The role, refused with one line when it cannot work: a public instance with no store, a worker with nothing to build. */
function checkedServerRole(env: NodeJS.ProcessEnv): ServerRole {
  const role = serverRoleOf(env);
  if (!env.SERVER_ROLE?.trim()) return role;
  if (role === "public" && !env.SITE_DIR) {
    throw new Error(
      "SERVER_ROLE=public serves the live build from the store: set SITE_DIR (and SITE_STORE=s3 with its bucket, if not a shared directory)",
    );
  }
  if (role === "build-worker") {
    if (!env.SITE_DIR)
      throw new Error("SERVER_ROLE=build-worker needs SITE_DIR: it publishes its builds into the store there");
    const cwd = path.resolve(env.BUILD_CWD ?? REPO_ROOT);
    if ((!env.BUILD_COMMAND || env.BUILD_COMMAND === DEFAULT_BUILD_COMMAND) && !hasSiteSources(cwd)) {
      throw new Error(
        `SERVER_ROLE=build-worker builds the site: BUILD_CWD (${cwd}) has no gatsby-config; set BUILD_CWD to the source checkout (npm run build-worker there does)`,
      );
    }
  }
  return role;
}

function siteStoreOf(env: NodeJS.ProcessEnv): SiteStoreConfig {
  const kind = env.SITE_STORE || "directory";
  if (kind === "directory") return { kind };
  if (kind !== "s3") throw new Error(`SITE_STORE must be "directory" or "s3", not "${kind}"`);
  if (!env.SITE_S3_BUCKET) throw new Error("SITE_STORE=s3 needs SITE_S3_BUCKET");
  const prefix = (env.SITE_S3_PREFIX ?? "").replace(/^\/+/, "");
  return {
    kind,
    bucket: env.SITE_S3_BUCKET,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    endpoint: env.SITE_S3_ENDPOINT || null,
    region: env.SITE_S3_REGION || env.AWS_REGION || "us-east-1",
  };
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A number of seconds, 0 included (off), else the default. */
function nonNegative(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
}

function trustProxyOf(raw: string | undefined): boolean | string {
  if (!raw || raw === "false") return false;
  return raw === "true" ? true : raw;
}

/** Sources per CSP directive (src/security/csp.ts builds the policy). */
export type CspDirectives = Record<string, string[]>;

/** Extra sources per directive, e.g. `script-src https://tags.example; connect-src https://collect.example`. */
export function parseCspSources(raw: string | undefined): CspDirectives {
  const out: CspDirectives = {};
  for (const part of (raw ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!/^[a-z-]+-src$/.test(name)) throw new Error(`CSP_EXTRA_SOURCES: "${name}" is not a *-src directive`);
    const bad = sources.find(
      (s) => s !== "'self'" && !/^[a-z][a-z0-9+.-]*:(\/\/[^\s;,'"]+)?$|^[*a-z0-9][^\s;,'":]*(:\d+)?$/i.test(s),
    );
    // Host and scheme sources and 'self' only: never 'unsafe-inline' or 'unsafe-eval' through configuration.
    if (bad) throw new Error(`CSP_EXTRA_SOURCES: "${bad}" of ${name} is not a host or scheme source`);
    out[name] = [...(out[name] ?? []), ...sources];
  }
  return out;
}

/** The header that lets the site's build and the web server read whole CMS collections (services/cms/src/read-limits.ts). */
export const cmsReadHeaders = (token: string | null | undefined): Record<string, string> =>
  token ? { "x-cms-read-token": token } : {};
