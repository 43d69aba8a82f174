import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { toBlockData, type BlockData } from "../content/block-data";
import { headlineTour, toBookingData } from "../content/booking-data";
import { toAlerts, toOffice } from "../content/city-info";
import { toMapRoutes } from "../content/content-mappers";
import { cityNameOf, toLayoutCities, type LayoutCity } from "../content/layout-cities";
import type { Locale } from "../i18n/locales";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { LazyHelpForm } from "../forms/lazy-help-form";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import { assertNever } from "../lib/assert-never";
import { isCityPageRoute, type CityPageRoute } from "../routes/city-page-routes";
import type { PageContext } from "../routes/page-context";
import { SCREEN_TITLES } from "../routes/screen-titles";
import { CityHome } from "../screens/city-home";
import { HelpScreen } from "../screens/help-screen";
import { MapScreen } from "../screens/map-screen";
import { PrivateTour } from "../screens/private-tour";
import { ServiceStatus } from "../screens/service-status";
import { ServiceAlertsArea } from "../components/service-alerts-area";
import { ToursList } from "../screens/tours-list";
import { SearchBox } from "../search/search-box";

type Props = PageProps<Queries.CityPageQuery, PageContext>;
type Cms = Queries.CityPageQuery["cms"];

/** The screen of a city-page route: data in (content mappers), a screen out. */
function CityScreen({
  route,
  title,
  cms,
  blockData,
  city,
  locale,
  alertsLabel,
}: {
  route: CityPageRoute;
  title: string;
  cms: Cms;
  blockData: BlockData;
  city: LayoutCity | undefined;
  locale: Locale;
  alertsLabel: string;
}) {
  const office = toOffice(cms?.City?.docs?.[0]?.office);
  switch (route) {
    case "city-home":
      // The city's current service alerts where people start booking.
      return (
        <>
          <ServiceAlertsArea
            alerts={toAlerts(cms?.ServiceAlerts?.docs)}
            locale={locale}
            city={blockData.cityId}
            label={alertsLabel}
          />
          {/* The date-and-party search, above the fold on a phone (ADR 0352). */}
          <SearchBox
            city={blockData.cityId}
            locale={locale}
            timeZone={cms?.City?.docs?.[0]?.timezone || "Europe/Paris"}
            product={headlineTour(blockData)}
          />
          <CityHome title={title} blocks={cms?.HomePages?.docs?.[0]?.blocks ?? []} data={blockData} />
        </>
      );
    case "city-tours":
      return <ToursList title={title} data={blockData} />;
    case "city-map":
      return <MapScreen title={title} routes={toMapRoutes(cms?.MapRoutes?.docs)} city={blockData.cityId} />;
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
          variant={HELP_VARIANTS[route]}
          form={
            route === "city-help-contact" ? <LazyHelpForm kind="contact" city={city.id} locale={locale} /> : undefined
          }
        />
      ) : null;
    case "city-service-status":
      return <ServiceStatus title={title} locale={locale} alerts={toAlerts(cms?.ServiceAlerts?.docs)} />;
    case "city-private-tour":
      return city ? (
        <PrivateTour
          title={title}
          city={city}
          office={office}
          locale={locale}
          form={<LazyHelpForm kind="private-tour" city={city.id} locale={locale} />}
        />
      ) : null;
    default:
      return assertNever(route);
  }
}

const HELP_VARIANTS = { "city-help": "help", "city-help-faq": "faq", "city-help-contact": "contact" } as const;

/** The city screens (home, tours, map, private tour, help, FAQ, contact, service status); search has its own template. */
export default function CityPage({ data, pageContext }: Props) {
  const t = useT();
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  const route = pageContext.routeName;
  return (
    <Layout data={data} pageContext={pageContext}>
      <div className={`screen screen--${pageContext.pageType}`}>
        {isCityPageRoute(route) && (
          <CityScreen
            route={route}
            title={t(SCREEN_TITLES[route], { city: city?.name ?? "" })}
            cms={data.cms}
            blockData={toBlockData(data.cms, pageContext, city, toBookingData(data.destination), data.bookingRating)}
            city={city}
            locale={pageContext.language}
            alertsLabel={t("alerts.areaLabel")}
          />
        )}
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CityPageQuery, PageContext>) {
  const city = cityNameOf(data, pageContext.cityId);
  const seo = pageContext.routeName === "city-home" ? data.cms?.HomePages?.docs?.[0]?.seo : null;
  return (
    <SeoHead
      data={data}
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
    # The supplier's tours and prices of the city (plugins/booking-source): read here, not from page context.
    destination(city: { eq: $cityId }) @include(if: $withProducts) {
      homeCategory @include(if: $withHome) {
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
      Products(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "sortOrder"
      ) @include(if: $withProducts) {
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
      ServiceAlerts(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "-startDate"
      ) @include(if: $withAlerts) {
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
      Articles(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 6
        sort: "-publishedAt"
      ) @include(if: $withArticles) {
        docs {
          ...ArticleCardFields
        }
      }
      MapRoutes(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0)
        @include(if: $withRoutes) {
        docs {
          routeId
          name
          color
          path
          stops {
            name
            label
            latitude
            longitude
          }
        }
      }
      HomePages(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1)
        @include(if: $withHome) {
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
