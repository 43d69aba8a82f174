import { graphql } from "gatsby";
import React from "react";
import { Icon } from "../../components/icon";
import { isIconName } from "../../lib/faq-question";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment FeaturesBlock on Payload_FeaturesBlock {
    id
    title
    items {
      icon
      title
      text
    }
  }
`;

export function FeaturesBlock({ block }: { block: BlockOf<"Payload_FeaturesBlock"> }) {
  const items = (block.items ?? []).flatMap((i) => (i ? [i] : []));
  return (
    <section className="block features-block">
      {block.title && <h2>{block.title}</h2>}
      <ul className="features">
        {items.map((item, i) => (
          <li key={i} className="feature">
            {item.icon && isIconName(item.icon) && <Icon name={item.icon} size={32} className="icon feature__icon" />}
            <h3 className="feature__title">{item.title}</h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
