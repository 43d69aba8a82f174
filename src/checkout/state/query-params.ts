/**
 * Query parameters the spec says to save (section 5): referrer (affiliate), code (promo code), partnerCentral.
 * Read from any checkout URL, kept for the visit (sessionStorage) so that they survive the steps and a reload.
 */
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

export interface SavedParams {
  referrer: string | null;
  code: string | null;
  partnerCentral: string | null;
}

export const EMPTY_PARAMS: Readonly<SavedParams> = { referrer: null, code: null, partnerCentral: null };
export const PARAMS_STORAGE_KEY = "checkout.params.v1";

const clean = (value: string | null): string | null => {
  const v = value?.trim();
  return v && v.length <= 100 ? v : null;
};

/** The saved parameters updated with those of a URL's query (absent ones keep their saved value). */
export function mergeParams(saved: SavedParams, search: string): SavedParams {
  const query = new URLSearchParams(search);
  return {
    referrer: clean(query.get("referrer")) ?? saved.referrer,
    code: clean(query.get("code")) ?? saved.code,
    partnerCentral: clean(query.get("partnerCentral")) ?? saved.partnerCentral,
  };
}

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

/** Outcome of GET /api/ventrata/webreferrer for the saved referrer: unchecked, accepted (partner_central) or refused. */
export type ReferrerCheck = { state: "none" } | { state: "ok"; partnerCentral: string | null } | { state: "refused" };
export const referrerCheckAtom = atom<ReferrerCheck>({ state: "none" });
