/**
 * The checkout's ecommerce events of step 2 (spec section 9: upgrade, upsell), in GA4's ecommerce shape (the items of
 * ecommerce.ts: item_id = the supplier's product id, prices in currency units (cents / 100, two decimals), price_ht =
 * price minus the included tax, quantity, currency). src/checkout/events.ts re-exports them and pushes through
 * data-layer.ts. A duration choice (step 1 option, step 2 upgrade choice) is not an ecommerce event: events.ts
 * `selectDurationEvent`, one shape for both steps.
 */
import { ecommerceItem, toAmount, type EcommerceItem } from "./ecommerce";

/** Amount in minor units → currency units with two decimals (spec: "price = cents/100 with two decimals"). */
export const unitsOf = toAmount;

export interface CheckoutEvent {
  event: "upgrade" | "upsell";
  [key: string]: unknown;
  ecommerce: { currency: string; value: number; items: EcommerceItem[] };
}

interface Money {
  retail: number;
  tax?: number | null;
  currency: string;
}
interface CartRef {
  product: { id: string; title: string };
  /** The cart's total before the upgrade: its tax gives the difference's tax. */
  total?: Money;
}
interface UpgradeRef {
  option: { id: string; title: string; durationMinutes?: number | null };
  additionalDays: number;
  /** Minor units: the server's price difference. */
  difference: number;
  /** The cart's total after the upgrade. */
  cartTotal?: Money;
}
interface UpsellRef {
  productId: string;
  optionId: string;
  title: string;
  durationMinutes?: number | null;
  total: Money;
}

/** The server upgraded the cart's ticket: the tour with the new option as variant; value = the price difference. */
export function upgradeEvent(cart: CartRef, upgrade: UpgradeRef, currency: string): CheckoutEvent {
  const taxBefore = cart.total?.tax ?? 0;
  const taxAfter = upgrade.cartTotal?.tax ?? taxBefore;
  const item = ecommerceItem({
    productId: cart.product.id,
    name: cart.product.title,
    category: upgrade.option.title,
    unitPrice: upgrade.difference,
    unitTax: taxAfter - taxBefore,
    quantity: 1,
    currency,
    optionId: upgrade.option.id,
  });
  return {
    event: "upgrade",
    additional_days: upgrade.additionalDays,
    ecommerce: { currency, value: item.price, items: [item] },
  };
}

/** An upsell as one item: its product, its price for the cart's passengers. */
export const upsellItem = (upsell: UpsellRef): EcommerceItem =>
  ecommerceItem({
    productId: upsell.productId,
    name: upsell.title,
    category: "upsell",
    unitPrice: upsell.total.retail,
    unitTax: upsell.total.tax ?? 0,
    quantity: 1,
    currency: upsell.total.currency,
    optionId: upsell.optionId,
  });

/** The server added (or removed) an upsell to (from) the cart: its price for the cart's passengers. */
export function upsellEvent(action: "add" | "remove", upsell: UpsellRef): CheckoutEvent {
  const item = upsellItem(upsell);
  return {
    event: "upsell",
    action,
    duration_minutes: upsell.durationMinutes ?? null,
    ecommerce: { currency: upsell.total.currency, value: item.price, items: [item] },
  };
}
