import { graphql } from "gatsby";
import React from "react";
import { ProductCard } from "../../components/product-card";
import type { ProductSummary } from "../../content/content-mappers";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";
import { productItem, useViewItemList } from "../../analytics/product-item";

export const fragment = graphql`
  fragment OffersBlock on Payload_OffersBlock {
    id
    title
    productIds
  }
`;

/** The ids to show: the supplier's home category when known, else the block's own list (fallback). */
export function offerIds(
  supplierIds: readonly string[],
  blockIds: readonly (string | null)[] | null | undefined,
): string[] {
  if (supplierIds.length > 0) return [...supplierIds];
  return (blockIds ?? []).filter((id): id is string => !!id);
}

export function OffersBlock({ block }: { block: BlockOf<"Payload_OffersBlock"> }) {
  const data = useBlockData();
  const byId = new Map(data.products.map((p) => [p.productId, p]));
  const products = offerIds(data.homeProductIds, block.productIds).flatMap((id): ProductSummary[] => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
  const list = { id: `offers-${data.cityId}`, name: block.title ?? "offers" };
  useViewItemList(
    list.id,
    list.name,
    products.map((p) => productItem(p, data.prices[p.productId], data.currency.value)),
  );
  if (products.length === 0) return null;
  const headingId = `offers-${block.id ?? "block"}`;
  return (
    <section className="block offers-block" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      <ul className="card-grid">
        {products.map((p) => (
          <li key={p.productId}>
            <ProductCard
              product={p}
              price={data.prices[p.productId]}
              currency={data.currency}
              locale={data.locale}
              city={data.cityId}
              list={list}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
