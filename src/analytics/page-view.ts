/** The page-view event (spec section 2, "Analytics"), from the route table's page type and the city catalogue. */
import type { PageContext } from "../routes/page-context";
import { pageLocation } from "./redact";
import { SITE_VERSION } from "../lib/site-version";
import { CITIES } from "../../domain/cities";
import { isLocale, type Locale } from "../../domain/locales";

const STEPS = ["selection", "option", "payment", "confirmation"] as const;

/** ISO country code of a city ("FR", "GB", "BE", "ES"), null outside a city. */
export function countryOf(cityId: string): string | null {
  return CITIES.find((c) => c.id === cityId)?.countryCode ?? null;
}

/**
 * The page view's pageLocale (spec section 2): the first segment of the path when it is a supported locale, else
 * none (`/404`, `/500`, `/_icons`, `/import-tootie`, `/`).
 */
export function pageLocaleOf(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) ? first : null;
}

/** `webView`: the visit is in app mode (src/layout/webview.ts: `?webview` remembered for the whole visit). */
export function pageViewEvent(
  pageContext: Pick<PageContext, "pageType" | "cityId" | "language"> & { i18n?: Pick<PageContext["i18n"], "path"> },
  webView: boolean,
  siteEnv: string,
  location?: Pick<Location, "origin" | "pathname" | "search">,
) {
  const step = /^checkout_(selection|option|payment|confirmation)$/.exec(pageContext.pageType);
  return {
    // GA4's page_location, without the keys of a booking or a payment: the tag reads it from here.
    ...(location ? { page_location: pageLocation(pageContext.pageType, location) } : {}),
    event: "page_view" as const,
    siteEnv,
    siteVersion: SITE_VERSION,
    viewCity: pageContext.cityId || null,
    viewCountry: countryOf(pageContext.cityId),
    webView,
    // The address's first segment; without an address, the page's own path (else, in unit tests, its language).
    pageLocale: location
      ? pageLocaleOf(location.pathname)
      : pageContext.i18n
        ? pageLocaleOf(pageContext.i18n.path)
        : pageContext.language,
    checkoutStep: step ? STEPS.indexOf(step[1] as (typeof STEPS)[number]) + 1 : null,
    pageType: pageContext.pageType,
  };
}

/** Partner routes are tracked only when the query has code or referrer (spec "Analytics"). */
export function shouldTrack(pageContext: Pick<PageContext, "pageType">, search: string): boolean {
  if (pageContext.pageType !== "partner" && pageContext.pageType !== "partner_local") return true;
  const query = new URLSearchParams(search);
  return query.has("code") || query.has("referrer");
}
