import { languageTag } from "../i18n/locales";
import type { PageContext } from "./page-context";
import { isPublicRoute, ROUTES, type RouteName } from "../../domain/route-table";

export interface SitemapPage {
  path: string;
  pageContext: Partial<PageContext> | null;
}

/**
 * /sitemap.xml lists the public screens of the route table in every language; checkout, callbacks, preview,
 * errors and utilities are left out. (gatsby-plugin-sitemap's filter drops a page when this returns false.)
 */
export function isListedInSitemap(page: SitemapPage): boolean {
  const name = page.pageContext?.routeName;
  const pageType = page.pageContext?.pageType;
  if (!name || !(name in ROUTES) || pageType === "error" || pageType === "utility") return false;
  return isPublicRoute(name as RouteName);
}

export function toSitemapEntry(page: SitemapPage, siteUrl: string) {
  const alternates = page.pageContext?.alternates ?? [];
  return {
    url: `${siteUrl}${page.path}`,
    links: alternates.map((alt) => ({ lang: languageTag(alt.locale), url: `${siteUrl}${alt.path}` })),
  };
}
