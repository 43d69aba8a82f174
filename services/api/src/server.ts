import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { RequestGuard } from "./booking/guard.ts";
import { Limiter } from "./limits/limiter.ts";
import { registerCompression } from "./compression.ts";
import { cspFor, registerSecurityHeaders } from "./security/headers.ts";
import { bookingApi } from "./booking/index.ts";
import { createBookingCore, type BookingCore } from "./booking/core.ts";
import { CART_LOCKS_SCHEMA, CartLocks } from "./booking/cart-locks.ts";
import type { OctoClient } from "./octo/client.ts";
import { createPayments, paymentsRoutes, type Payments, type PaymentsOptions } from "./payments/index.ts";
import { createPublishing, previewRoutes, publishRoutes, PUBLISH_SCHEMA, type Publisher } from "./publish/index.ts";
import { siteServer } from "./site/index.ts";
import type { Config } from "./config.ts";
import { openApiDb } from "./db/database.ts";
import { OUTBOX_PRIORITY, OUTBOX_SCHEMA } from "./fulfilment/schema.ts";
import { ONE_OPEN_DATE_CHANGE, PAYMENTS_SCHEMA } from "./payments/schema.ts";
import { FORMS_SCHEMA } from "./forms/schema.ts";
import { Forms, formsRoutes, type FormsDeps } from "./forms/index.ts";

export type WebServer = FastifyInstance & { core: BookingCore; payments: Payments; forms: Forms; publisher: Publisher | null };

/**
 * The web server of :8000 and its composition root: the booking API under /api and the built static site for
 * everything else. Builds ONE booking core (OCTO client, supplier cache, booking service) for every module.
 */
export async function createWebServer(
  config: Config,
  options: { octo?: OctoClient; payments?: PaymentsOptions; forms?: Pick<FormsDeps, "captcha" | "now"> } = {},
): Promise<WebServer> {
  const app = Fastify({ logger: config.logLevel === "silent" ? false : { level: config.logLevel }, trustProxy: config.trustProxy });
  await registerSecurityHeaders(app, { csp: cspFor(config), hstsMaxAge: config.hstsMaxAge });
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Payments and fulfilment: own database, outbox worker and reconciler (started with the server, stopped on close).
  const db = await openApiDb(config.apiDatabaseUrl, [...PAYMENTS_SCHEMA, ...OUTBOX_SCHEMA, ...PUBLISH_SCHEMA, ...FORMS_SCHEMA, ...CART_LOCKS_SCHEMA, ...ONE_OPEN_DATE_CHANGE, ...OUTBOX_PRIORITY]);
  const core = createBookingCore(config, { octo: options.octo, locks: new CartLocks(db) });
  const payments = await createPayments(config, { ...core, db }, options.payments);
  app.addHook("onReady", async () => payments.start());
  app.addHook("onClose", async () => {
    await payments.stop();
    await db.close();
  });
  const limiter = new Limiter(db);
  const guardFor = (req: FastifyRequest) => new RequestGuard(limiter, config.limits, req.ip);
  await app.register(bookingApi, { prefix: "/api", config, service: core.booking, graphql: payments.graphql, guardFor });
  await app.register(paymentsRoutes, { prefix: "/api", payments, guardFor });
  // Help-centre forms: their mails go through the payments' outbox (one worker, one SMTP transport).
  const forms = new Forms({ config, db, outbox: payments.outbox, limiter, log: app.log, ...options.forms });
  await app.register(formsRoutes, { prefix: "/api", forms, bodyLimit: config.forms.bodyLimitBytes });
  // Publish pipeline: build webhook/status, draft preview proxy, and the live directory (SITE_DIR/current).
  const publishing = await createPublishing(config, (level, message) => app.log[level](message), db);
  await app.register(publishRoutes, { prefix: "/api", publisher: publishing.publisher, secret: config.buildWebhookSecret });
  await app.register(previewRoutes, { prefix: "/api", cmsUrl: config.cmsUrl, timeoutMs: config.cmsTimeoutMs });
  // Publishes that a restart cut short (or that failed) are built again once the server is up.
  app.addHook("onReady", async () => void (await publishing.publisher?.resume()));
  app.addHook("onClose", async () => publishing.publisher?.stop());
  await app.register(siteServer, { config: { ...config, publicDir: publishing.publicDir } });
  app.decorate("core", core);
  app.decorate("payments", payments);
  app.decorate("forms", forms);
  app.decorate("publisher", publishing.publisher);
  return app as unknown as WebServer;
}
