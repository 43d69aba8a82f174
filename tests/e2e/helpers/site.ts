import type { APIRequestContext } from "@playwright/test";
import { CITIES } from "../../../services/catalogue/cities";
import { LOCALE_KEYS, type Locale } from "../../../src/i18n/locales";
import { ROUTE_NAMES, isPublicRoute, pathFor, routeOf, routeTakesCity, type RouteName } from "../../../src/routes/route-table";

export interface SitePage {
  path: string;
  route: RouteName;
  locale: Locale;
}

/** Every public page from /sitemap.xml, plus the non-public screens (checkout, callbacks, preview) built from the route table. */
export async function allPages(request: APIRequestContext): Promise<SitePage[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pages: SitePage[] = [];
  for (const path of urls) {
    const match = routeOf(path);
    if (match) pages.push({ path, route: match.name, locale: match.locale });
  }
  for (const route of ROUTE_NAMES.filter((n) => !isPublicRoute(n))) {
    if (!routeTakesCity(route)) {
      for (const locale of LOCALE_KEYS) pages.push({ path: pathFor(route, locale, {}), route, locale });
      continue;
    }
    for (const city of CITIES) {
      for (const locale of city.locales) pages.push({ path: pathFor(route, locale, { city: city.id }), route, locale });
    }
  }
  return pages;
}

export const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
