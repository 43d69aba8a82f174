import React from "react";
import { BlockDataProvider } from "../blocks/block-context";
import { BlockRenderer, type RuntimeBlock } from "../blocks/block-renderer";
import type { BlockData } from "../content/block-data";

/** City home: the CMS blocks; the hero is the page's h1 when there is one, else the screen title is. */
export function CityHome({
  title,
  blocks,
  data,
}: {
  title: string;
  blocks: readonly (RuntimeBlock | null)[];
  data: BlockData;
}) {
  const hasHero = blocks.some((b) => b?.__typename === "Payload_HeroBlock");
  return (
    <BlockDataProvider value={{ ...data, heroIsTitle: hasHero }}>
      {!hasHero && <h1>{title}</h1>}
      <BlockRenderer blocks={blocks} />
    </BlockDataProvider>
  );
}
