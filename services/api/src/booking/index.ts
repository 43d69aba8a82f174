import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { OctoClient } from "../octo/client.ts";
import { GraphQLContentSource, type ContentSource } from "./content-source.ts";
import { registerGraphQL, type GraphQLExtension } from "./graphql.ts";
import { registerRest } from "./rest.ts";
import { BookingService } from "./service.ts";
import { SupplierCatalog } from "./supplier-catalog.ts";

export interface BookingApiOptions {
  config: Config;
  /** Overrides for tests: another CMS, a shared service (e.g. with a fake clock). */
  content?: ContentSource;
  service?: BookingService;
  /** Payments and manage-my-booking operations (src/payments), added to /api/graphql when given. */
  graphql?: GraphQLExtension;
}

/** Booking API under /api (REST init endpoints, webreferrer, GraphQL). Owned by the booking-engine work. */
export async function bookingApi(app: FastifyInstance, opts: BookingApiOptions): Promise<void> {
  const { config } = opts;
  const service =
    opts.service ??
    (() => {
      const octo = new OctoClient({
        baseUrl: config.octoBaseUrl,
        apiKey: config.octoApiKey,
        timeoutMs: config.octoTimeoutMs,
        retries: config.octoRetries,
      });
      return new BookingService({
        octo,
        catalog: new SupplierCatalog(octo, config.octoCacheSeconds * 1000),
        holdMinutes: config.bookingHoldMinutes,
      });
    })();
  const content = opts.content ?? new GraphQLContentSource(config.cmsUrl, config.cmsTimeoutMs);
  registerRest(app, { catalog: service.catalog, content });
  registerGraphQL(app, service, opts.graphql, { allowedOrigins: config.allowedOrigins, production: config.production });
}
