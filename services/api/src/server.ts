import fastifyCookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from "fastify";
import { RequestGuard } from "./booking/guard.ts";
import { Limiter } from "./limits/limiter.ts";
import { clientKey } from "./limits/client-key.ts";
import { registerSupplierClient, supplierBudget } from "./limits/supplier-budget.ts";
import { registerCompression } from "./compression.ts";
import { cspFor, registerSecurityHeaders } from "./security/headers.ts";
import { bookingApi } from "./booking/index.ts";
import { createBookingCore, type BookingCore } from "./booking/core.ts";
import { CartLocks } from "./booking/cart-locks.ts";
import type { OctoClient } from "./octo/client.ts";
import { createPayments, paymentsRoutes, type Payments, type PaymentsOptions } from "./payments/index.ts";
import { createManage, type Manage } from "./manage/index.ts";
import { mergeExtensions } from "./booking/graphql.ts";
import {
  createPublishing,
  previewRoutes,
  PublishCatchUp,
  PublishRequests,
  publishRoutes,
  type Publisher,
} from "./publish/index.ts";
import { cacheControl, servesPages, siteServer } from "./site/index.ts";
import { DEFAULT_LIMITS, type Config } from "./config.ts";
import { openApiDb } from "./db/database.ts";
import { API_MIGRATIONS } from "./migrations.ts";
import { Forms, formsRoutes, type FormsDeps } from "./forms/index.ts";
import { AltchaCaptcha } from "./forms/captcha.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { currentRequestId, genReqId, registerRequestId } from "./request-id.ts";
import { healthRoutes, Readiness } from "./health.ts";
import { stat } from "node:fs/promises";

export type WebServer = FastifyInstance & {
  core: BookingCore;
  payments: Payments;
  /** Manage my booking (find, resend, cancel, change of date). */
  manage: Manage;
  forms: Forms;
  publisher: Publisher | null;
  /** Prometheus registry and metrics of this server, served on the private metrics port (metrics-server.ts). */
  metrics: Metrics;
  /** The readiness checks behind /readyz (details on the metrics port). */
  readiness: Readiness;
  /** Begins the drain before a stop: /readyz answers 503, everything else is served as before (main.ts). */
  drain: () => void;
};

/**
 * The web server of :8000 and its composition root: the booking API under /api and the built static site for
 * everything else. Builds ONE booking core (OCTO client, supplier cache, booking service, and the supplier orders that
 * are payments' and manage booking's one road to the supplier: ADR 0362) for every module.
 */
export async function createWebServer(
  config: Config,
  options: { octo?: OctoClient; payments?: PaymentsOptions; forms?: Pick<FormsDeps, "captcha" | "now"> } = {},
): Promise<WebServer> {
  const app = Fastify({
    // One JSON line per event; lines written during a request carry its id (reqId), child logger or not.
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, mixin: requestIdMixin },
    trustProxy: config.trustProxy,
    genReqId,
    // One line per request (onResponse below) instead of Fastify's "incoming request" + "request completed".
    logController: new OneLinePerRequest(),
  });
  const metrics = createMetrics({ defaultMetrics: true });
  registerRequestId(app);
  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? "unmatched";
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    // The route pattern, never the URL: paths and queries carry ticket tokens and payment ids.
    req.log.info(
      { method: req.method, route, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  });
  await registerSecurityHeaders(app, { csp: cspFor(config), hstsMaxAge: config.hstsMaxAge });
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Payments and fulfilment: own database (its tables made and changed by src/migrations.ts), outbox worker and
  // reconciler (started with the server, stopped on close).
  const db = await openApiDb(config.apiDatabaseUrl, API_MIGRATIONS, { log: (line) => app.log.info(line) });
  const limiter = new Limiter(db, Date.now, metrics);
  // Every request runs on behalf of its client, whose supplier availability calls are budgeted (ADR 0347).
  registerSupplierClient(app);
  const aroundRead = supplierBudget(limiter, {
    perMinute: config.limits.supplierCallsPerMinute ?? DEFAULT_LIMITS.supplierCallsPerMinute,
    inFlight: config.limits.supplierCallsInFlight ?? DEFAULT_LIMITS.supplierCallsInFlight,
  });
  const core = createBookingCore(config, {
    octo: options.octo,
    locks: new CartLocks(db),
    metrics,
    requestId: currentRequestId,
    aroundRead,
  });
  // A paid cart and its add-ons are no longer unpaid holds of the client (ADR 0343).
  // A paid basket releases every tour of it and their add-ons (docs/adr/0366).
  const onPaid = (cartId: string) => limiter.releaseBasket(cartId);
  const payments = await createPayments(
    config,
    { ...core, db, metrics, requestId: currentRequestId, logger: app.log, onPaid },
    { log: app.log, ...options.payments },
  );
  metrics.setSource("outbox", () => payments.outbox.depth());
  metrics.setSource("reconciliation", () => payments.reconciliation.metrics());
  app.addHook("onReady", async () => payments.start());
  app.addHook("onClose", async () => {
    await payments.stop();
    await db.close();
  });
  metrics.setSource("liveHolds", () => limiter.liveHoldsTotal());
  // The hold's proof of work (ADR 0343): the forms' offline ALTCHA, always (never a visible reCAPTCHA here).
  const holdCaptcha = new AltchaCaptcha(config.forms.captchaSecret, db);
  const guardFor = (req: FastifyRequest) => {
    const header = req.headers["x-hold-proof"];
    const token = typeof header === "string" && header.length <= 4096 ? header : null;
    return new RequestGuard(limiter, config.limits, clientKey(req.ip), {
      token,
      verify: async (t) => (await holdCaptcha.verify(t)) === "ok",
    });
  };
  app.get("/api/holds/challenge", async (_req, reply) =>
    reply.header("cache-control", "no-store").send(await holdCaptcha.challenge()),
  );
  // Manage my booking (find, resend, cancel, change of date): its own module on the payments' records.
  const manage = createManage(
    config,
    { payments, booking: core.booking, supplier: core.supplier },
    { now: options.payments?.now, log: options.payments?.log ?? app.log },
  );
  const graphql = mergeExtensions(payments.graphql, manage.graphql);
  await app.register(bookingApi, { prefix: "/api", config, service: core.booking, graphql, guardFor, metrics });
  await app.register(paymentsRoutes, {
    prefix: "/api",
    payments,
    guardFor,
    limiter,
    changeReturn: manage.changeReturn,
  });
  // Help-centre forms: their mails go through the payments' outbox (one worker, one SMTP transport).
  const forms = new Forms({ config, db, outbox: payments.outbox, limiter, log: app.log, ...options.forms });
  await app.register(formsRoutes, { prefix: "/api", forms, bodyLimit: config.forms.bodyLimitBytes });
  // Publish pipeline: build webhook/status, draft preview proxy, and the live directory (SITE_DIR/current).
  const publishing = await createPublishing(config, (level, message) => app.log[level](message), db, metrics, {
    cacheControl,
  });
  await app.register(publishRoutes, {
    prefix: "/api",
    publisher: publishing.publisher,
    secret: config.buildWebhookSecret,
  });
  await app.register(previewRoutes, {
    prefix: "/api",
    cmsUrl: config.cmsUrl,
    timeoutMs: config.cmsTimeoutMs,
    loginUrl: config.cmsAdminUrl,
  });
  // Publishes that a restart cut short (or that failed) are built again once the server is up.
  app.addHook("onReady", async () => void (await publishing.publisher?.resume()));
  // No publish lost (ADR 0346): a CMS change newer than every recorded publish (a webhook that never arrived) is built.
  const publisher = publishing.publisher;
  const catchUp =
    publisher && config.publishCatchUpSeconds > 0
      ? new PublishCatchUp({
          cmsUrl: config.cmsUrl,
          cmsReadToken: config.cmsReadToken,
          timeoutMs: config.cmsTimeoutMs,
          lastRecordedMs: () => new PublishRequests(db).lastRequestedMs(),
          liveSinceMs: async () =>
            (await new PublishRequests(db).live())?.liveMs ??
            (await stat(publishing.liveDir()).then(
              (s) => s.mtimeMs,
              () => 0,
            )),
          publish: (reason) => publisher.publish(reason),
          log: (level, message) => app.log[level](message),
        })
      : null;
  app.addHook("onReady", async () => catchUp?.start(config.publishCatchUpSeconds * 1000));
  // Before the database closes: the build loop ends and lets the build lease go (another instance may build).
  app.addHook("preClose", async () => {
    await catchUp?.stop();
    await publishing.publisher?.stop();
  });
  // Liveness and readiness (ADR 0270): details of a failure go to the log and the private metrics port only.
  let shuttingDown = false;
  app.addHook("preClose", async () => void (shuttingDown = true));
  // A response finished while stopping closes its connection: a keep-alive client would otherwise hold close() open.
  app.addHook("onSend", async (_req, reply) => {
    if (shuttingDown) reply.header("connection", "close");
  });
  const remoteCacheMs = config.readinessCacheSeconds * 1000;
  const readiness = new Readiness(
    [
      { name: "database", run: async () => void (await db.get("SELECT 1 AS ok")) },
      // Shared by every instance: reported (metrics port, readiness_check, log) but not gating (ADR 0343).
      { name: "cms", gates: false, cacheMs: remoteCacheMs, run: () => cmsReady(config.cmsUrl) },
      { name: "supplier", gates: false, cacheMs: remoteCacheMs, run: () => core.octo.ping() },
      // The live build serves the page "/" leads to (the real build has no root index.html: "/" redirects).
      { name: "site", run: () => servesPages(publishing.liveDir()) },
    ],
    { log: app.log, metrics },
  );
  let draining = false;
  healthRoutes(app, { readiness, shuttingDown: () => shuttingDown, draining: () => draining });
  await app.register(siteServer, {
    config: { ...config, publicDir: publishing.liveDir() },
    liveDir: publishing.liveDir,
  });
  app.decorate("core", core);
  app.decorate("payments", payments);
  app.decorate("manage", manage);
  app.decorate("forms", forms);
  app.decorate("publisher", publishing.publisher);
  app.decorate("metrics", metrics);
  app.decorate("readiness", readiness);
  metrics.releaseInfo.set({ version: config.releaseVersion, node: process.version }, 1);
  app.decorate("drain", () => void (draining = true));
  return app as unknown as WebServer;
}

/** The CMS answers its own readiness probe (services/cms: /readyz, a cheap Payload query). */
async function cmsReady(cmsUrl: string): Promise<void> {
  const headers: Record<string, string> = {};
  const id = currentRequestId();
  if (id) headers["x-request-id"] = id;
  const res = await fetch(`${cmsUrl.replace(/\/+$/, "")}/readyz`, { headers, signal: AbortSignal.timeout(2000) });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`CMS /readyz answered ${res.status}`);
}

/** Fastify's request lines off (the onResponse hook writes one per request); its error lines kept. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** pino mixin: the request id on lines logged outside the request's own logger (e.g. by the payments module). */
function requestIdMixin(
  _merge: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
): Record<string, unknown> {
  const id = currentRequestId();
  if (!id || logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: id };
}
