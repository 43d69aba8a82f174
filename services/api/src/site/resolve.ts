/**
 * Pure routing decisions of the static site server: which file answers a URL, which URL redirects where, and
 * which 404 page applies. Uses the site's own route table, so the server and the build agree on every path.
 */
import { cityById } from "../../../../domain/cities.ts";
import { DEFAULT_LOCALE, LOCALES, isLocale, localeForCity, negotiateLocale, type Locale } from "../locale.ts";
import type { SiteConfig } from "../../../../domain/site-config.ts";
import { pathFor, routeOf, routeTakesCity, translatePath } from "../../../../domain/route-table.ts";
import { clientPageOf, type MatchPathEntry } from "./client-routes.ts";

export type SiteDecision =
  | { kind: "redirect"; status: 301 | 302; location: string; vary?: string }
  | { kind: "file"; files: string[]; fallback: SiteDecision }
  | { kind: "not-found"; pages: string[] };

export interface RequestHints {
  cookieLocale: string | null;
  acceptLanguage: string;
  /** Serve source maps and webpack's stats files (SERVE_SOURCE_MAPS; default off: they map the code for attackers). */
  serveBuildArtefacts?: boolean;
  /** The configured languages and cities (SITE_LANGUAGES, SITE_CITIES): default every language and city. */
  site?: Pick<SiteConfig, "languages" | "defaultLanguage" | "cities">;
  /** The live build's client-only pages (its match-paths.json, ADR 0341); none when absent. */
  clientRoutes?: readonly MatchPathEntry[];
}

/** Files of the build that are for developers, not visitors: source maps, webpack stats and chunk maps. */
export function isBuildArtefact(pathname: string): boolean {
  return /\.map$/i.test(pathname) || /(^|\/)(webpack\.stats\.json|chunk-map\.json)$/i.test(pathname);
}

/**
 * The CMS's media the build copies (gatsby-node downloadMedia, ADR 0343): served only as these image types, by
 * extension; anything else under /cms-media/ is a plain 404 (an uploaded HTML or SVG file never runs on the site's
 * origin). The server adds `Content-Security-Policy: sandbox` and nosniff to what it serves from there.
 */
export const MEDIA_PREFIX = "/cms-media/";
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** The image type of a /cms-media/ path, or null when it is not one file with an allowed image extension. */
export function mediaTypeOf(pathname: string): string | null {
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  const name = pathname.slice(MEDIA_PREFIX.length);
  if (!/^[^/\\]+$/.test(name) || name.startsWith(".")) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(MEDIA_TYPES, ext) ? MEDIA_TYPES[ext]! : null;
}

const notFound = (locale: Locale | null): Extract<SiteDecision, { kind: "not-found" }> => ({
  kind: "not-found",
  pages: locale ? [`${locale}/404/index.html`, "404.html"] : ["404.html"],
});

/** The visitor's language for "/": the locale cookie, else the browser's languages, else the default (fr); configured ones only. */
export function preferredLocale(hints: RequestHints): Locale {
  const languages = hints.site?.languages ?? LOCALES;
  if (hints.cookieLocale && isLocale(hints.cookieLocale) && languages.includes(hints.cookieLocale))
    return hints.cookieLocale;
  return negotiateLocale(hints.acceptLanguage, hints.site?.defaultLanguage ?? DEFAULT_LOCALE, languages);
}

/**
 * A redirect target that stays on this site: control characters and whitespace dropped (browsers drop tabs and
 * newlines from URLs), a leading run of slashes or backslashes (`//host`, `/\\host`: another host to a browser)
 * collapsed to one slash, and the path percent-encoded for the Location header.
 */
export function onSiteLocation(location: string): string {
  const [pathPart = "", query] = location.split("?", 2);
  // eslint-disable-next-line no-control-regex -- control characters never belong in a redirect's path
  const cleaned = pathPart.replace(/[\u0000-\u0020\u007f]/g, "").replace(/^[/\\]+/, "/");
  const local = encodeURI(cleaned.startsWith("/") ? cleaned : `/${cleaned}`);
  return query === undefined ? local : `${local}?${query}`;
}

type Redirect = Extract<SiteDecision, { kind: "redirect" }>;
const redirect = (status: 301 | 302, location: string): Redirect => ({
  kind: "redirect",
  status,
  location: onSiteLocation(location),
});

export function resolveSitePath(url: string, hints: RequestHints): SiteDecision {
  const [rawPath = "/", query = ""] = url.split("?", 2);
  const search = query ? `?${query}` : "";
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return notFound(null);
  }
  if (pathname.includes("\0") || pathname.split("/").includes("..")) return notFound(null);

  if (pathname.startsWith(MEDIA_PREFIX)) {
    return mediaTypeOf(pathname)
      ? { kind: "file", files: [pathname.slice(1)], fallback: { kind: "not-found", pages: [] } }
      : { kind: "not-found", pages: [] };
  }

  // The language choice depends on these headers: caches must keep one answer per value.
  if (pathname === "/")
    return { ...redirect(302, `/${preferredLocale(hints)}${search}`), vary: "Accept-Language, Cookie" };
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return redirect(301, `${pathname.replace(/\/+$/, "")}${search}`);
  }

  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  const locale = isLocale(first) ? first : null;

  // /{lang}/{city} has no screen of its own: the city home is its entry point.
  const configured = (id: string) => !hints.site || hints.site.cities.includes(id);
  const bareCity =
    locale && segments.length === 2 && configured(segments[1] ?? "") ? cityById(segments[1] ?? "") : undefined;
  if (locale && bareCity) {
    const target = localeForCity(bareCity.locales, locale);
    return redirect(301, `${pathFor("city-home", target, { city: bareCity.id })}${search}`);
  }

  const match = routeOf(pathname);
  if (match && routeTakesCity(match.name)) {
    const city = cityById(match.params.city ?? "");
    if (!city) return notFound(match.locale);
    const target = localeForCity(city.locales, match.locale);
    // A language the city does not offer falls back to en: one URL per content, no duplicates.
    if (target !== match.locale) {
      return redirect(301, `${translatePath(match, target)}${search}`);
    }
  }

  if (!hints.serveBuildArtefacts && isBuildArtefact(pathname)) return notFound(locale);
  const relative = pathname.slice(1);
  // A client-only page (ADR 0341) answers every path under its matchPath with its HTML, as `gatsby serve` does: its
  // router shows the step, or the 404 screen inside the city for a path it does not know (then status 404 here).
  const clientPage = hasExtension(relative) ? null : clientPageOf(pathname, hints.clientRoutes ?? []);
  if (clientPage && clientPage.matchPath !== clientPage.path) {
    const html = [`${clientPage.path.slice(1)}/index.html`];
    const known = !clientPage.screens || clientPage.screens.includes(pathname);
    return known
      ? { kind: "file", files: html, fallback: notFound(locale) }
      : { kind: "not-found", pages: [...html, ...notFound(locale).pages] };
  }
  const files = hasExtension(relative) ? [relative] : [`${relative}/index.html`, `${relative}.html`];
  return { kind: "file", files, fallback: notFound(locale) };
}

function hasExtension(p: string): boolean {
  const last = p.split("/").pop() ?? "";
  return /\.[a-z0-9]+$/i.test(last);
}
