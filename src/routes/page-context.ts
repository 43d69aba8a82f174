import type { Locale } from "../i18n/locales";
import type { PageType, RouteName } from "../../domain/route-table";

export interface Alternate {
  locale: Locale;
  path: string;
}

/** What gatsby-node gives every page (and page queries read as variables). */
export interface PageContext {
  /** Read by gatsby-plugin-react-i18next and by every page query's `allLocale` filter. */
  language: Locale;
  i18n: {
    language: Locale;
    languages: Locale[];
    defaultLanguage: Locale;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
  routeName: RouteName;
  pageType: PageType;
  params: Record<string, string>;
  /** The locale passed to CMS queries (same value as `language`, typed as the CMS's locale enum). */
  cmsLocale: Locale;
  /** Which optional CMS collections a generic city page queries (GraphQL @include flags). */
  withProducts: boolean;
  withFaqs: boolean;
  withAlerts: boolean;
  withHome: boolean;
  /** The city of the route, "" when the route has none (query variables cannot be undefined). */
  cityId: string;
  /** The CMS key of the page's document (product id, article/page/partner slug), "" when none. */
  contentId: string;
  /** Inspiration lists: the slugs of the articles shown (also a query variable). */
  articleSlugs: string[];
  /** The same screen in the other languages it exists in (hreflang, language switcher). */
  alternates: Alternate[];
  /** Map page (and home map teaser): the CMS map routes of the city. */
  withRoutes: boolean;
  /** City home: how many recent articles the teaser block may show. */
  withArticles: boolean;
  /** Inspiration lists: page number (1-based), page count, and the article slugs shown. */
  pagination?: { page: number; pageCount: number; slugs: string[] };
  /**
   * Client-only pages (checkout, payment callbacks; ADR 0341): the Gatsby matchPath whose screens the page shows.
   * Not `matchPath`: Gatsby reserves the page's own field names in its context (and drops them).
   */
  clientMatchPath?: string;
}
