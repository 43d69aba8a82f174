import { randomUUID } from "node:crypto";
/** The HTTP server (fastify) and the createSandbox factory used by main.ts, tests and the benchmark. */
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { findOption, findProduct, findUnit, LOCALES, resolveOffer } from "./catalogue.ts";
import { isProfile, type Profile, PROFILES, slotById, slotsForDay } from "./availability.ts";
import { type Db, isPostgresUrl, openDb } from "./db.ts";
import { badRequest, OctoError } from "./errors.ts";
import { EmbeddedGateway, gatewayFromEnv, type PaymentGateway } from "./payments.ts";
import {
  availabilityJson,
  bookingJson,
  calendarDayJson,
  capabilitiesJson,
  type Ctx,
  negotiateLocale,
  vivaCulture,
  orderJson,
  parseCapabilities,
  productJson,
  productsJson,
  supplierJson,
} from "./present.ts";
import { Service } from "./service.ts";
import { installFaults, type OctoFaults } from "./faults.ts";
import { addDays, daysBetween, isLocalDate, localDateOf } from "./time.ts";
import { cityOf } from "./catalogue.ts";

export const DEFAULT_PORT = 4010;
export const DEV_API_KEY = "octo-sandbox-dev-key";
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_SQLITE_PATH = join(PACKAGE_DIR, ".data", "octo.db");
const MAX_RANGE_DAYS = 400;
const UNAUTHENTICATED = new Set(["/health", "/healthz", "/readyz"]);

/** The caller's x-request-id when it is a safe token (letters, digits, `._:-`, at most 128), else a new uuid. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

export interface SandboxOptions {
  port?: number;
  host?: string;
  /** postgres://... or a SQLite path / file: URL / ":memory:". Default: .data/octo.db in the package. */
  databaseUrl?: string;
  apiKeys?: string[];
  /** Clock (epoch ms). Tests inject one to expire holds without sleeping. */
  now?: () => number;
  /** Payment gateway; default from VIVA_* env (HTTP) or the embedded offline one. */
  gateway?: PaymentGateway | ((db: Db, now: () => number) => PaymentGateway);
  /** Period of the expired-hold sweeper; 0 disables it. Default 30 s. */
  sweepIntervalMs?: number;
  logger?: boolean;
  /** Gets the one start line saying which database migrations were applied (main.ts: the console). */
  log?: (line: string) => void;
  /** Public base URL reported by GET /supplier (`endpoint`). Default: the address the sandbox listens on. */
  publicUrl?: string;
  /** "default" (today's scarcity) or "conformance" (every slot listed as available takes a maxUnits party). */
  profile?: Profile;
  /** Fault injection (OCTO_SANDBOX_FAULTS; faults.ts, ADR 0344). Default: none. */
  faults?: OctoFaults;
}

export interface Sandbox {
  url: string;
  app: FastifyInstance;
  service: Service;
  db: Db;
  close(): Promise<void>;
}

/** Database URL from the environment: OCTO_DATABASE_URL, else DATABASE_URL when it is postgres://, else SQLite. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OCTO_DATABASE_URL) return env.OCTO_DATABASE_URL;
  if (env.DATABASE_URL && isPostgresUrl(env.DATABASE_URL)) return env.DATABASE_URL;
  return DEFAULT_SQLITE_PATH;
}

export function apiKeysFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const keys = (env.OCTO_SANDBOX_API_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  return keys.length > 0 ? keys : [DEV_API_KEY];
}

/** OCTO_SANDBOX_PUBLIC_URL: an absolute http(s) URL without a trailing slash, or undefined when unset. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.OCTO_SANDBOX_PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`OCTO_SANDBOX_PUBLIC_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`OCTO_SANDBOX_PUBLIC_URL must be http(s): ${raw}`);
  return url.href.replace(/\/+$/, "");
}

/** OCTO_SANDBOX_PROFILE: "default" (unset) or "conformance"; anything else is refused at start. */
export function profileFromEnv(env: NodeJS.ProcessEnv = process.env): Profile {
  const raw = env.OCTO_SANDBOX_PROFILE?.trim() || "default";
  if (!isProfile(raw)) throw new Error(`OCTO_SANDBOX_PROFILE must be one of ${PROFILES.join(", ")}: ${raw}`);
  return raw;
}

type Body = Record<string, unknown>;
const bodyOf = (req: FastifyRequest): Body => {
  const b = req.body;
  if (b === undefined || b === null || b === "") return {};
  if (typeof b !== "object" || Array.isArray(b)) throw badRequest("The request body must be a JSON object");
  return b as Body;
};

function ctxOf(req: FastifyRequest): Ctx {
  return {
    caps: parseCapabilities(req.headers["octo-capabilities"] as string | undefined),
    locale: negotiateLocale(req.headers["accept-language"]),
  };
}

/** The card page's culture (Viva requestLang) a request asks for: its Accept-Language, when it names a language. */
function requestLangOf(req: FastifyRequest): string | undefined {
  const header = req.headers["accept-language"];
  return header && header.trim() !== "*" ? vivaCulture(negotiateLocale(header)) : undefined;
}

/** Same bound as a booking's unitItems: quantities size the price lists of an availability answer. */
export const MAX_UNIT_QUANTITY = 500;

function parseUnits(raw: unknown): { id: string; quantity: number }[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw badRequest("units must be an array of {id, quantity}");
  const units = raw.map((u: unknown) => {
    const x = u as { id?: unknown; quantity?: unknown };
    if (
      typeof x?.id !== "string" ||
      typeof x.quantity !== "number" ||
      !Number.isInteger(x.quantity) ||
      x.quantity < 0
    ) {
      throw badRequest("units must be an array of {id, quantity}");
    }
    return { id: x.id, quantity: x.quantity };
  });
  if (units.reduce((sum, u) => sum + u.quantity, 0) > MAX_UNIT_QUANTITY) {
    throw badRequest(`units: at most ${MAX_UNIT_QUANTITY} in all`);
  }
  return units;
}

export async function createSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const now = opts.now ?? (() => Date.now());
  const db = await openDb(opts.databaseUrl ?? databaseUrlFromEnv(), { log: opts.log });
  const gateway =
    typeof opts.gateway === "function" ? opts.gateway(db, now) : (opts.gateway ?? gatewayFromEnv(process.env, db, now));
  const service = new Service(db, gateway, now, opts.profile ?? "default");
  const apiKeys = new Set(opts.apiKeys ?? apiKeysFromEnv());

  const app = Fastify({
    logger: opts.logger ?? false,
    // The web server's request id (x-request-id) becomes this request's reqId in the log, when it is a safe token.
    genReqId: (req) => requestIdOf(req.headers["x-request-id"]),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
  });

  // Empty JSON bodies (POST /confirm without body) are {}; bad JSON is BAD_REQUEST.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest("The request body is not valid JSON"), undefined);
    }
  });

  app.addHook("onRequest", async (req, reply) => {
    const ctx = ctxOf(req);
    reply.header("Octo-Capabilities", [...ctx.caps].join(", "));
    reply.header("Content-Language", ctx.locale);
    reply.header("Available-Languages", LOCALES.join(", "));
    reply.header("x-request-id", req.id);
    if (UNAUTHENTICATED.has(req.url)) return;
    const auth = req.headers.authorization ?? "";
    const m = /^Bearer\s+(.+)$/i.exec(auth);
    if (!m || !apiKeys.has(m[1]!.trim())) {
      throw new OctoError("UNAUTHORIZED", "You didn't send a valid API Key in the Authorization header (Bearer <key>)");
    }
  });

  if (opts.faults) installFaults(app, opts.faults, (url) => UNAUTHENTICATED.has(url));

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof OctoError) return reply.status(err.status).send(err.toJSON());
    const e = err as { statusCode?: number; message?: string; code?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(400).send({ error: "BAD_REQUEST", errorMessage: e.message ?? "Bad request" });
    }
    req.log.error(err);
    return reply
      .status(500)
      .send({ error: "INTERNAL_SERVER_ERROR", errorMessage: "There was an un-recoverable error, please try again" });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ error: "NOT_FOUND", errorMessage: `No route ${req.method} ${req.url}` });
  });

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

  // ---------------------------------------------------------------- supplier, products, capabilities
  let listeningUrl = "";
  app.get("/supplier", async (req) => supplierJson(ctxOf(req), opts.publicUrl ?? listeningUrl));
  app.get("/capabilities", async () => capabilitiesJson());
  app.get("/products", async (req) => productsJson(ctxOf(req)));
  app.get<{ Params: { id: string } }>("/products/:id", async (req) =>
    productJson(findProduct(req.params.id), ctxOf(req)),
  );

  // ---------------------------------------------------------------- availability
  app.post("/availability/calendar", async (req) => {
    const body = bodyOf(req);
    const ctx = ctxOf(req);
    const product = findProduct(body.productId);
    const option = findOption(product, body.optionId);
    const { localDateStart: from, localDateEnd: to } = body;
    if (!isLocalDate(from) || !isLocalDate(to))
      throw badRequest("localDateStart and localDateEnd (YYYY-MM-DD) are required");
    const span = daysBetween(from, to);
    if (span < 0 || span >= MAX_RANGE_DAYS) throw badRequest(`The date range must be 1 to ${MAX_RANGE_DAYS} days`);
    const units = parseUnits(body.units);
    units?.forEach((u) => findUnit(option, u.id));
    const offer = resolveOffer(product, body.offerCode);
    const used = await service.seatsUsed(product.id, from, to);
    const nowMs = now();
    const days = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      days.push(calendarDayJson(product, option, d, slotsForDay(product, d, service.profile), used, nowMs, ctx, offer));
    }
    return days;
  });

  app.post("/availability", async (req) => {
    const body = bodyOf(req);
    const ctx = ctxOf(req);
    const product = findProduct(body.productId);
    const option = findOption(product, body.optionId);
    const units = parseUnits(body.units);
    units?.forEach((u) => findUnit(option, u.id));
    const offer = resolveOffer(product, body.offerCode);
    const given = (k: string) => body[k] !== undefined && body[k] !== null;
    const selectors = [given("localDate"), given("localDateStart") || given("localDateEnd"), given("availabilityIds")];
    if (selectors.filter(Boolean).length > 1) {
      throw badRequest("Send only one of localDate, localDateStart+localDateEnd or availabilityIds");
    }
    let slots;
    if (given("availabilityIds")) {
      if (
        !Array.isArray(body.availabilityIds) ||
        body.availabilityIds.length === 0 ||
        body.availabilityIds.length > MAX_RANGE_DAYS
      ) {
        throw badRequest(`availabilityIds must be an array of 1 to ${MAX_RANGE_DAYS} availability ids`);
      }
      slots = body.availabilityIds.map((id: unknown) => {
        const s = slotById(product, id, service.profile);
        if (!s)
          throw new OctoError("INVALID_AVAILABILITY_ID", `Invalid availabilityId: ${String(id)}`, {
            availabilityId: id,
          });
        return s;
      });
    } else {
      const from = body.localDateStart ?? body.localDate;
      const to = body.localDateEnd ?? body.localDate;
      if (!isLocalDate(from) || !isLocalDate(to)) {
        throw badRequest("localDate, localDateStart+localDateEnd or availabilityIds is required");
      }
      const span = daysBetween(from, to);
      if (span < 0 || span >= MAX_RANGE_DAYS) throw badRequest(`The date range must be 1 to ${MAX_RANGE_DAYS} days`);
      slots = [];
      for (let d = from; d <= to; d = addDays(d, 1)) slots.push(...slotsForDay(product, d, service.profile));
    }
    if (slots.length === 0) return [];
    const dates = slots.map((s) => s.localDate).sort();
    const used = await service.seatsUsed(product.id, dates[0]!, dates[dates.length - 1]!);
    const nowMs = now();
    return slots.map((s) => availabilityJson(product, option, s, used.get(s.id) ?? 0, nowMs, ctx, offer, units));
  });

  // ---------------------------------------------------------------- bookings
  app.post("/bookings", async (req) => bookingJson(service, await service.reserve(bodyOf(req)), ctxOf(req)));
  app.get<{ Querystring: Record<string, unknown> }>("/bookings", async (req) => {
    const ctx = ctxOf(req);
    const list = await service.listBookings(req.query ?? {});
    return Promise.all(list.map((b) => bookingJson(service, b, ctx)));
  });
  app.get<{ Params: { uuid: string } }>("/bookings/:uuid", async (req) =>
    bookingJson(service, await service.getBooking(req.params.uuid), ctxOf(req)),
  );
  app.patch<{ Params: { uuid: string } }>("/bookings/:uuid", async (req) =>
    bookingJson(service, await service.updateBooking(req.params.uuid, bodyOf(req)), ctxOf(req)),
  );
  app.post<{ Params: { uuid: string } }>("/bookings/:uuid/confirm", async (req) =>
    bookingJson(service, await service.confirmBooking(req.params.uuid, bodyOf(req)), ctxOf(req)),
  );
  app.post<{ Params: { uuid: string } }>("/bookings/:uuid/extend", async (req) =>
    bookingJson(service, await service.extendBooking(req.params.uuid, bodyOf(req)), ctxOf(req)),
  );
  app.post<{ Params: { uuid: string } }>("/bookings/:uuid/cancel", async (req) =>
    bookingJson(service, await service.cancelBooking(req.params.uuid, bodyOf(req)), ctxOf(req)),
  );
  app.delete<{ Params: { uuid: string } }>("/bookings/:uuid", async (req) =>
    bookingJson(service, await service.cancelBooking(req.params.uuid, bodyOf(req)), ctxOf(req)),
  );

  // ---------------------------------------------------------------- orders (octo/cart): /orders and Ventrata's /order
  for (const base of ["/orders", "/order"]) {
    app.post(base, async (req) => orderJson(service, await service.createOrder(bodyOf(req)), ctxOf(req)));
    app.get<{ Params: { id: string } }>(`${base}/:id`, async (req) =>
      orderJson(service, await service.getOrder(req.params.id), ctxOf(req)),
    );
    for (const path of [`${base}/:id`, `${base}/:id/update`]) {
      app.patch<{ Params: { id: string } }>(path, async (req) =>
        orderJson(service, await service.updateOrder(req.params.id, bodyOf(req), requestLangOf(req)), ctxOf(req)),
      );
    }
    app.post<{ Params: { id: string } }>(`${base}/:id/confirm`, async (req) =>
      orderJson(service, await service.confirmOrder(req.params.id, bodyOf(req)), ctxOf(req)),
    );
    app.post<{ Params: { id: string } }>(`${base}/:id/extend`, async (req) =>
      orderJson(service, await service.extendOrder(req.params.id, bodyOf(req)), ctxOf(req)),
    );
    app.post<{ Params: { id: string } }>(`${base}/:id/cancel`, async (req) =>
      orderJson(service, await service.cancelOrder(req.params.id, bodyOf(req)), ctxOf(req)),
    );
  }

  // ---------------------------------------------------------------- test helper: the visitor pays (embedded gateway)
  app.post<{ Params: { orderCode: string } }>("/_sandbox/payments/:orderCode/pay", async (req, reply) => {
    if (!(gateway instanceof EmbeddedGateway)) {
      return reply
        .status(404)
        .send({ error: "NOT_FOUND", errorMessage: "Only with the embedded payment gateway (VIVA_API_URL unset)" });
    }
    const body = bodyOf(req);
    if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount < 0) {
      throw badRequest("amount (integer, minor units) is required");
    }
    const statusId = typeof body.statusId === "string" ? body.statusId : "F";
    const tx = await gateway.pay(req.params.orderCode, body.amount, statusId);
    if (!tx) throw badRequest(`Unknown orderCode ${req.params.orderCode}`, { orderCode: req.params.orderCode });
    return tx;
  });
  app.post("/_sandbox/sweep", async () => ({ expired: await service.sweep() }));

  // ---------------------------------------------------------------- start
  const sweepMs = opts.sweepIntervalMs ?? 30_000;
  const timer =
    sweepMs > 0
      ? setInterval(() => {
          service.sweep().catch(() => undefined);
        }, sweepMs)
      : null;
  timer?.unref();

  await app.listen({ port: opts.port ?? 0, host: opts.host ?? "127.0.0.1" });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : (opts.port ?? 0);
  const host = opts.host ?? "127.0.0.1";
  listeningUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: listeningUrl,
    app,
    service,
    db,
    async close() {
      if (timer) clearInterval(timer);
      await app.close();
      await db.close();
    },
  };
}

/** Today's local date for a product (used by tests and the benchmark to pick future days). */
export function todayFor(productId: string, nowMs = Date.now()): string {
  return localDateOf(cityOf(findProduct(productId)).timezone, nowMs);
}
