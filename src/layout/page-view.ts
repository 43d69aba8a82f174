import { useEffect } from "react";
import type { PageContext } from "../routes/page-context";
import { SITE_VERSION } from "../lib/site-version";
import { rememberLocale } from "./language-switcher";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The page-view event of the spec's analytics section, built from the route table's page type. */
export function pageViewEvent(pageContext: PageContext, search: string, siteEnv: string): Record<string, unknown> {
  const query = new URLSearchParams(search);
  const step = /^checkout_(selection|option|payment|confirmation)$/.exec(pageContext.pageType);
  return {
    event: "page_view",
    siteEnv,
    siteVersion: SITE_VERSION,
    viewCity: pageContext.cityId || null,
    viewCountry: null,
    webView: query.has("webview"),
    pageLocale: pageContext.language,
    checkoutStep: step ? ["selection", "option", "payment", "confirmation"].indexOf(step[1] ?? "") + 1 : null,
    pageType: pageContext.pageType,
  };
}

/** Partner routes are tracked only when the query has code or referrer (spec "Analytics"). */
export function shouldTrack(pageContext: PageContext, search: string): boolean {
  if (pageContext.pageType !== "partner" && pageContext.pageType !== "partner_local") return true;
  const query = new URLSearchParams(search);
  return query.has("code") || query.has("referrer");
}

export function usePageView(pageContext: PageContext): void {
  useEffect(() => {
    rememberLocale(pageContext.language);
    if (!shouldTrack(pageContext, window.location.search)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(pageViewEvent(pageContext, window.location.search, process.env.GATSBY_SITE_ENV ?? "local"));
  }, [pageContext]);
}
