/** Viva's legacy API (Basic auth): refunds, an order's transactions, the webhook verification key. */
import { randomUUID } from "node:crypto";
import { type FastifyInstance } from "fastify";
import { toMajor, type Transaction, transactionOf, TX_CARD_CHARGE, TX_CARD_REFUND } from "../core.ts";
import { legacyError } from "../http-errors.ts";
import { type SandboxContext } from "../context.ts";

export function legacyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, now, webhookKey, merchantAuth, findOrder, findTransaction, notify } = ctx;
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
}
