import { useEffect } from "react";
import type { PageContext } from "../routes/page-context";
import { rememberLocale } from "./language-switcher";
import { pushEvent } from "../analytics/data-layer";
import { pageViewEvent, shouldTrack } from "../analytics/page-view";
import { isWebview } from "./webview";
import { trackScrollDepth } from "../analytics/scroll-depth";
import { clickedLink, linkClickEvent } from "../analytics/link-clicks";
import { userClickEvent, videoCompleteEvent, videoStartEvent } from "../analytics/events";

const label = (element: Element): string => (element.textContent ?? "").trim().replace(/\s+/g, " ");

/** video_start / video_complete of any video on the page (CMS rich text included). */
function onMedia(event: Event): void {
  const video = event.target;
  if (!(video instanceof HTMLVideoElement)) return;
  const src = video.currentSrc || video.src;
  const title = video.getAttribute("title") ?? video.getAttribute("aria-label") ?? src.split("/").pop() ?? "";
  if (event.type === "play" && video.currentTime < 1) pushEvent(videoStartEvent(title, src));
  if (event.type === "ended") pushEvent(videoCompleteEvent(title, src));
}

/** The page view (spec section 2), scroll depth (reset on path change), link clicks, userClick and videos of every page. */
export function usePageView(pageContext: PageContext): void {
  useEffect(() => {
    rememberLocale(pageContext.language);
    // A client-only page (ADR 0341) hydrates with its own screen before its router shows the address's: only the
    // screen of the address is a page view (the router's next render sends it).
    if (pageContext.clientMatchPath && pageContext.i18n.path !== window.location.pathname) return undefined;
    if (!shouldTrack(pageContext, window.location.search)) return undefined;
    pushEvent(pageViewEvent(pageContext, isWebview(), process.env.GATSBY_SITE_ENV ?? "local", window.location));
    const stopScroll = trackScrollDepth();
    const onClick = (event: MouseEvent) => {
      const userClick = event.target instanceof Element ? event.target.closest("[data-user-click]") : null;
      if (userClick) pushEvent(userClickEvent(userClick.getAttribute("data-user-click") ?? "", label(userClick)));
      const link = clickedLink(event.target, window.location.origin, pageContext.cityId);
      const tracked = link && linkClickEvent(link);
      if (tracked) pushEvent(tracked);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("play", onMedia, true);
    document.addEventListener("ended", onMedia, true);
    return () => {
      document.removeEventListener("play", onMedia, true);
      document.removeEventListener("ended", onMedia, true);
      stopScroll();
      document.removeEventListener("click", onClick, true);
    };
  }, [pageContext]);
}
