/** Ecommerce items of content pages: a CMS product with the supplier's "price from" (adult, default option). */
import { useEffect } from "react";
import type { PriceFrom } from "../lib/price-from";
import { ecommerceItem, type EcommerceItem } from "./ecommerce";
import { pushEcommerce } from "./data-layer";
import { viewItemEvent, viewItemListEvent } from "./events";

export interface ProductLike {
  productId: string;
  title: string;
  offerType?: string | null;
}

export function productItem(product: ProductLike, price: PriceFrom | undefined, currency: string): EcommerceItem {
  return ecommerceItem({
    productId: product.productId,
    name: product.title,
    category: product.offerType ?? "",
    unitPrice: price?.amount ?? 0,
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

/** view_item once per product page. */
export function useViewItem(item: EcommerceItem): void {
  useEffect(() => {
    pushEcommerce(viewItemEvent(item));
  }, [item.item_id]); // eslint-disable-line react-hooks/exhaustive-deps -- one view per product
}
