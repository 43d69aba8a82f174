import React from "react";
import type { BlockData } from "../content/block-data";
import { useT } from "../i18n/use-t";
import { ProductCard } from "../components/product-card";

/** The city's products as one grid (search screen). */
export function ProductsScreen({ title, intro, data }: { title: string; intro?: string; data: BlockData }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      {intro && <p className="lead">{intro}</p>}
      {data.products.length === 0 ? (
        <p>{t("products.empty")}</p>
      ) : (
        <ul className="card-grid">
          {data.products.map((p) => (
            <li key={p.productId}>
              <ProductCard product={p} price={data.prices[p.productId]} currency={data.currency} locale={data.locale} city={data.cityId} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
