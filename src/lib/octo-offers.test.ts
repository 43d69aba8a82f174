import { fetchOctoData, toHomeProductIds, toPricesFrom } from "./octo-offers";

describe("OCTO build-time data", () => {
  test("home product ids come from the sight-base-offer category", () => {
    const ids = toHomeProductIds({
      destinations: [{ id: "paris", categories: [{ title: "hop-on-hop-off", productIds: ["x"] }, { title: "sight-base-offer", productIds: ["a", "b"] }] }],
    });
    expect(ids).toEqual({ paris: ["a", "b"] });
  });
  test("price from is the adult unit of the default option", () => {
    const prices = toPricesFrom([
      { id: "p", options: [{ id: "o1", default: true, units: [{ type: "CHILD", pricingFrom: [{ retail: 100 }] }, { type: "ADULT", pricingFrom: [{ retail: 2880, original: 3200, currency: "EUR" }] }] }] },
      { id: "no-price", options: [{ id: "o", units: [] }] },
    ]);
    expect(prices).toEqual({ p: { amount: 2880, original: 3200, currency: "EUR", optionId: "o1" } });
  });
  test("an unreachable supplier rejects (the build falls back)", async () => {
    const failing = async () => ({ ok: false, status: 503, json: async () => ({}) });
    await expect(fetchOctoData({}, failing)).rejects.toThrow(/503/);
  });
});

describe("free cancellation from the OCTO option (issue 17 item 9)", () => {
  const product = (option: Record<string, unknown>) => [
    { id: "p1", options: [{ id: "o1", default: true, units: [{ type: "ADULT", pricingFrom: [{ retail: 1000, currency: "EUR" }] }], ...option }] },
  ];
  test("a stated cancellation cutoff is free cancellation up to that many hours before", () => {
    expect(toPricesFrom(product({ cancellationCutoffAmount: 24, cancellationCutoffUnit: "hour" })).p1?.freeCancellationHours).toBe(24);
    expect(toPricesFrom(product({ cancellationCutoffAmount: 2, cancellationCutoffUnit: "day" })).p1?.freeCancellationHours).toBe(48);
    expect(toPricesFrom(product({ cancellationCutoffAmount: 0, cancellationCutoffUnit: "hour" })).p1?.freeCancellationHours).toBe(0);
  });
  test("no cutoff: no free-cancellation mark", () => {
    expect(toPricesFrom(product({})).p1?.freeCancellationHours).toBeUndefined();
  });
});
