import type { APIRequestContext } from "@playwright/test";
import { CITIES } from "../../../domain/cities";
import { LOCALES, type Locale } from "../../../src/i18n/locales";
import {
  ROUTE_NAMES,
  isPublicRoute,
  pathFor,
  routeOf,
  routeTakesCity,
  type RouteName,
} from "../../../domain/route-table";

export interface SitePage {
  path: string;
  route: RouteName;
  locale: Locale;
  /** The city of the page's path, for screens under a city. */
  city?: string;
}

/** Every public page from /sitemap.xml, plus the non-public screens (checkout, callbacks, preview) built from the route table. */
export async function allPages(request: APIRequestContext): Promise<SitePage[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pages: SitePage[] = [];
  for (const path of urls) {
    const match = routeOf(path);
    if (match) pages.push({ path, route: match.name, locale: match.locale, city: match.params.city });
  }
  for (const route of ROUTE_NAMES.filter((n) => !isPublicRoute(n))) {
    if (!routeTakesCity(route)) {
      for (const locale of LOCALES) pages.push({ path: pathFor(route, locale, {}), route, locale });
      continue;
    }
    for (const city of CITIES) {
      for (const locale of city.locales)
        pages.push({ path: pathFor(route, locale, { city: city.id }), route, locale, city: city.id });
    }
  }
  return pages;
}

export const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/**
 * A sample of pages that still covers every theme and language: one page per city and language, taken in turn from
 * the start, the middle and the end of each group (articles and products differ in content blocks, not in template,
 * so across the groups the first, middle and last pages are all read). `AXE_EVERY_PAGE=1` (or any truthy `every`)
 * keeps them all.
 */
export function samplePerCityAndLanguage(pages: SitePage[], every = process.env.AXE_EVERY_PAGE === "1"): SitePage[] {
  if (every) return pages;
  const groups = new Map<string, SitePage[]>();
  for (const page of pages) {
    const key = `${page.route}|${page.locale}|${page.city ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()].map(
    (group, i) => group[[0, Math.floor(group.length / 2), group.length - 1][i % 3] ?? 0] as SitePage,
  );
}
