import { graphql, Link } from "gatsby";
import React from "react";
import { IMAGE_SIZES, ResponsiveImage } from "../../components/responsive-image";
import { toMediaImage } from "../../lib/media";
import { isSitePath, safeHref } from "../../../domain/safe-href";
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
      ...ResponsiveMedia
    }
  }
`;

export function HeroBlock({ block }: { block: BlockOf<"Payload_HeroBlock"> }) {
  const { heroIsTitle } = useBlockData();
  const Heading = heroIsTitle ? "h1" : "h2";
  const image = toMediaImage(block.image);
  const cta = block.ctaLabel ? safeHref(block.ctaLink) : undefined;
  return (
    <section className="hero-block">
      {image && <ResponsiveImage className="hero-block__image" image={image} sizes={IMAGE_SIZES.full} priority />}
      <div className="hero-block__text">
        {block.title && <Heading className="hero-block__title">{block.title}</Heading>}
        {block.subtitle && <p className="hero-block__subtitle">{block.subtitle}</p>}
        {cta &&
          (isSitePath(cta) ? (
            <Link className="button button--primary" to={cta}>
              {block.ctaLabel}
            </Link>
          ) : (
            <a className="button button--primary" href={cta} rel="noopener">
              {block.ctaLabel}
            </a>
          ))}
      </div>
    </section>
  );
}
