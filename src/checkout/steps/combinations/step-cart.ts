import { navigate } from "gatsby";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { skipToken, useQuery } from "@apollo/client/react";
import { cartItems } from "../../../analytics/cart-items";
import { upsellItem } from "../../../analytics/checkout-events";
import { pushEcommerce } from "../../../analytics/data-layer";
import { viewCartEvent } from "../../../analytics/events";
import type { Locale } from "../../../i18n/locales";
import { CartOptionsDocument, type CartOptionsQuery } from "../../graphql/__generated__/graphql";
import { combinationsGuard } from "../../guards";
import { cartAtom, isLive } from "../../state/cart-atoms";

/** Step 2's cart: the held cart with what the server offers for it (upgrades and upsells, each priced). */
export type StepCart = NonNullable<CartOptionsQuery["cart"]>;

/**
 * Step 2's cart: the stored cart (cart-atoms.ts) asked again on arrival with its offers, the cached one shown
 * meanwhile; mutations return the cart, which Apollo's cache puts in place of this one (Cart by id,
 * booking-client.ts), so the step follows them. When the server has nothing to offer (the combinations guard), the
 * step goes straight on to payment in its place (`skip`); the visitor's sight of a held cart is view_cart, once per
 * cart.
 */
export function useStepCart(city: string, locale: Locale) {
  const [stored, setStored] = useAtom(cartAtom);
  const id = stored && isLive(stored, Date.now()) ? stored.id : null;
  // The cart is asked again on arrival (cache-and-network); the cached cart is shown meanwhile. Mutations return the
  // cart, which Apollo's cache puts in place of this one (Cart by id, booking-client.ts): the summary follows them.
  const result = useQuery(
    CartOptionsDocument,
    id ? { variables: { id, locale }, fetchPolicy: "cache-and-network" } : skipToken,
  );
  const cart = result.data?.cart ?? null;

  // The combinations guard: nothing to offer, straight on to payment in place of this step.
  const skip = cart && cart.status === "ON_HOLD" ? combinationsGuard(locale, city, cart) : null;
  useEffect(() => {
    if (skip && !skip.ok) void navigate(skip.redirect, { replace: true });
  }, [skip?.ok]); // eslint-disable-line react-hooks/exhaustive-deps -- once the skip decision is known, not on each render
  // view_cart: the visitor sees the cart, once per cart
  const heldCart = cart && cart.status === "ON_HOLD" ? cart : null;
  useEffect(() => {
    if (heldCart)
      pushEcommerce(
        viewCartEvent([...cartItems(heldCart), ...heldCart.upsells.filter((u) => u.added).map(upsellItem)]),
      );
  }, [heldCart?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per cart (view_cart)

  return { stored, setStored, cart, loading: result.loading, error: result.error, skip };
}
