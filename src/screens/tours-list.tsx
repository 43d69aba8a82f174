import React from "react";
import type { BlockData } from "../content/block-data";
import { groupByOfferType } from "../content/content-mappers";
import { useT, type MessageKey } from "../i18n/use-t";
import { ProductCard } from "../components/product-card";
import { productItem, useViewItemList } from "../analytics/product-item";

const OFFER_TYPE_KEYS: Record<string, MessageKey> = {
  "hop-on-hop-off": "offer.hop-on-hop-off",
  "themed-tour": "offer.themed-tour",
  "special-tour": "offer.special-tour",
  package: "offer.package",
  attraction: "offer.attraction",
  "audio-experience": "offer.audio-experience",
  "family-pass": "offer.family-pass",
  "private-hire": "offer.private-hire",
};

/** The city's tours grouped by offer type, with a chip per type. */
export function ToursList({ title, data }: { title: string; data: BlockData }) {
  const t = useT();
  const groups = groupByOfferType(data.products);
  const label = (type: string) => (OFFER_TYPE_KEYS[type] ? t(OFFER_TYPE_KEYS[type]) : type);
  const list = { id: `tours-${data.cityId}`, name: "tours" };
  useViewItemList(
    list.id,
    list.name,
    groups.flatMap((g) => g.products).map((p) => productItem(p, data.prices[p.productId], data.currency.value)),
  );
  return (
    <>
      <h1>{title}</h1>
      {groups.length === 0 ? (
        <p>{t("products.empty")}</p>
      ) : (
        <>
          <nav aria-label={t("tours.filter")} className="chips">
            <ul>
              {groups.map((g) => (
                <li key={g.type}>
                  <a href={`#offer-${g.type}`}>{label(g.type)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section
              key={g.type}
              id={`offer-${g.type}`}
              aria-labelledby={`offer-${g.type}-title`}
              className="section tours-list"
            >
              <h2 id={`offer-${g.type}-title`}>{label(g.type)}</h2>
              <ul className="card-grid">
                {g.products.map((p) => (
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
          ))}
        </>
      )}
    </>
  );
}
