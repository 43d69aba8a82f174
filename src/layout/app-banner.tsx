import React, { useEffect, useState } from "react";
import type { AppLinks } from "../content/block-data";
import { StoreRating } from "../components/store-rating";
import { useT } from "../i18n/use-t";
import {
  BANNER_HIDDEN_ON,
  BANNER_RECHECK_MS,
  bannerPlatform,
  dismissBanner,
  FIXED_CTA_ATTRIBUTE,
  isDismissed,
  type Platform,
} from "../routes/app-banner-rules";
import type { PageType } from "../../domain/route-table";
import { safeHref } from "../../domain/safe-href";
import { pushEvent } from "../analytics/data-layer";
import { outboundAppEvent } from "../analytics/events";
import { isWebview } from "./webview";

/**
 * App-install banner (spec): iOS/Android from the user agent, hidden in app mode (?webview, for the whole visit), dismissal remembered in a
 * cookie (path /). Decided in the browser only, 500 ms after each page (route) mounts: the static HTML has none.
 * Fixed at the bottom of the viewport so that its arrival moves nothing (no layout shift); while shown, the page
 * gets room below its footer and scroll padding so that it never hides the focused element (WCAG 2.4.11).
 * Never on the booking path (product, checkout, payment return, manage booking) nor while a fixed call to action
 * (`data-fixed-cta`, e.g. the phone's "Book" bar) is displayed: nothing covers "Book".
 */
export function AppBanner({ links, path, pageType }: { links: AppLinks | null; path: string; pageType: PageType }) {
  const t = useT();
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => {
    const webview = isWebview(); // read (and remembered) at once: the visitor may click within the delay
    const timer = window.setTimeout(() => {
      const input = {
        userAgent: navigator.userAgent,
        search: window.location.search,
        dismissed: isDismissed(),
        pageType,
        hasFixedCta: hasFixedCta(),
      };
      setPlatform(webview ? null : bannerPlatform(input));
    }, BANNER_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [path, pageType]);
  // Hidden at once on the booking path, also when a link from a page with the banner leads there.
  const hiddenHere = BANNER_HIDDEN_ON.has(pageType);
  const url =
    !platform || !links || hiddenHere ? undefined : safeHref(platform === "ios" ? links.iosUrl : links.androidUrl);
  useEffect(() => {
    if (!url) return undefined;
    document.documentElement.classList.add("has-app-banner");
    return () => document.documentElement.classList.remove("has-app-banner");
  }, [url]);
  if (!platform || !links || !url) return null;
  const rating = platform === "ios" ? links.rankingAppIos : links.rankingAppAndroid;
  return (
    <aside className="app-banner" aria-label={t("app.bannerLabel")} data-platform={platform}>
      <p className="app-banner__text">
        <strong>{t("app.bannerTitle")}</strong> <StoreRating rating={rating} />
      </p>
      <a
        className="button app-banner__install"
        href={url}
        rel="noopener"
        data-analytics="own"
        onClick={() => pushEvent(outboundAppEvent(platform))}
      >
        {t("app.install")}
      </a>
      <button
        type="button"
        className="app-banner__close"
        onClick={() => {
          dismissBanner();
          setPlatform(null);
        }}
      >
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("app.dismiss")}</span>
      </button>
    </aside>
  );
}

/** Whether a fixed call to action is displayed (not `display: none`, as the "Book" bar is on wide screens). */
function hasFixedCta(): boolean {
  return Array.from(document.querySelectorAll(`[${FIXED_CTA_ATTRIBUTE}]`)).some((el) => el.getClientRects().length > 0);
}
