import { createStore } from "jotai";
import { EMPTY_PARAMS, mergeParams, PARAMS_STORAGE_KEY, savedParamsAtom } from "./query-params";

beforeEach(() => sessionStorage.clear());

describe("saved query parameters", () => {
  test("referrer, code and partnerCentral are read from the URL; absent ones keep their saved value", () => {
    const first = mergeParams(EMPTY_PARAMS, "?productId=p&referrer=acme&code=QZ7K-10&partnerCentral=pc1");
    expect(first).toEqual({ referrer: "acme", code: "QZ7K-10", partnerCentral: "pc1" });
    expect(mergeParams(first, "?productId=p&code=WINTER")).toEqual({
      referrer: "acme",
      code: "WINTER",
      partnerCentral: "pc1",
    });
    expect(mergeParams(first, "?code=%20")).toEqual(first);
  });

  test("they survive a reload (sessionStorage) and code pre-fills the promo code", () => {
    createStore().set(savedParamsAtom, mergeParams(EMPTY_PARAMS, "?code=QZ7K-10"));
    expect(JSON.parse(sessionStorage.getItem(PARAMS_STORAGE_KEY) ?? "{}").code).toBe("QZ7K-10");
    let fresh: typeof import("./query-params") | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import("./query-params")>("./query-params");
    });
    const reloaded = createStore();
    expect(reloaded.get(fresh!.promoCodeAtom)).toBe("QZ7K-10");
    reloaded.set(fresh!.promoCodeAtom, null);
    expect(reloaded.get(fresh!.savedParamsAtom).code).toBeNull();
  });
});
