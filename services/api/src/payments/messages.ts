/**
 * Messages of the payment-provider return (spec section 8: "missing event id, transaction failed, booking not found,
 * payment error, transaction could not be verified, reservation could not be confirmed, transaction not found: all
 * say contact customer care"; "Your payment has been rejected, try with another payment option") and of "manage my
 * booking", in every site language: the "payments" catalogue (services/api/messages/{lng}/payments.json, read by
 * ../i18n.ts, ADR 0364). English follows the spec's wording.
 */
import type { Locale } from "../locale.ts";
import { t, type KeyOf } from "../i18n.ts";

export type PaymentMessageKey = KeyOf<"payments">;

export function paymentMessage(key: PaymentMessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return t("payments", key, locale, params);
}
