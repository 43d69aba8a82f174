/** The HTTP server (fastify) and the createPaymentSandbox factory used by main.ts and the tests. */
import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { Db } from "./db.ts";
import { Webhooks } from "./webhooks.ts";
import { FaultPlan, faultsFromEnv, type PaymentFaults } from "./faults.ts";
import { HttpError, isHttpUrl } from "./http-errors.ts";
import { sandboxContext, TOKEN_SCOPE, TOKEN_TTL_SECONDS } from "./context.ts";
import { oauthRoutes } from "./routes/oauth.ts";
import { orderRoutes } from "./routes/orders.ts";
import { legacyRoutes } from "./routes/legacy.ts";
import { cardPageRoutes } from "./routes/card-page.ts";
import { sandboxRoutes } from "./routes/sandbox.ts";

export { TOKEN_SCOPE, TOKEN_TTL_SECONDS };
export const DEFAULT_PORT = 4020;
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DATABASE_PATH = join(PACKAGE_DIR, ".data", "payments.db");
/** Documented local development credentials (not secrets). */
export const DEV_CLIENT_ID = "sandbox-client";
export const DEV_CLIENT_SECRET = "sandbox-secret";
export const DEV_MERCHANT_ID = "00000000-0000-4000-8000-000000000001";
export const DEV_API_KEY = "sandbox-api-key";
export const DEV_WEBHOOK_KEY = "5A4E1D2F3C6B7A8990ABCDEF0123456789ABCDEF";
export const DEFAULT_SUCCESS_URL = "http://localhost:8000/payment/success";
export const DEFAULT_FAILURE_URL = "http://localhost:8000/payment/failure";
/** The caller's x-request-id when it is a safe token (letters, digits, `._:-`, at most 128), else a new uuid. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

export interface PaymentSandboxOptions {
  port?: number;
  host?: string;
  /** SQLite path, file: URL or ":memory:". Default: .data/payments.db in the package. */
  databaseUrl?: string;
  /** OAuth2 clients, client_id -> client_secret. Default: sandbox-client / sandbox-secret. */
  clients?: Record<string, string>;
  /** Merchant's webhook URLs (Viva calls them). Default: none. */
  webhookUrls?: string[];
  /** Clock (epoch ms); tests inject one to expire tokens and orders without waiting. */
  now?: () => number;
  successUrl?: string;
  failureUrl?: string;
  /** Basic-auth credentials of the legacy endpoints (refunds, webhook key): Merchant ID and API key. */
  merchantId?: string;
  apiKey?: string;
  merchantName?: string;
  /** The merchant's webhook verification key. */
  webhookKey?: string;
  /** Delays before the 2nd and 3rd webhook attempts. Default [2000, 10000]. */
  webhookRetryDelaysMs?: number[];
  /** Verify the webhook URLs at start (in the background). Default true. */
  verifyWebhooksOnStart?: boolean;
  logger?: boolean;
  /** Gets the one start line saying which database migrations were applied (main.ts: the console). */
  log?: (line: string) => void;
  /** Fault injection (PAYMENT_SANDBOX_FAULTS; faults.ts, ADR 0344). Default: none. */
  faults?: PaymentFaults;
}

export interface PaymentSandbox {
  url: string;
  app: FastifyInstance;
  db: Db;
  webhooks: Webhooks;
  close(): Promise<void>;
}

// ------------------------------------------------------------------ env

export function parseClients(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const i = pair.indexOf(":");
    if (i <= 0 || i === pair.length - 1) throw new Error(`PAYMENT_SANDBOX_CLIENTS: "${pair}" is not id:secret`);
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return Object.keys(out).length > 0 ? out : { [DEV_CLIENT_ID]: DEV_CLIENT_SECRET };
}

export const parseList = (raw: string | undefined): string[] =>
  (raw ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSandboxOptions {
  const num = (name: string, def: number) => {
    const v = env[name];
    if (v === undefined || v === "") return def;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
    return n;
  };
  return {
    port: num("PAYMENT_SANDBOX_PORT", DEFAULT_PORT),
    host: env.PAYMENT_SANDBOX_HOST || "127.0.0.1",
    databaseUrl: env.PAYMENT_DATABASE_URL || DEFAULT_DATABASE_PATH,
    clients: parseClients(env.PAYMENT_SANDBOX_CLIENTS),
    webhookUrls: parseList(env.PAYMENT_SANDBOX_WEBHOOK_URLS),
    successUrl: env.PAYMENT_SANDBOX_SUCCESS_URL || DEFAULT_SUCCESS_URL,
    failureUrl: env.PAYMENT_SANDBOX_FAILURE_URL || DEFAULT_FAILURE_URL,
    merchantId: env.PAYMENT_SANDBOX_MERCHANT_ID || DEV_MERCHANT_ID,
    apiKey: env.PAYMENT_SANDBOX_API_KEY || DEV_API_KEY,
    merchantName: env.PAYMENT_SANDBOX_MERCHANT_NAME || undefined,
    webhookKey: env.PAYMENT_SANDBOX_WEBHOOK_KEY || DEV_WEBHOOK_KEY,
    logger: env.PAYMENT_SANDBOX_LOG === "1",
    faults: faultsFromEnv(env),
  };
}

// ------------------------------------------------------------------ helpers

export async function createPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<PaymentSandbox> {
  const now = options.now ?? Date.now;
  const clients = options.clients ?? { [DEV_CLIENT_ID]: DEV_CLIENT_SECRET };
  const merchantId = options.merchantId ?? DEV_MERCHANT_ID;
  const apiKey = options.apiKey ?? DEV_API_KEY;
  // The merchant account's own name (Viva: the business name); an order's dynamicDescriptor replaces it on its card page.
  const merchantName = options.merchantName ?? "City Sightseeing";
  const webhookKey = options.webhookKey ?? DEV_WEBHOOK_KEY;
  const successUrl = options.successUrl ?? DEFAULT_SUCCESS_URL;
  const failureUrl = options.failureUrl ?? DEFAULT_FAILURE_URL;
  for (const [name, u] of [
    ["successUrl", successUrl],
    ["failureUrl", failureUrl],
    ...(options.webhookUrls ?? []).map((w) => ["webhookUrls", w]),
  ] as const) {
    if (!isHttpUrl(u)) throw new Error(`${name}: "${u}" is not an http(s) URL`);
  }

  const db = await Db.open(options.databaseUrl ?? DEFAULT_DATABASE_PATH, { log: options.log });
  const faults = options.faults ? new FaultPlan(options.faults) : undefined;
  const webhooks = new Webhooks(db, {
    faults,
    urls: options.webhookUrls ?? [],
    key: webhookKey,
    merchantId,
    now,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [2000, 10000],
  });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // The web server's request id (x-request-id) becomes this request's reqId in the log, when it is a safe token.
    genReqId: (req) => requestIdOf(req.headers["x-request-id"]),
  });
  app.addHook("onRequest", async (req, reply) => void reply.header("x-request-id", req.id));
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).headers(err.headers).send(err.body);
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) req.log.error(err);
    return reply
      .status(status)
      .send({ status, message: status >= 500 ? "Internal server error" : (err as Error).message, eventId: "0" });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ status: 404, message: `Not found: ${req.method} ${req.url.split("?")[0]}`, eventId: "0" });
  });

  // Security headers; the card page is the only HTML.
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "no-referrer");
    reply.header("Cache-Control", "no-store");
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      reply.header(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      );
    }
    return payload;
  });

  const ctx = sandboxContext({
    db,
    now,
    clients,
    merchantId,
    apiKey,
    merchantName,
    webhookKey,
    successUrl,
    failureUrl,
    webhooks,
    faults,
  });
  oauthRoutes(app, ctx);
  orderRoutes(app, ctx);
  legacyRoutes(app, ctx);
  cardPageRoutes(app, ctx);
  sandboxRoutes(app, ctx);

  // ---------------------------------------------------------------- start

  const address = await app.listen({ port: options.port ?? DEFAULT_PORT, host: options.host ?? "127.0.0.1" });
  const url = address.replace("[::1]", "localhost");
  if (options.verifyWebhooksOnStart !== false && webhooks.urls.length > 0)
    void webhooks.verifyAll().catch(() => undefined);

  let closed = false;
  return {
    url,
    app,
    db,
    webhooks,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await webhooks.close();
      db.close();
    },
  };
}
