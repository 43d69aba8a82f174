/** The HTTP server (fastify) and the createPaymentSandbox factory used by main.ts and the tests. */
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import {
  type CardInput,
  checkCard,
  CURRENCIES,
  DECLINE_EVENT_ID,
  DEFAULT_CURRENCY_CODE,
  ECI_AUTHENTICATED,
  EVENT_PAYMENT_CREATED,
  EVENT_PAYMENT_FAILED,
  EVENT_REVERSAL_CREATED,
  eventDataJson,
  maskCard,
  newOrderCode,
  type Order,
  orderOf,
  SUCCESS_CARD,
  toMajor,
  type Transaction,
  transactionJson,
  transactionOf,
  TX_CARD_CHARGE,
  TX_CARD_REFUND,
} from "./core.ts";
import { Db } from "./db.ts";
import { checkoutPage, type FormState, messagePage } from "./html.ts";
import { DEFAULT_REQUEST_LANG, normalizeRequestLang, pageLangOf } from "./i18n.ts";
import { Webhooks } from "./webhooks.ts";
import { FaultPlan, faultsFromEnv, type PaymentFaults } from "./faults.ts";

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
export const TOKEN_TTL_SECONDS = 3600;
/** The caller's x-request-id when it is a safe token (letters, digits, `._:-`, at most 128), else a new uuid. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

export const TOKEN_SCOPE = "urn:viva:payments:core:api:redirectcheckout";

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

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "string" ? body : JSON.stringify(body));
  }
}

/** Viva's Smart Checkout error body: {status, message, eventId}. */
const vivaError = (status: number, message: string, eventId = "0") =>
  new HttpError(status, { status, message, eventId });
const validation = (message: string) =>
  vivaError(400, `RedirectCheckoutCreateOrderValidationFailed: ${message}`, "100700");

/** Viva's legacy (/api/...) response envelope. */
const legacyError = (status: number, text: string) =>
  new HttpError(status, {
    ErrorCode: status,
    ErrorText: text,
    TimeStamp: new Date().toISOString(),
    CorrelationId: null,
    EventId: 0,
    Success: false,
  });

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function basicCredentials(req: FastifyRequest): { id: string; secret: string } | null {
  const h = req.headers.authorization;
  if (!h || !/^basic /i.test(h)) return null;
  const decoded = Buffer.from(h.slice(6).trim(), "base64").toString("utf8");
  const i = decoded.indexOf(":");
  if (i < 0) return null;
  // RFC 6749 2.3.1: client id and secret are form-urlencoded before Basic encoding.
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, " "));
    } catch {
      return s;
    }
  };
  return { id: dec(decoded.slice(0, i)), secret: dec(decoded.slice(i + 1)) };
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

// ------------------------------------------------------------------ factory

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

  // ---------------------------------------------------------------- auth

  async function bearerClient(req: FastifyRequest): Promise<string> {
    const h = req.headers.authorization;
    const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
    if (!m)
      throw new HttpError(
        401,
        { status: 401, message: "Unauthorized", eventId: "0" },
        { "WWW-Authenticate": 'Bearer realm="payment-sandbox"' },
      );
    const row = await db.get("SELECT client_id, expires_ms FROM pay_tokens WHERE token = ?", [m[1]!]);
    if (!row || Number(row.expires_ms) <= now() || !(String(row.client_id) in clients)) {
      throw new HttpError(
        401,
        { status: 401, message: "Unauthorized", eventId: "0" },
        { "WWW-Authenticate": 'Bearer realm="payment-sandbox", error="invalid_token"' },
      );
    }
    return String(row.client_id);
  }

  /** Legacy /api endpoints: Basic MerchantID:APIKey (as Viva) — also a Bearer token or Basic client credentials. */
  async function merchantAuth(req: FastifyRequest): Promise<void> {
    const basic = basicCredentials(req);
    if (basic) {
      const ok =
        (safeEqual(basic.id, merchantId) && safeEqual(basic.secret, apiKey)) ||
        (basic.id in clients && safeEqual(basic.secret, clients[basic.id]!));
      if (ok) return;
      throw new HttpError(
        401,
        { status: 401, message: "Unauthorized", eventId: "0" },
        { "WWW-Authenticate": 'Basic realm="payment-sandbox"' },
      );
    }
    if (/^bearer /i.test(req.headers.authorization ?? "")) {
      await bearerClient(req);
      return;
    }
    throw new HttpError(
      401,
      { status: 401, message: "Unauthorized", eventId: "0" },
      { "WWW-Authenticate": 'Basic realm="payment-sandbox"' },
    );
  }

  // ---------------------------------------------------------------- data

  async function findOrder(orderCode: string): Promise<Order | null> {
    if (!/^\d{1,19}$/.test(orderCode)) return null;
    const r = await db.get("SELECT * FROM pay_orders WHERE order_code = ?", [orderCode]);
    return r ? orderOf(r) : null;
  }

  async function findTransaction(id: string): Promise<Transaction | null> {
    const r = await db.get("SELECT * FROM pay_transactions WHERE transaction_id = ?", [id.toLowerCase()]);
    return r ? transactionOf(r) : null;
  }

  const eventTypeOf = (tx: Transaction) =>
    tx.transactionTypeId === TX_CARD_REFUND
      ? EVENT_REVERSAL_CREATED
      : tx.statusId === "E"
        ? EVENT_PAYMENT_FAILED
        : EVENT_PAYMENT_CREATED;

  function notify(tx: Transaction, order: Order, replay = false) {
    return webhooks.dispatch(
      tx.transactionId,
      eventTypeOf(tx),
      eventDataJson(tx, order, merchantId, merchantName),
      replay,
    );
  }

  type PayOutcome =
    | { kind: "invalid"; state: FormState }
    | { kind: "alreadyPaid" | "expired" }
    | { kind: "done"; tx: Transaction; redirectUrl: string };

  /** One payment attempt on an order: validates the card, records the transaction, fires the webhook. */
  async function pay(order: Order, input: CardInput): Promise<PayOutcome> {
    if (order.paidTransactionId) return { kind: "alreadyPaid" };
    if (order.expiresMs <= now()) return { kind: "expired" };
    const check = checkCard(input, now());
    if (!check.ok) return { kind: "invalid", state: { values: input, summary: check.summary, errors: check.errors } };

    const tx: Transaction = {
      transactionId: randomUUID(),
      orderCode: order.orderCode,
      parentId: null,
      amount: order.amount,
      refundedAmount: 0,
      statusId: check.statusId,
      transactionTypeId: TX_CARD_CHARGE,
      eventId: check.statusId === "F" ? 0 : DECLINE_EVENT_ID,
      eci: ECI_AUTHENTICATED,
      cardNumber: maskCard(check.digits),
      cardholder: check.cardholder,
      createdMs: now(),
    };
    const insert = {
      sql: `INSERT INTO pay_transactions (transaction_id, order_code, parent_id, amount, refunded_amount, status_id,
            transaction_type_id, event_id, eci, card_number, cardholder, created_ms)
            SELECT ?, ?, NULL, ?, 0, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM pay_orders WHERE order_code = ? AND `,
      args: [
        tx.transactionId,
        tx.orderCode,
        tx.amount,
        tx.statusId,
        tx.transactionTypeId,
        tx.eventId,
        tx.eci,
        tx.cardNumber,
        tx.cardholder,
        tx.createdMs,
        order.orderCode,
      ] as (string | number | null)[],
    };
    let done: boolean;
    if (tx.statusId === "F") {
      // Claim the order and record the payment atomically: one successful payment per order, ever.
      const [claimed] = await db.batch([
        {
          sql: "UPDATE pay_orders SET paid_transaction_id = ? WHERE order_code = ? AND paid_transaction_id IS NULL AND expires_ms > ?",
          args: [tx.transactionId, order.orderCode, tx.createdMs],
        },
        { sql: insert.sql + "paid_transaction_id = ?)", args: [...insert.args, tx.transactionId] },
      ]);
      done = claimed === 1;
    } else {
      const [n] = await db.batch([
        { sql: insert.sql + "paid_transaction_id IS NULL AND expires_ms > ?)", args: [...insert.args, tx.createdMs] },
      ]);
      done = n === 1;
    }
    if (!done) {
      const fresh = await findOrder(order.orderCode);
      return { kind: fresh?.paidTransactionId ? "alreadyPaid" : "expired" };
    }
    void notify(tx, order).catch(() => undefined);
    const target = new URL(
      (tx.statusId === "F" ? order.successUrl : order.failureUrl) ?? (tx.statusId === "F" ? successUrl : failureUrl),
    );
    target.searchParams.set("t", tx.transactionId);
    target.searchParams.set("s", order.orderCode);
    target.searchParams.set("lang", order.requestLang);
    target.searchParams.set("eventId", String(tx.eventId));
    target.searchParams.set("eci", String(tx.eci));
    return { kind: "done", tx, redirectUrl: target.toString() };
  }

  // ---------------------------------------------------------------- OAuth2

  app.post("/connect/token", async (req, reply) => {
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    const basic = basicCredentials(req);
    const id = basic?.id ?? str(body.client_id);
    const secret = basic?.secret ?? str(body.client_secret);
    reply.header("Pragma", "no-cache");
    if (!id || secret === undefined || !(id in clients) || !safeEqual(secret, clients[id]!)) {
      if (basic) reply.header("WWW-Authenticate", 'Basic realm="payment-sandbox"');
      return reply.status(401).send({ error: "invalid_client" });
    }
    const grant = str(body.grant_type);
    if (!grant)
      return reply.status(400).send({ error: "invalid_request", error_description: "grant_type is required" });
    if (grant !== "client_credentials") return reply.status(400).send({ error: "unsupported_grant_type" });
    const token = randomBytes(32).toString("base64url");
    await db.run("DELETE FROM pay_tokens WHERE expires_ms <= ?", [now()]);
    await db.run("INSERT INTO pay_tokens (token, client_id, expires_ms) VALUES (?, ?, ?)", [
      token,
      id,
      now() + TOKEN_TTL_SECONDS * 1000,
    ]);
    return reply.send({ access_token: token, expires_in: TOKEN_TTL_SECONDS, token_type: "Bearer", scope: TOKEN_SCOPE });
  });

  // ---------------------------------------------------------------- Smart Checkout API

  app.post("/checkout/v2/orders", async (req, reply) => {
    const clientId = await bearerClient(req);
    const b = req.body;
    if (!b || typeof b !== "object" || Array.isArray(b)) throw validation("Null options");
    const body = b as Record<string, unknown>;

    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
      throw validation("amount must be a positive integer in the currency's smallest unit (e.g. 1250 for 12.50)");
    }
    if (amount > 99_999_999_99) throw validation("amount is too large");
    const text = (name: string, max: number): string | null => {
      const v = body[name];
      if (v === undefined || v === null) return null;
      if (typeof v !== "string" || v.length > max)
        throw validation(`${name} must be a string of at most ${max} characters`);
      return v;
    };
    const customerTrns = text("customerTrns", 2048);
    const merchantTrns = text("merchantTrns", 2048);
    // Viva: the merchant name shown on the card page and the card statement for this order, 22 characters at most.
    const descriptor = text("dynamicDescriptor", 22);
    // eslint-disable-next-line no-control-regex -- control characters are what the check refuses
    if (descriptor !== null && /[\u0000-\u001f<>]/.test(descriptor))
      throw validation("dynamicDescriptor must be plain text");

    let sourceCode = "Default";
    if (body.sourceCode !== undefined && body.sourceCode !== null) {
      if (typeof body.sourceCode !== "string" || !/^(\d{4}|Default)$/.test(body.sourceCode))
        throw validation("sourceCode must be a 4-digit source code or Default");
      sourceCode = body.sourceCode;
    }

    let currencyCode = DEFAULT_CURRENCY_CODE;
    if (body.currencyCode !== undefined && body.currencyCode !== null) {
      const c = String(body.currencyCode);
      if (!(typeof body.currencyCode === "number" || typeof body.currencyCode === "string") || !(c in CURRENCIES)) {
        throw validation(`currencyCode must be an ISO 4217 numeric code (${Object.keys(CURRENCIES).join(", ")})`);
      }
      currencyCode = c;
    }

    let paymentTimeout = 1800;
    if (body.paymentTimeout !== undefined && body.paymentTimeout !== null) {
      const t = body.paymentTimeout;
      if (typeof t !== "number" || !Number.isInteger(t) || t < 1 || t > 65535)
        throw validation("paymentTimeout must be an integer number of seconds (1-65535)");
      paymentTimeout = t;
    }

    let tags: string[] = [];
    if (body.tags !== undefined && body.tags !== null) {
      if (!Array.isArray(body.tags) || body.tags.some((t) => typeof t !== "string"))
        throw validation("tags must be an array of strings");
      tags = body.tags as string[];
    }

    const c = body.customer;
    if (c !== undefined && c !== null && (typeof c !== "object" || Array.isArray(c)))
      throw validation("customer must be an object");
    const customer = (c ?? {}) as Record<string, unknown>;
    const cText = (name: string, max: number): string | null => {
      const v = customer[name];
      if (v === undefined || v === null || v === "") return null;
      if (typeof v !== "string" || v.length > max)
        throw validation(`customer.${name} must be a string of at most ${max} characters`);
      return v;
    };
    const email = cText("email", 254);
    if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw validation("customer.email is not a valid e-mail address");
    const fullName = cText("fullName", 256);
    const phone = cText("phone", 30);
    const countryCode = cText("countryCode", 2);
    if (countryCode && !/^[A-Za-z]{2}$/.test(countryCode))
      throw validation("customer.countryCode must be an ISO 3166-1 alpha-2 code");
    const rawLang = cText("requestLang", 10);
    const requestLang = rawLang ? normalizeRequestLang(rawLang) : DEFAULT_REQUEST_LANG;
    if (!requestLang) throw validation("customer.requestLang must be a culture such as en-GB or fr-FR");

    // Sandbox extension (not in Viva, where these URLs belong to the payment source): per-order return URLs.
    const urlField = (name: string): string | null => {
      const v = body[name];
      if (v === undefined || v === null) return null;
      if (typeof v !== "string" || !isHttpUrl(v)) throw validation(`${name} must be an absolute http(s) URL`);
      return v;
    };
    const orderSuccessUrl = urlField("successUrl");
    const orderFailureUrl = urlField("failureUrl");

    const created = now();
    for (;;) {
      const orderCode = newOrderCode();
      const n = await db.run(
        `INSERT INTO pay_orders (order_code, amount, currency_code, customer_trns, merchant_trns, email, full_name, phone,
         country_code, request_lang, source_code, tags, payment_timeout, success_url, failure_url, client_id, created_ms,
         expires_ms, paid_transaction_id, request) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)
         ON CONFLICT DO NOTHING`,
        [
          orderCode,
          amount,
          currencyCode,
          customerTrns,
          merchantTrns,
          email,
          fullName,
          phone,
          countryCode?.toUpperCase() ?? null,
          requestLang,
          sourceCode,
          JSON.stringify(tags),
          paymentTimeout,
          orderSuccessUrl,
          orderFailureUrl,
          clientId,
          created,
          created + paymentTimeout * 1000,
          JSON.stringify(body),
        ],
      );
      if (n === 1) return reply.send({ orderCode: Number(orderCode) });
    }
  });

  app.get<{ Params: { id: string } }>("/checkout/v2/transactions/:id", async (req, reply) => {
    await bearerClient(req);
    const tx = /^[0-9a-f-]{36}$/i.test(req.params.id) ? await findTransaction(req.params.id) : null;
    const order = tx ? await findOrder(tx.orderCode) : null;
    if (!tx || !order) throw vivaError(404, "Transaction not found", "0");
    return reply.send(transactionJson(tx, order));
  });

  // ---------------------------------------------------------------- refunds (legacy API, Basic auth)

  app.delete<{ Params: { id: string }; Querystring: { amount?: string } }>(
    "/api/transactions/:id",
    async (req, reply) => {
      await merchantAuth(req);
      const original = /^[0-9a-f-]{36}$/i.test(req.params.id) ? await findTransaction(req.params.id) : null;
      if (!original) throw legacyError(404, "Transaction not found");
      const raw = req.query.amount;
      if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) <= 0)
        throw legacyError(400, "amount (in the currency's smallest unit) must be a positive integer");
      const amount = Number(raw);
      if (original.transactionTypeId !== TX_CARD_CHARGE || !(original.statusId === "F" || original.statusId === "R")) {
        throw legacyError(
          400,
          `Transaction ${original.transactionId} cannot be refunded (statusId ${original.statusId})`,
        );
      }
      const remaining = original.amount - original.refundedAmount;
      if (amount > remaining)
        throw legacyError(400, `The amount to refund (${amount}) exceeds the refundable amount (${remaining})`);
      const order = (await findOrder(original.orderCode))!;
      const refund: Transaction = {
        transactionId: randomUUID(),
        orderCode: original.orderCode,
        parentId: original.transactionId,
        amount,
        refundedAmount: 0,
        statusId: "F",
        transactionTypeId: TX_CARD_REFUND,
        eventId: 0,
        eci: original.eci,
        cardNumber: original.cardNumber,
        cardholder: original.cardholder,
        createdMs: now(),
      };
      // Conditional on the refundable balance, so concurrent refunds can never exceed the payment.
      const [updated] = await db.batch([
        {
          sql: "UPDATE pay_transactions SET refunded_amount = refunded_amount + ?, status_id = 'R' WHERE transaction_id = ? AND amount - refunded_amount >= ?",
          args: [amount, original.transactionId, amount],
        },
        {
          sql: `INSERT INTO pay_transactions (transaction_id, order_code, parent_id, amount, refunded_amount, status_id,
              transaction_type_id, event_id, eci, card_number, cardholder, created_ms)
              SELECT ?, ?, ?, ?, 0, 'F', ?, 0, ?, ?, ?, ? WHERE changes() = 1`,
          args: [
            refund.transactionId,
            refund.orderCode,
            refund.parentId,
            amount,
            TX_CARD_REFUND,
            refund.eci,
            refund.cardNumber,
            refund.cardholder,
            refund.createdMs,
          ],
        },
      ]);
      if (updated !== 1) throw legacyError(400, "The amount to refund exceeds the refundable amount");
      void notify(refund, order).catch(() => undefined);
      return reply.send({
        Emv: null,
        Amount: toMajor(amount),
        StatusId: "F",
        RedirectUrl: null,
        CurrencyCode: order.currencyCode,
        TransactionId: refund.transactionId,
        ReferenceNumber: null,
        AuthorizationId: null,
        RetrievalReferenceNumber: null,
        Loyalty: null,
        ThreeDSecureStatusId: 2,
        ErrorCode: 0,
        ErrorText: null,
        TimeStamp: new Date(refund.createdMs).toISOString(),
        CorrelationId: null,
        EventId: 0,
        Success: true,
      });
    },
  );

  // Viva's legacy "Retrieve transactions" by order code (Basic auth): lets a merchant that missed the return URL and
  // the webhook (crash) find the payment of an order. Shape trimmed to the fields Viva documents most.
  app.get<{ Querystring: { ordercode?: string } }>("/api/transactions", async (req, reply) => {
    await merchantAuth(req);
    const code = String(req.query.ordercode ?? "");
    const order = /^\d{1,19}$/.test(code) ? await findOrder(code) : null;
    if (!order) return reply.send({ Transactions: [], ErrorCode: 0, ErrorText: null, Success: true });
    const rows = await db.all("SELECT * FROM pay_transactions WHERE order_code = ? ORDER BY created_ms", [
      order.orderCode,
    ]);
    const Transactions = rows.map(transactionOf).map((tx) => ({
      TransactionId: tx.transactionId,
      OrderCode: Number(order.orderCode),
      StatusId: tx.statusId,
      Amount: toMajor(tx.amount),
      CurrencyCode: order.currencyCode,
      TransactionTypeId: tx.transactionTypeId,
      InsDate: new Date(tx.createdMs).toISOString(),
      ParentId: tx.parentId,
    }));
    return reply.send({ Transactions, ErrorCode: 0, ErrorText: null, Success: true });
  });

  // ---------------------------------------------------------------- webhook key (merchant side of verification)

  app.get("/api/messages/config/token", async (req, reply) => {
    await merchantAuth(req);
    return reply.send({ Key: webhookKey });
  });

  // ---------------------------------------------------------------- hosted card page

  /** The merchant name the order was given (Viva dynamicDescriptor), else the account's (PAYMENT_SANDBOX_MERCHANT_NAME). */
  const merchantOf = (order: Order) => order.dynamicDescriptor ?? merchantName;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type("text/html; charset=utf-8").send(body);

  app.get<{ Querystring: { ref?: string; lang?: string } }>("/web/checkout", async (req, reply) => {
    const order = await findOrder(String(req.query.ref ?? ""));
    // No order, no requestLang: the ?lang asked for, else the browser's first language.
    if (!order)
      return html(
        reply,
        404,
        messagePage(pageLangOf(req.query.lang ?? req.headers["accept-language"]), "notFound", merchantName),
      );
    const lang = pageLangOf(order.requestLang);
    const merchant = merchantOf(order);
    if (order.paidTransactionId) return html(reply, 200, messagePage(lang, "alreadyPaid", merchant));
    if (order.expiresMs <= now()) return html(reply, 410, messagePage(lang, "expired", merchant));
    return html(reply, 200, checkoutPage(order, merchant, lang));
  });

  app.post("/web/checkout/pay", async (req, reply) => {
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    const order = await findOrder(str(body.ref) ?? "");
    if (!order) return html(reply, 404, messagePage("en", "notFound", merchantName));
    const lang = pageLangOf(order.requestLang);
    const input: CardInput = {
      cardNumber: str(body.cardNumber),
      expiry: str(body.expiry),
      cvc: str(body.cvc),
      cardholder: str(body.cardholder),
    };
    const out = await pay(order, input);
    const merchant = merchantOf(order);
    switch (out.kind) {
      case "alreadyPaid":
        return html(reply, 409, messagePage(lang, "alreadyPaid", merchant));
      case "expired":
        return html(reply, 410, messagePage(lang, "expired", merchant));
      case "invalid":
        return html(reply, 422, checkoutPage(order, merchant, lang, out.state));
      case "done":
        // PAYMENT_SANDBOX_FAULTS return_drop: the visitor never comes back to the merchant (tab closed, connection lost).
        if (faults?.dropReturn()) return reply.status(204).header("x-sandbox-fault", "return_drop").send();
        return reply.redirect(out.redirectUrl, 302);
    }
  });

  // ---------------------------------------------------------------- sandbox-only helpers

  // Liveness and readiness: short public answers; a failed readiness check goes to the log.
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/health", async () => ({ status: "ok" })); // kept for older scripts: same as /healthz
  app.get("/readyz", async (req, reply) => {
    try {
      await db.get("SELECT 1 AS ok");
      return { status: "ready" };
    } catch (error) {
      req.log.warn({ err: error }, "readiness: database does not answer");
      return reply.code(503).send({ status: "not ready" });
    }
  });

  app.get<{ Params: { orderCode: string } }>("/_sandbox/orders/:orderCode", async (req, reply) => {
    const order = await findOrder(req.params.orderCode);
    if (!order) throw vivaError(404, "Order not found");
    const txs = (
      await db.all("SELECT * FROM pay_transactions WHERE order_code = ? ORDER BY created_ms, rowid", [order.orderCode])
    ).map(transactionOf);
    const state = order.paidTransactionId ? "paid" : order.expiresMs <= now() ? "expired" : "pending";
    return reply.send({
      orderCode: order.orderCode,
      state,
      amount: order.amount,
      currencyCode: order.currencyCode,
      customerTrns: order.customerTrns,
      merchantTrns: order.merchantTrns,
      dynamicDescriptor: order.dynamicDescriptor,
      customer: {
        email: order.email,
        fullName: order.fullName,
        phone: order.phone,
        countryCode: order.countryCode,
        requestLang: order.requestLang,
      },
      sourceCode: order.sourceCode,
      tags: order.tags,
      paymentTimeout: order.paymentTimeout,
      successUrl: order.successUrl ?? successUrl,
      failureUrl: order.failureUrl ?? failureUrl,
      createdAt: new Date(order.createdMs).toISOString(),
      expiresAt: new Date(order.expiresMs).toISOString(),
      paidTransactionId: order.paidTransactionId,
      checkoutPath: `/web/checkout?ref=${order.orderCode}`,
      transactions: txs.map((t) => ({
        transactionId: t.transactionId,
        parentId: t.parentId,
        amount: t.amount,
        refundedAmount: t.refundedAmount,
        statusId: t.statusId,
        transactionTypeId: t.transactionTypeId,
        eventId: t.eventId,
        cardNumber: t.cardNumber,
        createdAt: new Date(t.createdMs).toISOString(),
      })),
    });
  });

  app.post<{ Params: { orderCode: string } }>("/_sandbox/orders/:orderCode/pay", async (req, reply) => {
    const order = await findOrder(req.params.orderCode);
    if (!order) throw vivaError(404, "Order not found");
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    const card = body.card;
    const input: CardInput =
      typeof card === "object" && card !== null
        ? {
            cardNumber: str((card as Record<string, unknown>).number),
            expiry: str((card as Record<string, unknown>).expiry) ?? "12/99",
            cvc: str((card as Record<string, unknown>).cvc) ?? "123",
            cardholder: str((card as Record<string, unknown>).cardholder) ?? "Sandbox Tester",
          }
        : {
            cardNumber: typeof card === "string" ? card : SUCCESS_CARD,
            expiry: "12/99",
            cvc: "123",
            cardholder: "Sandbox Tester",
          };
    const out = await pay(order, input);
    switch (out.kind) {
      case "alreadyPaid":
        throw vivaError(409, `Order ${order.orderCode} is already paid`);
      case "expired":
        throw vivaError(410, `Order ${order.orderCode} has expired`);
      case "invalid":
        throw new HttpError(422, {
          status: 422,
          message: out.state.summary ?? "invalid card",
          eventId: "0",
          errors: out.state.errors,
        });
      case "done":
        return reply.send({
          transactionId: out.tx.transactionId,
          orderCode: order.orderCode,
          statusId: out.tx.statusId,
          eventId: out.tx.eventId,
          eci: out.tx.eci,
          redirectUrl: out.redirectUrl,
        });
    }
  });

  if (faults)
    app.get("/_sandbox/faults", async () => ({
      config: faults.config,
      injected: faults.counts,
      total: faults.total(),
    }));

  app.get("/_sandbox/webhooks", async (_req, reply) => reply.send(await webhooks.state()));

  app.post("/_sandbox/webhooks/verify", async (_req, reply) => reply.send({ results: await webhooks.verifyAll() }));

  app.post<{ Params: { transactionId: string } }>("/_sandbox/webhooks/replay/:transactionId", async (req, reply) => {
    const tx = /^[0-9a-f-]{36}$/i.test(req.params.transactionId)
      ? await findTransaction(req.params.transactionId)
      : null;
    const order = tx ? await findOrder(tx.orderCode) : null;
    if (!tx || !order) throw vivaError(404, "Transaction not found");
    return reply.send({ deliveries: await notify(tx, order, true) });
  });

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
