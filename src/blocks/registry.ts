import { AppPromoBlock } from "./app-promo-block";
import { ArticleTeasersBlock } from "./article-teasers-block";
import { FaqListBlock } from "./faq-list-block";
import { FeaturesBlock } from "./features-block";
import { HeroBlock } from "./hero-block";
import { MapTeaserBlock } from "./map-teaser-block";
import { OffersBlock } from "./offers-block";
import { RichTextBlock } from "./rich-text-block";
import type { BlockRegistry } from "./types";

/** The component of each CMS block type (checked against the union in ./types). */
export const blockRegistry = {
  Payload_HeroBlock: HeroBlock,
  Payload_RichTextBlock: RichTextBlock,
  Payload_OffersBlock: OffersBlock,
  Payload_ArticleTeasersBlock: ArticleTeasersBlock,
  Payload_FeaturesBlock: FeaturesBlock,
  Payload_FaqListBlock: FaqListBlock,
  Payload_AppPromoBlock: AppPromoBlock,
  Payload_MapTeaserBlock: MapTeaserBlock,
} as const satisfies BlockRegistry;
