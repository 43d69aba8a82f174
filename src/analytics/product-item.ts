/** Ecommerce items of content pages: a CMS product with the supplier's "price from" (adult, default option). */
import { useEffect } from "react";
import type { PriceFrom } from "../lib/price-from";
import { ecommerceItem, type EcommerceItem } from "./ecommerce";
import { pushEcommerce } from "./data-layer";
import { viewItemEvent, viewItemListEvent } from "./events";
import { partnerPricesOf, type PartnerPrice } from "./product-analytics";

export interface ProductLike {
  productId: string;
  title: string;
  offerType?: string | null;
  /** The CMS's Ventrata id (spec: product analytics): the item id when set. */
  ventrataId?: string | null;
  /** The CMS's prices_promo_partners (product-analytics.tsx). */
  partnerPrices?: readonly PartnerPrice[];
}

/**
 * The product as an item: its "price from" is the adult price of the default option; `partner` (the visit's
 * referrer code) replaces it with that partner's adult price when the CMS has one (ADR 0350).
 */
export function productItem(
  product: ProductLike,
  price: PriceFrom | undefined,
  currency: string,
  partner?: string | null,
): EcommerceItem {
  return ecommerceItem({
    productId: product.ventrataId || product.productId,
    name: product.title,
    category: product.offerType ?? "",
    unitPrice: price?.amount ?? 0,
    partnerPrice: partnerPricesOf(product.partnerPrices, partner).ADULT ?? null,
    quantity: 1,
    currency: price?.currency ?? currency,
    optionId: price?.optionId,
  });
}

/** view_item_list once per mounted list (a page view). */
export function useViewItemList(listId: string, listName: string, items: EcommerceItem[]): void {
  const key = items.map((i) => i.item_id).join(",");
  useEffect(() => {
    if (items.length > 0) pushEcommerce(viewItemListEvent(listId, listName, items));
  }, [listId, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids stand for the items
}

/**
 * view_item once per product page. The item is made in the effect: the visit's partner (`partner()`, which reads the
 * browser's saved marketing parameters) is known in the browser only.
 */
export function useViewItem(
  item: (partner: string | null) => EcommerceItem,
  partner: () => string | null,
  id: string,
): void {
  useEffect(() => {
    pushEcommerce(viewItemEvent(item(partner())));
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps -- one view per product
}
