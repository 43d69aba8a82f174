import { createStore } from "jotai";
import { currentCityAtom, INITIAL_PRODUCT_BAR, productBarAtom, setCurrentCityAtom } from "./city-atoms";

describe("the spec's store", () => {
  test("current city: null until set, the name when known, false when unknown", () => {
    const store = createStore();
    expect(store.get(currentCityAtom)).toBeNull();
    store.set(setCurrentCityAtom, "paris");
    expect(store.get(currentCityAtom)).toBe("paris");
    store.set(setCurrentCityAtom, "atlantis");
    expect(store.get(currentCityAtom)).toBe(false);
  });

  test("unsetting clears the city and resets the product bar", () => {
    const store = createStore();
    store.set(setCurrentCityAtom, "london");
    store.set(productBarAtom, { sticky: true, price: 4200, submit: true });
    store.set(setCurrentCityAtom, null);
    expect(store.get(currentCityAtom)).toBeNull();
    expect(store.get(productBarAtom)).toEqual({ sticky: false, price: 0, submit: false });
    expect(INITIAL_PRODUCT_BAR).toEqual({ sticky: false, price: 0, submit: false });
  });
});
