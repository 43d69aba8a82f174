import React, { type ComponentType } from "react";
import { blockRegistry } from "./registry";
import type { Block } from "./types";
import { UnknownBlock } from "./unknown-block";

/** A block as it may come at run time: a known one, or a type this build does not know. */
export type RuntimeBlock = Block | { __typename: string; id?: string | null };

export type MissingBlockReporter = (typename: string) => void;

/** Default reporter: a console warning at build (SSR) and in the browser; never throws. */
export const reportMissingBlock: MissingBlockReporter = (typename) => {
  console.warn(`[blocks] no component for block type ${typename}`);
};

// The only cast: the registry is checked against the union where it is declared.
const lookup = blockRegistry as unknown as Partial<Record<string, ComponentType<{ block: RuntimeBlock }>>>;

interface Props {
  blocks: readonly (RuntimeBlock | null | undefined)[] | null | undefined;
  onMissing?: MissingBlockReporter;
}

export function BlockRenderer({ blocks, onMissing = reportMissingBlock }: Props) {
  return (
    <>
      {(blocks ?? []).map((block, i) => {
        if (!block) return null;
        const key = block.id ?? `${block.__typename}-${i}`;
        const Component = lookup[block.__typename];
        if (!Component) {
          onMissing(block.__typename);
          return <UnknownBlock key={key} type={block.__typename} />;
        }
        return <Component key={key} block={block} />;
      })}
    </>
  );
}
