/**
 * The spec's store (section 4): the current city is null until set by name, false when the name is not a known
 * city; unsetting clears it and resets the product bar {sticky false, price 0, submit false}.
 */
import { atom } from "jotai";
import { cityById } from "../../../domain/cities";

export interface ProductBar {
  /** The bar sticks to the bottom of a phone screen (a selection with a price is on screen). */
  sticky: boolean;
  /** Total of the current selection in minor units, from the server's quote (0: none yet). */
  price: number;
  /** The selection can be sent (Continue enabled). */
  submit: boolean;
}

export const INITIAL_PRODUCT_BAR: Readonly<ProductBar> = { sticky: false, price: 0, submit: false };

export type CurrentCity = string | false | null;

export const currentCityAtom = atom<CurrentCity>(null);
export const productBarAtom = atom<ProductBar>({ ...INITIAL_PRODUCT_BAR });

/** Sets the current city by name (false if unknown); null unsets it and resets the product bar. */
export const setCurrentCityAtom = atom(null, (_get, set, name: string | null) => {
  if (name === null) {
    set(currentCityAtom, null);
    set(productBarAtom, { ...INITIAL_PRODUCT_BAR });
    return;
  }
  set(currentCityAtom, cityById(name) ? name : false);
});
