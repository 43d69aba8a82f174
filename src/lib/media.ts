/** Where the build copies CMS media (gatsby-node onPostBuild): pages never depend on the CMS at run time. */
export const MEDIA_DIR = "cms-media";

/** The static URL of a CMS media URL (`/api/media/file/x.webp` or absolute) → `/cms-media/x.webp`. */
export function mediaSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = /\/api\/media\/file\/([^?#]+)$/.exec(url);
  if (!match?.[1]) return /^https?:\/\//.test(url) ? url : undefined;
  return `/${MEDIA_DIR}/${match[1]}`;
}

type Maybe<T> = T | null | undefined;

/** The CMS's image sizes (services/cms/src/collections/media.ts), as the build copies them and the fragment reads them. */
export const MEDIA_SIZE_NAMES = ["w480", "w800", "w1200", "w1600"] as const;

/** One width the CMS made of an image (its `imageSizes`: 480, 800, 1200, 1600 wide WebP; ADR 0200). */
export interface ImageVariant {
  url: string;
  width: number;
}

/** A CMS image as components show it: the original (fallback `src`) and its resized variants (`srcset`). */
export interface MediaImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** What a GraphQL selection of a CMS media document looks like (the ResponsiveMedia fragment). */
export interface MediaLike {
  url?: Maybe<string>;
  alt?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
  sizes?: Maybe<Record<string, Maybe<{ url?: Maybe<string>; width?: Maybe<number> } | string>>>;
}

/**
 * The image of a media selection, null without a file. A size the CMS skipped (an original narrower than the size:
 * Payload does not enlarge) comes back without a URL and is left out.
 */
export function toMediaImage(media: Maybe<MediaLike>): MediaImage | null {
  if (!media?.url) return null;
  const variants = Object.values(media.sizes ?? {}).flatMap((v) =>
    v && typeof v === "object" && v.url && v.width ? [{ url: v.url, width: v.width }] : [],
  );
  return { url: media.url, alt: media.alt ?? "", width: media.width ?? 1200, height: media.height ?? 675, variants };
}

/**
 * The `srcset` of an image: its variants narrower than the original, then the original itself, by width (spaces and
 * commas in a file name escaped: they separate candidates).
 */
export function srcSetOf(image: MediaImage): string {
  const byWidth = new Map<number, string>();
  for (const v of image.variants) {
    const src = mediaSrc(v.url);
    if (src && v.width < image.width) byWidth.set(v.width, src);
  }
  const original = mediaSrc(image.url);
  if (original) byWidth.set(image.width, original);
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, src]) => `${src.replace(/[\s,]/g, encodeURIComponent)} ${w}w`)
    .join(", ");
}
