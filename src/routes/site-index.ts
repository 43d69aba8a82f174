import { isLocale, type Locale } from "../i18n/locales";
import type { SiteIndex } from "./page-specs";

/** Reshapes the index query (plugins/localized-pages: destinations and the CMS) into what page creation needs. */
export function toSiteIndex(data: Queries.LocalizedPagesIndexQuery): SiteIndex {
  const cms = data.cms;
  const str = (v: string | null | undefined) => v ?? "";
  return {
    // The data layer's destinations, in their (configured) order, with each city's languages from the CMS.
    cities: data.allDestination.nodes.flatMap(({ city }) => {
      const doc = cms?.Cities?.docs?.find((c) => c?.cityId === city);
      return doc ? [{ id: city, locales: (doc.locales ?? []).flatMap((l): Locale[] => (isLocale(l) ? [l] : [])) }] : [];
    }),
    products: (cms?.Products?.docs ?? []).flatMap((p) =>
      p?.productId ? [{ id: p.productId, city: str(p.city) }] : [],
    ),
    articles: (cms?.Articles?.docs ?? []).flatMap((a) =>
      a?.slug ? [{ slug: a.slug, city: str(a.city), publishedAt: str(a.publishedAt) }] : [],
    ),
    pages: (cms?.Pages?.docs ?? []).flatMap((p) => (p?.slug ? [{ slug: p.slug, city: p.city || null }] : [])),
    partners: (cms?.Partners?.docs ?? []).flatMap((p) =>
      p?.slug ? [{ slug: p.slug, cities: (p.localPages ?? []).map((l) => str(l?.city)).filter(Boolean) }] : [],
    ),
  };
}
