/** The Smart Checkout API: create an order (POST /checkout/v2/orders) and read a transaction. */

import { type FastifyInstance } from "fastify";
import { CURRENCIES, DEFAULT_CURRENCY_CODE, newOrderCode, transactionJson } from "../core.ts";
import { DEFAULT_REQUEST_LANG, normalizeRequestLang } from "../i18n.ts";
import { vivaError, validation, isHttpUrl } from "../http-errors.ts";
import { type SandboxContext } from "../context.ts";

export function orderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, now, bearerClient, findOrder, findTransaction } = ctx;
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
}
