import Fastify, { type FastifyInstance } from "fastify";
import { registerCompression } from "./compression.ts";
import { bookingApi } from "./booking/index.ts";
import { createPayments, paymentsRoutes, type Payments, type PaymentsOptions } from "./payments/index.ts";
import { createPublishing, previewRoutes, publishRoutes, type Publisher } from "./publish/index.ts";
import { siteServer } from "./site/index.ts";
import type { Config } from "./config.ts";

/** The web server of :8000: the booking API under /api and the built static site for everything else. */
export async function createWebServer(
  config: Config,
  options: { payments?: PaymentsOptions } = {},
): Promise<FastifyInstance & { payments: Payments; publisher: Publisher | null }> {
  const app = Fastify({ logger: config.logLevel === "silent" ? false : { level: config.logLevel } });
  await registerCompression(app);
  // Payments and fulfilment: own database, outbox worker and reconciler (started with the server, stopped on close).
  const payments = await createPayments(config, options.payments);
  app.addHook("onReady", async () => payments.start());
  app.addHook("onClose", async () => payments.stop());
  await app.register(bookingApi, { prefix: "/api", config, graphql: payments.graphql });
  await app.register(paymentsRoutes, { prefix: "/api", payments });
  // Publish pipeline: build webhook/status, draft preview proxy, and the live directory (SITE_DIR/current).
  const publishing = await createPublishing(config, (level, message) => app.log[level](message));
  await app.register(publishRoutes, { prefix: "/api", publisher: publishing.publisher, secret: config.buildWebhookSecret });
  await app.register(previewRoutes, { prefix: "/api", cmsUrl: config.cmsUrl, timeoutMs: config.cmsTimeoutMs });
  app.addHook("onClose", async () => publishing.publisher?.stop());
  await app.register(siteServer, { config: { ...config, publicDir: publishing.publicDir } });
  app.decorate("payments", payments);
  app.decorate("publisher", publishing.publisher);
  return app as unknown as FastifyInstance & { payments: Payments; publisher: Publisher | null };
}
