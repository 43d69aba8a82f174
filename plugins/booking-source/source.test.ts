import { siteConfig } from "../../domain/site-config";
import {
  BASE_OFFER_MISSING,
  BuildAbort,
  bookingApiUrl,
  fetchBookingAnswers,
  toBookingNodes,
  type BookingAnswers,
  type Fetch,
} from "./source";

const category = (id: string, title: string, productIds: string[], shortDescription: string | null = null) => ({
  id,
  title,
  productIds,
  shortDescription,
});
const destinations = (lang: string) => ({
  destinations: [
    {
      id: "d-paris",
      city: "paris",
      name: "Paris",
      country: "FR",
      latitude: 48.8,
      longitude: 2.3,
      categories: [
        category("c-paris-home", "sight-base-offer", ["paris-hop", "paris-night"], `Paris ${lang}`),
        category("c-paris-combo", "sight-combination", ["paris-combo"]),
      ],
    },
    {
      id: "d-london",
      city: "london",
      name: "London",
      categories: [category("c-london-home", "sight-base-offer", ["london-hop"])],
    },
    {
      id: "d-bath",
      city: "bath",
      name: "Bath",
      categories: [category("c-bath-home", "sight-base-offer", ["bath-hop"])],
    },
  ],
});
const cities = (lang: string) => [
  { city: "paris", name: lang === "en" ? "Paris" : "Paris (fr)", gid: "gid-paris" },
  { city: "london", name: lang === "en" ? "London" : "Londres", gid: null },
  { city: "bath", name: "Bath", gid: "gid-bath" },
];
const price = (amount: number) => ({
  amount,
  original: null,
  currency: "EUR",
  optionId: "o",
  freeCancellationHours: 24,
});
const offers = [
  {
    id: "c-paris-home",
    title: "sight-base-offer",
    destinationId: "d-paris",
    city: "paris",
    productIds: ["paris-hop", "paris-night"],
    prices: { "paris-hop": price(2880), "paris-combo": price(5000) },
  },
  {
    id: "c-london-home",
    title: "sight-base-offer",
    destinationId: "d-london",
    city: "london",
    productIds: ["london-hop"],
    prices: { "london-hop": price(3000) },
  },
  {
    id: "c-bath-home",
    title: "sight-base-offer",
    destinationId: "d-bath",
    city: "bath",
    productIds: ["bath-hop"],
    prices: {},
  },
];

/** A web server answering /api/init/* from the fixtures above; `fail` maps a path to a status (+ message). */
function api(fail: Record<string, { status: number; message?: string }> = {}): { fetch: Fetch; urls: string[] } {
  const urls: string[] = [];
  const fetchImpl: Fetch = async (url) => {
    urls.push(url);
    const { pathname, searchParams } = new URL(url);
    const lang = searchParams.get("locale") ?? "fr";
    const failure = fail[pathname];
    if (failure)
      return {
        ok: false,
        status: failure.status,
        json: async () => (failure.message ? { message: failure.message } : {}),
      };
    const body =
      pathname === "/api/init/destinations"
        ? destinations(lang)
        : pathname === "/api/init/cities"
          ? cities(lang)
          : pathname === "/api/init/offers"
            ? offers
            : { ranking_app_ios: 4.5, ranking_app_android: 3.9 };
    return { ok: true, status: 200, json: async () => body };
  };
  return { fetch: fetchImpl, urls };
}

const config = siteConfig({ SITE_LANGUAGES: "en,fr", SITE_CITIES: "london,paris,madrid" });

describe("booking-source: reading /api/init/*", () => {
  test("destinations and cities per configured language, offers in the default language, the rating once", async () => {
    const { fetch, urls } = api();
    const answers = await fetchBookingAnswers("http://web.test", config, fetch, () => {});
    expect(urls).toEqual([
      "http://web.test/api/init/destinations?locale=en",
      "http://web.test/api/init/cities?locale=en",
      "http://web.test/api/init/destinations?locale=fr",
      "http://web.test/api/init/cities?locale=fr",
      "http://web.test/api/init/offers?locale=en",
      "http://web.test/api/init/rating",
    ]);
    expect(Object.keys(answers.destinations)).toEqual(["en", "fr"]);
  });

  test("the web server down: the spec's 'Unable to fetch destination ... with err ...', a BuildAbort (no stack trace)", async () => {
    const refused: Fetch = async () => {
      throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:8000") });
    };
    const attempt = fetchBookingAnswers("http://localhost:8000", config, refused, () => {});
    await expect(attempt).rejects.toBeInstanceOf(BuildAbort);
    await expect(attempt).rejects.toThrow(
      "Unable to fetch destination http://localhost:8000/api/init/destinations?locale=en with err fetch failed (connect ECONNREFUSED 127.0.0.1:8000)",
    );
  });

  test("an endpoint's own error text (the web server's catalogue) is the build's message; cities have theirs", async () => {
    const supplierDown = api({
      "/api/init/destinations": { status: 502, message: "Unable to fetch destination ... with err 500 INTERNAL" },
    });
    await expect(fetchBookingAnswers("http://web.test", config, supplierDown.fetch, () => {})).rejects.toThrow(
      "Unable to fetch destination ... with err 500 INTERNAL",
    );
    const cmsDown = api({ "/api/init/cities": { status: 500 } });
    await expect(fetchBookingAnswers("http://web.test", config, cmsDown.fetch, () => {})).rejects.toThrow(
      "Unable to fetch cities http://web.test/api/init/cities?locale=en with err HTTP 500",
    );
  });

  test("the rating failing is logged only (spec section 8): default 4 and 4", async () => {
    const warnings: string[] = [];
    const { fetch } = api({ "/api/init/rating": { status: 500 } });
    const nodes = toBookingNodes(
      await fetchBookingAnswers("http://web.test", config, fetch, (m) => warnings.push(m)),
      config,
    );
    expect(nodes.rating).toEqual({ rankingAppIos: 4, rankingAppAndroid: 4 });
    expect(warnings).toEqual([expect.stringContaining("/api/init/rating failed")]);
  });

  test("BOOKING_API_URL, default the web server on :8000", () => {
    expect(bookingApiUrl({})).toBe("http://localhost:8000");
    expect(bookingApiUrl({ BOOKING_API_URL: "http://localhost:38000/" })).toBe("http://localhost:38000");
  });
});

describe("booking-source: nodes", () => {
  const answers = async (): Promise<BookingAnswers> =>
    fetchBookingAnswers("http://web.test", config, api().fetch, () => {});

  test("configured cities only, in the configured order; a configured city nobody returns is logged and dropped", async () => {
    const nodes = toBookingNodes(await answers(), config);
    expect(nodes.destinations.map((d) => d.city)).toEqual(["london", "paris"]);
    expect(nodes.dropped).toEqual([
      "booking-source: configured city madrid is absent from the supplier's destinations and the CMS's cities: dropped",
    ]);
    // bath: returned by the supplier and the CMS, not configured: not built.
    expect(nodes.categories.some((c) => c.city === "bath")).toBe(false);
    expect(nodes.products.some((p) => p.city === "bath")).toBe(false);
  });

  test("a destination with its localized names, home category and categories; categories with their products", async () => {
    const nodes = toBookingNodes(await answers(), config);
    const paris = nodes.destinations.find((d) => d.city === "paris");
    expect(paris).toMatchObject({
      destinationId: "d-paris",
      gid: "gid-paris",
      country: "FR",
      names: [
        { locale: "en", value: "Paris" },
        { locale: "fr", value: "Paris (fr)" },
      ],
      homeCategoryId: "c-paris-home",
      categoryIds: ["c-paris-home", "c-paris-combo"],
    });
    const home = nodes.categories.find((c) => c.categoryId === "c-paris-home");
    expect(home).toMatchObject({ city: "paris", isHome: true, productIds: ["paris-hop", "paris-night"] });
    expect(home?.shortDescriptions).toEqual([
      { locale: "en", value: "Paris en" },
      { locale: "fr", value: "Paris fr" },
    ]);
    expect(nodes.categories.find((c) => c.categoryId === "c-paris-combo")?.isHome).toBe(false);
  });

  test("every product of a kept city gets a node, priced when /api/init/offers gives its 'price from'", async () => {
    const nodes = toBookingNodes(await answers(), config);
    const byId = Object.fromEntries(nodes.products.map((p) => [p.productId, p]));
    expect(byId["paris-hop"]).toEqual({ productId: "paris-hop", city: "paris", priceFrom: price(2880) });
    expect(byId["paris-combo"]?.priceFrom?.amount).toBe(5000);
    expect(byId["paris-night"]).toEqual({ productId: "paris-night", city: "paris", priceFrom: null });
    expect(nodes.rating).toEqual({ rankingAppIos: 4.5, rankingAppAndroid: 3.9 });
  });

  test("a kept city without its home category (no sight-base-offer in /api/init/offers) stops the build", async () => {
    const a = await answers();
    const withoutLondon = { ...a, offers: a.offers.filter((o) => o.city !== "london") };
    expect(() => toBookingNodes(withoutLondon, config)).toThrow(new BuildAbort(`${BASE_OFFER_MISSING} (city london)`));
  });
});
