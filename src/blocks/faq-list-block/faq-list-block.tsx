import { graphql } from "gatsby";
import React from "react";
import { FaqList } from "../../components/faq-list";
import { LocalizedLink } from "../../components/localized-link";
import { useT } from "../../i18n/use-t";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment FaqListBlock on Payload_FaqListBlock {
    id
    title
    limit
  }
`;

export function FaqListBlock({ block }: { block: BlockOf<"Payload_FaqListBlock"> }) {
  const t = useT();
  const { faqs, locale, cityId } = useBlockData();
  const shown = faqs.slice(0, block.limit ?? 5);
  if (shown.length === 0) return null;
  return (
    <section className="block faq-list-block">
      {block.title && <h2>{block.title}</h2>}
      <FaqList items={shown} />
      {cityId && (
        <p>
          <LocalizedLink to="city-help-faq" locale={locale} params={{ city: cityId }}>
            {t("faq.all")}
          </LocalizedLink>
        </p>
      )}
    </section>
  );
}
