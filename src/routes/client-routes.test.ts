import { CITIES } from "../../domain/cities";
import { pathFor, ROUTE_NAMES, routeOf } from "../../domain/route-table";
import { LOCALES, localeForCity } from "../i18n/locales";
import {
  CLIENT_ROUTE_GROUPS,
  CLIENT_ROUTE_NAMES,
  clientRouteContext,
  clientScreenPaths,
  isUnderMatchPath,
  matchPathOf,
  type ClientRouteGroup,
} from "./client-routes";
import { buildPageSpecs, type PageSpec, type SiteIndex } from "./page-specs";

// Gatsby's own path matcher (it ranks and matches .cache/match-paths.json with it); the package ships no types.
const { match } = jest.requireActual("@gatsbyjs/reach-router") as {
  match: (pattern: string, path: string) => { uri: string } | null;
};

const GROUPS = Object.keys(CLIENT_ROUTE_GROUPS) as ClientRouteGroup[];

// Every city of the kernel in every language it supports, as gatsby-node builds them.
const index: SiteIndex = {
  cities: CITIES.map((c) => ({ id: c.id, locales: [...c.locales] })),
  products: [],
  articles: [],
  pages: [],
  partners: [],
};
const specs = buildPageSpecs(index, new Date("2026-11-27T12:00:00Z"));
const clientPages = specs.filter((s): s is PageSpec & { matchPath: string } => s.matchPath !== undefined);

describe("the matchPath table of the client-only pages (ADR 0341)", () => {
  test("one checkout page and one callback page per city and language, nothing else", () => {
    const expected = CITIES.flatMap((c) => c.locales.flatMap((l) => GROUPS.map((g) => matchPathOf(g, l, c.id))));
    expect(clientPages.map((s) => s.matchPath).sort()).toEqual([...expected].sort());
    expect(new Set(clientPages.map((s) => s.matchPath)).size).toBe(clientPages.length);
    expect(clientPages.every((s) => s.template === "client-page" && s.context.clientMatchPath === s.matchPath)).toBe(
      true,
    );
  });

  test("no page context uses a field name Gatsby reserves (it would drop it, and the router with it)", () => {
    for (const spec of specs) {
      for (const reserved of ["path", "matchPath", "component", "componentChunkName", "pluginCreatorId"]) {
        expect(Object.keys(spec.context)).not.toContain(reserved);
      }
    }
  });

  test("the localized match paths of the brief", () => {
    expect(matchPathOf("checkout", "en", "paris")).toBe("/en/paris/checkout/*");
    expect(matchPathOf("checkout", "fr", "paris")).toBe("/fr/paris/reservation/*");
    expect(matchPathOf("checkout", "es", "paris")).toBe("/es/paris/reservar/*");
    expect(matchPathOf("checkout", "nl", "brussels")).toBe("/nl/brussels/reservering/*");
    for (const l of LOCALES) expect(matchPathOf("callback", l, "paris")).toBe(`/${l}/paris/callback/*`);
  });

  test("no shell page per step is left: each step path belongs to exactly one client-only page", () => {
    for (const spec of specs) expect(CLIENT_ROUTE_NAMES.has(spec.context.routeName) && !spec.matchPath).toBe(false);
    for (const city of CITIES) {
      for (const locale of city.locales) {
        for (const name of CLIENT_ROUTE_NAMES) {
          const path = pathFor(name, locale, { city: city.id });
          // Gatsby's own matcher (@gatsbyjs/reach-router, as in .cache/match-paths.json) and the web server's.
          const owners = clientPages.filter((s) => match(s.matchPath, path) !== null);
          expect(owners.map((s) => s.path)).toHaveLength(1);
          expect(clientPages.filter((s) => isUnderMatchPath(path, s.matchPath))).toEqual(owners);
          const owner = owners[0] as PageSpec;
          expect(clientScreenPaths(owner.context)).toContain(path);
          // With its query string, as e-mails, "Book now" and the card provider link to it.
          expect(match(owner.matchPath as string, `${path}`)).not.toBeNull();
          expect(isUnderMatchPath(`${path}?productId=p&adult=2`, owner.matchPath as string)).toBe(true);
        }
      }
    }
  });

  test("idempotent: a step's own path gives back its screen, its page and the same match path", () => {
    for (const spec of clientPages) {
      for (const path of clientScreenPaths(spec.context)) {
        const screen = clientRouteContext(spec.context, path);
        const route = routeOf(path);
        expect(screen?.routeName).toBe(route?.name);
        expect(screen?.i18n.path).toBe(path);
        expect(screen && clientRouteContext(screen, screen.i18n.path)).toEqual(screen);
        const group = GROUPS.find((g) => CLIENT_ROUTE_GROUPS[g].routes.includes(route!.name)) as ClientRouteGroup;
        expect(matchPathOf(group, route!.locale, route!.params.city as string)).toBe(spec.matchPath);
      }
    }
    expect(buildPageSpecs(index, new Date("2026-11-27T12:00:00Z"))).toEqual(specs);
  });

  test("a step's screen carries its page type, title route and hreflang alternates in the city's languages", () => {
    const page = clientPages.find((s) => s.path === "/fr/paris/reservation") as PageSpec;
    const payment = clientRouteContext(page.context, "/fr/paris/reservation/paiement");
    expect(payment).toMatchObject({ routeName: "city-checkout-payment", pageType: "checkout_payment", language: "fr" });
    expect(payment?.alternates).toEqual(
      CITIES.find((c) => c.id === "paris")!.locales.map((l) => ({
        locale: l,
        path: pathFor("city-checkout-payment", l, { city: "paris" }),
      })),
    );
    const types = [
      "city-checkout-information",
      "city-checkout-combinations",
      "city-checkout-payment",
      "city-checkout-confirmation",
    ].map((n) => clientRouteContext(page.context, pathFor(n as "city-checkout", "fr", { city: "paris" }))?.pageType);
    expect(types).toEqual(["checkout_selection", "checkout_option", "checkout_payment", "checkout_confirmation"]);
  });

  test("a wrong path under the match path, another city's or language's step is not a screen of the page", () => {
    const page = clientPages.find((s) => s.path === "/en/paris/checkout") as PageSpec;
    expect(isUnderMatchPath("/en/paris/checkout/nonsense", page.matchPath as string)).toBe(true);
    expect(clientRouteContext(page.context, "/en/paris/checkout/nonsense")).toBeNull();
    expect(clientRouteContext(page.context, "/en/paris/checkout/payment/extra")).toBeNull();
    expect(clientRouteContext(page.context, "/en/london/checkout/payment")).toBeNull();
    expect(clientRouteContext(page.context, "/fr/paris/reservation/paiement")).toBeNull();
    expect(clientRouteContext(page.context, "/en/paris/callback/success")).toBeNull();
    const callback = clientPages.find((s) => s.matchPath === "/en/paris/callback/*") as PageSpec;
    expect(clientRouteContext(callback.context, "/en/paris/callback")).toBeNull(); // a city page's shape, not a callback
    expect(isUnderMatchPath("/en/paris/checkoutx", page.matchPath as string)).toBe(false);
  });

  test("only the checkout and callback routes are client-only; not in a language the city lacks", () => {
    expect([...CLIENT_ROUTE_NAMES].every((n) => ROUTE_NAMES.includes(n) && /^city-(checkout|callback)/.test(n))).toBe(
      true,
    );
    expect(ROUTE_NAMES.filter((n) => /^city-(checkout|callback)/.test(n) && !CLIENT_ROUTE_NAMES.has(n))).toEqual([]);
    // A city shown in a language it does not support has no client-only page there (the server redirects to en).
    const nlOnly = CITIES.find((c) => !(c.locales as readonly string[]).includes("nl"));
    if (nlOnly) {
      expect(localeForCity(nlOnly.locales, "nl")).toBe("en");
      expect(clientPages.some((s) => s.path.startsWith(`/nl/${nlOnly.id}/`))).toBe(false);
    }
  });
});
