/**
 * REST endpoints of spec section 7: /init/destinations, /init/cities, /init/offers, /init/rating and
 * /ventrata/webreferrer. Error bodies: {statusCode, error (code), message (catalogue text in the visitor's language)}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CITIES } from "../../../../domain/cities.ts";
import { describeFailure, OctoError } from "../octo/errors.ts";
import type { OctoCategory, OctoDestination, OctoSupplier } from "../octo/types.ts";
import { ContentSourceError, type ContentSource } from "./content-source.ts";
import { isLocale, negotiateLocale, type Locale } from "../locale.ts";
import { message, type MessageKey } from "./messages.ts";
import { priceFromOf, type PriceFrom } from "./price-from.ts";
import { cityOfDestination, type SupplierCatalog } from "./supplier-catalog.ts";

export const BASE_OFFER_CATEGORY = "sight-base-offer";
export const DEFAULT_APP_RATING = 4;

export interface RestDeps {
  catalog: SupplierCatalog;
  content: ContentSource;
  /** The configured cities (SITE_CITIES, domain/site-config.ts); default the six of domain/cities.ts. */
  cities?: readonly string[];
}

/** One query value: a repeated key (an array) or anything but a string is ignored, never a crash. */
const one = z.string().optional().catch(undefined);
/** ?locale= when it is one of the site's languages; otherwise the Accept-Language header decides. */
const LocaleQuery = z.object({
  locale: z
    .custom<Locale>((v) => isLocale(v))
    .optional()
    .catch(undefined),
});
const OffersQuery = LocaleQuery.extend({ city: one });
const ReferrerQuery = LocaleQuery.extend({ referrer: one });

function localeOf(req: FastifyRequest): Locale {
  return LocaleQuery.parse(req.query).locale ?? negotiateLocale(req.headers["accept-language"]);
}

function fail(
  reply: FastifyReply,
  status: number,
  code: string,
  key: MessageKey,
  locale: Locale,
  params?: Record<string, string>,
) {
  return reply.status(status).send({ statusCode: status, error: code, message: message(key, locale, params) });
}

function detailOf(error: unknown): string {
  if (error instanceof OctoError) return describeFailure(error.failure);
  if (error instanceof ContentSourceError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

const isBaseOffer = (c: OctoCategory) => c.title === BASE_OFFER_CATEGORY || c.name === BASE_OFFER_CATEGORY;

/** Spec entities: Destination {id, name, contact, endpoint, country, destinations[]}; items with categories. */
function destinationPayload(supplier: OctoSupplier, destinations: OctoDestination[]) {
  return {
    id: supplier.id,
    name: supplier.name,
    contact: supplier.contact ?? null,
    // The spec's field, but the supplier's address is the operator's business, not a visitor's.
    endpoint: null,
    country: destinations[0]?.country ?? null,
    destinations: destinations.map((d) => ({
      id: d.id,
      default: d.default ?? false,
      name: d.name,
      city: cityOfDestination(d)?.id ?? null,
      country: d.country ?? null,
      contact: d.contact ?? null,
      latitude: d.latitude ?? null,
      longitude: d.longitude ?? null,
      categories: (d.categories ?? []).map((c) => ({
        id: c.id,
        default: c.default ?? false,
        title: c.title,
        shortDescription: c.shortDescription ?? null,
        coverImageUrl: c.coverImageUrl ?? null,
        bannerImageUrl: c.bannerImageUrl ?? null,
        productIds: c.productIds,
      })),
    })),
  };
}

export function registerRest(app: FastifyInstance, deps: RestDeps): void {
  const { catalog, content } = deps;
  const configured = deps.cities ?? CITIES.map((c) => c.id);

  app.get("/init/destinations", async (req, reply) => {
    const locale = localeOf(req);
    let supplier: OctoSupplier;
    let destinations: OctoDestination[];
    try {
      supplier = await catalog.supplier(locale);
      destinations = await catalog.destinations(locale);
    } catch (error) {
      req.log.error({ err: error }, "init/destinations: supplier failure");
      return fail(reply, 502, "DESTINATIONS_UNAVAILABLE", "DESTINATIONS_UNAVAILABLE", locale, {
        error: detailOf(error),
      });
    }
    if (!destinations.some((d) => d.categories?.some(isBaseOffer))) {
      req.log.error("init/destinations: no sight-base-offer category");
      return fail(reply, 502, "BASE_OFFER_MISSING", "BASE_OFFER_MISSING", locale);
    }
    return destinationPayload(supplier, destinations);
  });

  /**
   * The sight-base-offer categories (the city's first when ?city= is given): item 0 is the home category. Each item
   * also carries `prices`: the "price from" (and free-cancellation hours) of every product its city sells, as the
   * supplier gives them, so the site's build reads prices here (ADR 0342); {} when the products call fails.
   */
  app.get("/init/offers", async (req, reply) => {
    const locale = localeOf(req);
    let destinations: OctoDestination[];
    let prices: Record<string, PriceFrom> = {};
    /** Destination id → ids of the products whose own destination it is (beside the categories' product ids). */
    const ownProducts = new Map<string, string[]>();
    try {
      destinations = await catalog.destinations(locale);
    } catch (error) {
      req.log.error({ err: error }, "init/offers: supplier failure");
      return fail(reply, 502, "DESTINATIONS_UNAVAILABLE", "DESTINATIONS_UNAVAILABLE", locale, {
        error: detailOf(error),
      });
    }
    try {
      for (const product of await catalog.products(locale)) {
        const price = priceFromOf(product);
        if (price) prices[product.id] = price;
        if (product.destination)
          ownProducts.set(product.destination.id, [...(ownProducts.get(product.destination.id) ?? []), product.id]);
      }
    } catch (error) {
      // Prices are not worth failing the home category for: the pages show no price (spec: only destinations abort).
      req.log.warn({ err: error }, "init/offers: supplier products failure, no prices");
      prices = {};
    }
    const productsOf = (d: OctoDestination) =>
      new Set([...(d.categories ?? []).flatMap((c) => c.productIds), ...(ownProducts.get(d.id) ?? [])]);
    const pricesOf = (d: OctoDestination) =>
      Object.fromEntries([...productsOf(d)].flatMap((id) => (prices[id] ? [[id, prices[id]]] : [])));
    const { city } = OffersQuery.parse(req.query);
    const ordered = city
      ? [...destinations].sort(
          (a, b) => Number(cityOfDestination(b)?.id === city) - Number(cityOfDestination(a)?.id === city),
        )
      : destinations;
    const offers = ordered.flatMap((d) =>
      (d.categories ?? []).filter(isBaseOffer).map((c) => ({
        id: c.id,
        title: c.title,
        destinationId: d.id,
        city: cityOfDestination(d)?.id ?? null,
        productIds: c.productIds,
        prices: pricesOf(d),
      })),
    );
    if (offers.length === 0) return fail(reply, 502, "BASE_OFFER_MISSING", "BASE_OFFER_MISSING", locale);
    return offers;
  });

  /** [{city, name, gid}] for the configured cities; a configured city absent from the CMS is logged and dropped. */
  app.get("/init/cities", async (req, reply) => {
    const locale = localeOf(req);
    try {
      const records = await content.cities(locale);
      const known = new Set(configured);
      for (const city of configured) {
        if (!records.some((r) => r.city === city))
          req.log.warn({ city }, "init/cities: configured city absent from the CMS");
      }
      return records.filter((r) => known.has(r.city));
    } catch (error) {
      req.log.error({ err: error }, "init/cities: CMS failure");
      return fail(reply, 502, "CITIES_UNAVAILABLE", "CITIES_UNAVAILABLE", locale, { error: detailOf(error) });
    }
  });

  /** App rating; any CMS failure is logged only and the default 4/4 is returned. */
  app.get("/init/rating", async (req) => {
    try {
      const rating = await content.appRating();
      return {
        ranking_app_ios: rating.rankingAppIos ?? DEFAULT_APP_RATING,
        ranking_app_android: rating.rankingAppAndroid ?? DEFAULT_APP_RATING,
      };
    } catch (error) {
      req.log.warn({ err: error }, "init/rating: CMS failure, default rating");
      return { ranking_app_ios: DEFAULT_APP_RATING, ranking_app_android: DEFAULT_APP_RATING };
    }
  });

  app.get("/ventrata/webreferrer", async (req, reply) => {
    const locale = localeOf(req);
    const referrer = (ReferrerQuery.parse(req.query).referrer ?? "").trim();
    if (!referrer) return fail(reply, 404, "REFERRER_INVALID", "REFERRER_INVALID", locale);
    try {
      const partner = await content.partnerByReferrer(referrer);
      if (!partner) return fail(reply, 404, "REFERRER_INVALID", "REFERRER_INVALID", locale);
      return { partner_central: partner.partnerCentral ?? null };
    } catch (error) {
      req.log.error({ err: error }, "webreferrer: CMS failure");
      return fail(reply, 502, "CMS_UNAVAILABLE", "GENERIC", locale);
    }
  });
}
