import { graphql } from "gatsby";
import React from "react";
import type { ArticleSummary } from "../content/content-mappers";
import { formatDate as formatLongDate } from "../../domain/format";
import type { Locale } from "../i18n/locales";
import { LocalizedLink } from "./localized-link";
import { IMAGE_SIZES, ResponsiveImage } from "./responsive-image";

/** What a card needs from a CMS article (city home teasers, inspiration list and archive). */
export const articleCardFields = graphql`
  fragment ArticleCardFields on Payload_Article {
    slug
    title
    excerpt
    publishedAt
    coverImage {
      ...ResponsiveMedia
    }
  }
`;

/** An inspiration article card: cover, title linking to the article, date, excerpt. */
export function ArticleCard({
  article,
  locale,
  city,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  locale: Locale;
  city: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="article-card">
      {article.image && (
        <ResponsiveImage image={article.image} sizes={IMAGE_SIZES.card} alt="" className="article-card__image" />
      )}
      <div className="article-card__body">
        <Heading className="article-card__title">
          <LocalizedLink to="city-inspiration-id" locale={locale} params={{ city, id: article.slug }}>
            {article.title}
          </LocalizedLink>
        </Heading>
        {article.publishedAt && (
          <p className="meta">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          </p>
        )}
        {article.excerpt && <p>{article.excerpt}</p>}
      </div>
    </article>
  );
}

/** A date as the locale writes it, computed in UTC so build and browser agree. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return formatLongDate(iso, locale, "UTC", { weekday: false });
}
