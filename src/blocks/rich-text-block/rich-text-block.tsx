import { graphql } from "gatsby";
import React from "react";
import { RichText } from "../../components/rich-text";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment RichTextBlock on Payload_RichTextBlock {
    id
    html
  }
`;

/** CMS HTML, sanitized at build time (gatsby-node createResolvers). */
export function RichTextBlock({ block }: { block: BlockOf<"Payload_RichTextBlock"> }) {
  return (
    <section className="block rich-text-block">
      <RichText html={block.html} />
    </section>
  );
}
