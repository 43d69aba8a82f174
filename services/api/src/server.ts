import Fastify, { type FastifyInstance } from "fastify";
import { bookingApi } from "./booking/index.ts";
import { createPayments, paymentsRoutes, type Payments, type PaymentsOptions } from "./payments/index.ts";
import { siteServer } from "./site/index.ts";
import type { Config } from "./config.ts";

/** The web server of :8000: the booking API under /api and the built static site for everything else. */
export async function createWebServer(
  config: Config,
  options: { payments?: PaymentsOptions } = {},
): Promise<FastifyInstance & { payments: Payments }> {
  const app = Fastify({ logger: config.logLevel === "silent" ? false : { level: config.logLevel } });
  // Payments and fulfilment: own database, outbox worker and reconciler (started with the server, stopped on close).
  const payments = await createPayments(config, options.payments);
  app.addHook("onReady", async () => payments.start());
  app.addHook("onClose", async () => payments.stop());
  await app.register(bookingApi, { prefix: "/api", config, graphql: payments.graphql });
  await app.register(paymentsRoutes, { prefix: "/api", payments });
  await app.register(siteServer, { config });
  app.decorate("payments", payments);
  return app as unknown as FastifyInstance & { payments: Payments };
}
