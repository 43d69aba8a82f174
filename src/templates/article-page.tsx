import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { formatDate } from "../components/article-card";
import { IMAGE_SIZES, ResponsiveImage } from "../components/responsive-image";
import { RichText } from "../components/rich-text";
import { toImage } from "../content/content-mappers";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.ArticlePageQuery, PageContext>;

export default function ArticlePage({ data, pageContext }: Props) {
  const t = useT();
  const article = data.cms?.Articles?.docs?.[0];
  const cover = toImage(article?.coverImage);
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="section article">
        <h1>{article?.title}</h1>
        {article?.publishedAt && (
          <p className="meta">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, pageContext.language)}</time>
            {article.readingMinutes ? ` · ${t("articles.readingTime", { minutes: article.readingMinutes })}` : ""}
          </p>
        )}
        {article?.excerpt && <p className="lead">{article.excerpt}</p>}
        {cover && <ResponsiveImage className="article__cover" image={cover} sizes={IMAGE_SIZES.article} priority />}
        <RichText html={article?.body} className="rich-text article__body" />
        <LocalizedLink to="city-inspiration" locale={pageContext.language} params={{ city: pageContext.cityId }}>
          {t("articles.backToList")}
        </LocalizedLink>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, PageContext>) {
  const article = data.cms?.Articles?.docs?.[0];
  return (
    <SeoHead
      data={data}
      title={article?.title ?? translate(data, "nav.inspiration")}
      description={article?.excerpt ?? undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query ArticlePage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Articles(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          slug
          title
          excerpt
          publishedAt
          body
          readingMinutes
          coverImage {
            ...ResponsiveMedia
          }
        }
      }
    }
  }
`;
