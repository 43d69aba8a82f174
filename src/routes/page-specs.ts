/**
 * Every page of the site as (path, template, context): a pure function of the content index and of the configured
 * languages, so the list of pages is unit-tested without a build. gatsby-node feeds it with the data layer's
 * destinations (plugins/booking-source) and what the CMS returns; prices, tours and ratings are not in the context:
 * pages read them with their page queries (ADR 0342).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locales";
import type { SiteConfig } from "../../domain/site-config";
import type { Alternate, PageContext } from "./page-context";
import { pageTypeOf, pathFor, type RouteName, type RouteParams } from "../../domain/route-table";
import { CLIENT_ROUTE_GROUPS, matchPathOf, type ClientRouteGroup } from "./client-routes";

export type TemplateName =
  | "pre-home"
  | "sitemap-page"
  | "static-page"
  | "partner-page"
  | "client-page"
  | "city-page"
  | "product-page"
  | "article-page"
  | "inspiration-list"
  | "preview-page"
  | "search-page";

export interface SiteIndex {
  /** The cities to build (configured, and returned by the supplier and the CMS), with the CMS's languages of each. */
  cities: { id: string; locales: Locale[] }[];
  products: { id: string; city: string }[];
  /** Newest first. */
  articles: { slug: string; city: string; publishedAt: string }[];
  pages: { slug: string; city: string | null }[];
  partners: { slug: string; cities: string[] }[];
}

/** The languages pages are built in (SITE_LANGUAGES, domain/site-config.ts), the default first. */
export type SiteLanguages = Pick<SiteConfig, "languages" | "defaultLanguage">;
const ALL_LANGUAGES: SiteLanguages = { languages: [...LOCALES], defaultLanguage: DEFAULT_LOCALE };

export interface PageSpec {
  path: string;
  /** Client-only pages (ADR 0341): the paths the page answers besides its own (`/en/paris/checkout/*`). */
  matchPath?: string;
  template: TemplateName;
  context: PageContext;
}

export const ARTICLES_PER_PAGE = 4;
/** Articles older than this many days are in the archive, not in the paginated list. */
export const ARCHIVE_AFTER_DAYS = 730;

const CITY_SCREENS: { name: RouteName; template: TemplateName }[] = [
  { name: "city-home", template: "city-page" },
  { name: "city-tours", template: "city-page" },
  { name: "city-search", template: "search-page" },
  { name: "city-map", template: "city-page" },
  { name: "city-private-tour", template: "city-page" },
  { name: "city-help", template: "city-page" },
  { name: "city-help-faq", template: "city-page" },
  { name: "city-help-contact", template: "city-page" },
  { name: "city-service-status", template: "city-page" },
];

export function buildPageSpecs(index: SiteIndex, now: Date, site: SiteLanguages = ALL_LANGUAGES): PageSpec[] {
  const specs: PageSpec[] = [];
  /** A city's languages that the site is built in, in the configured order. */
  const localesOf = (cityLocales: readonly Locale[]) => site.languages.filter((l) => cityLocales.includes(l));
  const add = (
    name: RouteName,
    template: TemplateName,
    params: RouteParams,
    locales: Locale[],
    extra: Partial<PageContext> = {},
  ) => {
    const alternates: Alternate[] = locales.map((l) => ({ locale: l, path: pathFor(name, l, params) }));
    for (const locale of locales) {
      const path = pathFor(name, locale, params);
      specs.push({
        path,
        template,
        context: {
          language: locale,
          i18n: {
            language: locale,
            languages: [...site.languages],
            defaultLanguage: site.defaultLanguage,
            generateDefaultLanguagePage: false,
            routed: true,
            originalPath: path.slice(locale.length + 1) || "/",
            path,
          },
          cmsLocale: locale,
          withProducts: name === "city-home" || name === "city-tours" || name === "city-id",
          withFaqs: name === "city-help" || name === "city-help-faq" || name === "city-home",
          withAlerts: name === "city-service-status" || name === "city-home",
          withHome: name === "city-home",
          withRoutes: name === "city-map",
          withArticles: name === "city-home",
          routeName: name,
          pageType: pageTypeOf(name),
          params: { ...params },
          cityId: params.city ?? "",
          contentId: params.id ?? params.slug ?? "",
          articleSlugs: extra.pagination?.slugs ?? [],
          alternates,
          ...extra,
        },
      });
    }
  };

  const all = [...site.languages];
  add("pre-home", "pre-home", {}, all);
  add("mapsite", "sitemap-page", {}, all);
  add("preview", "preview-page", {}, all);
  add("manage-booking", "client-page", {}, all);
  for (const page of index.pages.filter((p) => p.city === null)) add("page-id", "static-page", { id: page.slug }, all);
  for (const partner of index.partners) {
    add("partner-slug", "partner-page", { slug: partner.slug }, all);
    for (const cityId of partner.cities) {
      const city = index.cities.find((c) => c.id === cityId);
      if (city)
        add("partner-slug-city", "partner-page", { slug: partner.slug, city: city.id }, localesOf(city.locales));
    }
  }

  const archiveBefore = now.getTime() - ARCHIVE_AFTER_DAYS * 24 * 3600 * 1000;
  for (const { id, locales: cityLocales } of index.cities) {
    const city = { id, locales: localesOf(cityLocales) };
    if (city.locales.length === 0) continue;
    const params = { city: city.id };
    for (const screen of CITY_SCREENS) add(screen.name, screen.template, params, city.locales);
    // One client-only page per city and language for the checkout steps, one for the payment callbacks (ADR 0341).
    for (const group of Object.keys(CLIENT_ROUTE_GROUPS) as ClientRouteGroup[]) {
      const from = specs.length;
      add(CLIENT_ROUTE_GROUPS[group].shell, "client-page", params, city.locales);
      for (const spec of specs.slice(from)) {
        spec.matchPath = matchPathOf(group, spec.context.language, city.id);
        spec.context.clientMatchPath = spec.matchPath;
      }
    }
    for (const page of index.pages.filter((p) => p.city === city.id)) {
      add("city-id", "static-page", { city: city.id, id: page.slug }, city.locales);
    }
    for (const product of index.products.filter((p) => p.city === city.id)) {
      add("city-product-id", "product-page", { city: city.id, id: product.id }, city.locales);
    }
    const articles = index.articles.filter((a) => a.city === city.id);
    for (const article of articles) {
      add("city-inspiration-id", "article-page", { city: city.id, id: article.slug }, city.locales);
    }
    const recent = articles.filter((a) => Date.parse(a.publishedAt) >= archiveBefore).map((a) => a.slug);
    const archived = articles.filter((a) => Date.parse(a.publishedAt) < archiveBefore).map((a) => a.slug);
    add("city-inspiration-archive", "inspiration-list", params, city.locales, {
      pagination: { page: 1, pageCount: 1, slugs: archived },
    });
    const pageCount = Math.max(1, Math.ceil(recent.length / ARTICLES_PER_PAGE));
    for (let page = 1; page <= pageCount; page++) {
      const slugs = recent.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
      const pagination = { page, pageCount, slugs };
      if (page === 1) add("city-inspiration", "inspiration-list", params, city.locales, { pagination });
      else
        add("city-inspiration-page", "inspiration-list", { ...params, page: String(page) }, city.locales, {
          pagination,
        });
    }
  }
  return specs;
}
