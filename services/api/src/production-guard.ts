/**
 * The production guard (issue 26.3): with NODE_ENV=production the web server refuses to start on a development
 * default that is unsafe in production, one line per problem. `npm start` (development) never sets NODE_ENV, so its
 * embedded defaults (sandboxes, generated secrets, MailDev) keep working unchanged.
 */

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

/** Every unsafe development default in `env` (empty when NODE_ENV is not production), one sentence each. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  for (const [name, what] of Object.entries(LOCAL_DEFAULT_URLS)) {
    if (!env[name]) problems.push(`${name} is not set: it would default to ${what}`);
  }
  for (const [name, value] of Object.entries(SANDBOX_DEFAULTS)) {
    if (!env[name]) problems.push(`${name} is not set: it would default to the sandbox's development value`);
    else if (env[name] === value) problems.push(`${name} is the sandbox's development value: set the real one`);
  }
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET);
  if (!env.FORMS_CAPTCHA_SECRET && !recaptcha) {
    problems.push("FORMS_CAPTCHA_SECRET is not set: a secret would be generated per process (set it, the same on every instance, or RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET)");
  }
  if (env.SITE_DIR && !env.BUILD_WEBHOOK_SECRET) {
    problems.push("BUILD_WEBHOOK_SECRET is not set while SITE_DIR is: npm start generates it; in production set it (the same in the CMS)");
  }
  if (!env.CMS_READ_TOKEN) {
    problems.push("CMS_READ_TOKEN is not set: the CMS refuses the web server's whole-collection reads without it (set the same value in the CMS and the site build)");
  }
  if (env.TRUST_PROXY === "true") {
    problems.push("TRUST_PROXY=true trusts X-Forwarded-For from any client: name the proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8)");
  }
  if (env.BOOKING_HOLD_TEST_HEADER === "1") {
    problems.push("BOOKING_HOLD_TEST_HEADER=1 lets any client shorten a hold (x-test-hold-seconds): test stack only, unset it");
  }
  problems.push(...trustProxyEquivalents(env), ...missingSmtp(env), ...localProviders(env));
  return problems;
}

/** TRUST_PROXY entries that trust every sender as `true` does (ADR 0343). */
export function trustProxyEquivalents(env: NodeJS.ProcessEnv): string[] {
  const everyone = new Set(["*", "0.0.0.0/0", "::/0", "0/0", "::0/0", "0:0:0:0:0:0:0:0/0"]);
  const entries = (env.TRUST_PROXY ?? "").split(",").map((e) => e.trim()).filter((e) => everyone.has(e));
  return entries.map((e) => `TRUST_PROXY contains ${e}, which trusts X-Forwarded-For from any client like TRUST_PROXY=true: name the proxies' addresses`);
}

/** No SMTP_URL: tickets would go to the development MailDev on this machine (ADR 0343). */
export function missingSmtp(env: NodeJS.ProcessEnv): string[] {
  return env.SMTP_URL ? [] : ["SMTP_URL is not set: the tickets would go to the development mail catcher (localhost:1025)"];
}

const PROVIDER_URLS = ["OCTO_BASE_URL", "VIVA_API_URL", "VIVA_ACCOUNTS_URL", "VIVA_LEGACY_API_URL", "VIVA_CHECKOUT_URL"] as const;

/** Whether a URL's host is this machine (a sandbox's address, or anything listening on loopback). */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value.replace("{orderCode}", "x")).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1" || host === "0.0.0.0" || host === "::" ||
    /^::ffff:127\./.test(host) || /^::ffff:7f/.test(host);
}

/** The supplier and the payment provider on loopback: a sandbox, never Ventrata or Viva (ADR 0343). */
export function localProviders(env: NodeJS.ProcessEnv): string[] {
  return PROVIDER_URLS.filter((name) => env[name] && isLoopbackUrl(env[name]!)).map(
    (name) => `${name} is a loopback address (${env[name]}): a sandbox on this machine, not the real provider`,
  );
}

/** Throws a ProductionConfigError listing every problem (NODE_ENV=production only). */
export function assertProductionSafe(env: NodeJS.ProcessEnv): void {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionConfigError(problems);
}
