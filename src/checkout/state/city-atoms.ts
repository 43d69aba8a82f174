/**
 * The spec's product bar state (section 4: "Product bar holds sticky, submit flags and a price"): step 1 writes it
 * from its selection and its phone bar (components/product-bar.tsx) shows it. Leaving the checkout or its city resets
 * it {sticky false, price 0, submit false}. The spec's "current city" is the route's city parameter, which every
 * screen reads from its page context; the store keeps no copy of it.
 */
import { atom } from "jotai";
import { INITIAL_PRODUCT_BAR, type ProductBarState } from "../../components/product-bar";

export type ProductBar = ProductBarState;
export { INITIAL_PRODUCT_BAR };

export const productBarAtom = atom<ProductBar>({ ...INITIAL_PRODUCT_BAR });

/** Back to the initial product bar (the checkout left, or its city changed). */
export const resetProductBarAtom = atom(null, (_get, set) => set(productBarAtom, { ...INITIAL_PRODUCT_BAR }));
