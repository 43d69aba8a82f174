/**
 * Ecommerce items of a cart (checkout): one item per passenger type line, with the server's unit price and tax.
 * Structural types, so that the checkout's generated GraphQL types fit without this layer importing them.
 */
import { ecommerceItem, type EcommerceItem } from "./ecommerce";

interface Price {
  retail: number;
  tax?: number | null;
  currency: string;
}
export interface CartLike {
  product: { id: string; title: string };
  option: { id: string; title: string };
  lines: readonly { type: string; quantity: number; unitPrice: Price }[];
}

export function cartItems(cart: CartLike, partnerPrices: Partial<Record<string, number>> = {}): EcommerceItem[] {
  return cart.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      ...ecommerceItem({
        productId: cart.product.id,
        name: cart.product.title,
        category: cart.option.title,
        unitPrice: line.unitPrice.retail,
        // prices_promo_partners: a partner's adult price replaces the adult price
        partnerPrice: line.type === "ADULT" ? partnerPrices.ADULT ?? null : null,
        unitTax: line.unitPrice.tax ?? 0,
        quantity: line.quantity,
        currency: line.unitPrice.currency,
        optionId: cart.option.id,
      }),
      item_variant: line.type.toLowerCase(),
    }));
}
