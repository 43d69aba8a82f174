import type { ComponentType } from "react";

/** The block union, from graphqlTypegen (the CMS schema): home pages and pages share the same blocks. */
type Blocks = NonNullable<Queries.HomePageBlocksFragment["blocks"]> | NonNullable<Queries.PageBlocksFragment["blocks"]>;
export type Block = NonNullable<Blocks[number]>;
export type BlockType = Block["__typename"];
export type BlockOf<T extends BlockType> = Extract<Block, { __typename: T }>;
/** One component per CMS block type: a new type in the CMS fails `tsc` until it is mapped in the registry. */
export type BlockRegistry = { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> };
