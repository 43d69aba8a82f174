/**
 * What the payment-callback pages do with the server's outcome besides showing it:
 * a confirmed booking clears the cart and the typed details, is remembered for the confirmation route and sends
 * the purchase event once; a rejected payment goes back to step 3 with its message while the hold lives.
 */
import type { Locale } from "../i18n/locales";
import { pathFor } from "../../domain/route-table";
import { clearDraft } from "./customer/draft";
import { pushPurchaseOnce } from "./events";
import type { ConfirmedBookingFieldsFragment } from "./graphql/__generated__/graphql";
import { rememberPaymentRejected } from "./payment-rejected";
import { CART_STORAGE_KEY } from "./state/cart-storage-key";
import { rememberLastBooking } from "./last-booking";

export function afterConfirmed(booking: ConfirmedBookingFieldsFragment, locale: Locale): void {
  try {
    localStorage.removeItem(CART_STORAGE_KEY);
    clearDraft();
    if (booking.email) rememberLastBooking({ reference: booking.reference, email: booking.email, city: booking.city });
  } catch {
    // Refused storage: nothing to clear or remember.
  }
  pushPurchaseOnce(booking, locale);
}

/** Sends the visitor back to step 3 when a live cart of this city is in the browser; false otherwise. */
export function afterRejected(message: string, locale: Locale, city: string, nowMs = Date.now()): boolean {
  const cart = storedCart();
  if (!cart || cart.city !== city || typeof cart.expiresAt !== "string" || Date.parse(cart.expiresAt) <= nowMs)
    return false;
  rememberPaymentRejected(message);
  window.location.replace(pathFor("city-checkout-payment", locale, { city }));
  return true;
}

function storedCart(): { city?: unknown; expiresAt?: unknown } | null {
  try {
    return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null") as {
      city?: unknown;
      expiresAt?: unknown;
    } | null;
  } catch {
    return null;
  }
}
