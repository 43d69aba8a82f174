/**
 * /api/graphql: schema-first (services/api/schema.graphql, the contract for the checkout codegen) with
 * graphql-yoga. Booking errors become GraphQL errors with extensions {code, message (localized), fields}.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createSchema, createYoga, type YogaServerInstance } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { crossSiteRefusal, rootFieldBounds } from "./request-bounds.ts";
import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type GraphQLResolveInfo,
} from "graphql";
import type { RequestGuard } from "./guard.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BookingError } from "./errors.ts";
import { isLocale, negotiateLocale, type Locale } from "../locale.ts";
import { message } from "./messages.ts";
import { MAX_SEATS, normalizeMix, PASSENGER_TYPE_OF_UNIT, type PassengerMix } from "./passengers.ts";
import type { BookingService } from "./service.ts";
import type { CartView, Price } from "./views.ts";
import { resellerReferenceFor, type PartnerLookup } from "./reseller-reference.ts";
import { testHoldSeconds, type Context } from "./graphql-context.ts";
import type {
  MutationAddUpsellArgs,
  MutationApplyPromoCodeArgs,
  MutationCreateCartArgs,
  MutationDropCartArgs,
  MutationRemovePromoCodeArgs,
  MutationRemoveTourArgs,
  MutationRemoveUpsellArgs,
  MutationSetCustomerDetailsArgs,
  MutationUpdateCartArgs,
  MutationUpgradeCartArgs,
  QueryBasketArgs,
  QueryCalendarArgs,
  QueryCartArgs,
  QueryProductArgs,
  QueryQuoteArgs,
  QuerySearchArgs,
  QueryStartTimesArgs,
  Resolvers,
  UnitType,
} from "./__generated__/resolvers.ts";

export const SCHEMA_PATH = fileURLToPath(new URL("../../schema.graphql", import.meta.url));

type Args = Record<string, unknown> & { locale?: Locale | null };
type PassengersArg = Partial<Record<keyof PassengerMix, number | null>> | null | undefined;

function stringScalar(name: string, description: string, valid: (v: string) => boolean, bareName = false) {
  const check = (value: unknown): string => {
    // The raw value is not echoed back (it may be huge or crafted).
    if (typeof value !== "string" || value.length > 40 || !valid(value))
      throw new GraphQLError(`${name} cannot represent this value: ${description}`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral(ast) {
      // A bare name is accepted where the value is a name (Locale: `locale: en`, as when it was an enum).
      if (ast.kind !== Kind.STRING && !(bareName && ast.kind === Kind.ENUM))
        throw new GraphQLError(`${name} must be a string`);
      return check(ast.value);
    },
  });
}

/** A calendar date that exists: 2026-02-30 is refused (Date.parse would roll it over to March 2). */
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isDateTime = (v: string) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v);

export const scalars = {
  Date: stringScalar("Date", "an existing date, YYYY-MM-DD", isDate),
  DateTime: stringScalar("DateTime", "ISO 8601 instant", isDateTime),
  LocalDateTime: stringScalar("LocalDateTime", "ISO 8601 local date-time with offset", isDateTime),
  /** The configured languages (domain/locales.ts, SITE_LANGUAGES): a scalar, not an enum, so the set is open (ADR 0367). */
  Locale: stringScalar("Locale", "one of the site's languages", isLocale, true),
};

/** Runs a resolver with the caller's locale and turns failures into localized GraphQL errors. */
export function resolver<A extends Args, R>(fn: (args: A, locale: Locale, ctx: Context) => Promise<R>) {
  return async (_parent: unknown, args: A, ctx: Context, info?: GraphQLResolveInfo): Promise<R> => {
    const locale = isLocale(args.locale) ? args.locale : ctx.locale;
    const operation = info && ["Query", "Mutation"].includes(info.parentType.name) ? info.fieldName : null;
    try {
      if (operation) await ctx.guard?.before(operation, args);
      const result = await fn(args, locale, ctx);
      if (operation) await ctx.guard?.after(operation, args, result);
      if (operation === "createCart") ctx.createdCarts?.push((result as { id: string }).id);
      return result;
    } catch (error) {
      await ctx.guard?.releaseClaim();
      void releaseCreatedCarts(ctx); // after the answer: a hung supplier must not hold the visitor longer
      throw toGraphQLError(error, locale, ctx);
    }
  };
}

/**
 * A request whose mutation fails after earlier ones created carts gets no data back (the fields are non-null):
 * those holds are released at the supplier and in the client's hold count, so nothing stays held unseen.
 */
async function releaseCreatedCarts(ctx: Context): Promise<void> {
  for (const id of ctx.createdCarts?.splice(0) ?? []) {
    try {
      await ctx.service.dropCart(id);
      await ctx.guard?.after("dropCart", { id }, true);
    } catch (error) {
      ctx.log.warn({ err: error, cart: id }, "booking: could not release a cart of a failed request");
    }
  }
}

function toGraphQLError(error: unknown, locale: Locale, ctx: Context): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof BookingError) {
    if (error.code === "SUPPLIER_UNAVAILABLE")
      ctx.log.warn({ err: error.options.cause ?? error }, "booking: supplier failure");
    const text = error.localized(locale);
    return new GraphQLError(text, {
      extensions: {
        code: error.code,
        message: text,
        ...(error.code === "RATE_LIMITED" || error.code === "PROOF_REQUIRED" ? { http: { status: 429 } } : {}),
        ...(error.options.fields
          ? { fields: error.options.fields.map((f) => ({ field: f.field, message: message(f.key, locale, f.params) })) }
          : {}),
      },
    });
  }
  ctx.log.error({ err: error }, "booking: unexpected error");
  const text = message("GENERIC", locale);
  return new GraphQLError(text, { extensions: { code: "INTERNAL", message: text } });
}

const mix = (p: PassengersArg): PassengerMix => normalizeMix(p ?? {});
const optionalMix = (p: PassengersArg): PassengerMix | null => (p ? normalizeMix(p) : null);

/** OCTO's unit types (schema.graphql UnitType); a supplier's other value reads as OTHER. */
const UNIT_TYPES: ReadonlySet<string> = new Set<UnitType>([
  "ADULT",
  "YOUTH",
  "CHILD",
  "INFANT",
  "FAMILY",
  "SENIOR",
  "STUDENT",
  "MILITARY",
  "OTHER",
]);

/**
 * PassengerMix → the Passengers type; Cart.upgrades and Cart.upsells resolve lazily. Arguments and results are typed by the
 * codegen from schema.graphql (__generated__/resolvers.ts, with the views as mappers).
 */
const resolvers = {
  ...scalars,
  // The enum's values from the kernel's list (ADR 0358); test/passenger-types.test.ts checks the schema against it.
  PassengerType: { ...PASSENGER_TYPE_OF_UNIT, OTHER: "OTHER" },
  ProductOption: {
    maxSeats: (_option: unknown, _args: unknown, ctx: Context) => ctx.service.maxSeatsPerCart ?? MAX_SEATS,
  },
  Price: {
    excludingTax: (p: Price) => p.retail - p.tax,
    unitType: (p: Price) =>
      p.unitType === null ? null : UNIT_TYPES.has(p.unitType) ? (p.unitType as UnitType) : "OTHER",
  },
  Cart: {
    upgrades: (cart: CartView) => cart.upgrades(),
    upsells: (cart: CartView) => cart.upsells(),
  },
  Query: {
    product: resolver((a: QueryProductArgs, l, c) => c.service.product(a.id, l)),
    search: resolver((a: QuerySearchArgs, l, c) =>
      c.service.search({ ...a.input, passengers: mix(a.input.passengers) }, l),
    ),
    calendar: resolver((a: QueryCalendarArgs, l, c) =>
      c.service.calendar({ ...a.input, passengers: optionalMix(a.input.passengers) }, l),
    ),
    startTimes: resolver((a: QueryStartTimesArgs, l, c) =>
      c.service.startTimes({ ...a.input, passengers: optionalMix(a.input.passengers) }, l),
    ),
    quote: resolver((a: QueryQuoteArgs, l, c) =>
      c.service.quote({ ...a.input, passengers: mix(a.input.passengers) }, l),
    ),
    cart: resolver((a: QueryCartArgs, l, c) => c.service.cart(a.id, l)),
    basket: resolver((a: QueryBasketArgs, l, c) => c.service.basket(a.id, l)),
  },
  Mutation: {
    createCart: resolver(async (a: MutationCreateCartArgs, l, c) => {
      const { referrer, partnerCentral, ...input } = a.input;
      const resellerReference = await resellerReferenceFor(
        { referrer, partnerCentral },
        c.partnerByReferrer,
        (error) =>
          c.log.warn({ err: error }, "createCart: CMS failure on the referrer, booked without the partner's credit"),
        (dropped) => c.log.warn(dropped, "createCart: a partnerCentral the CMS does not know for this link, dropped"),
      );
      return c.service.createCart({ ...input, passengers: mix(input.passengers), resellerReference }, l, {
        holdSeconds: c.testHoldSeconds,
      });
    }),
    updateCart: resolver((a: MutationUpdateCartArgs, l, c) =>
      c.service.updateCart({ ...a.input, passengers: optionalMix(a.input.passengers) }, l),
    ),
    dropCart: resolver((a: MutationDropCartArgs, _l, c) => c.service.dropCart(a.id)),
    upgradeCart: resolver((a: MutationUpgradeCartArgs, l, c) =>
      c.service.upgradeCart({ ...a.input, passengers: optionalMix(a.input.passengers) }, l),
    ),
    addUpsell: resolver((a: MutationAddUpsellArgs, l, c) => c.service.addUpsell(a.input, l)),
    removeUpsell: resolver((a: MutationRemoveUpsellArgs, l, c) => c.service.removeUpsell(a.input, l)),
    applyPromoCode: resolver((a: MutationApplyPromoCodeArgs, l, c) => c.service.applyPromoCode(a.input, l)),
    removePromoCode: resolver((a: MutationRemovePromoCodeArgs, l, c) => c.service.removePromoCode(a.id, l)),
    setCustomerDetails: resolver((a: MutationSetCustomerDetailsArgs, l, c) => {
      const { id, ...customer } = a.input;
      return c.service.setCustomerDetails({ id, customer }, l);
    }),
    removeTour: resolver((a: MutationRemoveTourArgs, l, c) => c.service.removeTour(a, l)),
  },
} satisfies Resolvers;

/** Marker in schema.graphql: what follows is served only when the payments module is wired (GraphQLExtension). */
export const PAYMENTS_SCHEMA_MARKER = "# ==== payments and fulfilment";

/** Extra resolvers (payments, manage my booking) merged into the booking schema. */
export interface GraphQLExtension {
  resolvers: { Query?: Record<string, unknown>; Mutation?: Record<string, unknown> } & Record<string, unknown>;
}

/** Several modules' resolvers as one extension (payments and manage booking, wired by the composition root). */
export function mergeExtensions(...extensions: GraphQLExtension[]): GraphQLExtension {
  return {
    resolvers: extensions.reduce<GraphQLExtension["resolvers"]>(
      (all, e) => ({
        ...all,
        ...e.resolvers,
        Query: { ...all.Query, ...e.resolvers.Query },
        Mutation: { ...all.Mutation, ...e.resolvers.Mutation },
      }),
      {},
    ),
  };
}

function schemaText(withExtension: boolean): string {
  const full = readFileSync(SCHEMA_PATH, "utf8");
  const at = full.indexOf(PAYMENTS_SCHEMA_MARKER);
  return withExtension || at < 0 ? full : full.slice(0, at);
}

/** Limits of one GraphQL request: the site's own operations stay far below them. */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
  bodyLimitBytes: 64 * 1024,
};

export interface GraphQLOptions {
  /** Origins allowed to call from a browser (CORS), never with credentials. */
  allowedOrigins?: readonly string[];
  /** Production: schema introspection is refused. */
  production?: boolean;
  /** The per-client guard of a request (rate and hold limits). */
  guardFor?: (req: FastifyRequest) => RequestGuard;
  /** The CMS partner of a marketing link's referrer (createCart's reseller reference). */
  partnerByReferrer?: PartnerLookup;
  /** Overrides of GRAPHQL_LIMITS (tests). */
  limits?: Partial<typeof GRAPHQL_LIMITS>;
  /** Counts each error answered, by code (graphql_errors_total). */
  countError?: (code: string) => void;
}

/**
 * What a client may see of an error: the booking API's own errors (localized, with code) and GraphQL's
 * validation errors; anything else (a bug, a library's raw message) becomes one generic error, never a stack.
 */
function maskError(error: unknown, generic: string, count: (code: string) => void = () => {}): Error {
  if (error instanceof GraphQLError && (error.originalError == null || error.originalError instanceof GraphQLError)) {
    const { stack: _stack, originalError: _original, ...extensions } = error.extensions as Record<string, unknown>;
    count(typeof extensions.code === "string" ? extensions.code : "GRAPHQL_ERROR");
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      positions: error.positions,
      path: error.path,
      extensions,
    });
  }
  count("INTERNAL");
  return new GraphQLError(generic, { extensions: { code: "INTERNAL" } });
}

export function createGraphQL(
  service: BookingService,
  extension?: GraphQLExtension,
  options: GraphQLOptions = {},
): YogaServerInstance<{ req: FastifyRequest; reply: FastifyReply }, Context> {
  const merged = extension
    ? {
        ...extension.resolvers,
        ...resolvers,
        Query: { ...resolvers.Query, ...extension.resolvers.Query },
        Mutation: { ...resolvers.Mutation, ...extension.resolvers.Mutation },
      }
    : resolvers;
  const limits = { ...GRAPHQL_LIMITS, ...options.limits };
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }, Context>({
    schema: createSchema<{ req: FastifyRequest; reply: FastifyReply } & Context>({
      typeDefs: schemaText(extension !== undefined),
      resolvers: merged,
    }),
    graphqlEndpoint: "/api/graphql",
    landingPage: false,
    // Only the site's own origins may call from a browser, and never with the visitor's cookies.
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin && (options.allowedOrigins ?? []).includes(origin)
        ? { origin: [origin], credentials: false }
        : false;
    },
    batching: false,
    plugins: [
      EnvelopArmorPlugin({
        // Depth and cost count fields, not fragment spreads: the site shares its selections (PriceBreakdownFields) as fragments.
        maxDepth: { n: limits.maxDepth, flattenFragments: true },
        maxAliases: { n: limits.maxAliases },
        costLimit: { maxCost: limits.maxCost, flattenFragments: true },
        maxTokens: { n: limits.maxTokens },
        maxDirectives: { n: limits.maxDirectives },
        blockFieldSuggestion: { enabled: Boolean(options.production) },
      }),
      // Validation errors (unknown fields, the armor's limits) never reach maskError: counted here.
      ...(options.countError
        ? [
            {
              onValidate:
                () =>
                ({ valid, result }: { valid: boolean; result: readonly unknown[] }) => {
                  if (!valid) for (const _error of result) options.countError!("GRAPHQL_VALIDATION_FAILED");
                },
            },
          ]
        : []),
      ...(options.production
        ? [
            {
              onValidate: ({
                addValidationRule,
              }: {
                addValidationRule: (rule: typeof NoSchemaIntrospectionCustomRule) => void;
              }) => addValidationRule(NoSchemaIntrospectionCustomRule),
            },
          ]
        : []),
      // Aliases and repeats of a root field are bounded per request (`search` at most 2; ADR 0343).
      {
        onValidate: ({ addValidationRule }: { addValidationRule: (rule: typeof rootFieldBounds) => void }) =>
          addValidationRule(rootFieldBounds),
      },
    ],
    context: ({ req }) => ({
      locale: negotiateLocale(req.headers["accept-language"]),
      service,
      log: req.log,
      testHoldSeconds: testHoldSeconds(req.headers["x-test-hold-seconds"]),
      guard: options.guardFor?.(req),
      partnerByReferrer: options.partnerByReferrer,
      createdCarts: [],
    }),
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, message("GENERIC", "en"), options.countError) },
  });
}

export function registerGraphQL(
  app: FastifyInstance,
  service: BookingService,
  extension?: GraphQLExtension,
  options: GraphQLOptions = {},
): void {
  const yoga = createGraphQL(service, extension, options);
  app.route({
    url: "/graphql",
    bodyLimit: GRAPHQL_LIMITS.bodyLimitBytes,
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      // What a browser sends cross-site without a preflight is refused (ADR 0343, as graphql-yoga's CSRF prevention).
      const forgeable = crossSiteRefusal(req.method, req.headers);
      if (forgeable) {
        return reply
          .code(403)
          .header("cache-control", "no-store")
          .send({ errors: [{ message: `Refused: ${forgeable}.`, extensions: { code: "CSRF_REFUSED" } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
