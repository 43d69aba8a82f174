import { createStore } from "jotai";
import { EMPTY_PARAMS, mergeParams, PARAMS_STORAGE_KEY, savedParamsAtom } from "./query-params";

beforeEach(() => sessionStorage.clear());

describe("saved query parameters", () => {
  test("referrer, code and partnerCentral are read from the URL; absent ones keep their saved value", () => {
    const first = mergeParams(EMPTY_PARAMS, "?productId=p&referrer=acme&code=SUMMER10&partnerCentral=pc1");
    expect(first).toEqual({ referrer: "acme", code: "SUMMER10", partnerCentral: "pc1" });
    expect(mergeParams(first, "?productId=p&code=WINTER")).toEqual({ referrer: "acme", code: "WINTER", partnerCentral: "pc1" });
    expect(mergeParams(first, "?code=%20")).toEqual(first);
  });

  test("they survive a reload (sessionStorage) and code pre-fills the promo code", () => {
    createStore().set(savedParamsAtom, mergeParams(EMPTY_PARAMS, "?code=SUMMER10"));
    expect(JSON.parse(sessionStorage.getItem(PARAMS_STORAGE_KEY) ?? "{}").code).toBe("SUMMER10");
    let fresh: typeof import("./query-params") | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import("./query-params")>("./query-params");
    });
    const reloaded = createStore();
    expect(reloaded.get(fresh!.promoCodeAtom)).toBe("SUMMER10");
    reloaded.set(fresh!.promoCodeAtom, null);
    expect(reloaded.get(fresh!.savedParamsAtom).code).toBeNull();
  });
});
