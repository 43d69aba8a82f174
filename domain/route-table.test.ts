import { LOCALES, type Locale } from "./locales";
import { ROUTE_NAMES, ROUTES, pathFor, routeOf, translatePath, type RouteName } from "./route-table";

const sampleParams: Record<string, string> = { city: "paris", id: "paris-hop-on-hop-off", slug: "acme", page: "2" };
const paramsFor = (name: RouteName) =>
  Object.fromEntries(
    ROUTES[name].segments
      .filter((s): s is `:${string}` => typeof s === "string" && s.startsWith(":"))
      .map((s) => [s.slice(1), sampleParams[s.slice(1)] as string]),
  );

describe("route table", () => {
  test.each([
    ["city-tours", "fr", "/fr/paris/visites"],
    ["city-tours", "en", "/en/paris/tours"],
    ["city-tours", "es", "/es/paris/visitas"],
    ["city-tours", "nl", "/nl/paris/rondleidingen"],
    ["city-home", "fr", "/fr/paris/accueil"],
    ["city-home", "es", "/es/paris/inicio"],
    ["city-checkout", "fr", "/fr/paris/reservation"],
    ["city-checkout", "es", "/es/paris/reservar"],
    ["city-checkout", "nl", "/nl/paris/reservering"],
    ["city-checkout-combinations", "nl", "/nl/paris/reservering/combinaties"],
    ["city-checkout-confirmation", "en", "/en/paris/checkout/confirm"],
    ["city-checkout-payment", "es", "/es/paris/reservar/pagar"],
    ["city-help-faq", "nl", "/nl/paris/hulp/faq"],
    ["city-help-contact", "es", "/es/paris/ayuda/contact"],
    ["city-service-status", "nl", "/nl/paris/update-serviceverkeer"],
    ["city-private-tour", "nl", "/nl/paris/persoonlijke-rondleiding"],
    ["city-search", "es", "/es/paris/busqueda"],
    ["city-map", "nl", "/nl/paris/kaart"],
    ["city-product-id", "es", "/es/paris/producto/paris-hop-on-hop-off"],
    ["city-inspiration-id", "es", "/es/paris/inspiracion/paris-hop-on-hop-off"],
    ["city-callback-verify", "nl", "/nl/paris/callback/verify"],
    ["mapsite", "fr", "/fr/plan-du-site"],
    ["mapsite", "es", "/es/map-del-sitio"],
    ["page-id", "en", "/en/page/paris-hop-on-hop-off"],
    ["partner-slug", "fr", "/fr/partenaire/acme"],
    ["partner-slug-city", "es", "/es/socio/acme/paris"],
    ["pre-home", "nl", "/nl"],
  ] as [RouteName, Locale, string][])("pathFor(%s, %s) = %s", (name, locale, expected) => {
    expect(pathFor(name, locale, paramsFor(name))).toBe(expected);
  });

  test("every route in every locale round-trips through routeOf", () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = pathFor(name, locale, paramsFor(name));
        expect(routeOf(path)).toEqual({ name, locale, params: paramsFor(name) });
        expect(routeOf(`${path}/`)).toEqual({ name, locale, params: paramsFor(name) });
        expect(routeOf(`${path}?referrer=x#top`)?.name).toBe(name);
      }
    }
  });

  test("literal segments win over parameters", () => {
    expect(routeOf("/fr/paris/accueil")?.name).toBe("city-home");
    expect(routeOf("/fr/paris/group-bookings")).toEqual({
      name: "city-id",
      locale: "fr",
      params: { city: "paris", id: "group-bookings" },
    });
    expect(routeOf("/en/page/terms")?.name).toBe("page-id");
    expect(routeOf("/en/partner/acme")?.name).toBe("partner-slug");
    expect(routeOf("/en/paris/inspiration/archive")?.name).toBe("city-inspiration-archive");
  });

  test("a segment of another language does not match", () => {
    expect(routeOf("/en/paris/visites")?.name).toBe("city-id");
    expect(routeOf("/fr/paris/tours")?.name).toBe("city-id");
    expect(routeOf("/de/paris/tours")).toBeNull();
    expect(routeOf("/")).toBeNull();
    expect(routeOf("/en/a/b/c/d/e")).toBeNull();
  });

  test("translatePath keeps the screen and its parameters", () => {
    const match = routeOf("/fr/paris/produit/paris-themed-tour");
    expect(match).not.toBeNull();
    expect(translatePath(match!, "es")).toBe("/es/paris/producto/paris-themed-tour");
    expect(translatePath(match!, "nl")).toBe("/nl/paris/product/paris-themed-tour");
  });

  test("pathFor refuses a missing parameter and encodes values", () => {
    expect(() => pathFor("city-tours", "fr", {} as { city: string })).toThrow(/missing parameter city/);
    expect(pathFor("city-product-id", "en", { city: "paris", id: "a b/c" })).toBe("/en/paris/product/a%20b%2Fc");
    expect(routeOf("/en/paris/product/a%20b%2Fc")?.params.id).toBe("a b/c");
  });

  test("every localized segment set has the four locales", () => {
    for (const name of ROUTE_NAMES) {
      for (const segment of ROUTES[name].segments) {
        if (typeof segment !== "string") expect(Object.keys(segment).sort()).toEqual([...LOCALES].sort());
      }
    }
  });
});
