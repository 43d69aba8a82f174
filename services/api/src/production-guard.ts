/**
 * The production guard: with NODE_ENV=production the web server refuses to start on a development
 * default that is unsafe in production, one line per problem. `npm start` (development) never sets NODE_ENV, so its
 * embedded defaults (sandboxes, generated secrets, MailDev) keep working unchanged.
 */
import { isIP } from "node:net";

/** The payment sandbox's documented development credentials and the OCTO sandbox's key (services/*-sandbox). */
export const SANDBOX_DEFAULTS = {
  OCTO_API_KEY: "octo-sandbox-dev-key",
  VIVA_CLIENT_ID: "sandbox-client",
  VIVA_CLIENT_SECRET: "sandbox-secret",
  VIVA_MERCHANT_ID: "00000000-0000-4000-8000-000000000001",
  VIVA_API_KEY: "sandbox-api-key",
} as const;

/** Variables whose unset default is a sandbox or development address on this machine. */
const LOCAL_DEFAULT_URLS: Record<string, string> = {
  OCTO_BASE_URL: "the OCTO sandbox (http://localhost:4010)",
  VIVA_API_URL: "the payment sandbox (http://localhost:4020)",
  VIVA_ACCOUNTS_URL: "the payment sandbox (http://localhost:4020)",
  VIVA_LEGACY_API_URL: "the payment sandbox (http://localhost:4020)",
  VIVA_CHECKOUT_URL: "the payment sandbox's checkout page (http://localhost:4020)",
  SITE_URL: "http://localhost:8000 (links in e-mails and payment return URLs)",
};

export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ProductionConfigError";
  }
}

type Env = NodeJS.ProcessEnv;
/** One check of the guard: the problems it finds in `env`, one sentence each (empty when none). */
export type ProductionCheck = (env: Env) => string[];

function sandboxAddresses(env: Env): string[] {
  return Object.entries(LOCAL_DEFAULT_URLS)
    .filter(([name]) => !env[name])
    .map(([name, what]) => `${name} is not set: it would default to ${what}`);
}

function sandboxKeys(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(SANDBOX_DEFAULTS)) {
    if (!env[name]) problems.push(`${name} is not set: it would default to the sandbox's development value`);
    else if (!env[name].trim()) problems.push(`${name} is blank: set the real key`);
    else if (env[name] === value) problems.push(`${name} is the sandbox's development value: set the real one`);
  }
  return problems;
}

function captchaSecret(env: Env): string[] {
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY?.trim() && env.RECAPTCHA_SECRET?.trim());
  if (env.FORMS_CAPTCHA_SECRET?.trim() || recaptcha) return [];
  return [
    "FORMS_CAPTCHA_SECRET is not set: a secret would be generated per process (set it, the same on every instance, or RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET)",
  ];
}

/** The signed manage-booking links (ADR 0360): one secret for every instance, long enough for an HMAC key. */
function manageLinkSecret(env: Env): string[] {
  const secret = env.MANAGE_LINK_SECRET?.trim();
  if (!secret)
    return [
      "MANAGE_LINK_SECRET is not set: a secret would be generated per process, and the e-mails' manage links would stop opening after a restart or on another instance (set it, the same on every instance)",
    ];
  if (secret.length < 32)
    return ["MANAGE_LINK_SECRET is shorter than 32 characters: use a random secret (openssl rand -base64 32)"];
  return [];
}

function buildWebhookSecret(env: Env): string[] {
  if (!env.SITE_DIR || env.BUILD_WEBHOOK_SECRET?.trim()) return [];
  return [
    "BUILD_WEBHOOK_SECRET is not set while SITE_DIR is: npm start generates it; in production set it (the same in the CMS)",
  ];
}

function cmsReadToken(env: Env): string[] {
  if (env.CMS_READ_TOKEN?.trim()) return [];
  return [
    "CMS_READ_TOKEN is not set: the CMS refuses the web server's whole-collection reads without it (set the same value in the CMS and the site build)",
  ];
}

function trustProxyAnyone(env: Env): string[] {
  if (env.TRUST_PROXY !== "true") return [];
  return [
    "TRUST_PROXY=true trusts X-Forwarded-For from any client: name the proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8)",
  ];
}

function holdTestHeader(env: Env): string[] {
  if (env.BOOKING_HOLD_TEST_HEADER !== "1") return [];
  return ["BOOKING_HOLD_TEST_HEADER=1 lets any client shorten a hold (x-test-hold-seconds): test stack only, unset it"];
}

/** The web server's own database: PostgreSQL (API_DATABASE_URL, else a postgres DATABASE_URL), never the SQLite default. */
function database(env: Env): string[] {
  const url = env.API_DATABASE_URL || (env.DATABASE_URL?.startsWith("postgres") ? env.DATABASE_URL : "");
  // A one-machine test or staging stack (scripts/prod-check.ts) may say so explicitly, like SANDBOX_ALLOW_PRODUCTION.
  if (env.ALLOW_SQLITE_IN_PRODUCTION === "1" && url && !/^postgres(ql)?:/.test(url)) return [];
  if (!url)
    return [
      "API_DATABASE_URL is not set: the web server would write SQLite inside its deployed code (services/api/.data/api.db); set a postgres:// URL",
    ];
  if (!isPostgresUrl(url))
    return [`API_DATABASE_URL is not a PostgreSQL URL (postgres://user:password@host:5432/db): ${redact(url)}`];
  return [];
}

function cmsUrl(env: Env): string[] {
  if (!env.CMS_URL)
    return ["CMS_URL is not set: it would default to http://localhost:3000 (offers, cities, brand, previews)"];
  return [];
}

function supportEmail(env: Env): string[] {
  if (!env.SUPPORT_EMAIL) return ["SUPPORT_EMAIL is not set: e-mails and forms would name care@sightseeing.example"];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.SUPPORT_EMAIL))
    return [`SUPPORT_EMAIL is not an e-mail address: ${env.SUPPORT_EMAIL}`];
  return [];
}

/** Every address-valued variable that is set parses as a URL of the right scheme (`VIVA_API_URL=x` is refused). */
const URL_VARIABLES: Record<string, readonly string[]> = {
  SITE_URL: ["http:", "https:"],
  CMS_URL: ["http:", "https:"],
  OCTO_BASE_URL: ["http:", "https:"],
  VIVA_API_URL: ["http:", "https:"],
  VIVA_ACCOUNTS_URL: ["http:", "https:"],
  VIVA_LEGACY_API_URL: ["http:", "https:"],
  VIVA_CHECKOUT_URL: ["http:", "https:"],
  SMTP_URL: ["smtp:", "smtps:"],
};

function urlsParse(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, schemes] of Object.entries(URL_VARIABLES)) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const url = parseUrl(raw);
    if (!url || !url.hostname) problems.push(`${name} is not a URL: ${redact(raw)}`);
    else if (!schemes.includes(url.protocol))
      problems.push(`${name} must be a ${schemes.join(" or ")} URL: ${redact(raw)}`);
  }
  const checkout = env.VIVA_CHECKOUT_URL;
  if (checkout && parseUrl(checkout) && !checkout.includes("{orderCode}")) {
    problems.push(`VIVA_CHECKOUT_URL has no {orderCode} placeholder: ${checkout}`);
  }
  return problems;
}

/** TRUST_PROXY entries that trust every sender as `true` does. */
const TRUSTS_EVERYONE = new Set(["*", "0.0.0.0/0", "::/0", "0/0", "::0/0", "0:0:0:0:0:0:0:0/0"]);

/** TRUST_PROXY entries that trust every sender as `true` does (ADR 0343). */
export function trustProxyEquivalents(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter((e) => TRUSTS_EVERYONE.has(e));
  return entries.map(
    (e) =>
      `TRUST_PROXY contains ${e}, which trusts X-Forwarded-For from any client like TRUST_PROXY=true: name the proxies' addresses`,
  );
}

/** No SMTP_URL: tickets would go to the development MailDev on this machine (ADR 0343). */
export function missingSmtp(env: NodeJS.ProcessEnv): string[] {
  return env.SMTP_URL
    ? []
    : ["SMTP_URL is not set: the tickets would go to the development mail catcher (localhost:1025)"];
}

const PROVIDER_URLS = [
  "OCTO_BASE_URL",
  "VIVA_API_URL",
  "VIVA_ACCOUNTS_URL",
  "VIVA_LEGACY_API_URL",
  "VIVA_CHECKOUT_URL",
] as const;

/** Whether a URL's host is this machine (a sandbox's address, or anything listening on loopback). */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value.replace("{orderCode}", "x")).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\./.test(host) ||
    host === "::1" ||
    host === "0.0.0.0" ||
    host === "::" ||
    /^::ffff:127\./.test(host) ||
    /^::ffff:7f/.test(host)
  );
}

/** The supplier and the payment provider on loopback: a sandbox, never Ventrata or Viva (ADR 0343). */
export function localProviders(env: NodeJS.ProcessEnv): string[] {
  return PROVIDER_URLS.filter((name) => env[name] && isLoopbackUrl(env[name]!)).map(
    (name) => `${name} is a loopback address (${env[name]}): a sandbox on this machine, not the real provider`,
  );
}

/** TRUST_PROXY names the proxies: set, and each entry an IPv4/IPv6 address or CIDR (`true` is trustProxyAnyone's line). */
/** proxy-addr's names of address ranges, which Fastify's trustProxy takes beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function trustProxyAddresses(env: Env): string[] {
  const raw = env.TRUST_PROXY;
  if (!raw || raw === "false")
    return [
      "TRUST_PROXY is not set: behind the TLS proxy every visitor would share the proxy's address in the per-client limits; name the proxies' addresses or CIDRs",
    ];
  if (raw === "true") return [];
  // A wildcard (`*`, `0.0.0.0/0`) is trustProxyEquivalents' line, not a second one here.
  const bad = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !isAddressOrCidr(part) && !PROXY_RANGE_NAMES.has(part) && !TRUSTS_EVERYONE.has(part));
  return bad.length
    ? [
        `TRUST_PROXY must list addresses or CIDRs, comma-separated: ${bad.map((b) => JSON.stringify(b)).join(", ")} is not one`,
      ]
    : [];
}

/** Every check, in the order its lines are printed. One function per check (another check = one more entry). */
export const PRODUCTION_CHECKS: readonly ProductionCheck[] = [
  sandboxAddresses,
  sandboxKeys,
  urlsParse,
  database,
  cmsUrl,
  supportEmail,
  captchaSecret,
  manageLinkSecret,
  buildWebhookSecret,
  cmsReadToken,
  trustProxyAnyone,
  trustProxyAddresses,
  trustProxyEquivalents,
  missingSmtp,
  localProviders,
  holdTestHeader,
];

/** Every unsafe development default or malformed value in `env` (empty when NODE_ENV is not production), one sentence each. */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== "production") return [];
  return PRODUCTION_CHECKS.flatMap((check) => check(env));
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function isPostgresUrl(raw: string): boolean {
  const url = parseUrl(raw);
  return Boolean(
    url && (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname && url.pathname.length > 1,
  );
}

/** A URL shown in a refusal without its password. */
function redact(raw: string): string {
  const url = parseUrl(raw);
  if (!url || !url.password) return raw;
  url.password = "***";
  return url.toString();
}

function isAddressOrCidr(value: string): boolean {
  const [address, bits, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (!version) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

/** Throws a ProductionConfigError listing every problem (NODE_ENV=production only). */
export function assertProductionSafe(env: NodeJS.ProcessEnv): void {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionConfigError(problems);
}
