/**
 * The one route table of the site (spec section 2). Every screen is a (route name, locale, params) triple;
 * `pathFor` turns it into a path and `routeOf` turns a path back into it. Pure: used by gatsby-node (page
 * creation), the layout (hreflang, language switcher), the sitemap and the web server (locale fallback).
 */
import { byLocale, isLocale, type ByLocale, type Locale } from "./locales";

/**
 * A localized segment: one per built-in language; a language added by SITE_LANGUAGES without its own uses the
 * English one (/de/paris/product/…, ADR 0367) until it is written here.
 */
type Localized = ByLocale<string>;
/** A literal segment (same in every language), a localized segment, or a parameter (`:city`). */
type Segment = string | Localized;

const seg = (fr: string, en: string, es: string, nl: string): Localized => ({ fr, en, es, nl });

const CHECKOUT = seg("reservation", "checkout", "reservar", "reservering");
const HELP = seg("aide", "help", "ayuda", "hulp");
const INSPIRATION = seg("inspiration", "inspiration", "inspiracion", "inspiratie");
const PARTNER = seg("partenaire", "partner", "socio", "partner");

export type PageType =
  | "pre_home"
  | "standalone_city"
  | "city_home"
  | "tours"
  | "product"
  | "search"
  | "map"
  | "private_tour"
  | "help"
  | "help_faq"
  | "help_contact"
  | "inspiration"
  | "inspiration_archive"
  | "inspiration_article"
  | "service_status"
  | "sitemap"
  | "static_page"
  | "partner"
  | "partner_local"
  | "checkout"
  | "checkout_selection"
  | "checkout_option"
  | "checkout_payment"
  | "checkout_confirmation"
  | "callback_verify"
  | "callback_success"
  | "callback_failure"
  | "manage_booking"
  | "preview"
  | "error"
  | "utility";

interface RouteDefinition {
  segments: readonly Segment[];
  pageType: PageType;
  /** Listed in /sitemap.xml (false for checkout, callbacks and preview). */
  public: boolean;
}

/** A route definition that keeps its literal segments' types (`":city"`): `T` is inferred as their union. */
const route = <T extends string>(segments: readonly (T | Localized)[], pageType: PageType, isPublic = true) =>
  ({
    segments,
    pageType,
    public: isPublic,
  }) satisfies RouteDefinition;

/** The routes with their segments' literal types (`":city"`): `ParamsOf` reads each route's parameter names here. */
const ROUTE_TABLE = {
  "pre-home": route([], "pre_home"),
  mapsite: route([seg("plan-du-site", "sitemap", "map-del-sitio", "sitemap")], "sitemap"),
  "page-id": route(["page", ":id"], "static_page"),
  "partner-slug": route([PARTNER, ":slug"], "partner"),
  "partner-slug-city": route([PARTNER, ":slug", ":city"], "partner_local"),
  preview: route(["preview"], "preview", false),
  /** Manage my booking (reference + e-mail): one page for every city, the booking says which. */
  "manage-booking": route(
    [seg("gerer-ma-reservation", "manage-booking", "gestionar-reserva", "boeking-beheren")],
    "manage_booking",
    false,
  ),
  "city-home": route([":city", seg("accueil", "home", "inicio", "home")], "city_home"),
  "city-id": route([":city", ":id"], "standalone_city"),
  "city-tours": route([":city", seg("visites", "tours", "visitas", "rondleidingen")], "tours"),
  "city-product-id": route([":city", seg("produit", "product", "producto", "product"), ":id"], "product"),
  "city-search": route([":city", seg("recherche", "search", "busqueda", "zoeken")], "search"),
  "city-map": route([":city", seg("carte", "map", "mapa", "kaart")], "map"),
  "city-private-tour": route(
    [":city", seg("visite-privee", "private-tour", "visita-privada", "persoonlijke-rondleiding")],
    "private_tour",
  ),
  "city-help": route([":city", HELP], "help"),
  "city-help-faq": route([":city", HELP, "faq"], "help_faq"),
  "city-help-contact": route([":city", HELP, "contact"], "help_contact"),
  "city-inspiration": route([":city", INSPIRATION], "inspiration"),
  "city-inspiration-page": route([":city", INSPIRATION, "page", ":page"], "inspiration"),
  "city-inspiration-archive": route(
    [":city", INSPIRATION, seg("archives", "archive", "archivo", "archief")],
    "inspiration_archive",
  ),
  "city-inspiration-id": route([":city", INSPIRATION, ":id"], "inspiration_article"),
  "city-service-status": route(
    [
      ":city",
      seg("informations-de-service", "service-traffic-update", "informacion-de-servicio", "update-serviceverkeer"),
    ],
    "service_status",
  ),
  "city-checkout": route([":city", CHECKOUT], "checkout", false),
  "city-checkout-information": route(
    [":city", CHECKOUT, seg("information", "information", "informacion", "informatie")],
    "checkout_selection",
    false,
  ),
  "city-checkout-combinations": route(
    [":city", CHECKOUT, seg("combinaisons", "combinations", "combinaciones", "combinaties")],
    "checkout_option",
    false,
  ),
  "city-checkout-payment": route(
    [":city", CHECKOUT, seg("paiement", "payment", "pagar", "betaling")],
    "checkout_payment",
    false,
  ),
  "city-checkout-confirmation": route(
    [":city", CHECKOUT, seg("confirmation", "confirm", "confirmar", "bevestigen")],
    "checkout_confirmation",
    false,
  ),
  "city-callback-verify": route([":city", "callback", "verify"], "callback_verify", false),
  "city-callback-success": route([":city", "callback", "success"], "callback_success", false),
  "city-callback-failure": route([":city", "callback", "failure"], "callback_failure", false),
} as const;

export type RouteName = keyof typeof ROUTE_TABLE;
export const ROUTES: Readonly<Record<RouteName, RouteDefinition>> = ROUTE_TABLE;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The parameter names a route takes, from its segments: `ParamsOf<"city-product-id">` is {city, id}. */
type ParamName<S> = S extends `:${infer P}` ? P : never;
export type ParamsOf<N extends RouteName> = {
  [P in ParamName<(typeof ROUTE_TABLE)[N]["segments"][number]>]: string;
};
export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
}

const isParam = (s: Segment): s is `:${string}` => typeof s === "string" && s.startsWith(":");
const literal = (s: Segment, locale: Locale): string => (typeof s === "string" ? s : byLocale(s, locale));

/** The path of a screen. Throws on a missing parameter: a wrong link is a bug, not a 404. */
export function pathFor<N extends RouteName>(name: N, locale: Locale, params: ParamsOf<N>): string;
export function pathFor(name: RouteName, locale: Locale, params: RouteParams): string;
export function pathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const parts = ROUTES[name].segments.map((s) => {
    if (!isParam(s)) return literal(s, locale);
    const value = params[s.slice(1)];
    if (!value) throw new Error(`pathFor(${name}, ${locale}): missing parameter ${s.slice(1)}`);
    return encodeURIComponent(value);
  });
  return `/${[locale, ...parts].join("/")}`;
}

/** Routes tried with literal segments before parameters, so /fr/paris/accueil is never read as a city page. */
const MATCH_ORDER = (() => {
  // Code-unit order of the "0"/"1" keys (not localeCompare: an ICU collation per comparison cost 50 ms on a phone).
  const key = (n: RouteName) => ROUTES[n].segments.map((s) => (isParam(s) ? "1" : "0")).join("");
  const keys = new Map(ROUTE_NAMES.map((n) => [n, key(n)]));
  return [...ROUTE_NAMES].sort((a, b) => {
    const ka = keys.get(a) as string;
    const kb = keys.get(b) as string;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
})();

/** The screen of a path, or null. Accepts a trailing slash, a query string and a hash. */
export function routeOf(path: string): RouteMatch | null {
  const clean = path.split(/[?#]/)[0] ?? "";
  const parts = clean
    .split("/")
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [locale, ...rest] = parts;
  if (!locale || !isLocale(locale)) return null;
  for (const name of MATCH_ORDER) {
    const { segments } = ROUTES[name];
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((s, i) => {
      const part = rest[i] as string;
      if (isParam(s)) {
        params[s.slice(1)] = part;
        return part.length > 0;
      }
      return literal(s, locale) === part;
    });
    if (matches) return { name, locale, params };
  }
  return null;
}

/** The same screen in another language (language switcher, hreflang, locale fallback). */
export const translatePath = (match: RouteMatch, locale: Locale): string => pathFor(match.name, locale, match.params);

export const pageTypeOf = (name: RouteName): PageType => ROUTES[name].pageType;
export const isPublicRoute = (name: RouteName): boolean => ROUTES[name].public;
export const routeTakesCity = (name: RouteName): boolean => ROUTES[name].segments.includes(":city");
