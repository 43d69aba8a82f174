import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { ArticleCard } from "../components/article-card";
import { InspirationPagination } from "../components/inspiration-pagination";
import { inSlugOrder, toArticleSummaries } from "../content/content-mappers";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { cityNameOf } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { SCREEN_TITLES } from "../routes/screen-titles";

type Props = PageProps<Queries.InspirationListQuery, PageContext>;

export default function InspirationList({ data, pageContext }: Props) {
  const t = useT();
  const locale = pageContext.language;
  const city = pageContext.cityId;
  const pagination = pageContext.pagination ?? { page: 1, pageCount: 1, slugs: [] };
  const articles = toArticleSummaries(inSlugOrder(data.cms?.Articles?.docs, pagination.slugs));
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="section">
        <h1>{t(SCREEN_TITLES[pageContext.routeName], { city: cityNameOf(data, city), page: pagination.page })}</h1>
        {articles.length === 0 ? (
          <p>
            {t("articles.empty")}{" "}
            <LocalizedLink to="city-inspiration" locale={locale} params={{ city }}>
              {t("articles.backToFirst")}
            </LocalizedLink>
          </p>
        ) : (
          <ul className="card-grid">
            {articles.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} locale={locale} city={city} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {pageContext.routeName !== "city-inspiration-archive" && (
          <InspirationPagination city={city} locale={locale} page={pagination.page} pageCount={pagination.pageCount} />
        )}
        <p>
          <LocalizedLink to="city-inspiration-archive" locale={locale} params={{ city }}>
            {t("articles.archive")}
          </LocalizedLink>
        </p>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.InspirationListQuery, PageContext>) {
  const title = translate(data, SCREEN_TITLES[pageContext.routeName], {
    city: cityNameOf(data, pageContext.cityId),
    page: pageContext.pagination?.page ?? 1,
  });
  return <SeoHead data={data} title={title} pageContext={pageContext} />;
}

export const query = graphql`
  query InspirationList(
    $language: String!
    $cmsLocale: Payload_LocaleInputType!
    $cityId: String!
    $articleSlugs: [String]!
  ) {
    ...Locales
    ...LayoutData
    cms {
      Articles(where: { slug: { in: $articleSlugs } }, locale: $cmsLocale, fallbackLocale: en, limit: 0) {
        docs {
          ...ArticleCardFields
        }
      }
    }
  }
`;
