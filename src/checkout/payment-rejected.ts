/**
 * A rejected card payment: the failure callback page keeps the server's message for the tab and
 * sends the visitor back to step 3, which shows it once above the form (cart and details are untouched).
 * No dependencies: the callback pages load it without the checkout app.
 */
export const PAYMENT_REJECTED_KEY = "checkout.paymentRejected.v1";

export function rememberPaymentRejected(message: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(PAYMENT_REJECTED_KEY, message);
  } catch {
    // Refused storage: step 3 opens without the message; the callback page showed it already.
  }
}

/** The message, once: reading it forgets it (a later reload of step 3 shows the plain form). */
export function takePaymentRejected(
  storage: Storage = typeof sessionStorage === "undefined" ? (undefined as never) : sessionStorage,
): string | null {
  if (!storage) return null;
  const message = storage.getItem(PAYMENT_REJECTED_KEY);
  if (message !== null) storage.removeItem(PAYMENT_REJECTED_KEY);
  return message;
}
