import { graphql, type HeadProps, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { cityOfPath, toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { pathFor, routeOf } from "../../domain/route-table";
import { ErrorView } from "../layout/error-view";
import { CityNotFoundHelp, toursOfCity } from "../layout/city-not-found-help";

export type ErrorPageContext = PageContext & { errorCode: 404 | 500 };
type Props = PageProps<Queries.ErrorPageQuery, ErrorPageContext>;

/**
 * The web server answers an unknown URL with /{lang}/404's HTML; Gatsby's client then replaces the address
 * with /{lang}/404 (it exempts only a root /404). Put the visitor's URL back and return its path.
 */
function restoreRequestedUrl(): string {
  const requested = window.__requestedUrl;
  if (requested && requested.pathname !== window.location.pathname) {
    window.history.replaceState(window.history.state, "", requested.pathname + requested.search + requested.hash);
  }
  return requested?.pathname ?? window.location.pathname;
}

/** 404 and 500 pages (spec "Error page" and section 8). */
export default function ErrorPage({ data, pageContext }: Props) {
  const t = useT();
  const cities = toLayoutCities(data);
  // The failing path is only known in the browser: the static page is shared by every unknown URL.
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(restoreRequestedUrl()), []);
  const city = path ? cityOfPath(path, cities) : undefined;
  const locale = pageContext.language;
  const is404 = pageContext.errorCode === 404;
  // An inspiration page beyond the range is an empty list page, with a link to page 1 (spec "Pagination").
  const route = path ? routeOf(path) : null;
  if (is404 && city && route?.name === "city-inspiration-page") {
    const first = pathFor("city-inspiration", route.locale, { city: city.id });
    return (
      <Layout data={data} pageContext={pageContext}>
        <section className="section">
          <h1>{t("page.inspirationPage", { city: city.name, page: route.params.page ?? "" })}</h1>
          <p className="empty-page">
            {t("articles.empty")} <a href={first}>{t("articles.backToFirst")}</a>
          </p>
        </section>
      </Layout>
    );
  }
  // Inside a city, the city's header, navigation, menus and colours (spec: "a 404 inside a city keeps the city's
  // header and navigation"): the page is shared by every unknown URL, so the city is known only here.
  type Menus = NonNullable<Queries.LayoutDataFragment["cms"]>["Menus"];
  const cityMenus = (data.cms as { cityMenus?: Menus } | null)?.cityMenus ?? null;
  const layoutData = city && data.cms ? { ...data, cms: { ...data.cms, Menus: cityMenus } } : data;
  return (
    <Layout data={layoutData} pageContext={pageContext} chromeCityId={city?.id}>
      <ErrorView status={pageContext.errorCode} locale={locale} city={city} path={is404 ? path : null}>
        {is404 && city && (
          <CityNotFoundHelp
            city={city}
            locale={locale}
            path={path}
            tours={toursOfCity(data.cms?.cityTours?.docs, city.id)}
          />
        )}
      </ErrorView>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ErrorPageQuery, ErrorPageContext>) {
  const title = pageContext.errorCode === 404 ? translate(data, "error.404.title") : translate(data, "error.500.title");
  return <SeoHead data={data} title={title} pageContext={{ ...pageContext, alternates: [] }} noindex />;
}

export const query = graphql`
  query ErrorPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
    cms {
      # A 404 inside a city offers the city's closest tours (layout/city-not-found-help.tsx); the city is known only
      # in the browser, so every city's product titles are here (ids and titles only).
      cityTours: Products(limit: 0, locale: $cmsLocale, fallbackLocale: en) {
        docs {
          productId
          city
          title
        }
      }
      cityMenus: Menus(limit: 0, locale: $cmsLocale, fallbackLocale: en) {
        docs {
          city
          location
          items {
            label
            linkType
            productId
            inspirationSlug
            uri
          }
        }
      }
    }
  }
`;
