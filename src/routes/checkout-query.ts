/**
 * The query of step 1 (route city-checkout-information): the contract between every entry point (product page,
 * offers, search) and the checkout app. Pure: builds the link and reads it back.
 *
 * `productId` (required), `optionId`, `date` (YYYY-MM-DD, preselects that day) and one count per passenger type,
 * named as the booking API's PassengersInput: adult (default 1), child, infant, senior, student, family (default 0).
 */
import type { Locale } from "../i18n/locales";
import { pathFor } from "../../domain/route-table";
import { DEFAULT_PARTY, PASSENGER_TYPES, type PassengerType } from "../../domain/passengers";

/** The kernel's passenger types (the checkout's imports keep these names). */
export const CHECKOUT_PASSENGER_TYPES = PASSENGER_TYPES;
export type CheckoutPassengerType = PassengerType;
export type CheckoutPassengers = Record<PassengerType, number>;

export const DEFAULT_CHECKOUT_PASSENGERS: Readonly<CheckoutPassengers> = DEFAULT_PARTY;
/** No count above this reaches the app from a link (the server's own bound is 80 seats, 160 infants). */
export const MAX_LINK_COUNT = 160;

export interface CheckoutSelectionQuery {
  productId: string;
  optionId?: string | undefined;
  passengers?: Partial<CheckoutPassengers> | undefined;
  /** YYYY-MM-DD in the city's calendar. */
  date?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The link to step 1 with a selection; counts equal to their default are left out. */
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

export interface ParsedCheckoutQuery {
  productId: string;
  optionId: string | null;
  date: string | null;
  passengers: CheckoutPassengers;
}

/** Reads the query back; null without a productId. A count that is not a whole number in 0..160 takes its default. */
export function readCheckoutQuery(search: string): ParsedCheckoutQuery | null {
  const query = new URLSearchParams(search);
  const productId = query.get("productId")?.trim();
  if (!productId) return null;
  const passengers = { ...DEFAULT_CHECKOUT_PASSENGERS };
  for (const type of CHECKOUT_PASSENGER_TYPES) {
    const raw = query.get(type);
    if (raw === null || !/^\d{1,3}$/.test(raw)) continue;
    const count = Number(raw);
    if (count <= MAX_LINK_COUNT) passengers[type] = count;
  }
  const date = query.get("date");
  return {
    productId,
    optionId: query.get("optionId")?.trim() || null,
    date: date && DATE.test(date) ? date : null,
    passengers,
  };
}
