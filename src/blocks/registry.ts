import type { ComponentType } from "react";
import { AppPromoBlock } from "./app-promo-block";
import { ArticleTeasersBlock } from "./article-teasers-block";
import { FaqListBlock } from "./faq-list-block";
import { FeaturesBlock } from "./features-block";
import { HeroBlock } from "./hero-block";
import { MapTeaserBlock } from "./map-teaser-block";
import { OffersBlock } from "./offers-block";
import { RichTextBlock } from "./rich-text-block";

/** The block union, from graphqlTypegen (the CMS schema): home pages and pages share the same blocks. */
type Blocks = NonNullable<Queries.HomePageBlocksFragment["blocks"]> | NonNullable<Queries.PageBlocksFragment["blocks"]>;
export type Block = NonNullable<Blocks[number]>;
export type BlockType = Block["__typename"];
export type BlockOf<T extends BlockType> = Extract<Block, { __typename: T }>;
/** One component per CMS block type: a new type in the CMS fails `tsc` until it is mapped here. */
export type BlockRegistry = { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> };

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
