import type { BlockData } from "../blocks/block-context";
import type { LayoutCity } from "./layout-cities";
import type { PageContext } from "../routes/page-context";
import { toArticleSummaries, toFaqEntries, toProductSummaries } from "./content-mappers";

type Maybe<T> = T | null | undefined;
interface CmsLists {
  Products?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  Articles?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  Faqs?: Maybe<{ docs?: Maybe<readonly unknown[]> }>;
  AppRating?: Maybe<{ iosUrl?: Maybe<string>; androidUrl?: Maybe<string>; rankingAppIos?: Maybe<number>; rankingAppAndroid?: Maybe<number> }>;
}

/** Everything blocks may show, from a page query's data and context (templates stay thin). */
export function toBlockData(cms: Maybe<CmsLists>, pageContext: PageContext, city: LayoutCity | undefined): BlockData {
  const app = cms?.AppRating;
  return {
    locale: pageContext.language,
    cityId: pageContext.cityId,
    currency: city?.currency ?? { value: "EUR", label: "€", prefix: false },
    products: toProductSummaries(cms?.Products?.docs as Parameters<typeof toProductSummaries>[0]),
    prices: pageContext.prices ?? {},
    homeProductIds: pageContext.homeProductIds ?? [],
    articles: toArticleSummaries(cms?.Articles?.docs as Parameters<typeof toArticleSummaries>[0]),
    faqs: toFaqEntries(cms?.Faqs?.docs as Parameters<typeof toFaqEntries>[0]),
    app: app
      ? { iosUrl: app.iosUrl ?? null, androidUrl: app.androidUrl ?? null, rankingAppIos: app.rankingAppIos ?? 4, rankingAppAndroid: app.rankingAppAndroid ?? 4 }
      : null,
    heroIsTitle: false,
  };
}
