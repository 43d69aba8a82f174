import { graphql } from "gatsby";
import React from "react";
import { ArticleCard } from "../../components/article-card";
import { LocalizedLink } from "../../components/localized-link";
import { useT } from "../../i18n/use-t";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment ArticleTeasersBlock on Payload_ArticleTeasersBlock {
    id
    title
    limit
  }
`;

export function ArticleTeasersBlock({ block }: { block: BlockOf<"Payload_ArticleTeasersBlock"> }) {
  const t = useT();
  const { articles, locale, cityId } = useBlockData();
  const shown = articles.slice(0, block.limit ?? 3);
  if (shown.length === 0 || !cityId) return null;
  return (
    <section className="block article-teasers-block">
      {block.title && <h2>{block.title}</h2>}
      <ul className="card-grid">
        {shown.map((a) => (
          <li key={a.slug}>
            <ArticleCard article={a} locale={locale} city={cityId} />
          </li>
        ))}
      </ul>
      <p>
        <LocalizedLink to="city-inspiration" locale={locale} params={{ city: cityId }}>
          {t("articles.all")}
        </LocalizedLink>
      </p>
    </section>
  );
}
