/**
 * The checkout's analytics events of step 2 (spec section 9: upgrade, upsell, select_duration), in GA4's ecommerce
 * shape: items with item_id = the supplier's product id, prices in currency units (cents / 100, two decimals),
 * price_ht = price minus the included tax. Written with step 2 (src/checkout/events.ts re-exports them and pushes
 * through data-layer.ts); step 1's choice of option reports select_duration with events.ts `selectDurationEvent`.
 */

/** Amount in minor units → currency units with two decimals (spec: "price = cents/100 with two decimals"). */
export const unitsOf = (minor: number): number => Math.round(minor) / 100;

export interface CheckoutItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  price_ht?: number;
  quantity: number;
}

export interface CheckoutEvent {
  event: "upgrade" | "upsell" | "select_duration";
  [key: string]: unknown;
  ecommerce: { currency: string; value: number; items: CheckoutItem[] };
}

interface Money {
  retail: number;
  tax: number;
  currency: string;
}
interface CartRef {
  product: { id: string; title: string };
}
interface UpgradeRef {
  option: { id: string; title: string; durationMinutes?: number | null };
  additionalDays: number;
  difference: number;
}
interface UpsellRef {
  productId: string;
  optionId: string;
  title: string;
  durationMinutes?: number | null;
  total: Money;
}

function durationItem(cart: CartRef, upgrade: UpgradeRef): CheckoutItem {
  return {
    item_id: cart.product.id,
    item_name: cart.product.title,
    item_variant: upgrade.option.id,
    price: unitsOf(upgrade.difference),
    quantity: 1,
  };
}

/** The visitor chose a ticket duration (an upgrade choice, or back to the ticket they have: 0 additional days). */
export function selectDurationChoiceEvent(cart: CartRef, upgrade: UpgradeRef, currency: string): CheckoutEvent {
  return {
    event: "select_duration",
    additional_days: upgrade.additionalDays,
    duration_minutes: upgrade.option.durationMinutes ?? null,
    ecommerce: { currency, value: unitsOf(upgrade.difference), items: [durationItem(cart, upgrade)] },
  };
}

/** The server upgraded the cart's ticket; value = the price difference. */
export function upgradeEvent(cart: CartRef, upgrade: UpgradeRef, currency: string): CheckoutEvent {
  return {
    event: "upgrade",
    additional_days: upgrade.additionalDays,
    ecommerce: { currency, value: unitsOf(upgrade.difference), items: [durationItem(cart, upgrade)] },
  };
}

/** The server added (or removed) an upsell to (from) the cart. */
export function upsellEvent(action: "add" | "remove", upsell: UpsellRef): CheckoutEvent {
  const price = unitsOf(upsell.total.retail);
  return {
    event: "upsell",
    action,
    duration_minutes: upsell.durationMinutes ?? null,
    ecommerce: {
      currency: upsell.total.currency,
      value: price,
      items: [
        {
          item_id: upsell.productId,
          item_name: upsell.title,
          item_variant: upsell.optionId,
          price,
          price_ht: unitsOf(upsell.total.retail - upsell.total.tax),
          quantity: 1,
        },
      ],
    },
  };
}
