/**
 * The link to step 1 of the checkout (route city-checkout-information) with a selection: the entry points' side of
 * the contract with the checkout app. Query: productId, optionId, date (YYYY-MM-DD) and one count per passenger
 * type named as the booking API's PassengersInput (adult defaults to 1, the others to 0; defaults are left out).
 * Stand-in until the checkout app's own `checkoutInformationHref` (same name and signature) lands in src/routes.
 */
import type { Locale } from "../i18n/locales";
import { pathFor } from "./route-table";

export const CHECKOUT_PASSENGER_TYPES = ["adult", "child", "infant", "senior", "student", "family"] as const;
export type CheckoutPassengerType = (typeof CHECKOUT_PASSENGER_TYPES)[number];
export type CheckoutPassengers = Record<CheckoutPassengerType, number>;

export const DEFAULT_CHECKOUT_PASSENGERS: Readonly<CheckoutPassengers> = {
  adult: 1, child: 0, infant: 0, senior: 0, student: 0, family: 0,
};

export interface CheckoutSelectionQuery {
  productId: string;
  optionId?: string | undefined;
  passengers?: Partial<CheckoutPassengers> | undefined;
  /** YYYY-MM-DD in the city's calendar. */
  date?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkoutInformationHref(locale: Locale, city: string, selection: CheckoutSelectionQuery): string {
  const query = new URLSearchParams({ productId: selection.productId });
  if (selection.optionId) query.set("optionId", selection.optionId);
  if (selection.date && DATE.test(selection.date)) query.set("date", selection.date);
  for (const type of CHECKOUT_PASSENGER_TYPES) {
    const count = selection.passengers?.[type];
    if (count !== undefined && count !== DEFAULT_CHECKOUT_PASSENGERS[type]) query.set(type, String(count));
  }
  return `${pathFor("city-checkout-information", locale, { city })}?${query.toString()}`;
}
