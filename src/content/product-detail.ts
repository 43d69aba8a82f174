import { toFaqEntries, toImage, type FaqEntry, type Image } from "./content-mappers";
import { toProductAnalytics, type PartnerPrice } from "../analytics/product-analytics";

/** A product page's content, as the product detail shows it. */
export interface ProductDetailData {
  productId: string;
  title: string;
  shortDescription: string | null;
  /** Sanitized HTML. */
  description: string | null;
  duration: string | null;
  meetingPoint: string | null;
  /** The timetable: local times "HH:MM", the bus frequency (minutes, or words) and the loop in minutes. */
  timetable: ProductTimetable;
  highlights: string[];
  /** "What's included", one item a row. */
  included: string[];
  /** The bus lines the ticket rides (the spec's product lines), each with its stops in order. */
  lines: ProductLine[];
  photos: { image: Image; caption: string | null }[];
  faqs: FaqEntry[];
  reviewCount: number | null;
  rating: number | null;
  promoPercent: number | null;
  familyDiscount: number | null;
  /** Spec section 3, product analytics (ADR 0350): the item id and the partners' prices. */
  ventrataId: string | null;
  partnerPrices: readonly PartnerPrice[];
}

export interface ProductTimetable {
  firstDeparture: string | null;
  lastDeparture: string | null;
  frequencyMinutes: number | null;
  frequencyText: string | null;
  loopMinutes: number | null;
}

/** A bus line of a product: the map route's id (the map page's anchor `route-{id}`), name, colour and stop names. */
export interface ProductLine {
  id: string;
  name: string;
  color: string;
  stops: string[];
}

type Doc = NonNullable<NonNullable<NonNullable<Queries.ProductPageQuery["cms"]>["Products"]>["docs"]>[number];

/** The product of a product page query; null when the CMS has none (the page then shows its title only). */
export function toProductDetail(doc: Doc | undefined): ProductDetailData | null {
  if (!doc?.productId) return null;
  return {
    productId: doc.productId,
    title: doc.title ?? doc.productId,
    shortDescription: doc.shortDescription ?? null,
    description: doc.description ?? null,
    duration: doc.duration ?? null,
    meetingPoint: doc.meetingPoint ?? null,
    timetable: {
      firstDeparture: doc.firstDeparture || null,
      lastDeparture: doc.lastDeparture || null,
      frequencyMinutes: doc.frequencyMinutes || null,
      frequencyText: doc.frequencyText || null,
      loopMinutes: doc.loopMinutes || null,
    },
    highlights: (doc.highlights ?? []).flatMap((h) => (h?.text ? [h.text] : [])),
    included: (doc.included ?? []).flatMap((h) => (h?.text ? [h.text] : [])),
    lines: toProductLines(doc.lines),
    photos: (doc.photos ?? []).flatMap((p) => {
      const image: Image | null = toImage(p?.image);
      return image ? [{ image: { ...image, alt: image.alt || p?.caption || "" }, caption: p?.caption ?? null }] : [];
    }),
    faqs: toFaqEntries(doc.faqs),
    reviewCount: doc.reviewCount ?? null,
    rating: doc.rating ?? null,
    promoPercent: doc.promoPercent ?? null,
    familyDiscount: doc.familyDiscount ?? null,
    ventrataId: toProductAnalytics([doc])[doc.productId]?.ventrataId ?? null,
    partnerPrices: toProductAnalytics([doc])[doc.productId]?.partnerPrices ?? [],
  };
}

type Line = NonNullable<NonNullable<Doc["lines"]>[number]>;

/** Lines without a route id are dropped (no map anchor to link to); a stop shows its name in the page's language. */
export function toProductLines(lines: readonly (Line | null)[] | null | undefined): ProductLine[] {
  return (lines ?? []).flatMap((line) => {
    if (!line?.routeId) return [];
    const stops = (line.stops ?? []).flatMap((s) => (s?.label || s?.name ? [s.label || s.name || ""] : []));
    return [{ id: line.routeId, name: line.name || line.routeId, color: line.color || "#b3001b", stops }];
  });
}
