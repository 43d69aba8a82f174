import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RequestGuard } from "./guard.ts";
import type { Config } from "../config.ts";
import type { Metrics } from "../metrics.ts";
import { GraphQLContentSource, type ContentSource } from "./content-source.ts";
import { registerGraphQL, type GraphQLExtension } from "./graphql.ts";
import { registerRest } from "./rest.ts";
import type { BookingService } from "./service.ts";

export interface BookingApiOptions {
  config: Config;
  /** The server's one booking service (booking/core.ts, built by the composition root). */
  service: BookingService;
  /** Override for tests: another CMS. */
  content?: ContentSource;
  /** Payments and manage-my-booking operations (src/payments), added to /api/graphql when given. */
  graphql?: GraphQLExtension;
  /** Per-client rate and hold limits of a request (absent: none, as in unit tests of the API alone). */
  guardFor?: (req: FastifyRequest) => RequestGuard;
  /** The server's metrics: GraphQL errors by code. */
  metrics?: Metrics;
}

/** Booking API under /api (REST init endpoints, webreferrer, GraphQL). Owned by the booking-engine work. */
export async function bookingApi(app: FastifyInstance, opts: BookingApiOptions): Promise<void> {
  const { config, service } = opts;
  const content = opts.content ?? new GraphQLContentSource(config.cmsUrl, config.cmsTimeoutMs, config.cmsReadToken);
  registerRest(app, { catalog: service.catalog, content, cities: config.site.cities });
  registerGraphQL(app, service, opts.graphql, {
    allowedOrigins: config.allowedOrigins,
    production: config.production,
    guardFor: opts.guardFor,
    partnerByReferrer: (referrer) => content.partnerByReferrer(referrer),
    countError: opts.metrics ? (code) => opts.metrics!.graphqlErrors.inc({ code }) : undefined,
  });
}
