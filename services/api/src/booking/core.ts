/**
 * The booking core of one running web server: ONE OCTO client, ONE supplier cache, ONE booking service and ONE
 * `SupplierOrders` (the supplier's orders and bookings for payments and manage booking: their one road to the
 * supplier, docs/adr/0362), built by the composition root (server.ts) and handed to the booking API, payments and
 * manage booking alike.
 */
import type { Config } from "../config.ts";
import { OctoClient } from "../octo/client.ts";
import type { CartLocks } from "./cart-locks.ts";
import type { Metrics } from "../metrics.ts";
import { GraphQLContentSource } from "./content-source.ts";
import { cachedPromoRules, type PromoRules } from "./offer-rule.ts";
import { BookingService } from "./service.ts";
import { SupplierCatalog } from "./supplier-catalog.ts";
import { SupplierOrders } from "./supplier-orders.ts";

export interface BookingCore {
  octo: OctoClient;
  catalog: SupplierCatalog;
  booking: BookingService;
  /** The supplier's orders and bookings for payments and manage booking (on the same OCTO client). */
  supplier: SupplierOrders;
}

export function createBookingCore(
  config: Config,
  overrides: {
    octo?: OctoClient;
    now?: () => number;
    locks?: CartLocks;
    metrics?: Metrics;
    requestId?: () => string | undefined;
    /** The per-client budget and share of supplier availability calls (limits/supplier-budget.ts; ADR 0347). */
    aroundRead?: <T>(call: () => Promise<T>) => Promise<T>;
  } = {},
): BookingCore {
  const octo =
    overrides.octo ??
    new OctoClient({
      baseUrl: config.octoBaseUrl,
      apiKey: config.octoApiKey,
      timeoutMs: config.octoTimeoutMs,
      deadlineMs: config.octoDeadlineMs,
      retries: config.octoRetries,
      metrics: overrides.metrics,
      requestId: overrides.requestId,
      aroundRead: overrides.aroundRead,
    });
  const catalog = new SupplierCatalog(octo, config.octoCacheSeconds * 1000);
  const booking = new BookingService({
    octo,
    catalog,
    holdMinutes: config.bookingHoldMinutes,
    holdMinutesBeforeDetails: config.holdMinutesBeforeDetails,
    maxSeatsPerCart: config.maxSeatsPerCart,
    holdTestHeader: config.bookingHoldTestHeader,
    now: overrides.now,
    locks: overrides.locks,
    readCacheMs: config.bookingReadCacheSeconds * 1000,
    promoRules: promoRulesFromCms(config),
  });
  return { octo, catalog, booking, supplier: new SupplierOrders(octo) };
}

/** The CMS's rule of promo codes and offers (docs/adr/0353): a published partner naming the code says whether it adds. */
export function promoRulesFromCms(config: Pick<Config, "cmsUrl" | "cmsTimeoutMs" | "cmsReadToken">): PromoRules {
  const cms = new GraphQLContentSource(config.cmsUrl, config.cmsTimeoutMs, config.cmsReadToken);
  return cachedPromoRules(async (code) => {
    const entry = await cms.promoCode(code);
    return entry ? { combines: entry.promoCombinesWithOffers === true } : null;
  });
}
