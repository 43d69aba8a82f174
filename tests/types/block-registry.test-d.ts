// Checked by `tsc` (npm run typecheck): this file must compile, and each @ts-expect-error must stay an error.
import type { ComponentType } from "react";
import { blockRegistry } from "../../src/blocks/registry";
import type { BlockOf, BlockRegistry, BlockType } from "../../src/blocks/types";
import { HeroBlock } from "../../src/blocks/hero-block";
import { RichTextBlock } from "../../src/blocks/rich-text-block";

// The registry maps exactly the CMS block union.
const complete: BlockRegistry = blockRegistry;
void complete;

type Expect<T extends true> = T;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type RegistryKeys = Expect<Equal<keyof typeof blockRegistry, BlockType>>;
export type HeroHasTitle = Expect<Equal<"title" extends keyof BlockOf<"Payload_HeroBlock"> ? true : false, true>>;

// A registry missing a CMS block type fails.
// @ts-expect-error Payload_MapTeaserBlock (and others) are missing
export const missing = { Payload_HeroBlock: HeroBlock, Payload_RichTextBlock: RichTextBlock } satisfies BlockRegistry;

// An unknown key fails too.
export const extra = {
  ...blockRegistry,
  // @ts-expect-error not a CMS block type
  Payload_CarouselBlock: HeroBlock as ComponentType<{ block: never }>,
} satisfies BlockRegistry;

// A component for the wrong block type fails.
// @ts-expect-error RichTextBlock does not take a hero block
export const wrong = { ...blockRegistry, Payload_HeroBlock: RichTextBlock } satisfies BlockRegistry;
