import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { cityNameOf, toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import { toProductSummaries } from "../content/content-mappers";
import { headlineTour, toBookingData } from "../content/booking-data";
import type { PageContext } from "../routes/page-context";
import { SearchScreen } from "../search/search-screen";

type Props = PageProps<Queries.SearchPageQuery, PageContext>;

/** Fallback when the CMS city has no time zone (required there): the spec's default city's. */
const DEFAULT_TIME_ZONE = "Europe/Paris";

/** Search (route city-search): its own template, so the search code loads on this screen only. */
export default function SearchPage({ data, pageContext }: Props) {
  const t = useT();
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  return (
    <Layout data={data} pageContext={pageContext}>
      <div className="screen screen--search">
        <SearchScreen
          title={t("page.search", { city: city?.name ?? "" })}
          city={pageContext.cityId}
          locale={pageContext.language}
          timeZone={data.cms?.City?.docs?.[0]?.timezone || DEFAULT_TIME_ZONE}
          currency={city?.currency ?? { value: "EUR" }}
          products={toProductSummaries(data.cms?.Products?.docs as Parameters<typeof toProductSummaries>[0])}
          product={headlineTour(toBookingData(data.destination))}
        />
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SearchPageQuery, PageContext>) {
  return (
    <SeoHead
      data={data}
      title={translate(data, "page.search", { city: cityNameOf(data, pageContext.cityId) })}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query SearchPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
    # The headline tour whose calendar the date field shows (plugins/booking-source, ADR 0352).
    destination(city: { eq: $cityId }) {
      homeCategory {
        productIds
      }
      products {
        ...BookingPriceFields
      }
    }
    cms {
      City: Cities(where: { cityId: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          timezone
        }
      }
      Products(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "sortOrder"
      ) {
        docs {
          ...ProductCardFields
        }
      }
    }
  }
`;
