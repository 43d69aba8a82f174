import { graphql, Link } from "gatsby";
import React from "react";
import { mediaSrc } from "../../lib/media";
import { isSitePath, safeHref } from "../../lib/safe-href";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment HeroBlock on Payload_HeroBlock {
    id
    title
    subtitle
    ctaLabel
    ctaLink
    image {
      url
      alt
      width
      height
    }
  }
`;

export function HeroBlock({ block }: { block: BlockOf<"Payload_HeroBlock"> }) {
  const { heroIsTitle } = useBlockData();
  const Heading = heroIsTitle ? "h1" : "h2";
  const src = mediaSrc(block.image?.url);
  const cta = block.ctaLabel ? safeHref(block.ctaLink) : undefined;
  return (
    <section className="hero-block">
      {src && (
        <img
          className="hero-block__image"
          src={src}
          alt={block.image?.alt ?? ""}
          width={block.image?.width ?? 1200}
          height={block.image?.height ?? 675}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="hero-block__text">
        {block.title && <Heading className="hero-block__title">{block.title}</Heading>}
        {block.subtitle && <p className="hero-block__subtitle">{block.subtitle}</p>}
        {cta &&
          (isSitePath(cta) ? (
            <Link className="button button--primary" to={cta}>{block.ctaLabel}</Link>
          ) : (
            <a className="button button--primary" href={cta} rel="noopener">{block.ctaLabel}</a>
          ))}
      </div>
    </section>
  );
}
