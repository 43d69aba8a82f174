import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.ArticlePageQuery, PageContext>;

export default function ArticlePage({ data, pageContext }: Props) {
  const t = useT();
  const article = data.cms?.Articles?.docs?.[0];
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="section article">
        <h1>{article?.title}</h1>
        {article?.publishedAt && <p className="meta"><time dateTime={article.publishedAt}>{article.publishedAt.slice(0, 10)}</time></p>}
        {article?.excerpt && <p className="hero__lead">{article.excerpt}</p>}
        <LocalizedLink to="city-inspiration" locale={pageContext.language} params={{ city: pageContext.cityId }}>
          {t("nav.inspiration")}
        </LocalizedLink>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, PageContext>) {
  const article = data.cms?.Articles?.docs?.[0];
  return (
    <SeoHead
      title={article?.title ?? translate(data, "nav.inspiration")}
      description={article?.excerpt ?? undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query ArticlePage($language: String!, $cmsLocale: Payload_LocaleInputType!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Articles(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          slug
          title
          excerpt
          publishedAt
        }
      }
    }
  }
`;
