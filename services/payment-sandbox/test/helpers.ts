import { createPaymentSandbox, type PaymentSandbox, type PaymentSandboxOptions } from "../src/server.ts";

export const CLIENT = { id: "test-client", secret: "test-secret" };
export const SUCCESS_URL = "http://shop.test/payment/success";
export const FAILURE_URL = "http://shop.test/payment/failure";

export interface Harness {
  sandbox: PaymentSandbox;
  url: string;
  clock: { ms: number };
  token(): Promise<string>;
  req(
    method: string,
    path: string,
    opts?: { body?: unknown; form?: Record<string, string>; token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; text: string; headers: Headers }>;
  createOrder(body?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

export async function start(opts: Partial<PaymentSandboxOptions> = {}): Promise<Harness> {
  const clock = { ms: Date.parse("2026-06-01T10:00:00Z") };
  const sandbox = await createPaymentSandbox({
    port: 0,
    databaseUrl: ":memory:",
    clients: { [CLIENT.id]: CLIENT.secret, "other-client": "other-secret" },
    webhookUrls: [],
    successUrl: SUCCESS_URL,
    failureUrl: FAILURE_URL,
    now: () => clock.ms,
    webhookRetryDelaysMs: [30, 60],
    ...opts,
  });
  let cached: string | null = null;
  const h: Harness = {
    sandbox,
    url: sandbox.url,
    clock,
    async token() {
      if (cached) return cached;
      const res = await fetch(`${sandbox.url}/connect/token`, {
        method: "POST",
        headers: {
          Authorization: basic(CLIENT.id, CLIENT.secret),
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      });
      cached = ((await res.json()) as { access_token: string }).access_token;
      return cached;
    },
    async req(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.token !== null && !headers.Authorization) headers.Authorization = `Bearer ${o.token ?? (await h.token())}`;
      let body: string | undefined;
      if (o.form) {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(o.form).toString();
      } else if (o.body !== undefined) {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(o.body);
      }
      const res = await fetch(`${sandbox.url}${path}`, { method, headers, body, redirect: "manual" });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* html */
      }
      return { status: res.status, body: parsed, text, headers: res.headers };
    },
    async createOrder(body = {}) {
      const res = await h.req("POST", "/checkout/v2/orders", {
        body: {
          amount: 1250,
          customerTrns: "Paris hop-on hop-off, 24 h",
          merchantTrns: "BK-1",
          customer: { email: "ana@example.com", fullName: "Ana Test", requestLang: "en-GB" },
          ...body,
        },
      });
      if (res.status !== 200) throw new Error(`create order: ${res.status} ${res.text}`);
      return String(res.body.orderCode);
    },
    close: () => sandbox.close(),
  };
  return h;
}

export const CARD_OK = { cardNumber: "4147 4630 1111 0133", expiry: "12/30", cvc: "123", cardholder: "Ana Test" };
export const CARD_DECLINED = { ...CARD_OK, cardNumber: "4147 4630 1111 0141" };
