// The key lives in src/lib (the header's held-tour entry reads the cart on every page without the checkout).
export { CART_STORAGE_KEY } from "../../lib/cart-storage-key";
