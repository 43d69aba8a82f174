import { createStore } from "jotai";
import {
  CART_STORAGE_KEY,
  cartAtom,
  expiredCartAtom,
  liveCartAtom,
  minutesLeft,
  nowAtom,
  type StoredCart,
} from "./cart-atoms";
import { EMPTY_MIX } from "../../../domain/passengers";

/** A page load: the module evaluated afresh (it reads localStorage when its atom is created). */
const reload = (): typeof import("./cart-atoms") => {
  let fresh: typeof import("./cart-atoms") | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import("./cart-atoms")>("./cart-atoms");
  });
  return fresh!;
};

const NOW = Date.parse("2026-12-01T10:00:00Z");
const cart = (over: Partial<StoredCart> = {}): StoredCart => ({
  id: "c0ffee00-0000-4000-8000-000000000001",
  city: "paris",
  productId: "p",
  optionId: "o",
  date: "2026-12-05",
  availabilityId: null,
  passengers: { ...EMPTY_MIX, adult: 2, child: 1 },
  promoCode: null,
  expiresAt: new Date(NOW + 30 * 60_000).toISOString(),
  ...over,
});

beforeEach(() => localStorage.clear());

describe("cart atoms", () => {
  test("the cart is written to localStorage and read back by a fresh store (reload)", () => {
    const first = createStore();
    first.set(cartAtom, cart());
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null")).toEqual(cart());
    expect(createStore().get(reload().cartAtom)).toEqual(cart());
  });

  test("a second tab sees the cart through the storage event", () => {
    const tab = createStore();
    const unsubscribe = tab.sub(cartAtom, () => undefined);
    expect(tab.get(cartAtom)).toBeNull();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart()));
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CART_STORAGE_KEY,
        newValue: JSON.stringify(cart()),
        storageArea: localStorage,
      }),
    );
    expect(tab.get(cartAtom)).toEqual(cart());
    unsubscribe();
  });

  test("a malformed stored value is ignored", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ id: "x", passengers: { adult: -1 } }));
    expect(createStore().get(reload().cartAtom)).toBeNull();
  });

  test("live until utcExpiresAt, then expired (kept to start again)", () => {
    const store = createStore();
    store.set(cartAtom, cart());
    store.set(nowAtom, NOW + 29 * 60_000);
    expect(store.get(liveCartAtom)?.id).toBe(cart().id);
    expect(store.get(expiredCartAtom)).toBeNull();
    store.set(nowAtom, NOW + 30 * 60_000);
    expect(store.get(liveCartAtom)).toBeNull();
    expect(store.get(expiredCartAtom)?.id).toBe(cart().id);
  });

  test("the countdown rounds up to whole minutes", () => {
    expect(minutesLeft(cart(), NOW)).toBe(30);
    expect(minutesLeft(cart(), NOW + 60_000 * 29 + 1)).toBe(1);
    expect(minutesLeft(cart(), NOW + 60_000 * 31)).toBe(0);
  });

  test("dropping the cart clears the storage", () => {
    const store = createStore();
    store.set(cartAtom, cart());
    store.set(cartAtom, null);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe("null");
    expect(createStore().get(reload().cartAtom)).toBeNull();
  });
});
