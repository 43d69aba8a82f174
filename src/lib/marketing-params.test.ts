import {
  attributionFields,
  attributionOf,
  EMPTY_PARAMS,
  mergeParams,
  parseReferrerCheck,
  parseSavedParams,
  serializeReferrerCheck,
} from "./marketing-params";
import { readSavedParams, saveParamsOf } from "../layout/marketing-params";
import { beginCheckoutEvent, purchaseEvent } from "../analytics/events";

beforeEach(() => sessionStorage.clear());

describe("marketing link parameters saved from any landing page", () => {
  test("a product page's ?code= and ?referrer= are saved, and a later page without them keeps them", () => {
    expect(saveParamsOf("?code=ABC&referrer=HOTELLUM")).toEqual({
      referrer: "HOTELLUM",
      code: "ABC",
      partnerCentral: null,
    });
    // "Book now" opens step 1 without the query: what was saved is still there
    expect(saveParamsOf("?productId=paris-hop-on-hop-off")).toEqual({
      referrer: "HOTELLUM",
      code: "ABC",
      partnerCentral: null,
    });
    expect(readSavedParams()).toEqual({ referrer: "HOTELLUM", code: "ABC", partnerCentral: null });
    // a later partner link replaces the partner's pair (the last link wins, ADR 0343); the code what it carries
    expect(saveParamsOf("?partnerCentral=PC-9&code=NEW")).toEqual({
      referrer: null,
      code: "NEW",
      partnerCentral: "PC-9",
    });
  });

  test("mergeParams: absent or blank values keep the saved ones; too long ones are ignored", () => {
    const saved = mergeParams(EMPTY_PARAMS, "?referrer=acme&code=X1");
    expect(mergeParams(saved, "?code=%20&referrer=")).toEqual(saved);
    expect(mergeParams(saved, `?code=${"A".repeat(101)}`).code).toBe("X1");
  });

  test("two partners' links: the last one wins, as a pair; a link without a partner keeps the saved one (ADR 0343)", () => {
    const first = mergeParams(EMPTY_PARAMS, "?referrer=HOTELA&partnerCentral=PC-A");
    const second = mergeParams(first, "?referrer=HOTELB");
    expect(second).toEqual({ referrer: "HOTELB", code: null, partnerCentral: null });
    expect(mergeParams(second, "?partnerCentral=PC-C")).toEqual({ referrer: null, code: null, partnerCentral: "PC-C" });
    expect(mergeParams(first, "?code=SUMMER")).toEqual({ referrer: "HOTELA", code: "SUMMER", partnerCentral: "PC-A" });
  });

  test("what storage holds is checked: junk reads as nothing saved", () => {
    expect(parseSavedParams("not json")).toEqual(EMPTY_PARAMS);
    expect(parseSavedParams(JSON.stringify({ referrer: 42, code: "OK", partnerCentral: ["x"] }))).toEqual({
      referrer: null,
      code: "OK",
      partnerCentral: null,
    });
    sessionStorage.setItem("checkout.params.v1", "{");
    expect(saveParamsOf("?code=Z")).toEqual({ referrer: null, code: "Z", partnerCentral: null });
  });

  test("a stored webreferrer answer counts only for its own referrer", () => {
    const raw = serializeReferrerCheck("HOTELLUM", { state: "ok", partnerCentral: "PC-1001" });
    expect(parseReferrerCheck(raw, "HOTELLUM")).toEqual({ state: "ok", partnerCentral: "PC-1001" });
    expect(parseReferrerCheck(raw, "OTHER")).toBeNull();
    expect(parseReferrerCheck(serializeReferrerCheck("BAD", { state: "refused" }), "BAD")).toEqual({
      state: "refused",
    });
  });

  test("attribution: the referrer only when accepted, with its partner, else the link's partnerCentral", () => {
    const saved = { referrer: "HOTELLUM", code: null, partnerCentral: "PC-LINK" };
    expect(attributionOf(saved, { state: "ok", partnerCentral: "PC-1001" })).toEqual({
      referrer: "HOTELLUM",
      partnerCentral: "PC-1001",
    });
    expect(attributionOf(saved, { state: "ok", partnerCentral: null })).toEqual({
      referrer: "HOTELLUM",
      partnerCentral: "PC-LINK",
    });
    expect(attributionOf(saved, { state: "refused" })).toEqual({ referrer: null, partnerCentral: "PC-LINK" });
    expect(attributionOf(saved, null)).toEqual({ referrer: null, partnerCentral: "PC-LINK" });
    expect(attributionFields({ referrer: null, partnerCentral: null })).toEqual({});
  });

  test("begin_checkout and purchase credit the partner (and GA4 affiliation); without one they do not change", () => {
    const cart = { currency: "EUR", total: 2900, currencyPrecision: 2, promoCode: "ABC", items: [] };
    const credited = beginCheckoutEvent(cart, "paris", "en", { referrer: "HOTELLUM", partnerCentral: "PC-1001" });
    expect(credited).toMatchObject({
      referrer: "HOTELLUM",
      partnerCentral: "PC-1001",
      ecommerce: { affiliation: "HOTELLUM", coupon: "ABC" },
    });
    const plain = beginCheckoutEvent(cart, "paris", "en");
    expect(plain).not.toHaveProperty("referrer");
    expect(plain.ecommerce).not.toHaveProperty("affiliation");
    const booking = {
      reference: "R1",
      city: "paris",
      productTitle: "T",
      totalPaid: 2900,
      currency: "EUR",
      passengers: [{ type: "adult", count: 1 }],
    };
    expect(purchaseEvent(booking, "en", undefined, { referrer: null, partnerCentral: "PC-9" })).toMatchObject({
      partnerCentral: "PC-9",
    });
  });
});
