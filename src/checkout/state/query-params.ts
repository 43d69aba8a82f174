/**
 * Query parameters the spec says to save (section 5): referrer (affiliate), code (promo code), partnerCentral.
 * Saved from any landing page by the layout (layout/marketing-params.ts) and from any checkout URL, kept
 * for the visit (sessionStorage) so that they survive the steps and a reload.
 */
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import {
  cleanParam as clean,
  EMPTY_PARAMS,
  PARAMS_STORAGE_KEY,
  type ReferrerCheck,
  type SavedParams,
} from "../../lib/marketing-params";

export {
  EMPTY_PARAMS,
  mergeParams,
  PARAMS_STORAGE_KEY,
  type ReferrerCheck,
  type SavedParams,
} from "../../lib/marketing-params";

export const savedParamsAtom = atomWithStorage<SavedParams>(
  PARAMS_STORAGE_KEY,
  { ...EMPTY_PARAMS },
  createJSONStorage<SavedParams>(() => sessionStorage),
  { getOnInit: true },
);

/** The promo code of the selection: pre-filled from `code`, sent with the quote and the cart. */
export const promoCodeAtom = atom(
  (get) => get(savedParamsAtom).code,
  (get, set, code: string | null) => set(savedParamsAtom, { ...get(savedParamsAtom), code: clean(code) }),
);

/** Outcome of GET /api/ventrata/webreferrer for the saved referrer (layout/marketing-params.ts checkReferrer). */
export const referrerCheckAtom = atom<ReferrerCheck>({ state: "none" });
