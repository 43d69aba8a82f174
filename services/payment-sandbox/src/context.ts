/**
 * What the routes share: the configuration, the database, the webhooks and faults, and the operations on them (the
 * callers' authentication, finding orders and transactions, a payment attempt, its webhook). Made once per server by
 * createPaymentSandbox (server.ts).
 */
import { randomUUID } from "node:crypto";
import { type FastifyRequest } from "fastify";
import {
  type CardInput,
  checkCard,
  DECLINE_EVENT_ID,
  ECI_AUTHENTICATED,
  EVENT_PAYMENT_CREATED,
  EVENT_PAYMENT_FAILED,
  EVENT_REVERSAL_CREATED,
  eventDataJson,
  maskCard,
  type Order,
  orderOf,
  type Transaction,
  transactionOf,
  TX_CARD_CHARGE,
  TX_CARD_REFUND,
} from "./core.ts";
import { Db } from "./db.ts";
import { type FormState } from "./html.ts";
import { Webhooks } from "./webhooks.ts";
import { FaultPlan } from "./faults.ts";
import { HttpError, safeEqual, basicCredentials } from "./http-errors.ts";

export const TOKEN_TTL_SECONDS = 3600;
export const TOKEN_SCOPE = "urn:viva:payments:core:api:redirectcheckout";

export interface SandboxConfig {
  db: Db;
  now: () => number;
  clients: Record<string, string>;
  merchantId: string;
  apiKey: string;
  merchantName: string;
  webhookKey: string;
  successUrl: string;
  failureUrl: string;
  webhooks: Webhooks;
  faults: FaultPlan | undefined;
}

export type SandboxContext = ReturnType<typeof sandboxContext>;

export function sandboxContext(config: SandboxConfig) {
  const { db, now, clients, merchantId, apiKey, merchantName, webhooks, successUrl, failureUrl } = config;
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

  return { ...config, bearerClient, merchantAuth, findOrder, findTransaction, notify, pay };
}
