import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import { cityNameOf } from "../layout/layout-cities";
import type { PageContext } from "../routes/page-context";
import { SCREEN_TITLES } from "../routes/screen-titles";
import { stripTags } from "../lib/strip-tags";

type Props = PageProps<Queries.CityPageQuery, PageContext>;

/** The city screens whose own content comes in later issues: title, layout and the CMS lists they show. */
export default function CityPage({ data, pageContext }: Props) {
  const t = useT();
  const city = cityNameOf(data, pageContext.cityId);
  const locale = pageContext.language;
  const products = data.cms?.Products?.docs ?? [];
  const faqs = data.cms?.Faqs?.docs ?? [];
  const alerts = data.cms?.ServiceAlerts?.docs ?? [];
  const hero = data.cms?.HomePages?.docs?.[0]?.blocks?.find((b) => b?.__typename === "Payload_HeroBlock");
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="hero">
        <h1>{t(SCREEN_TITLES[pageContext.routeName], { city })}</h1>
        {hero && "title" in hero && hero.title && <p className="hero__lead">{hero.title}</p>}
      </section>
      {pageContext.withProducts && (
        <section aria-labelledby="products-title" className="section">
          <h2 id="products-title">{t("products.title")}</h2>
          {products.length === 0 ? (
            <p>{t("products.empty")}</p>
          ) : (
            <ul className="card-grid">
              {products.map((p) =>
                p?.productId ? (
                  <li key={p.productId} className="card">
                    <h3>
                      <LocalizedLink to="city-product-id" locale={locale} params={{ city: pageContext.cityId, id: p.productId }}>
                        {p.title}
                      </LocalizedLink>
                    </h3>
                    {p.shortDescription && <p>{p.shortDescription}</p>}
                  </li>
                ) : null,
              )}
            </ul>
          )}
        </section>
      )}
      {pageContext.withFaqs && (
        <section aria-labelledby="faq-title" className="section">
          <h2 id="faq-title">{t("page.helpFaq")}</h2>
          {faqs.map((f, i) => (
            <details key={i} className="faq">
              <summary>{f?.question}</summary>
              <p>{stripTags(f?.answer ?? "")}</p>
            </details>
          ))}
        </section>
      )}
      {pageContext.withAlerts && pageContext.routeName === "city-service-status" && (
        <section aria-labelledby="alerts-title" className="section">
          <h2 id="alerts-title">{t("nav.serviceStatus")}</h2>
          {alerts.length === 0 ? (
            <p>{t("alerts.none")}</p>
          ) : (
            <ul className="alerts">
              {alerts.map((a, i) => (
                <li key={i} className="alert">
                  <h3>{a?.title}</h3>
                  <p>{t("alerts.from", { start: (a?.startDate ?? "").slice(0, 10), end: (a?.endDate ?? "").slice(0, 10) })}</p>
                  {(a?.lines ?? []).map((line, j) => (
                    <p key={j}>{line?.text}</p>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CityPageQuery, PageContext>) {
  const city = cityNameOf(data, pageContext.cityId);
  return (
    <SeoHead
      title={translate(data, SCREEN_TITLES[pageContext.routeName], { city })}
      pageContext={pageContext}
      noindex={pageContext.pageType.startsWith("checkout") || pageContext.pageType.startsWith("callback")}
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
  ) {
    ...Locales
    ...LayoutData
    cms {
      Products(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "sortOrder")
        @include(if: $withProducts) {
        docs {
          productId
          title
          shortDescription
        }
      }
      Faqs(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "sortOrder")
        @include(if: $withFaqs) {
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
          lines {
            text
          }
        }
      }
      HomePages(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) @include(if: $withHome) {
        docs {
          blocks {
            __typename
            ... on Payload_HeroBlock {
              title
            }
          }
        }
      }
    }
  }
`;
