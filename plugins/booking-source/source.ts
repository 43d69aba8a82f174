/**
 * What the booking-source plugin reads at build time (ADR 0342): the web server's /api/init/* answers (spec
 * section 7, services/api/src/booking/rest.ts), per configured language where the answer is localized, reshaped
 * into the fields of the `Destination`, `Category` and `BookingProduct` nodes and the app rating. Pure but for
 * the injected fetch, so it is unit-tested without Gatsby (source.test.ts).
 */
import type { Locale } from "../../domain/locales";
import type { SiteConfig } from "../../domain/site-config";

/** A reason the spec gives for startup to abort (section 8): the build stops with this message, no stack trace. */
export class BuildAbort extends Error {
  override name = "BuildAbort";
}

/** Spec section 8, "Destinations call fails": 'Unable to fetch destination ... with err {status message}'. */
export const destinationsFailure = (url: string, detail: string): string =>
  `Unable to fetch destination ${url} with err ${detail}`;
/** Spec section 8, "Cities call fails": 'Unable to fetch cities ... with err ...'. */
export const citiesFailure = (url: string, detail: string): string =>
  `Unable to fetch cities ${url} with err ${detail}`;
/** Spec section 8, "No sight-base-offer category". */
export const BASE_OFFER_MISSING =
  "Unable to find esight base offer from CMS please provide the category with name sight-base-offer";
export const DEFAULT_APP_RATING = 4;

/** The booking API's origin for the build: BOOKING_API_URL (docs/configuration.md), default the web server on :8000. */
export const bookingApiUrl = (env: Record<string, string | undefined>): string =>
  (env.BOOKING_API_URL ?? "http://localhost:8000").replace(/\/$/, "");

// ---- The answers of /api/init/* (rest.ts) ----
interface ApiCategory {
  id: string;
  default?: boolean;
  title: string;
  shortDescription?: string | null;
  coverImageUrl?: string | null;
  bannerImageUrl?: string | null;
  productIds?: string[];
}
interface ApiDestinationItem {
  id: string;
  name?: string;
  city?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  categories?: ApiCategory[];
}
interface ApiDestinations {
  destinations?: ApiDestinationItem[];
}
interface ApiCity {
  city: string;
  name: string;
  gid: string | null;
}
interface ApiOptionFrom {
  optionId: string;
  durationMinutes: number | null;
  amount: number;
  original: number | null;
  currency: string;
}
interface ApiPriceFrom {
  amount: number;
  original: number | null;
  currency: string;
  optionId: string;
  freeCancellationHours: number | null;
  options?: ApiOptionFrom[];
}
interface ApiOffer {
  id: string;
  title: string;
  destinationId: string;
  city: string | null;
  productIds?: string[];
  prices?: Record<string, ApiPriceFrom>;
}
interface ApiRating {
  ranking_app_ios?: number;
  ranking_app_android?: number;
}

/** Everything the endpoints answered: destinations and cities per language, offers and rating once. */
export interface BookingAnswers {
  destinations: Partial<Record<Locale, ApiDestinations>>;
  cities: Partial<Record<Locale, ApiCity[]>>;
  offers: ApiOffer[];
  rating: ApiRating | null;
}

export type Fetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const errorText = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message} (${error.cause.message})`
      : error.message
    : String(error);

/** GET one endpoint: the body on 2xx; otherwise the API's own catalogue message (`message`) or the status. */
async function get(
  fetchImpl: Fetch,
  url: string,
): Promise<{ ok: true; body: unknown } | { ok: false; detail: string; message?: string }> {
  try {
    const res = await fetchImpl(url, { headers: { Accept: "application/json" } });
    const body = await res.json().catch(() => null);
    if (res.ok) return { ok: true, body };
    const message = (body as { message?: unknown } | null)?.message;
    return { ok: false, detail: `HTTP ${res.status}`, ...(typeof message === "string" ? { message } : {}) };
  } catch (error) {
    return { ok: false, detail: errorText(error) };
  }
}

/**
 * Reads the four endpoints. Destinations, cities or offers failing stop the build with the spec's text (the web
 * server's message when it gave one); the rating failing is only warned about (spec: "logged only").
 */
export async function fetchBookingAnswers(
  baseUrl: string,
  config: SiteConfig,
  fetchImpl: Fetch,
  warn: (message: string) => void,
): Promise<BookingAnswers> {
  const answers: BookingAnswers = { destinations: {}, cities: {}, offers: [], rating: null };
  for (const locale of config.languages) {
    const url = `${baseUrl}/api/init/destinations?locale=${locale}`;
    const d = await get(fetchImpl, url);
    if (!d.ok) throw new BuildAbort(d.message ?? destinationsFailure(url, d.detail));
    answers.destinations[locale] = d.body as ApiDestinations;
    const citiesUrl = `${baseUrl}/api/init/cities?locale=${locale}`;
    const c = await get(fetchImpl, citiesUrl);
    if (!c.ok) throw new BuildAbort(c.message ?? citiesFailure(citiesUrl, c.detail));
    answers.cities[locale] = Array.isArray(c.body) ? (c.body as ApiCity[]) : [];
  }
  const offersUrl = `${baseUrl}/api/init/offers?locale=${config.defaultLanguage}`;
  const o = await get(fetchImpl, offersUrl);
  if (!o.ok) throw new BuildAbort(o.message ?? destinationsFailure(offersUrl, o.detail));
  answers.offers = Array.isArray(o.body) ? (o.body as ApiOffer[]) : [];
  const r = await get(fetchImpl, `${baseUrl}/api/init/rating`);
  if (r.ok) answers.rating = r.body as ApiRating;
  else warn(`booking-source: /api/init/rating failed (${r.message ?? r.detail}): default rating ${DEFAULT_APP_RATING}`);
  return answers;
}

// ---- Node fields ----
export interface LocalizedText {
  locale: Locale;
  value: string;
}
export interface DestinationFields {
  /** The site's city id (the page routes' `city`). */
  city: string;
  destinationId: string;
  gid: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The city's name per configured language (CMS, through /api/init/cities). */
  names: LocalizedText[];
  /** Category id of the city's home offer (`sight-base-offer`, /api/init/offers). */
  homeCategoryId: string;
  categoryIds: string[];
}
export interface CategoryFields {
  categoryId: string;
  /** The destination's city id: the Category's foreign key to its Destination. */
  city: string;
  title: string;
  isHome: boolean;
  isDefault: boolean;
  coverImageUrl: string | null;
  bannerImageUrl: string | null;
  /** Product ids in the supplier's order: the foreign keys to BookingProduct nodes. */
  productIds: string[];
  shortDescriptions: LocalizedText[];
}
export interface BookingProductFields {
  productId: string;
  city: string;
  priceFrom: {
    amount: number;
    original: number | null;
    currency: string;
    optionId: string;
    freeCancellationHours: number | null;
    options?: ApiOptionFrom[];
  } | null;
}
export interface BookingNodes {
  destinations: DestinationFields[];
  categories: CategoryFields[];
  products: BookingProductFields[];
  rating: { rankingAppIos: number; rankingAppAndroid: number };
  /** Configured cities left out, one log line each (spec section 8: "logged and dropped"). */
  dropped: string[];
}

/**
 * The nodes of the configured cities that both the supplier (destinations) and the CMS (cities) return, in the
 * configured order. A city the configuration does not list is not built; a configured city one of them lacks is
 * dropped with a log line. A kept city without its home category stops the build (spec section 8).
 */
export function toBookingNodes(answers: BookingAnswers, config: SiteConfig): BookingNodes {
  const first = config.defaultLanguage;
  const items = (locale: Locale) => answers.destinations[locale]?.destinations ?? [];
  const dropped: string[] = [];
  const destinations: DestinationFields[] = [];
  const categories: CategoryFields[] = [];
  const products = new Map<string, BookingProductFields>();
  for (const city of config.cities) {
    const item = items(first).find((d) => d.city === city);
    const cmsCity = answers.cities[first]?.find((c) => c.city === city);
    if (!item || !cmsCity) {
      const missing = [!item && "the supplier's destinations", !cmsCity && "the CMS's cities"]
        .filter(Boolean)
        .join(" and ");
      dropped.push(`booking-source: configured city ${city} is absent from ${missing}: dropped`);
      continue;
    }
    const home = answers.offers.find((o) => o.city === city);
    if (!home) throw new BuildAbort(`${BASE_OFFER_MISSING} (city ${city})`);
    const localizedItem = (locale: Locale) => items(locale).find((d) => d.city === city);
    for (const category of item.categories ?? []) {
      categories.push({
        categoryId: category.id,
        city,
        title: category.title,
        isHome: category.id === home.id,
        isDefault: category.default ?? false,
        coverImageUrl: category.coverImageUrl ?? null,
        bannerImageUrl: category.bannerImageUrl ?? null,
        productIds: [...(category.productIds ?? [])],
        shortDescriptions: config.languages.flatMap((locale) => {
          const text = localizedItem(locale)?.categories?.find((c) => c.id === category.id)?.shortDescription;
          return text ? [{ locale, value: text }] : [];
        }),
      });
    }
    destinations.push({
      city,
      destinationId: item.id,
      gid: cmsCity.gid ?? null,
      country: item.country ?? null,
      latitude: item.latitude ?? null,
      longitude: item.longitude ?? null,
      names: config.languages.flatMap((locale) => {
        const name = answers.cities[locale]?.find((c) => c.city === city)?.name;
        return name ? [{ locale, value: name }] : [];
      }),
      homeCategoryId: home.id,
      categoryIds: (item.categories ?? []).map((c) => c.id),
    });
    for (const offer of answers.offers.filter((o) => o.city === city)) {
      for (const [productId, price] of Object.entries(offer.prices ?? {}))
        products.set(productId, { productId, city, priceFrom: price });
    }
    // Products of the city's categories without a price still get a node (their pages show no price).
    for (const c of item.categories ?? []) {
      for (const productId of c.productIds ?? [])
        if (!products.has(productId)) products.set(productId, { productId, city, priceFrom: null });
    }
  }
  const rating = {
    rankingAppIos: answers.rating?.ranking_app_ios ?? DEFAULT_APP_RATING,
    rankingAppAndroid: answers.rating?.ranking_app_android ?? DEFAULT_APP_RATING,
  };
  return { destinations, categories, products: [...products.values()], rating, dropped };
}
