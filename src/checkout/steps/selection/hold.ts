import { navigate } from "gatsby";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { EMPTY_MIX } from "../../../../domain/passengers";
import { pathFor } from "../../../../domain/route-table";
import { cartItems } from "../../../analytics/cart-items";
import { pushEcommerce } from "../../../analytics/data-layer";
import { addToCartEvent, removeFromCartEvent } from "../../../analytics/events";
import { toast } from "../../../components/toast-area";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { dataOf, serverCode, serverMessage } from "../../../lib/booking-errors";
import type { CheckoutPassengers } from "../../../routes/checkout-query";
import {
  CartDocument,
  CreateCartDocument,
  DropCartDocument,
  UpdateCartDocument,
  type CartFieldsFragment,
} from "../../graphql/__generated__/graphql";
import { withHoldProof } from "../../hold-proof";
import { cartAtom, liveCartAtom, type StoredCart } from "../../state/cart-atoms";
import { promoCodeAtom, savedParamsAtom } from "../../state/query-params";

const storedCartOf = (cart: CartFieldsFragment, city: string, promoCode: string | null): StoredCart => ({
  id: cart.id,
  city,
  productId: cart.product.id,
  productTitle: cart.product.title,
  optionId: cart.option.id,
  date: cart.date ?? "",
  availabilityId: cart.availabilityId,
  passengers: { ...EMPTY_MIX, ...cart.passengers },
  promoCode,
  expiresAt: cart.expiresAt ?? new Date(Date.now() + cart.secondsLeft * 1000).toISOString(),
});

const uuid = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ ((Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );

export interface Selection {
  productId: string;
  optionId: string;
  date: string;
  availabilityId: string | null;
  passengers: CheckoutPassengers;
}

/**
 * Step 1's Continue: holds the selection (the same tour's cart changed, else a new cart, the one held before dropped
 * when the visitor chose to replace it; a proof of work when the server asks for one, with one cart id for both
 * tries), keeps it, says so and goes to step 2. A refusal is kept as `error` (shown with the step's messages) and
 * `onError` is told, so that the step brings its messages into view.
 */
export function useHold({ city, locale, onError }: { city: string; locale: Locale; onError: () => void }) {
  const t = useT();
  const client = useApolloClient();
  const [createCart] = useMutation(CreateCartDocument);
  const [updateCart] = useMutation(UpdateCartDocument);
  const [dropCart] = useMutation(DropCartDocument);
  const liveCart = useAtomValue(liveCartAtom);
  const setCart = useSetAtom(cartAtom);
  const promoCode = useAtomValue(promoCodeAtom);
  // The marketing link's referrer and partner go with the cart: the server checks the referrer and sends the accepted
  // one to the supplier as the booking's reseller reference.
  const { referrer: linkReferrer, partnerCentral } = useAtomValue(savedParamsAtom);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The tour held now is this selection's product and option (Continue changes it rather than replacing it). */
  const holdsSameTour = (s: Pick<Selection, "productId" | "optionId">): boolean =>
    !!liveCart && liveCart.city === city && liveCart.productId === s.productId && liveCart.optionId === s.optionId;

  const hold = async (selection: Selection, replace: boolean): Promise<void> => {
    setSending(true);
    setError(null);
    try {
      const input = {
        date: selection.date,
        ...(selection.availabilityId ? { availabilityId: selection.availabilityId } : {}),
        passengers: selection.passengers,
      };
      let cart: CartFieldsFragment;
      if (liveCart && holdsSameTour(selection)) {
        cart = dataOf(await updateCart({ variables: { locale, input: { id: liveCart.id, ...input } } })).updateCart;
      } else {
        if (liveCart && replace) {
          // remove_from_cart: the dropped tour with the server's prices (the stored cart keeps none); asked before the drop
          const dropped = await client
            .query({ query: CartDocument, variables: { id: liveCart.id, locale }, fetchPolicy: "network-only" })
            .then(
              (r) => r.data?.cart ?? null,
              () => null,
            );
          await dropCart({ variables: { id: liveCart.id, locale } }).catch(() => undefined);
          setCart(null);
          if (dropped) pushEcommerce(removeFromCartEvent(cartItems(dropped)));
        }
        const id = uuid(); // one id for the retry with a proof of work: never two carts
        cart = (
          await withHoldProof(
            async (headers) =>
              dataOf(
                await createCart({
                  context: { headers },
                  variables: {
                    locale,
                    input: {
                      id,
                      productId: selection.productId,
                      optionId: selection.optionId,
                      ...input,
                      ...(promoCode ? { promoCode } : {}),
                      ...(linkReferrer ? { referrer: linkReferrer } : {}),
                      ...(partnerCentral ? { partnerCentral } : {}),
                    },
                  },
                }),
              ),
            (e) => serverCode(e) === "PROOF_REQUIRED",
          )
        ).createCart;
      }
      // The cart is in the cache by its id (booking-client.ts): steps 2 and 3 show it at once.
      setCart(storedCartOf(cart, city, promoCode));
      pushEcommerce(addToCartEvent(cartItems(cart)));
      toast.success(t("checkout.cartSaved"));
      await navigate(pathFor("city-checkout-combinations", locale, { city }));
    } catch (e) {
      const text = serverMessage(e) ?? t("errors.booking");
      setError(text);
      onError();
      toast.error(text);
    } finally {
      setSending(false);
    }
  };

  return { hold, holdsSameTour, heldTour: liveCart, sending, error, clearError: () => setError(null) };
}
