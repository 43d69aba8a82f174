/**
 * Card payments for octo/cardPayments, gateway "vivawallet". The sandbox asks a Viva-compatible provider for an
 * orderCode for the order's amount, and before confirming checks the transaction the visitor made.
 *  - HttpVivaGateway (VIVA_API_URL set): Viva Smart Checkout. OAuth2 client credentials at
 *    {VIVA_ACCOUNTS_URL}/connect/token, POST {VIVA_API_URL}/checkout/v2/orders, GET
 *    {VIVA_API_URL}/checkout/v2/transactions/{id}.
 *  - EmbeddedGateway (default, offline): 16-digit order codes and transactions kept in the sandbox database;
 *    POST /_sandbox/payments/{orderCode}/pay simulates the visitor paying.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { Db } from "./db.ts";

export interface PaymentOrderRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  merchantTrns: string;
  customerTrns: string;
  /** Culture of the hosted card page (Viva requestLang, e.g. fr-FR): the language of the OCTO request. */
  requestLang?: string;
  /** Merchant name on the card page and the statement (Viva dynamicDescriptor), as the reseller asked. */
  dynamicDescriptor?: string;
}

export interface PaymentTransaction {
  transactionId: string;
  orderCode: string;
  /** Minor units. */
  amount: number;
  /** Viva status: F = finalized (paid), A = pending, E = error/declined... */
  statusId: string;
}

export interface PaymentGateway {
  readonly name: "vivawallet";
  readonly kind: "embedded" | "http";
  createOrder(req: PaymentOrderRequest): Promise<{ orderCode: string }>;
  getTransaction(transactionId: string): Promise<PaymentTransaction | null>;
}

// ISO 4217 numeric codes, as Viva expects them.
const CURRENCY_NUMERIC: Record<string, number> = { EUR: 978, GBP: 826 };

export class EmbeddedGateway implements PaymentGateway {
  readonly name = "vivawallet" as const;
  readonly kind = "embedded" as const;
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async createOrder(req: PaymentOrderRequest) {
    for (;;) {
      // 16 digits, first one non-zero, like Viva order codes.
      const orderCode = String(randomInt(1, 10)) + Array.from({ length: 15 }, () => randomInt(0, 10)).join("");
      const n = await this.db.run(
        "INSERT INTO octo_pay_orders (order_code, amount, currency, merchant_trns, created_ms) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        [orderCode, req.amount, req.currency, req.merchantTrns, this.now()],
      );
      if (n === 1) return { orderCode };
    }
  }

  /** Test helper behind POST /_sandbox/payments/{orderCode}/pay: records a transaction on an order code. */
  async pay(orderCode: string, amount: number, statusId = "F"): Promise<PaymentTransaction | null> {
    const order = await this.db.all("SELECT order_code FROM octo_pay_orders WHERE order_code = ?", [orderCode]);
    if (order.length === 0) return null;
    const transactionId = randomUUID();
    await this.db.run(
      "INSERT INTO octo_pay_transactions (transaction_id, order_code, amount, status_id, created_ms) VALUES (?, ?, ?, ?, ?)",
      [transactionId, orderCode, amount, statusId, this.now()],
    );
    return { transactionId, orderCode, amount, statusId };
  }

  async getTransaction(transactionId: string) {
    const rows = await this.db.all(
      "SELECT transaction_id, order_code, amount, status_id FROM octo_pay_transactions WHERE transaction_id = ?",
      [transactionId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      transactionId: String(r.transaction_id),
      orderCode: String(r.order_code),
      amount: Number(r.amount),
      statusId: String(r.status_id),
    };
  }
}

export interface VivaConfig {
  apiUrl: string;
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  sourceCode?: string;
}

export class HttpVivaGateway implements PaymentGateway {
  readonly name = "vivawallet" as const;
  readonly kind = "http" as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly cfg: VivaConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const basic = Buffer.from(`${this.cfg.clientId}:${this.cfg.clientSecret}`).toString("base64");
    const res = await this.fetchImpl(`${this.cfg.accountsUrl.replace(/\/$/, "")}/connect/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Viva token request failed: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("Viva token response without access_token");
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }

  async createOrder(req: PaymentOrderRequest) {
    const res = await this.fetchImpl(`${this.cfg.apiUrl.replace(/\/$/, "")}/checkout/v2/orders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await this.accessToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        amount: req.amount,
        currencyCode: CURRENCY_NUMERIC[req.currency],
        customerTrns: req.customerTrns,
        merchantTrns: req.merchantTrns,
        ...(req.dynamicDescriptor ? { dynamicDescriptor: req.dynamicDescriptor } : {}),
        ...(this.cfg.sourceCode ? { sourceCode: this.cfg.sourceCode } : {}),
        ...(req.requestLang ? { customer: { requestLang: req.requestLang } } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Viva create order failed: HTTP ${res.status}`);
    const body = (await res.json()) as { orderCode?: number | string };
    if (body.orderCode === undefined) throw new Error("Viva create order response without orderCode");
    return { orderCode: String(body.orderCode) };
  }

  async getTransaction(transactionId: string) {
    const res = await this.fetchImpl(
      `${this.cfg.apiUrl.replace(/\/$/, "")}/checkout/v2/transactions/${encodeURIComponent(transactionId)}`,
      { headers: { Authorization: `Bearer ${await this.accessToken()}` }, signal: AbortSignal.timeout(10_000) },
    );
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Viva transaction lookup failed: HTTP ${res.status}`);
    const body = (await res.json()) as { amount?: number; orderCode?: number | string; statusId?: string };
    // Viva reports the amount in major units (12.5 = 12.50 EUR).
    return {
      transactionId,
      orderCode: String(body.orderCode ?? ""),
      amount: Math.round(Number(body.amount ?? 0) * 100),
      statusId: String(body.statusId ?? ""),
    };
  }
}

export function gatewayFromEnv(env: NodeJS.ProcessEnv, db: Db, now: () => number): PaymentGateway {
  if (env.VIVA_API_URL) {
    return new HttpVivaGateway({
      apiUrl: env.VIVA_API_URL,
      accountsUrl: env.VIVA_ACCOUNTS_URL ?? env.VIVA_API_URL,
      clientId: env.VIVA_CLIENT_ID ?? "",
      clientSecret: env.VIVA_CLIENT_SECRET ?? "",
      sourceCode: env.VIVA_SOURCE_CODE,
    });
  }
  return new EmbeddedGateway(db, now);
}
