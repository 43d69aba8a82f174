/**
 * The analytics event `search` (spec section 9), pushed to window.dataLayer like the page view
 * (src/layout/page-view.ts) until all events move to src/analytics.
 */
import type { Locale } from "../i18n/locales";
import type { SearchParams } from "./search-params";

export function searchEvent(city: string, locale: Locale, params: SearchParams, resultCount: number): Record<string, unknown> {
  const { adult, child, infant } = params.passengers;
  return {
    event: "search",
    viewCity: city,
    pageLocale: locale,
    searchDate: params.date,
    passengers: { adult, child, infant },
    passengerCount: adult + child + infant,
    resultCount,
  };
}

export function pushSearchEvent(event: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
