/**
 * The checkout's analytics events of step 2 (spec section 9: upgrade, upsell, select_duration), in GA4's ecommerce
 * shape: items with item_id = the supplier's product id, prices in currency units (cents / 100, two decimals),
 * price_ht = price minus the included tax. Pushed to window.dataLayer like the page view; src/analytics (issue 10)
 * will take over the push (pushCheckoutEvent is the one place to change).
 */

/** Amount in minor units → currency units with two decimals (spec: "price = cents/100 with two decimals"). */
export const unitsOf = (minor: number): number => Math.round(minor) / 100;

export interface EcommerceItem {
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
  ecommerce: { currency: string; value: number; items: EcommerceItem[] };
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

function durationItem(cart: CartRef, upgrade: UpgradeRef): EcommerceItem {
  return {
    item_id: cart.product.id,
    item_name: cart.product.title,
    item_variant: upgrade.option.id,
    price: unitsOf(upgrade.difference),
    quantity: 1,
  };
}

/** The visitor chose a ticket duration (an upgrade choice, or back to the ticket they have: 0 additional days). */
export function selectDurationEvent(cart: CartRef, upgrade: UpgradeRef, currency: string): CheckoutEvent {
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

export function pushCheckoutEvent(event: CheckoutEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  // GA4: clear the previous ecommerce object so its items do not merge into this event's.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}
