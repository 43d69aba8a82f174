import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { CityHome, HelpScreen, MapScreen, PrivateTour, ProductsScreen, ServiceStatus, ToursList, type Office } from "../screens/city-screens";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { cityNameOf, toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import { toBlockData } from "../content/block-data";
import { toMapRoutes } from "../content/content-mappers";
import type { PageContext } from "../routes/page-context";
import { SCREEN_TITLES } from "../routes/screen-titles";

type Props = PageProps<Queries.CityPageQuery, PageContext>;

/** The city screens (home, tours, search, map, private tour, help, FAQ, contact, service status). */
export default function CityPage({ data, pageContext }: Props) {
  const t = useT();
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  const title = t(SCREEN_TITLES[pageContext.routeName], { city: city?.name ?? "" });
  const blockData = toBlockData(data.cms, pageContext, city);
  const locale = pageContext.language;
  const doc = data.cms?.City?.docs?.[0];
  const office: Office | null = doc?.office
    ? {
        name: doc.office.name ?? null,
        address: doc.office.address ?? null,
        telephone: doc.office.telephone ?? null,
        openingHours: doc.office.openingHours ?? null,
        latitude: doc.office.latitude ?? null,
        longitude: doc.office.longitude ?? null,
      }
    : null;
  const screen = (() => {
    switch (pageContext.routeName) {
      case "city-home":
        return <CityHome title={title} blocks={data.cms?.HomePages?.docs?.[0]?.blocks ?? []} data={blockData} />;
      case "city-tours":
        return <ToursList title={title} data={blockData} />;
      case "city-map":
        return <MapScreen title={title} routes={toMapRoutes(data.cms?.MapRoutes?.docs)} />;
      case "city-help":
      case "city-help-faq":
      case "city-help-contact":
        return city ? (
          <HelpScreen
            title={title}
            city={city}
            office={office}
            faqs={blockData.faqs}
            locale={locale}
            variant={pageContext.routeName === "city-help" ? "help" : pageContext.routeName === "city-help-faq" ? "faq" : "contact"}
          />
        ) : null;
      case "city-service-status":
        return (
          <ServiceStatus
            title={title}
            locale={locale}
            alerts={(data.cms?.ServiceAlerts?.docs ?? []).flatMap((a) =>
              a?.title
                ? [{ title: a.title, startDate: a.startDate ?? null, endDate: a.endDate ?? null, severity: a.severity ?? null, lines: (a.lines ?? []).flatMap((l) => (l?.text ? [l.text] : [])) }]
                : [],
            )}
          />
        );
      case "city-private-tour":
        return city ? <PrivateTour title={title} city={city} office={office} locale={locale} /> : null;
      default:
        return <ProductsScreen title={title} intro={t("search.intro")} data={blockData} />;
    }
  })();
  return (
    <Layout data={data} pageContext={pageContext}>
      <div className={`screen screen--${pageContext.pageType}`}>{screen}</div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CityPageQuery, PageContext>) {
  const city = cityNameOf(data, pageContext.cityId);
  const seo = pageContext.routeName === "city-home" ? data.cms?.HomePages?.docs?.[0]?.seo : null;
  return (
    <SeoHead
      title={seo?.metaTitle || translate(data, SCREEN_TITLES[pageContext.routeName], { city })}
      description={seo?.metaDescription ?? undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query CityPage(
    $language: String!
    $cmsLocale: Payload_LocaleInputType!
    $cityId: String!
    $withProducts: Boolean!
    $withFaqs: Boolean!
    $withAlerts: Boolean!
    $withHome: Boolean!
    $withRoutes: Boolean!
    $withArticles: Boolean!
  ) {
    ...Locales
    ...LayoutData
    cms {
      City: Cities(where: { cityId: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          office {
            name
            address
            latitude
            longitude
            telephone
            openingHours
          }
        }
      }
      Products(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "sortOrder")
        @include(if: $withProducts) {
        docs {
          ...ProductCardFields
        }
      }
      Faqs(
        where: { OR: [{ city: { equals: $cityId } }, { city: { exists: false } }] }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "sortOrder"
      ) @include(if: $withFaqs) {
        docs {
          question
          answer
        }
      }
      ServiceAlerts(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "-startDate")
        @include(if: $withAlerts) {
        docs {
          title
          startDate
          endDate
          severity
          lines {
            text
          }
        }
      }
      Articles(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 6, sort: "-publishedAt")
        @include(if: $withArticles) {
        docs {
          ...ArticleCardFields
        }
      }
      MapRoutes(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0) @include(if: $withRoutes) {
        docs {
          routeId
          name
          color
          path
          stops {
            name
            latitude
            longitude
          }
        }
      }
      HomePages(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) @include(if: $withHome) {
        docs {
          seo {
            metaTitle
            metaDescription
          }
          ...HomePageBlocks
        }
      }
    }
  }
`;
