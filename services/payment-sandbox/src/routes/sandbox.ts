/** The sandbox's own endpoints: health, readiness, an order's state, paying without the page, webhooks, faults. */

import { type FastifyInstance } from "fastify";
import { type CardInput, SUCCESS_CARD, transactionOf } from "../core.ts";
import { HttpError, vivaError, str } from "../http-errors.ts";
import { type SandboxContext } from "../context.ts";

export function sandboxRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, now, successUrl, failureUrl, webhooks, faults, findOrder, findTransaction, notify, pay } = ctx;
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
}
