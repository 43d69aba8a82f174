import type { Locale } from "../i18n/locales";
import { routeOf, translatePath } from "../../domain/route-table";

export interface Here {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a language link leads from where the visitor is: the current path mapped through the route table (so a
 * client-only checkout step or a search keeps its screen), else the page's alternate; the query string (search
 * filters, app mode ?webview) and the hash are kept.
 */
export function switchLanguageHref(alternatePath: string, locale: Locale, here: Here | null): string {
  if (!here) return alternatePath;
  const match = routeOf(here.pathname);
  let path = alternatePath;
  if (match) {
    try {
      path = translatePath(match, locale);
    } catch {
      // a route the table cannot rebuild: keep the page's alternate
    }
  }
  return `${path}${here.search}${here.hash}`;
}
