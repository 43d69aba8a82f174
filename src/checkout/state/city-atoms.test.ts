import { createStore } from "jotai";
import * as atoms from "./city-atoms";
import { INITIAL_PRODUCT_BAR, productBarAtom, resetProductBarAtom } from "./city-atoms";

describe("the spec's store: the product bar", () => {
  test("starts {sticky false, price 0, submit false}; a reset brings it back", () => {
    const store = createStore();
    expect(store.get(productBarAtom)).toEqual({ sticky: false, price: 0, submit: false });
    store.set(productBarAtom, { sticky: true, price: 4200, submit: true });
    store.set(resetProductBarAtom);
    expect(store.get(productBarAtom)).toEqual({ sticky: false, price: 0, submit: false });
    expect(INITIAL_PRODUCT_BAR).toEqual({ sticky: false, price: 0, submit: false });
  });

  test("no current-city copy: the route's city is the one source", () => {
    expect(Object.keys(atoms)).not.toContain("currentCityAtom");
  });
});
