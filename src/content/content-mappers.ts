/** View models of CMS content (what components show) and the pure mappers that build them from query data. */
import { toMediaImage, type MediaImage, type MediaLike } from "../lib/media";

type Maybe<T> = T | null | undefined;
export type Image = MediaImage;

/** A tour as a card shows it (city home, tours, static pages with offers). */
export interface ProductSummary {
  productId: string;
  /** The CMS's Ventrata id, the analytics item id when set (ADR 0350). */
  ventrataId?: string | null;
  title: string;
  shortDescription: string | null;
  offerType: string | null;
  promoPercent: number | null;
  image: Image | null;
  /** Duration or validity as the CMS words it ("2 hours", "24 or 48 hours"). */
  duration?: string | null;
  /** Average rating out of 5 and the number of reviews, when the CMS has them. */
  rating?: number | null;
  reviewCount?: number | null;
}

/** An inspiration article as a card shows it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  publishedAt: string | null;
  image: Image | null;
}

export interface FaqEntry {
  question: string;
  /** Sanitized HTML. */
  answer: string;
}

export const toImage = (media: Maybe<MediaLike>): Image | null => toMediaImage(media);

/** CMS offer types come back from GraphQL with underscores (hop_on_hop_off): the catalogue uses dashes. */
export const toOfferType = (value: Maybe<string>): string | null => (value ? value.replace(/_/g, "-") : null);

interface ProductDoc {
  productId?: Maybe<string>;
  ventrataId?: Maybe<string>;
  title?: Maybe<string>;
  shortDescription?: Maybe<string>;
  offerType?: Maybe<string>;
  promoPercent?: Maybe<number>;
  duration?: Maybe<string>;
  rating?: Maybe<number>;
  reviewCount?: Maybe<number>;
  photos?: Maybe<readonly Maybe<{ image?: Maybe<MediaLike> }>[]>;
}

export function toProductSummaries(docs: Maybe<readonly Maybe<ProductDoc>[]>): ProductSummary[] {
  return (docs ?? []).flatMap((p) =>
    p?.productId
      ? [
          {
            productId: p.productId,
            ventrataId: p.ventrataId || null,
            title: p.title ?? p.productId,
            shortDescription: p.shortDescription ?? null,
            offerType: toOfferType(p.offerType),
            promoPercent: p.promoPercent ?? null,
            image: toImage(p.photos?.[0]?.image),
            duration: p.duration ?? null,
            rating: typeof p.rating === "number" && p.rating > 0 ? p.rating : null,
            reviewCount: p.reviewCount ?? null,
          },
        ]
      : [],
  );
}

interface ArticleDoc {
  slug?: Maybe<string>;
  title?: Maybe<string>;
  excerpt?: Maybe<string>;
  publishedAt?: Maybe<string>;
  coverImage?: Maybe<MediaLike>;
}

export function toArticleSummaries(docs: Maybe<readonly Maybe<ArticleDoc>[]>): ArticleSummary[] {
  return (docs ?? []).flatMap((a) =>
    a?.slug
      ? [
          {
            slug: a.slug,
            title: a.title ?? a.slug,
            excerpt: a.excerpt ?? null,
            publishedAt: a.publishedAt ?? null,
            image: toImage(a.coverImage),
          },
        ]
      : [],
  );
}

/** The documents of the given slugs, in the order of the slugs (an inspiration list page); missing ones are skipped. */
export function inSlugOrder<T extends { slug?: Maybe<string> }>(
  docs: Maybe<readonly Maybe<T>[]>,
  slugs: readonly string[],
): T[] {
  const bySlug = new Map((docs ?? []).flatMap((d) => (d?.slug ? [[d.slug, d] as const] : [])));
  return slugs.flatMap((slug) => {
    const doc = bySlug.get(slug);
    return doc ? [doc] : [];
  });
}

export function toFaqEntries(
  docs: Maybe<readonly Maybe<{ question?: Maybe<string>; answer?: Maybe<string> }>[]>,
): FaqEntry[] {
  return (docs ?? []).flatMap((f) => (f?.question ? [{ question: f.question, answer: f.answer ?? "" }] : []));
}

/** Products grouped by offer type, in the order of the first product of each type (tours list sections). */
export function groupByOfferType(products: readonly ProductSummary[]): { type: string; products: ProductSummary[] }[] {
  const groups = new Map<string, ProductSummary[]>();
  for (const p of products) {
    const type = p.offerType ?? "other";
    groups.set(type, [...(groups.get(type) ?? []), p]);
  }
  return [...groups].map(([type, list]) => ({ type, products: list }));
}

export interface MapStop {
  name: string;
  lat: number;
  lng: number;
}
export interface MapRoute {
  id: string;
  name: string;
  color: string;
  path: [number, number][];
  stops: MapStop[];
}

const isPoint = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === "number" && typeof p[1] === "number";

export function toMapRoutes(
  docs: Maybe<
    readonly Maybe<{
      routeId?: Maybe<string>;
      name?: Maybe<string>;
      color?: Maybe<string>;
      path?: unknown;
      stops?: Maybe<
        readonly Maybe<{
          name?: Maybe<string>;
          label?: Maybe<string>;
          latitude?: Maybe<number>;
          longitude?: Maybe<number>;
        }>[]
      >;
    }>[]
  >,
): MapRoute[] {
  return (docs ?? []).flatMap((r) => {
    if (!r?.routeId) return [];
    const stops = (r.stops ?? []).flatMap((s) =>
      s?.name && typeof s.latitude === "number" && typeof s.longitude === "number"
        ? [{ name: s.label || s.name, lat: s.latitude, lng: s.longitude }]
        : [],
    );
    const raw = typeof r.path === "string" ? (JSON.parse(r.path) as unknown) : r.path;
    const path = Array.isArray(raw) ? raw.filter(isPoint).map(([lat, lng]) => [lat, lng] as [number, number]) : [];
    return [
      {
        id: r.routeId,
        name: r.name ?? r.routeId,
        color: r.color ?? "#b3001b",
        path: path.length ? path : stops.map((s) => [s.lat, s.lng] as [number, number]),
        stops,
      },
    ];
  });
}
