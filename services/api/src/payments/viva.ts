/**
 * Server-side calls to Viva Wallet (or the payment sandbox, same HTTP surface):
 *  - OAuth2 client credentials at {accounts}/connect/token, then GET {api}/checkout/v2/transactions/{t};
 *  - legacy Basic-auth API (MerchantID:APIKey) on {legacy}: GET /api/transactions?ordercode= (transactions of an
 *    order, for reconciliation), DELETE /api/transactions/{t}?amount= (refund), GET /api/messages/config/token
 *    (webhook verification key).
 * The site never trusts the return URL's query string: every decision uses these answers.
 * Every exchange is timed and counted (viva_* metrics) and carries the request's id as `x-request-id`.
 */
import { detachedMetrics, secondsSince, type Metrics } from "../metrics.ts";

export interface VivaOptions {
  accountsUrl: string;
  apiUrl: string;
  legacyApiUrl: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  metrics?: Metrics;
  /** The id of the request being served, sent as `x-request-id` (src/request-id.ts). */
  requestId?: () => string | undefined;
}

type Operation = "token" | "get_transaction" | "create_order" | "transactions_of_order" | "refund" | "webhook_key";

export interface VivaTransaction {
  transactionId: string;
  orderCode: string;
  /** Minor units (Viva answers major units). */
  amount: number;
  /** ISO 4217 numeric, e.g. "978". */
  currencyCode: string | null;
  /** F paid, E declined/error, A pending, R refunded (fully or partly), X cancelled... */
  statusId: string;
  transactionTypeId: number | null;
}

export class VivaError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "VivaError";
  }
}

const trim = (u: string) => u.replace(/\/+$/, "");
const toMinor = (major: unknown) => Math.round(Number(major ?? 0) * 100);

export class VivaClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly metrics: Metrics;

  constructor(private readonly o: VivaOptions) {
    this.fetchImpl = o.fetch ?? fetch;
    this.timeoutMs = o.timeoutMs ?? 10_000;
    this.metrics = o.metrics ?? detachedMetrics();
  }

  private async call(operation: Operation, url: string, init: RequestInit): Promise<Response> {
    const started = process.hrtime.bigint();
    const requestId = this.o.requestId?.();
    const headers = requestId
      ? { ...(init.headers as Record<string, string> | undefined), "x-request-id": requestId }
      : init.headers;
    try {
      const res = await this.fetchImpl(url, { ...init, headers, signal: AbortSignal.timeout(this.timeoutMs) });
      this.metrics.vivaDuration.observe(
        { operation, outcome: res.status < 400 ? "ok" : `http_${Math.floor(res.status / 100)}xx` },
        secondsSince(started),
      );
      if (res.status >= 500) this.metrics.vivaErrors.inc({ operation, kind: "http_5xx" });
      return res;
    } catch (error) {
      const kind =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
          ? "timeout"
          : "network";
      this.metrics.vivaDuration.observe({ operation, outcome: kind }, secondsSince(started));
      this.metrics.vivaErrors.inc({ operation, kind });
      throw new VivaError(
        `Viva ${init.method ?? "GET"} ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const basic = Buffer.from(`${this.o.clientId}:${this.o.clientSecret}`).toString("base64");
    const res = await this.call("token", `${trim(this.o.accountsUrl)}/connect/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    if (!res.ok) throw new VivaError(`Viva token request failed: HTTP ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new VivaError("Viva token response without access_token");
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }

  private basic(): string {
    return `Basic ${Buffer.from(`${this.o.merchantId}:${this.o.apiKey}`).toString("base64")}`;
  }

  /** null when Viva does not know the transaction (404). Throws VivaError when Viva cannot be asked. */
  async getTransaction(transactionId: string): Promise<VivaTransaction | null> {
    if (!/^[0-9a-f-]{8,64}$/i.test(transactionId)) return null;
    const url = `${trim(this.o.apiUrl)}/checkout/v2/transactions/${encodeURIComponent(transactionId)}`;
    let res = await this.call("get_transaction", url, {
      headers: { Authorization: `Bearer ${await this.accessToken()}` },
    });
    if (res.status === 401) {
      this.token = null;
      this.metrics.vivaRetries.inc({ operation: "get_transaction" });
      res = await this.call("get_transaction", url, {
        headers: { Authorization: `Bearer ${await this.accessToken()}` },
      });
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new VivaError(`Viva transaction lookup failed: HTTP ${res.status}`, res.status);
    const b = (await res.json()) as Record<string, unknown>;
    return {
      transactionId: transactionId.toLowerCase(),
      orderCode: String(b.orderCode ?? ""),
      amount: toMinor(b.amount),
      currencyCode: b.currencyCode == null ? null : String(b.currencyCode),
      statusId: String(b.statusId ?? ""),
      transactionTypeId: b.transactionTypeId == null ? null : Number(b.transactionTypeId),
    };
  }

  /**
   * A payment order of the site's own (Smart Checkout POST /checkout/v2/orders, amount in minor units): its orderCode.
   * `merchantName` (the brand) goes as Viva's `dynamicDescriptor`, the merchant name the card page and the card
   * statement show (22 characters at most).
   */
  async createOrder(o: {
    amount: number;
    currency: string;
    customerTrns: string;
    merchantTrns: string;
    merchantName?: string;
    email?: string | null;
    requestLang?: string;
  }): Promise<string> {
    const descriptor = o.merchantName ? dynamicDescriptor(o.merchantName) : "";
    const body = JSON.stringify({
      amount: Math.round(o.amount),
      currencyCode: CURRENCY_NUMERIC[o.currency],
      customerTrns: o.customerTrns,
      merchantTrns: o.merchantTrns,
      ...(descriptor ? { dynamicDescriptor: descriptor } : {}),
      customer: { ...(o.email ? { email: o.email } : {}), ...(o.requestLang ? { requestLang: o.requestLang } : {}) },
    });
    const post = async () =>
      this.call("create_order", `${trim(this.o.apiUrl)}/checkout/v2/orders`, {
        method: "POST",
        headers: { Authorization: `Bearer ${await this.accessToken()}`, "Content-Type": "application/json" },
        body,
      });
    let res = await post();
    if (res.status === 401) {
      this.token = null;
      this.metrics.vivaRetries.inc({ operation: "create_order" });
      res = await post();
    }
    if (!res.ok) throw new VivaError(`Viva create order failed: HTTP ${res.status}`, res.status);
    const b = (await res.json()) as { orderCode?: number | string };
    if (b.orderCode === undefined) throw new VivaError("Viva create order response without orderCode");
    return String(b.orderCode);
  }

  /** Transactions of one order code (legacy API), to reconcile a payment whose return and webhook were missed. */
  async transactionsOfOrder(orderCode: string): Promise<VivaTransaction[]> {
    const res = await this.call(
      "transactions_of_order",
      `${trim(this.o.legacyApiUrl)}/api/transactions?ordercode=${encodeURIComponent(orderCode)}`,
      {
        headers: { Authorization: this.basic() },
      },
    );
    if (!res.ok) throw new VivaError(`Viva transactions of order failed: HTTP ${res.status}`, res.status);
    const b = (await res.json()) as { Transactions?: Record<string, unknown>[] };
    return (b.Transactions ?? []).map((t) => ({
      transactionId: String(t.TransactionId ?? "").toLowerCase(),
      orderCode: String(t.OrderCode ?? (t.Order as { OrderCode?: unknown } | undefined)?.OrderCode ?? orderCode),
      amount: toMinor(t.Amount),
      currencyCode: t.CurrencyCode == null ? null : String(t.CurrencyCode),
      statusId: String(t.StatusId ?? ""),
      transactionTypeId: t.TransactionTypeId == null ? null : Number(t.TransactionTypeId),
    }));
  }

  /** Refund (legacy DELETE /api/transactions/{t}?amount= in minor units). Returns the refund transaction id. */
  async refund(
    transactionId: string,
    amount: number,
  ): Promise<{ ok: true; refundTransactionId: string } | { ok: false; status: number; error: string }> {
    const res = await this.call(
      "refund",
      `${trim(this.o.legacyApiUrl)}/api/transactions/${encodeURIComponent(transactionId)}?amount=${Math.round(amount)}`,
      { method: "DELETE", headers: { Authorization: this.basic() } },
    ).catch((error: unknown) => {
      this.metrics.refunds.inc({ outcome: "error" });
      throw error;
    });
    const b = (await res.json().catch(() => ({}))) as { TransactionId?: string; Success?: boolean; ErrorText?: string };
    if (res.ok && b.Success !== false && b.TransactionId) {
      this.metrics.refunds.inc({ outcome: "ok" });
      return { ok: true, refundTransactionId: String(b.TransactionId) };
    }
    this.metrics.refunds.inc({ outcome: res.status >= 500 ? "error" : "refused" });
    if (res.status >= 500) throw new VivaError(`Viva refund failed: HTTP ${res.status}`, res.status, b);
    return { ok: false, status: res.status, error: b.ErrorText ?? `HTTP ${res.status}` };
  }

  /** The key Viva expects the webhook URL to answer ({Key}). */
  async webhookKey(): Promise<string> {
    const res = await this.call("webhook_key", `${trim(this.o.legacyApiUrl)}/api/messages/config/token`, {
      headers: { Authorization: this.basic() },
    });
    if (!res.ok) throw new VivaError(`Viva webhook key request failed: HTTP ${res.status}`, res.status);
    const b = (await res.json()) as { Key?: string };
    if (!b.Key) throw new VivaError("Viva webhook key response without Key");
    return b.Key;
  }
}

/** ISO 4217 numeric codes (Viva) of the site's currencies. */
export const CURRENCY_NUMERIC: Record<string, string> = { EUR: "978", GBP: "826" };

/** Viva's `dynamicDescriptor`: at most 22 characters, on one line. */
export const dynamicDescriptor = (name: string): string => name.replace(/\s+/g, " ").trim().slice(0, 22).trim();
