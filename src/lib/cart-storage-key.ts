/** Where the cart reference lives in localStorage (own module: the callback pages clear it without loading jotai). */
export const CART_STORAGE_KEY = "checkout.cart.v1";
