/**
 * Where each checkout step may be shown (spec section 4): step 1 (selection) needs a product; steps 2 and 3
 * (combinations, payment) need a live cart in the current city, else step 1 with the cart's selection kept.
 * Pure: the steps call it with the URL, the stored cart and the clock; no dead end (tours as the last resort; step 1
 * without a product and without a cart says so, with a link to the tours).
 */
import type { Locale } from "../i18n/locales";
import { checkoutInformationHref, readCheckoutQuery } from "../routes/checkout-query";
import { pathFor, type RouteName } from "../../domain/route-table";
import { isLive, type StoredCart } from "./state/cart-atoms";

export type GuardResult = { ok: true } | { ok: false; redirect: string } | { ok: false; error: "MISSING_QUERY" };

export interface GuardInput {
  route: RouteName;
  locale: Locale;
  city: string;
  /** location.search of the page. */
  search: string;
  cart: StoredCart | null;
  nowMs: number;
}

/** Step 1 with the selection of a cart (expired or not). */
export const selectionHref = (locale: Locale, cart: StoredCart): string =>
  checkoutInformationHref(locale, cart.city, {
    productId: cart.productId,
    optionId: cart.optionId,
    date: cart.date,
    passengers: cart.passengers,
  });

export function guard({ route, locale, city, search, cart, nowMs }: GuardInput): GuardResult {
  const tours = pathFor("city-tours", locale, { city });
  const cartHere = cart && cart.city === city ? cart : null;
  switch (route) {
    case "city-checkout":
      return { ok: false, redirect: cartHere ? selectionHref(locale, cartHere) : tours };
    case "city-checkout-information":
      if (readCheckoutQuery(search)) return { ok: true };
      // No product in the address: the cart's selection if there is one, else the spec's "missing query parameters"
      // message on the page (with a way on to the tours), never a silent move elsewhere.
      return cartHere
        ? { ok: false, redirect: selectionHref(locale, cartHere) }
        : { ok: false, error: "MISSING_QUERY" };
    case "city-checkout-combinations":
    case "city-checkout-payment":
      if (isLive(cartHere, nowMs)) return { ok: true };
      return { ok: false, redirect: cartHere ? selectionHref(locale, cartHere) : tours };
    default:
      return { ok: true };
  }
}

/**
 * The combinations guard (spec section 4), once the server has answered: step 2 only when there is something to
 * offer for the cart (an upgrade or an upsell, the added ones included), else step 3 in its place (history replaced).
 */
export function combinationsGuard(
  locale: Locale,
  city: string,
  offers: { upgrades: readonly unknown[]; upsells: readonly unknown[] },
): { ok: true } | { ok: false; redirect: string } {
  if (offers.upgrades.length > 0 || offers.upsells.length > 0) return { ok: true };
  return { ok: false, redirect: pathFor("city-checkout-payment", locale, { city }) };
}
