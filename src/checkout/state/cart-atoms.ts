/**
 * The cart: one tour at a time, an OCTO hold on the server. The browser keeps what it needs to find it again and
 * to rebuild the selection (id, city, product, option, date, start time, passengers, promo code) and the hold's end
 * (utcExpiresAt), in localStorage: a reload or a second tab keeps it (the storage event updates the other tabs)
 * until it expires. The server stays the truth (the cart query).
 */
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { CheckoutPassengers } from "../../routes/checkout-query";
import { CHECKOUT_PASSENGER_TYPES } from "../../routes/checkout-query";

import { CART_STORAGE_KEY } from "./cart-storage-key";

export { CART_STORAGE_KEY };

export interface StoredCart {
  id: string;
  city: string;
  productId: string;
  /** The product's title in the cart's language, for the header's held-tour entry (absent in carts stored before it). */
  productTitle?: string;
  optionId: string;
  /** YYYY-MM-DD, local to the city. */
  date: string;
  availabilityId: string | null;
  passengers: CheckoutPassengers;
  promoCode: string | null;
  /** End of the hold, ISO 8601 UTC (the supplier's utcExpiresAt). */
  expiresAt: string;
}

/** A stored value from another version or a hand-edited storage is ignored rather than trusted. */
export function isStoredCart(value: unknown): value is StoredCart {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const strings = ["id", "city", "productId", "optionId", "date", "expiresAt"].every(
    (k) => typeof v[k] === "string" && v[k] !== "",
  );
  const passengers = v.passengers as Record<string, unknown> | undefined;
  return (
    strings &&
    !Number.isNaN(Date.parse(String(v.expiresAt))) &&
    (v.availabilityId === null || typeof v.availabilityId === "string") &&
    (v.promoCode === null || typeof v.promoCode === "string") &&
    !!passengers &&
    CHECKOUT_PASSENGER_TYPES.every((t) => Number.isInteger(passengers[t]) && (passengers[t] as number) >= 0)
  );
}

const storage = createJSONStorage<StoredCart | null>(() => localStorage);
const validatedStorage: typeof storage = {
  ...storage,
  getItem: (key, initial) => {
    const value = storage.getItem(key, initial);
    return isStoredCart(value) ? value : null;
  },
};

/** The persisted cart, null when none. Shared across tabs (storage event). */
export const cartAtom = atomWithStorage<StoredCart | null>(CART_STORAGE_KEY, null, validatedStorage, {
  getOnInit: true,
});

/** Milliseconds left on the hold at `nowMs` (0 once expired). */
export const msLeft = (cart: StoredCart, nowMs: number): number => Math.max(0, Date.parse(cart.expiresAt) - nowMs);
export const isLive = (cart: StoredCart | null, nowMs: number): cart is StoredCart => !!cart && msLeft(cart, nowMs) > 0;

/** Whole minutes shown by the countdown: rounded up, so "1 min" until the very end. */
export const minutesLeft = (cart: StoredCart, nowMs: number): number => Math.ceil(msLeft(cart, nowMs) / 60_000);

/** The clock of the countdown, ticked by the countdown bar (tests set it). */
export const nowAtom = atom(Date.now());

/** The cart while its hold runs, else null. */
export const liveCartAtom = atom((get) => {
  const cart = get(cartAtom);
  return isLive(cart, get(nowAtom)) ? cart : null;
});

/** The cart whose hold ran out (kept to start again with the same selection), else null. */
export const expiredCartAtom = atom((get) => {
  const cart = get(cartAtom);
  return cart && msLeft(cart, get(nowAtom)) === 0 ? cart : null;
});
