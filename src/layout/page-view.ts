import { useEffect } from "react";
import type { PageContext } from "../routes/page-context";
import { rememberLocale } from "./language-switcher";
import { pushEvent } from "../analytics/data-layer";
import { pageViewEvent, shouldTrack } from "../analytics/page-view";
import { trackScrollDepth } from "../analytics/scroll-depth";
import { clickedLink, linkClickEvent } from "../analytics/link-clicks";

/** The page view (spec section 2), scroll depth (reset on path change) and link clicks of every page. */
export function usePageView(pageContext: PageContext): void {
  useEffect(() => {
    rememberLocale(pageContext.language);
    if (!shouldTrack(pageContext, window.location.search)) return undefined;
    pushEvent(pageViewEvent(pageContext, window.location.search, process.env.GATSBY_SITE_ENV ?? "local"));
    const stopScroll = trackScrollDepth();
    const onClick = (event: MouseEvent) => {
      const link = clickedLink(event.target, window.location.origin);
      const tracked = link && linkClickEvent(link);
      if (tracked) pushEvent(tracked);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      stopScroll();
      document.removeEventListener("click", onClick, true);
    };
  }, [pageContext]);
}
