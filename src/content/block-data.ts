import type { Locale } from "../i18n/locales";
import type { Currency } from "../lib/money";
import type { PriceFrom } from "../lib/price-from";
import type { PageContext } from "../routes/page-context";
import { NO_BOOKING_DATA, type BookingData } from "./booking-data";
import {
  toArticleSummaries,
  toFaqEntries,
  toProductSummaries,
  type ArticleSummary,
  type FaqEntry,
  type ProductSummary,
} from "./content-mappers";
import type { LayoutCity } from "./layout-cities";

type Maybe<T> = T | null | undefined;

/** The app-store links and ratings (CMS AppRating): app promo block and app-install banner. */
export interface AppLinks {
  iosUrl: string | null;
  androidUrl: string | null;
  rankingAppIos: number;
  rankingAppAndroid: number;
}

/** What blocks may show besides their own fields: the page's data, passed by the template (blocks never fetch). */
export interface BlockData {
  locale: Locale;
  cityId: string;
  currency: Currency;
  products: ProductSummary[];
  prices: Record<string, PriceFrom>;
  /** Supplier's home offers; the OffersBlock's own ids are the fallback. */
  homeProductIds: string[];
  articles: ArticleSummary[];
  faqs: FaqEntry[];
  app: AppLinks | null;
  /** The hero is the page's h1 (city home, standalone pages without their own title). */
  heroIsTitle: boolean;
}

export const EMPTY_BLOCK_DATA: BlockData = {
  locale: "en",
  cityId: "",
  currency: { value: "EUR", label: "€", prefix: false },
  products: [],
  prices: {},
  homeProductIds: [],
  articles: [],
  faqs: [],
  app: null,
  heroIsTitle: false,
};

type AppRating = Maybe<{
  iosUrl?: Maybe<string>;
  androidUrl?: Maybe<string>;
  rankingAppIos?: Maybe<number>;
  rankingAppAndroid?: Maybe<number>;
}>;
/** The `BookingRating` node (/api/init/rating through plugins/booking-source; spec section 7). */
export type BookingRating = Maybe<{ rankingAppIos?: Maybe<number>; rankingAppAndroid?: Maybe<number> }>;

/**
 * The CMS app links with the ratings of /api/init/rating (the data layer's `BookingRating`), else the CMS's own;
 * the ratings default to 4 stars.
 */
export const toAppLinks = (app: AppRating, rating?: BookingRating): AppLinks | null =>
  app
    ? {
        iosUrl: app.iosUrl ?? null,
        androidUrl: app.androidUrl ?? null,
        rankingAppIos: rating?.rankingAppIos ?? app.rankingAppIos ?? 4,
        rankingAppAndroid: rating?.rankingAppAndroid ?? app.rankingAppAndroid ?? 4,
      }
    : null;

interface CmsLists {
  Products?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  Articles?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  Faqs?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  AppRating?: AppRating;
}

/** Everything blocks may show, from a page query's data and context (templates stay thin). */
export function toBlockData(
  cms: Maybe<CmsLists>,
  pageContext: PageContext,
  city: LayoutCity | undefined,
  booking: BookingData = NO_BOOKING_DATA,
  rating?: BookingRating,
): BlockData {
  return {
    locale: pageContext.language,
    cityId: pageContext.cityId,
    currency: city?.currency ?? { value: "EUR", label: "€", prefix: false },
    products: toProductSummaries(cms?.Products?.docs as Parameters<typeof toProductSummaries>[0]),
    prices: booking.prices,
    homeProductIds: booking.homeProductIds,
    articles: toArticleSummaries(cms?.Articles?.docs as Parameters<typeof toArticleSummaries>[0]),
    faqs: toFaqEntries(cms?.Faqs?.docs as Parameters<typeof toFaqEntries>[0]),
    app: toAppLinks(cms?.AppRating, rating),
    heroIsTitle: false,
  };
}
