/**
 * Client-only routes (ADR 0341): the checkout steps and the payment callbacks of a city are screens of ONE page
 * each, whose Gatsby `matchPath` covers them all; the page's router (src/templates/client-page.tsx) shows the step
 * of the address. Pure: gatsby-node (page creation), the template and the unit tests share it. The URLs are the
 * route table's (domain/route-table.ts), unchanged.
 */
import { pageTypeOf, pathFor, routeOf, type RouteName } from "../../domain/route-table";
import type { Locale } from "../i18n/locales";
import type { Alternate, PageContext } from "./page-context";

export type ClientRouteGroup = "checkout" | "callback";

interface GroupDefinition {
  /** The route whose path is the page's own path (its server-rendered shell). */
  shell: RouteName;
  /** Every screen the page shows, the shell included. */
  routes: readonly RouteName[];
}

export const CLIENT_ROUTE_GROUPS: Readonly<Record<ClientRouteGroup, GroupDefinition>> = {
  checkout: {
    shell: "city-checkout",
    routes: [
      "city-checkout",
      "city-checkout-information",
      "city-checkout-combinations",
      "city-checkout-payment",
      "city-checkout-confirmation",
    ],
  },
  callback: {
    shell: "city-callback-verify",
    routes: ["city-callback-verify", "city-callback-success", "city-callback-failure"],
  },
};

/** Every route shown by a client-only page (no page of its own). */
export const CLIENT_ROUTE_NAMES: ReadonlySet<RouteName> = new Set(
  Object.values(CLIENT_ROUTE_GROUPS).flatMap((g) => g.routes),
);

export const clientRouteGroupOf = (name: RouteName): ClientRouteGroup | null =>
  (Object.keys(CLIENT_ROUTE_GROUPS) as ClientRouteGroup[]).find((g) => CLIENT_ROUTE_GROUPS[g].routes.includes(name)) ??
  null;

/**
 * The `matchPath` of a group in a city and language: the longest path prefix (whole segments) that every screen of
 * the group shares, followed by `/*` (`/en/paris/checkout/*`, `/fr/paris/reservation/*`, `/en/paris/callback/*`).
 * Gatsby's `*` also matches the prefix itself.
 */
export function matchPathOf(group: ClientRouteGroup, locale: Locale, city: string): string {
  const paths = CLIENT_ROUTE_GROUPS[group].routes.map((name) => pathFor(name, locale, { city }).split("/"));
  const first = paths[0] ?? [];
  let length = 0;
  while (length < first.length && paths.every((p) => p[length] === first[length])) length++;
  return `${first.slice(0, length).join("/")}/*`;
}

/**
 * The paths of the screens a client-only page shows (its router's known paths): the web server answers them with
 * status 200 and any other path under the page's matchPath with 404 (gatsby-node.ts writes them with the matchPath).
 */
export function clientScreenPaths(page: Pick<PageContext, "routeName" | "language" | "cityId">): string[] {
  const group = clientRouteGroupOf(page.routeName);
  return group
    ? CLIENT_ROUTE_GROUPS[group].routes.map((name) => pathFor(name, page.language, { city: page.cityId }))
    : [];
}

/** Whether a path is under a `matchPath` of the form `/prefix/*` (or equal to an exact one), as Gatsby matches it. */
export function isUnderMatchPath(pathname: string, matchPath: string): boolean {
  const clean = (pathname.split(/[?#]/)[0] ?? "").replace(/\/+$/, "");
  if (!matchPath.endsWith("/*")) return clean === matchPath.replace(/\/+$/, "");
  const prefix = matchPath.slice(0, -2);
  return clean === prefix || clean.startsWith(`${prefix}/`);
}

/**
 * The context of the screen at `pathname` on a client-only page: the page's own context (what the build knows:
 * city, language, data flags) with the step's route, page type, path and hreflang alternates. Null when the path
 * is not one of the page's screens (a wrong path under its matchPath: the 404 screen).
 */
export function clientRouteContext(page: PageContext, pathname: string): PageContext | null {
  const match = routeOf(pathname);
  const group = clientRouteGroupOf(page.routeName);
  if (!match || !group || !CLIENT_ROUTE_GROUPS[group].routes.includes(match.name)) return null;
  if (match.locale !== page.language || match.params.city !== page.cityId) return null;
  const params = { city: page.cityId };
  const path = pathFor(match.name, match.locale, params);
  const alternates: Alternate[] = page.alternates.map((a) => ({
    locale: a.locale,
    path: pathFor(match.name, a.locale, params),
  }));
  return {
    ...page,
    i18n: { ...page.i18n, path, originalPath: path.slice(match.locale.length + 1) || "/" },
    routeName: match.name,
    pageType: pageTypeOf(match.name),
    alternates,
  };
}

/** The context of the 404 screen shown for a wrong path under a client-only page's matchPath. */
export function clientNotFoundContext(page: PageContext, pathname: string): PageContext {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  return { ...page, i18n: { ...page.i18n, path }, pageType: "error", alternates: [] };
}
