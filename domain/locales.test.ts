/**
 * The open language set (ADR 0367): the built-in four by default, plus what SITE_LANGUAGES adds, read when the
 * kernel is loaded (hence a fresh module per configuration).
 */
type Locales = typeof import("./locales");
type Routes = typeof import("./route-table");
type Cities = typeof import("./cities");
type Money = typeof import("./money");

function loadWith(siteLanguages: string | undefined): {
  locales: Locales;
  routes: Routes;
  cities: Cities;
  money: Money;
} {
  const saved = { site: process.env.SITE_LANGUAGES, gatsby: process.env.GATSBY_SITE_LANGUAGES };
  delete process.env.GATSBY_SITE_LANGUAGES;
  if (siteLanguages === undefined) delete process.env.SITE_LANGUAGES;
  else process.env.SITE_LANGUAGES = siteLanguages;
  try {
    let loaded!: { locales: Locales; routes: Routes; cities: Cities; money: Money };
    jest.isolateModules(() => {
      loaded = {
        locales: jest.requireActual<Locales>("./locales"),
        routes: jest.requireActual<Routes>("./route-table"),
        cities: jest.requireActual<Cities>("./cities"),
        money: jest.requireActual<Money>("./money"),
      };
    });
    return loaded;
  } finally {
    for (const [name, value] of [
      ["SITE_LANGUAGES", saved.site],
      ["GATSBY_SITE_LANGUAGES", saved.gatsby],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("the kernel's languages", () => {
  test("by default, the built-in four; an unknown code is not a language", () => {
    const { locales } = loadWith(undefined);
    expect(locales.LOCALES).toEqual(["fr", "en", "es", "nl"]);
    expect(locales.isLocale("de")).toBe(false);
    expect(locales.isLocale("fr")).toBe(true);
  });

  test("SITE_LANGUAGES adds a fifth language, with a tag and a name of its own from Intl", () => {
    const { locales } = loadWith("fr,en,es,nl,de");
    expect(locales.LOCALES).toEqual(["fr", "en", "es", "nl", "de"]);
    expect(locales.isLocale("de")).toBe(true);
    expect(locales.isBuiltInLocale("de")).toBe(false);
    const de: unknown = "de";
    if (!locales.isLocale(de)) throw new Error("de is configured");
    expect(locales.languageTag(de)).toBe("de");
    expect(locales.languageName(de)).toBe("Deutsch");
    // The built-in ones keep their tags and names.
    expect(locales.languageTag("en")).toBe("en-GB");
    expect(locales.languageName("nl")).toBe("Nederlands");
  });

  test("a subset (SITE_LANGUAGES=en,fr) keeps the built-in four known; a malformed entry adds nothing", () => {
    expect(loadWith("en,fr").locales.LOCALES).toEqual(["fr", "en", "es", "nl"]);
    expect(loadWith("fr,deutsch").locales.LOCALES).toEqual(["fr", "en", "es", "nl"]);
  });

  test("a per-language table gives an added language its own value if it has one, else English's", () => {
    const { locales } = loadWith("fr,de");
    const [de] = locales.LOCALES.filter((l) => l === "de");
    if (!de) throw new Error("de is configured");
    expect(locales.byLocale({ fr: "a", en: "b", es: "c", nl: "d" }, de)).toBe("b");
    expect(locales.byLocale({ fr: "a", en: "b", es: "c", nl: "d", [de]: "e" }, de)).toBe("e");
  });

  test("the route table: an added language's URLs use the English segments, both ways", () => {
    const { locales, routes, cities } = loadWith("fr,en,es,nl,de");
    const de = locales.LOCALES.find((l) => l === "de");
    if (!de) throw new Error("de is configured");
    const path = routes.pathFor("city-checkout-payment", de, { city: "paris" });
    expect(path).toBe("/de/paris/checkout/payment");
    expect(routes.routeOf(path)).toEqual({ name: "city-checkout-payment", locale: "de", params: { city: "paris" } });
    expect(routes.pathFor("city-product-id", de, { city: "paris", id: "x" })).toBe("/de/paris/product/x");
    // French keeps its own.
    expect(routes.pathFor("city-checkout-payment", "fr", { city: "paris" })).toBe("/fr/paris/reservation/paiement");
    expect(cities.cityNameIn("brussels", de)).toBe("Brussels");
    // Every city offers the added language (the web server's redirects and the seed read this list).
    for (const city of cities.CITIES) expect(city.locales).toContain("de");
    expect(cities.cityById("paris")?.locales).toEqual(["fr", "en", "es", "de"]);
  });

  test("money in an added language: as CLDR writes it for its tag (German: comma, symbol after)", () => {
    const { locales, money } = loadWith("fr,de");
    const de = locales.LOCALES.find((l) => l === "de");
    if (!de) throw new Error("de is configured");
    expect(money.formatMoney(1250, "EUR", de)).toBe("12,50\u00a0€");
    expect(money.formatMoney(1250, "GBP", de)).toBe("12,50\u00a0£");
    // The built-in ones keep their rules.
    expect(money.formatMoney(1250, "EUR", "nl")).toBe("€\u00a012,50");
  });
});
