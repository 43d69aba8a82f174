/**
 * The checkout's analytics events (steps 2-4 report through here): the builders live in src/analytics,
 * the push goes through its data layer, the only code that touches window.dataLayer.
 */
import { clearEcommerce, pushEvent as pushToDataLayer } from "../analytics/data-layer";
import type { Locale } from "../i18n/locales";
import { purchaseEvent, type PurchasedBooking } from "../analytics/events";
import type { CheckoutEvent } from "../analytics/checkout-events";
import type { EcommerceItem } from "../analytics/ecommerce";
import type { Attribution } from "../lib/marketing-params";
import { currentAttribution } from "../layout/marketing-params";

export { unitsOf, upgradeEvent, upsellEvent, type CheckoutEvent } from "../analytics/checkout-events";

export function pushCheckoutEvent(event: CheckoutEvent): void {
  // GA4: clear the previous ecommerce object so its items do not merge into this event's.
  clearEcommerce();
  pushToDataLayer(event);
}

// ---------------------------------------------------------------------------------------- steps 3 and 4
// The spec's form-error event and the ecommerce events of the payment and its confirmation: one builder each, in
// src/analytics/events.ts.
export {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  formErrorEvent,
  purchaseEvent,
  type EcommerceCart,
  type PurchasedBooking,
} from "../analytics/events";

export type DataLayerEvent = Record<string, unknown>;

/** Steps 3-4's events through the analytics data layer; an ecommerce event clears the previous ecommerce first. */
export function pushEvent(event: DataLayerEvent): void {
  if ("ecommerce" in event) clearEcommerce();
  pushToDataLayer(event);
}

/** References whose purchase was already sent from this browser (a reload of the success page never sends it again). */
export const PURCHASES_STORAGE_KEY = "checkout.purchases.v1";
const MAX_REMEMBERED = 50;

function sentReferences(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PURCHASES_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The items of the carts paid from this browser, by booking reference (step 3 → the purchase after the card page). */
export const PAID_ITEMS_STORAGE_KEY = "checkout.paid-items.v1";
const MAX_PAID_CARTS = 5;

function paidItemsByReference(storage: Storage): [string, EcommerceItem[]][] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PAID_ITEMS_STORAGE_KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter(
          (e): e is [string, EcommerceItem[]] => Array.isArray(e) && typeof e[0] === "string" && Array.isArray(e[1]),
        )
      : [];
  } catch {
    return [];
  }
}

/** Step 3, before the card page: what is being paid for, for the purchase event of that booking. */
export function rememberPaidItems(
  reference: string | null | undefined,
  items: readonly EcommerceItem[],
  storage: Storage = localStorage,
): void {
  if (!reference) return;
  const others = paidItemsByReference(storage).filter(([r]) => r !== reference);
  storage.setItem(PAID_ITEMS_STORAGE_KEY, JSON.stringify([...others, [reference, items]].slice(-MAX_PAID_CARTS)));
}

/**
 * Pushes the purchase event unless this booking's was already sent; true when it was pushed now. It credits the
 * partner of the visit's marketing link (sessionStorage survives the card page in the same tab).
 */
export function pushPurchaseOnce(
  booking: PurchasedBooking,
  locale: Locale,
  storage: Storage = localStorage,
  attribution: Attribution = currentAttribution(),
): boolean {
  const sent = sentReferences(storage);
  if (sent.includes(booking.reference)) return false;
  storage.setItem(PURCHASES_STORAGE_KEY, JSON.stringify([...sent, booking.reference].slice(-MAX_REMEMBERED)));
  const items = paidItemsByReference(storage).find(([r]) => r === booking.reference)?.[1];
  pushEvent(purchaseEvent(booking, locale, items, attribution));
  return true;
}
