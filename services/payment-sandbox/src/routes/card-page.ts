/** The hosted card page (GET /web/checkout, POST /web/checkout/pay), in the order's language. */

import { type FastifyInstance, type FastifyReply } from "fastify";
import { type CardInput, type Order } from "../core.ts";
import { checkoutPage, messagePage } from "../html.ts";
import { pageLangOf } from "../i18n.ts";
import { str } from "../http-errors.ts";
import { type SandboxContext } from "../context.ts";

export function cardPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { now, merchantName, faults, findOrder, pay } = ctx;
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
}
