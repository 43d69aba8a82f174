import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { localeForCity } from "../i18n/locales";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import type { RouteName } from "../../domain/route-table";
import { SCREEN_TITLES } from "../routes/screen-titles";

type Props = PageProps<Queries.SitemapPageQuery, PageContext>;

/** Every city's main screens: routes whose only parameter is the city. */
const CITY_LINKS = [
  "city-home",
  "city-tours",
  "city-search",
  "city-map",
  "city-inspiration",
  "city-private-tour",
  "city-help",
  "city-help-faq",
  "city-help-contact",
  "city-service-status",
] as const satisfies readonly RouteName[];

/** The human site map: every city's main screens and the static pages. */
export default function SitemapPage({ data, pageContext }: Props) {
  const t = useT();
  const pages = data.cms?.Pages?.docs ?? [];
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="section">
        <h1>{t("page.sitemap")}</h1>
        <div className="sitemap">
          {toLayoutCities(data).map((city) => {
            const locale = localeForCity(city.locales, pageContext.language);
            return (
              <section key={city.id} aria-labelledby={`sitemap-${city.id}`}>
                <h2 id={`sitemap-${city.id}`}>{city.name}</h2>
                <ul>
                  {CITY_LINKS.map((route) => (
                    <li key={route}>
                      <LocalizedLink to={route} locale={locale} params={{ city: city.id }}>
                        {t(SCREEN_TITLES[route], { city: city.name })}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <section aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">{t("footer.legal")}</h2>
            <ul>
              {pages.map((p) =>
                p?.slug ? (
                  <li key={p.slug}>
                    <LocalizedLink to="page-id" locale={pageContext.language} params={{ id: p.slug }}>
                      {p.title}
                    </LocalizedLink>
                  </li>
                ) : null,
              )}
            </ul>
          </section>
        </div>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SitemapPageQuery, PageContext>) {
  return <SeoHead data={data} title={translate(data, "page.sitemap")} pageContext={pageContext} />;
}

export const query = graphql`
  query SitemapPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Pages(where: { city: { exists: false } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "slug") {
        docs {
          slug
          title
        }
      }
    }
  }
`;
