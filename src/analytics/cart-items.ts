/**
 * Ecommerce items of a cart (checkout): one item per passenger type line of the cart's tour, with the server's unit
 * price and tax. The lines of the cart's upsells (`productTitle` set) are not the tour: the upsell events and
 * view_cart report them with their own product id (checkout-events.ts `upsellItem`).
 * Structural types, so that the checkout's generated GraphQL types fit without this layer importing them.
 */
import { ecommerceItem, type EcommerceItem } from "./ecommerce";
import type { PartnerPriceMap } from "./product-analytics";

/**
 * What the CMS adds to a cart's tour in the analytics (product-analytics.tsx, ADR 0350): the item id (ventrataId)
 * and the visit's partner's prices by unit type (prices_promo_partners).
 */
export interface ItemPricing {
  itemId?: string | null;
  partnerPrices?: PartnerPriceMap;
}

interface Price {
  retail: number;
  tax?: number | null;
  currency: string;
}
export interface CartLike {
  product: { id: string; title: string };
  option: { id: string; title: string };
  lines: readonly {
    type: string;
    quantity: number;
    unitPrice: Price;
    productTitle?: string | null;
    productId?: string | null;
  }[];
}

export function cartItems(cart: CartLike, pricing: ItemPricing = {}): EcommerceItem[] {
  return cart.lines
    .filter((line) => line.quantity > 0 && !line.productTitle)
    .map((line) => ({
      ...ecommerceItem({
        productId: pricing.itemId || cart.product.id,
        name: cart.product.title,
        category: cart.option.title,
        unitPrice: line.unitPrice.retail,
        // prices_promo_partners: a partner's price of the unit type (the adult's, in the spec) replaces it
        partnerPrice: pricing.partnerPrices?.[line.type] ?? null,
        unitTax: line.unitPrice.tax ?? 0,
        quantity: line.quantity,
        currency: line.unitPrice.currency,
        optionId: cart.option.id,
      }),
      item_variant: line.type.toLowerCase(),
    }));
}

type UpsellLine = CartLike["lines"][number] & { productTitle: string; productId: string };
const isUpsellLine = (line: CartLike["lines"][number]): line is UpsellLine =>
  Boolean(line.productTitle && line.productId);

/**
 * Every item of a cart at checkout (begin_checkout, add_payment_info, purchase): the tour's lines, then the lines of
 * each upsell with the upsell's own product id (category "upsell", as the upsell event).
 */
export function checkoutItems(cart: CartLike, pricing: ItemPricing = {}): EcommerceItem[] {
  const upsells = cart.lines
    .filter(isUpsellLine)
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      ...ecommerceItem({
        productId: line.productId,
        name: line.productTitle,
        category: "upsell",
        unitPrice: line.unitPrice.retail,
        unitTax: line.unitPrice.tax ?? 0,
        quantity: line.quantity,
        currency: line.unitPrice.currency,
      }),
      item_variant: line.type.toLowerCase(),
    }));
  return [...cartItems(cart, pricing), ...upsells];
}
