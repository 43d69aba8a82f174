/**
 * Payments and fulfilment module of the web server: own database, Viva client, payment service, e-mail outbox,
 * reconciler, REST routes (under /api) and GraphQL resolvers (merged into /api/graphql by bookingApi).
 *
 * REST:
 *   POST /api/payments/verify          {t, s, eventId, lang, city} → PaymentOutcome (the callback pages' call)
 *   GET  /api/payments/webhook         → {Key} (Viva's webhook URL verification)
 *   POST /api/payments/webhook         Viva event (unsigned; the transaction is re-read from Viva)
 *   GET  /api/payments/return/success|failure?t&s&lang&eventId&eci
 *                                      → 302 to /{lang}/{city}/callback/success|failure?… (the URL to configure as
 *                                        the Viva source's success / failure URL: Viva cannot know the city)
 *                                        (a date change's difference: to the manage-booking page with t and s)
 *   GET  /api/tickets/{token}.pdf|.ics owner-only ticket PDF and calendar file
 * (The outbox counts are metrics on the private metrics port: outbox_messages, ADR 0270.)
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BookingError } from "../booking/errors.ts";
import type { RequestGuard } from "../booking/guard.ts";
import type { Config } from "../config.ts";
import type { BookingService } from "../booking/service.ts";
import type { SupplierOrders } from "../booking/supplier-orders.ts";
import { resolver, type GraphQLExtension } from "../booking/graphql.ts";
import type {
  MutationStartPaymentArgs,
  MutationVerifyPaymentArgs,
  Resolvers,
} from "../booking/__generated__/resolvers.ts";
import { isLocale, localeForCity, type Locale } from "../locale.ts";
import { cityById } from "../../../../domain/cities.ts";
import { pathFor } from "../../../../domain/route-table.ts";
import { manageBookingHref } from "../../../../domain/manage-booking-href.ts";
import { CmsBrand, type BrandSource } from "../brand/settings.ts";
import { Outbox } from "../fulfilment/outbox.ts";
import { smtpSender, type MailSender } from "../fulfilment/mail.ts";
import { renderTicketsPdfOffLoop } from "../fulfilment/pdf-render.ts";
import { text } from "../fulfilment/i18n.ts";
import type { Limiter } from "../limits/limiter.ts";
import { PdfCache } from "../fulfilment/pdf-cache.ts";
import { renderIcs } from "../fulfilment/ics.ts";
import type { ApiDb } from "../db/database.ts";
import { PaymentService, type PaymentOutcome, type VerifyInput } from "./service.ts";
import { bookingJson } from "./booking-json.ts";
import { VivaClient } from "./viva.ts";
import { Reconciliation, type JsonLog } from "./reconciliation.ts";
import { Reminders } from "./reminders.ts";
import { CmsTourFacts, type TourFactsSource } from "../fulfilment/tour-facts.ts";
import { meetingPointOf, type MeetingPointParent } from "./meeting-point.ts";
import { withTourFacts } from "../fulfilment/timetable.ts";
import { ReturnQuery, VerifyBody } from "./schemas.ts";
import type { Metrics } from "../metrics.ts";
import { manageLinkUrl } from "../security/manage-link.ts";
import { ticketJsonOf } from "./attempt-records.ts";

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};
const consoleLog: Log = {
  warn: (o, m) => console.warn(`[payments] ${m}`, o),
  error: (o, m) => console.error(`[payments] ${m}`, o),
  info: () => undefined,
};
const silentLog: Log = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** What the composition root (server.ts) hands over: the server's one booking service and supplier orders. */
export interface PaymentsDeps {
  booking: BookingService;
  /** The supplier's orders and bookings (booking/supplier-orders.ts): payments' one road to the supplier. */
  supplier: SupplierOrders;
  /** The server's one database (payments' and the outbox's tables created by the composition root). */
  db: ApiDb;
  /** The brand (CMS site settings, ADR 0230): default read from config.cmsUrl, config's values as the fallback. */
  brand?: BrandSource;
  /** The server's metrics (payments, bookings, refunds, date changes, Viva calls). */
  metrics?: Metrics;
  /** The id of the request being served, sent to Viva as `x-request-id`. */
  requestId?: () => string | undefined;
  /** The server's logger (Fastify's pino `app.log`): the full reconciliation's JSON lines. */
  logger?: JsonLog;
  /** Meeting points, first departures and service alerts (default: read from config.cmsUrl). */
  facts?: TourFactsSource;
  /** A cart was paid and confirmed: its holds stop counting against the client's limits (ADR 0343). */
  onPaid?: (cartId: string) => Promise<void>;
}

/** Overrides for tests. */
export interface PaymentsOptions {
  sender?: MailSender;
  now?: () => number;
  log?: Log;
  /** How long verify waits for a concurrent confirmation (default 15 s). */
  waitMs?: number;
}

export interface Payments {
  config: Config;
  db: ApiDb;
  brand: BrandSource;
  service: PaymentService;
  /** The full reconciliation (reconciliation.ts): scheduled by start(), counters for the metrics exporter. */
  reconciliation: Reconciliation;
  /** The reminder the day before the tour (reminders.ts): scheduled by start(). */
  reminders: Reminders;
  outbox: Outbox;
  /** Ticket PDFs rendered once per booking state. */
  ticketPdfs: PdfCache;
  /** The CMS's tour facts: the downloaded PDF and calendar file show the product's meeting point and timetable. */
  facts: TourFactsSource;
  viva: VivaClient;
  graphql: GraphQLExtension;
  /**
   * Starts the outbox worker, the reconciler (first run now: covers a crash before this start) and the full
   * reconciliation (every RECONCILE_FULL_INTERVAL_MINUTES, one instance per period).
   */
  start(): void;
  stop(): Promise<void>;
  reconcileNow(): Promise<{ checked: number; confirmed: number }>;
}

export async function createPayments(
  config: Config,
  deps: PaymentsDeps,
  opts: PaymentsOptions = {},
): Promise<Payments> {
  const log = opts.log ?? (config.logLevel === "silent" ? silentLog : consoleLog);
  const now = opts.now ?? Date.now;
  const { supplier, booking, db } = deps;
  const brand = deps.brand ?? brandOf(config, log, now);
  const viva = new VivaClient({
    accountsUrl: config.vivaAccountsUrl,
    apiUrl: config.vivaApiUrl,
    legacyApiUrl: config.vivaLegacyApiUrl,
    clientId: config.vivaClientId,
    clientSecret: config.vivaClientSecret,
    merchantId: config.vivaMerchantId,
    apiKey: config.vivaApiKey,
    metrics: deps.metrics,
    requestId: deps.requestId,
  });
  const sender = opts.sender ?? smtpSender(config.smtpUrl, config.mailFrom);
  // Meeting points, first departures and service alerts from the CMS (ticket e-mail and reminder).
  const facts =
    deps.facts ??
    new CmsTourFacts({ cmsUrl: config.cmsUrl, timeoutMs: config.cmsTimeoutMs, readToken: config.cmsReadToken });
  const outbox = new Outbox({
    facts,
    db,
    sender,
    brand,
    now,
    pollMs: config.outboxPollMs,
    retryBaseMs: config.outboxRetryBaseMs,
    supportEmail: config.supportEmail,
    maxAttempts: config.outboxMaxAttempts,
    onSetAside: (kind) => deps.metrics?.outboxSetAside.inc({ kind }),
    messageDomain: new URL(config.siteUrl).hostname || "localhost",
    siteUrl: config.siteUrl,
    manageUrl: manageLinkUrl(config.siteUrl, config.manageLinkSecret),
    log,
    ticketJson: (attemptId) => ticketJsonOf(db, attemptId),
  });
  const service = new PaymentService({
    db,
    viva,
    supplier,
    booking,
    outbox,
    now,
    log,
    checkoutUrl: config.vivaCheckoutUrl,
    brand,
    ticketsBaseUrl: `${config.siteUrl}/api/tickets`,
    leaseMs: config.confirmLeaseSeconds * 1000,
    reconcileAfterMs: config.reconcileAfterSeconds * 1000,
    waitMs: opts.waitMs,
    metrics: deps.metrics,
    webhookRetentionMs: config.webhookEventsRetentionDays * 86_400_000,
    onPaid: deps.onPaid,
  });
  const reconciliation = new Reconciliation({
    db,
    viva,
    payments: service,
    now,
    settlement: supplier.settlement,
    log: opts.log ?? deps.logger ?? log,
    intervalMs: config.reconcileFullIntervalMinutes * 60_000,
  });

  // The reminder the day before the tour.
  const reminders = new Reminders({
    db,
    outbox,
    facts,
    now,
    log,
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    manageUrl: manageLinkUrl(config.siteUrl, config.manageLinkSecret),
    ticketToken: (attemptId) => service.ticketToken(attemptId),
    intervalMs: config.reminderIntervalMinutes * 60_000,
    fromHour: config.reminderFromHour,
  });

  let timer: NodeJS.Timeout | null = null;
  let reconciling: Promise<unknown> | null = null;
  let stopped = true;
  const reconcileNow = async () => {
    while (reconciling) await reconciling;
    const run = service.reconcile();
    reconciling = run.finally(() => (reconciling = null));
    return run;
  };
  const loop = () => {
    if (stopped) return;
    void reconcileNow()
      .catch((error: unknown) => log.warn({ err: error }, "reconciliation run failed"))
      .finally(() => {
        if (stopped || config.reconcileIntervalSeconds <= 0) return;
        timer = setTimeout(loop, config.reconcileIntervalSeconds * 1000);
        timer.unref?.();
      });
  };

  return {
    config,
    db,
    brand,
    service,
    reconciliation,
    reminders,
    outbox,
    viva,
    ticketPdfs: new PdfCache(),
    facts,
    graphql: graphqlExtension(service, facts),
    start() {
      stopped = false;
      outbox.start();
      if (config.reconcileIntervalSeconds > 0) loop();
      reconciliation.start();
      reminders.start();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await outbox.stop();
      await reconciling?.catch(() => undefined);
      await reconciliation.stop();
      await reminders.stop();
      sender.close();
    },
    reconcileNow,
  };
}

/** The brand from the CMS (read at start, then at most once a minute), the environment's values until it answers. */
function brandOf(config: Config, log: Log, now: () => number): BrandSource {
  const brand = new CmsBrand({
    cmsUrl: config.cmsUrl,
    timeoutMs: config.cmsTimeoutMs,
    fallback: { operatorName: config.operatorName, mailFrom: config.mailFrom },
    log,
    now,
  });
  void brand.refresh();
  return brand;
}

// ------------------------------------------------------------------------------------------------ GraphQL

const outcomeJson = (o: PaymentOutcome, l: Locale) => ({ ...o, booking: bookingJson(o.booking, l) });

function langOf(v: unknown, fallback: Locale): Locale {
  const l = typeof v === "string" ? v.slice(0, 2).toLowerCase() : "";
  return isLocale(l) ? l : fallback;
}

/** Arguments and results checked against the resolver types codegen generates from schema.graphql. */
function graphqlExtension(service: PaymentService, facts: TourFactsSource): GraphQLExtension {
  const resolvers = {
    ConfirmedBooking: {
      meetingPoint: (parent: MeetingPointParent, _args: unknown, ctx: { locale: Locale }) =>
        meetingPointOf(parent, ctx.locale, facts),
    },
    Mutation: {
      startPayment: resolver((a: MutationStartPaymentArgs, l) => service.startPayment(a.cartId, l)),
      verifyPayment: resolver(async (a: MutationVerifyPaymentArgs, l) => {
        const lang = a.locale ? l : langOf(a.input.lang, l);
        return outcomeJson(await service.verify(a.input, "return", lang), lang);
      }),
    },
  } satisfies Resolvers;
  return { resolvers };
}

// ------------------------------------------------------------------------------------------------ REST

let cachedWebhookKey: string | null = null;

export async function paymentsRoutes(
  app: FastifyInstance,
  opts: {
    payments: Payments;
    guardFor?: (req: FastifyRequest) => RequestGuard;
    limiter?: Limiter;
    /** The booking whose dearer date's difference the order code `s` paid (manage booking), or null. */
    changeReturn?: (orderCode: string) => Promise<{ locale: Locale; reference: string } | null>;
  },
): Promise<void> {
  const { service, config, viva } = opts.payments;

  app.post("/payments/verify", async (req, reply) => {
    const parsed = VerifyBody.safeParse(req.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: "BAD_REQUEST", message: "Invalid payment return parameters" });
    const input: VerifyInput = parsed.data;
    try {
      await opts.guardFor?.(req).before("verifyPayment");
    } catch (error) {
      if (!(error instanceof BookingError)) throw error;
      return reply.code(429).send({ error: error.code, message: error.localized(langOf(input.lang, "fr")) });
    }
    const locale = langOf(input.lang, "fr");
    return outcomeJson(await service.verify(input, "return", locale), locale);
  });

  // Viva verifies the webhook URL with a GET that must answer {Key}: VIVA_WEBHOOK_KEY, else Viva's own answer
  // (GET /api/messages/config/token with the merchant credentials), cached.
  app.get("/payments/webhook", async (_req, reply) => {
    if (config.vivaWebhookKey) return reply.send({ Key: config.vivaWebhookKey });
    try {
      cachedWebhookKey ??= await viva.webhookKey();
      return reply.send({ Key: cachedWebhookKey });
    } catch (error) {
      app.log.warn({ err: error }, "payments: webhook key unavailable");
      return reply.status(503).send({ error: "webhook key unavailable" });
    }
  });

  app.post("/payments/webhook", async (req, reply) => {
    // Unsigned: anyone can post one, so each client (the provider's senders too) has a per-minute budget (issue
    // 24.8). A 429 makes the provider deliver again later; the reconciler catches up what a refusal delays.
    try {
      await opts.guardFor?.(req).before("paymentWebhook");
    } catch (error) {
      if (!(error instanceof BookingError)) throw error;
      return reply
        .code(429)
        .header("retry-after", "60")
        .send({ ok: false, error: error.code, message: error.localized("en") });
    }
    const r = await service.webhook(req.body);
    if (!r) return reply.status(400).send({ ok: false, error: "BAD_REQUEST" });
    // PROCESSING: the supplier could not be reached; a non-2xx makes Viva deliver again (the reconciler also retries).
    if (r.outcome === "PROCESSING") return reply.status(503).send({ ok: false });
    return reply.send({ ok: true, ...r });
  });

  app.get<{ Params: { kind: string } }>("/payments/return/:kind", async (req, reply) => {
    const kind = req.params.kind === "success" ? "success" : "failure";
    const q = ReturnQuery.parse(req.query);
    // The difference of a dearer date: back to the manage-booking page, which confirms the change.
    const change = q.s && opts.changeReturn ? await opts.changeReturn(q.s) : null;
    if (change) {
      const qs = new URLSearchParams();
      for (const key of ["t", "s", "eventId"] as const) if (q[key] !== undefined) qs.set(key, q[key]);
      return reply.redirect(`${manageBookingHref(change.locale, change.reference)}&${qs.toString()}`, 302);
    }
    const row =
      q.s && /^\d{1,19}$/.test(q.s)
        ? await opts.payments.db.kysely
            .selectFrom("api_payment_attempts")
            .select(["locale", "city"])
            .where("order_code", "=", q.s)
            .executeTakeFirst()
        : undefined;
    const cityId = String(row?.city ?? q.city ?? "paris");
    const city = cityById(cityId);
    const wanted = langOf(row?.locale ?? q.lang, "fr");
    const lang = city ? localeForCity(city.locales, wanted) : wanted;
    const qs = new URLSearchParams();
    for (const key of ["t", "s", "lang", "eventId", "eci"] as const) if (q[key] !== undefined) qs.set(key, q[key]);
    const route = kind === "success" ? "city-callback-success" : "city-callback-failure";
    return reply.redirect(`${pathFor(route, lang, { city: city?.id ?? "paris" })}?${qs.toString()}`, 302);
  });

  app.get<{ Params: { file: string } }>("/tickets/:file", async (req, reply) => {
    const m = /^([A-Za-z0-9_-]+)\.(pdf|ics)$/.exec(req.params.file);
    const stored = m ? await service.ticketByToken(m[1]!) : null;
    if (!m || !stored) return notFound(reply);
    // Downloads per ticket link: a leaked or scripted link cannot make the server render and send
    // tickets without end. Keyed on a hash of the token, never the token itself.
    if (opts.limiter) {
      const key = `tickets:${createHash("sha256").update(m[1]!).digest("base64url").slice(0, 32)}`;
      const verdict = await opts.limiter.hit(key, { limit: config.ticketDownloadsPer10Min, windowMs: 10 * 60_000 });
      if (!verdict.allowed) {
        const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
        return reply
          .status(429)
          .header("retry-after", String(Math.ceil(verdict.retryAfterMs / 1000)))
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send(text("tooManyDownloads", stored.locale, { minutes: String(minutes) }));
      }
    }
    reply
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex")
      .header("referrer-policy", "no-referrer");
    // The product's meeting point and timetable from the CMS; the ticket as stored when it cannot be read.
    const { ticket } = await withTourFacts(stored, opts.payments.facts, req.log);
    if (m[2] === "pdf") {
      const brand = await opts.payments.brand.current();
      // Rendered once per booking state (ticket data, operator, logo), not on every download.
      const data = { ...ticket, operator: brand.operatorName };
      const pdf = await opts.payments.ticketPdfs.get(PdfCache.keyOf(data, brand.logo), () =>
        renderTicketsPdfOffLoop(data, { logo: brand.logo }),
      );
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `inline; filename="tickets-${ticket.reference.replace(/[^A-Za-z0-9_-]/g, "")}.pdf"`,
        )
        .send(Buffer.from(pdf));
    }
    return reply
      .type("text/calendar; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="tour-${ticket.reference.replace(/[^A-Za-z0-9_-]/g, "")}.ics"`,
      )
      .send(renderIcs(ticket, { now: service.now(), supportEmail: config.supportEmail }));
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ error: "NOT_FOUND" });
}
