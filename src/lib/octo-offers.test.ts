import { BASE_OFFER_MISSING, BuildAbort, buildAbortReasons, fetchOctoData, toHomeProductIds, toPricesFrom } from "./octo-offers";

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
  test("a failed destinations call stops the build with the spec's message (issue 28 item 3)", async () => {
    const failing = async () => ({ ok: false, status: 503, json: async () => ({}) });
    const attempt = fetchOctoData({ OCTO_BASE_URL: "http://octo.test" }, failing);
    await expect(attempt).rejects.toBeInstanceOf(BuildAbort);
    await expect(attempt).rejects.toThrow("Unable to fetch destination http://octo.test/supplier with err GET /supplier: HTTP 503");
    const refused = async () => { throw new Error("connect ECONNREFUSED 127.0.0.1:4010"); };
    await expect(fetchOctoData({}, refused)).rejects.toThrow("Unable to fetch destination http://localhost:4010/supplier with err connect ECONNREFUSED 127.0.0.1:4010");
  });
  test("destinations come from GET /supplier with ventrata/content, as Ventrata's API defines them", async () => {
    const asked: { url: string; capabilities: string }[] = [];
    const supplier = { id: "s", destinations: [{ id: "paris", categories: [{ title: "sight-base-offer", productIds: ["a"] }] }] };
    const fetchImpl = async (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, capabilities: init.headers["Octo-Capabilities"] ?? "" });
      return { ok: true, status: 200, json: async () => (url.endsWith("/supplier") ? supplier : []) };
    };
    await expect(fetchOctoData({ OCTO_BASE_URL: "http://octo.test/" }, fetchImpl)).resolves.toMatchObject({ homeProductIds: { paris: ["a"] } });
    const supplierCall = asked.find((a) => a.url === "http://octo.test/supplier");
    expect(supplierCall?.capabilities.split(/,\s*/)).toContain("ventrata/content");
    expect(asked.map((a) => a.url)).not.toContain("http://octo.test/destinations");
  });
  test("failed products only: the build goes on without prices and says why", async () => {
    const destinations = { destinations: [{ id: "paris", categories: [{ title: "sight-base-offer", productIds: ["a"] }] }] };
    const partly = async (url: string) =>
      url.endsWith("/supplier") ? { ok: true, status: 200, json: async () => destinations } : { ok: false, status: 500, json: async () => ({}) };
    await expect(fetchOctoData({}, partly)).resolves.toEqual({ homeProductIds: { paris: ["a"] }, prices: {}, pricesProblem: "Error: GET /products: HTTP 500" });
  });
  test("a city without its sight-base-offer category stops the build, one line per city (spec section 8)", () => {
    const octo = toHomeProductIds({
      destinations: [
        { id: "paris", categories: [{ title: "sight-base-offer", productIds: ["a"] }] },
        { id: "london", categories: [{ title: "hop-on-hop-off", productIds: ["b"] }] },
      ],
    });
    expect(buildAbortReasons({ homeProductIds: octo, prices: {} }, ["paris"])).toEqual([]);
    expect(buildAbortReasons({ homeProductIds: octo, prices: {} }, ["paris", "london", "bath"])).toEqual([
      `${BASE_OFFER_MISSING} (city london)`,
      `${BASE_OFFER_MISSING} (city bath)`,
    ]);
    expect(BASE_OFFER_MISSING).toBe("Unable to find esight base offer from CMS please provide the category with name sight-base-offer");
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
