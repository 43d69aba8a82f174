import { graphql } from "gatsby";
import React from "react";
import { mediaSrc, srcSetOf, type MediaImage } from "../lib/media";

/** The selection of a CMS media document every image needs: original, alt, intrinsic size, resized variants. */
export const responsiveMediaFields = graphql`
  fragment ResponsiveMedia on Payload_Media {
    url
    alt
    width
    height
    sizes {
      w480 {
        url
        width
      }
      w800 {
        url
        width
      }
      w1200 {
        url
        width
      }
      w1600 {
        url
        width
      }
    }
  }
`;

/** A card's width in the card grids from 560px (one, two or three columns, then 280px). */
const CARD_GRID = "(min-width: 1104px) 280px, (min-width: 832px) 33vw, (min-width: 560px) 50vw";

/**
 * `sizes` of the site's usual image slots (CSS in src/styles/global.css: main column at most 72rem with 1rem
 * padding, card grids of 16rem minimum columns, product layout 2fr/1fr from 960px, article column 48rem).
 */
export const IMAGE_SIZES = {
  /** Full width of the main column (hero block). */
  full: "(min-width: 1152px) 1120px, 100vw",
  /** A card of a grid (product, article cards). */
  card: `${CARD_GRID}, 100vw`,
  /** A pre-home city card: as a card from 560px, a thumbnail of 40% of the row below (the compact phone list). */
  cityCard: `${CARD_GRID}, 40vw`,
  /** The main column of the product layout. */
  productMain: "(min-width: 1152px) 725px, (min-width: 960px) 64vw, 100vw",
  /** A gallery tile (14rem minimum columns). */
  gallery: "(min-width: 960px) 240px, (min-width: 560px) 50vw, 100vw",
  /** The article column (48rem). */
  article: "(min-width: 800px) 768px, 100vw",
  /** A search hit's picture (14rem from 720px). */
  searchHit: "(min-width: 720px) 224px, 100vw",
} as const;

// React 18 does not know `fetchPriority` (it warns, React 19 does): the lowercase HTML attribute renders as is.
// Decoded asynchronously: the first frame (text included) is shown without waiting for the picture's decode.
const PRIORITY = { loading: "eager", fetchpriority: "high", decoding: "async" } as const;
const BELOW_THE_FOLD = { loading: "lazy", decoding: "async" } as const;

/**
 * A CMS image with `srcset` (its 480/800/1200/1600 WebP variants and the original), `sizes`, and its intrinsic
 * width and height (no layout shift). Below the fold (default) it loads lazily; the page's LCP image passes
 * `priority`: loaded at once with `fetchpriority="high"`. `alt` defaults to the CMS alt text; pass `""` where the
 * picture is decorative next to a heading that says the same.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  alt,
  className,
}: {
  image: MediaImage;
  sizes: string;
  priority?: boolean;
  alt?: string;
  className?: string;
}) {
  const src = mediaSrc(image.url);
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? PRIORITY : BELOW_THE_FOLD)}
    />
  );
}

/**
 * `<link rel="preload">` of a page's LCP image for its `<Head>` (the same `srcset` and `sizes` as its
 * `<ResponsiveImage priority>`, so the browser fetches one file): requested from the top of the HTML, before the
 * inline CSS and the markup above the image have arrived.
 */
export function ImagePreload({ image, sizes }: { image: MediaImage; sizes: string }) {
  const href = mediaSrc(image.url);
  if (!href) return null;
  return (
    <link
      rel="preload"
      as="image"
      href={href}
      imageSrcSet={srcSetOf(image)}
      imageSizes={sizes}
      {...{ fetchpriority: "high" }}
    />
  );
}
