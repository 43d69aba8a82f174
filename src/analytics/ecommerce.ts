/**
 * Ecommerce items in the GA4 shape: prices are the server's integers in minor units, turned into
 * currency units with two decimals only here.
 */

/** What the site knows of one line of a selection (all amounts in minor units). */
export interface ItemInput {
  /** The supplier's (OCTO) product id. */
  productId: string;
  name: string;
  /** The product's category (the supplier's, else the kind of tour). */
  category: string;
  /** Unit price in minor units (the adult price for a product). */
  unitPrice: number;
  /** A partner's price (prices_promo_partners) overrides `unitPrice` when present. */
  partnerPrice?: number | null;
  /** Tax included in the unit price, minor units (0 when the supplier gives none). */
  unitTax?: number;
  quantity: number;
  currency: string;
  /** The option (variant) chosen, when one is. */
  optionId?: string;
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_category: string;
  item_variant?: string;
  price: number;
  price_ht: number;
  quantity: number;
  currency: string;
}

/** Minor units → currency units, two decimals (1234 → 12.34). */
export function toAmount(minor: number): number {
  return Math.round(minor) / 100;
}

export function ecommerceItem(input: ItemInput): EcommerceItem {
  const price = input.partnerPrice ?? input.unitPrice;
  const item: EcommerceItem = {
    item_id: input.productId,
    item_name: input.name,
    item_category: input.category,
    price: toAmount(price),
    price_ht: toAmount(price - (input.unitTax ?? 0)),
    quantity: input.quantity,
    currency: input.currency,
  };
  if (input.optionId) item.item_variant = input.optionId;
  return item;
}

/** Sum of price × quantity of the items, in currency units (two decimals). */
export function itemsValue(items: readonly EcommerceItem[]): number {
  return toAmount(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0));
}
