/**
 * The checkout's analytics events (steps 2-4 report through here): the builders live in src/analytics (issue 10),
 * the push goes through its data layer, the only code that touches window.dataLayer.
 */
import { clearEcommerce, pushEvent as pushToDataLayer } from "../analytics/data-layer";
import type { Locale } from "../i18n/locales";
import type { CheckoutEvent } from "../analytics/checkout-events";

export {
  unitsOf,
  upgradeEvent,
  upsellEvent,
  type CheckoutEvent,
} from "../analytics/checkout-events";

export function pushCheckoutEvent(event: CheckoutEvent): void {
  // GA4: clear the previous ecommerce object so its items do not merge into this event's.
  clearEcommerce();
  pushToDataLayer(event);
}

// ---------------------------------------------------------------------------------------- steps 3 and 4
// The spec's form-error event (errorMessage, category booking, action form-error) and the ecommerce events of the
// payment and its confirmation, built from the server's amounts (minor units); no personal data in them.

export type DataLayerEvent = Record<string, unknown>;

/** What the ecommerce events say about the cart (amounts in major units, as GA4 expects; from the server's totals). */
export interface EcommerceCart {
  currency: string;
  /** Minor units. */
  total: number;
  currencyPrecision: number;
  productId: string;
  productTitle: string;
  optionId: string;
  quantity: number;
  promoCode: string | null;
}

const major = (minor: number, precision: number) => minor / 10 ** precision;

function ecommerce(cart: EcommerceCart, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    currency: cart.currency,
    value: major(cart.total, cart.currencyPrecision),
    coupon: cart.promoCode ?? undefined,
    items: [{ item_id: cart.productId, item_name: cart.productTitle, item_variant: cart.optionId, quantity: cart.quantity }],
    ...extra,
  };
}

export const beginCheckoutEvent = (cart: EcommerceCart, city: string, locale: Locale): DataLayerEvent =>
  ({ event: "begin_checkout", viewCity: city, pageLocale: locale, ecommerce: ecommerce(cart) });

/** Payment type is always cb (spec section 9). */
export const addPaymentInfoEvent = (cart: EcommerceCart, city: string, locale: Locale): DataLayerEvent =>
  ({ event: "add_payment_info", viewCity: city, pageLocale: locale, ecommerce: ecommerce(cart, { payment_type: "cb" }) });

/** The spec's form-error event: errorMessage, category booking, action form-error. */
export const formErrorEvent = (errorMessage: string): DataLayerEvent =>
  ({ event: "form-error", errorMessage, category: "booking", action: "form-error" });

export interface PurchasedBooking {
  reference: string;
  city: string;
  productTitle: string;
  /** Minor units. */
  totalPaid: number;
  currency: string;
  passengers: readonly { type: string; count: number }[];
}

export const purchaseEvent = (booking: PurchasedBooking, locale: Locale): DataLayerEvent => ({
  event: "purchase",
  viewCity: booking.city,
  pageLocale: locale,
  ecommerce: {
    transaction_id: booking.reference,
    currency: booking.currency,
    // The site's currencies (EUR, GBP) have 2 decimals (spec section 9); the booking answer carries no precision.
    value: booking.totalPaid / 100,
    items: [{ item_name: booking.productTitle, quantity: booking.passengers.reduce((n, p) => n + p.count, 0) }],
  },
});

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

/** Pushes the purchase event unless this booking's was already sent; true when it was pushed now. */
export function pushPurchaseOnce(booking: PurchasedBooking, locale: Locale, storage: Storage = localStorage): boolean {
  const sent = sentReferences(storage);
  if (sent.includes(booking.reference)) return false;
  storage.setItem(PURCHASES_STORAGE_KEY, JSON.stringify([...sent, booking.reference].slice(-MAX_REMEMBERED)));
  pushEvent(purchaseEvent(booking, locale));
  return true;
}
