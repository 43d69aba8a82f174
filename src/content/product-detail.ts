import { toFaqEntries, toImage, type FaqEntry, type Image } from "./content-mappers";

/** A product page's content, as the product detail shows it. */
export interface ProductDetailData {
  productId: string;
  title: string;
  shortDescription: string | null;
  /** Sanitized HTML. */
  description: string | null;
  duration: string | null;
  meetingPoint: string | null;
  highlights: string[];
  photos: { image: Image; caption: string | null }[];
  faqs: FaqEntry[];
  reviewCount: number | null;
  rating: number | null;
  promoPercent: number | null;
  familyDiscount: number | null;
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
    highlights: (doc.highlights ?? []).flatMap((h) => (h?.text ? [h.text] : [])),
    photos: (doc.photos ?? []).flatMap((p) => {
      const image: Image | null = toImage(p?.image);
      return image ? [{ image: { ...image, alt: image.alt || p?.caption || "" }, caption: p?.caption ?? null }] : [];
    }),
    faqs: toFaqEntries(doc.faqs),
    reviewCount: doc.reviewCount ?? null,
    rating: doc.rating ?? null,
    promoPercent: doc.promoPercent ?? null,
    familyDiscount: doc.familyDiscount ?? null,
  };
}
