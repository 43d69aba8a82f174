/**
 * Link clicks reported from one delegated listener (layout): file downloads, outbound links and menu navigation.
 * A link whose component reports its own event carries `data-analytics="own"` and is skipped here.
 */
import { externalGoogleReviewEvent, fileDownloadEvent, navigationClickEvent, outboundLinksEvent } from "./events";

export const DOWNLOAD_EXTENSIONS = /\.(pdf|zip|docx?|xlsx?|pptx?|csv|ics|gpx|kml|mp3|mp4)$/i;

export interface ClickedLink {
  href: string;
  /** The page's origin. */
  origin: string;
  label: string;
  /** The city of the page ("" outside a city): Google review links report it. */
  city?: string;
  /** The accessible name of the navigation landmark the link sits in, "" when none. */
  menu: string;
  own: boolean;
}

export type LinkClickEvent =
  | ReturnType<typeof fileDownloadEvent>
  | ReturnType<typeof outboundLinksEvent>
  | ReturnType<typeof navigationClickEvent>
  | ReturnType<typeof externalGoogleReviewEvent>;

/** A Google review page: g.page/r/…, or google.<tld>/maps… with a review in the address. */
export const isGoogleReview = (url: URL): boolean =>
  url.hostname === "g.page" ||
  (/(^|\.)google\.[a-z.]+$/.test(url.hostname) && /review/i.test(url.pathname + url.search));

export function linkClickEvent(link: ClickedLink): LinkClickEvent | null {
  if (link.own) return null;
  let url: URL;
  try {
    url = new URL(link.href, link.origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (DOWNLOAD_EXTENSIONS.test(url.pathname)) return fileDownloadEvent(url.href);
  if (url.origin !== link.origin && isGoogleReview(url)) return externalGoogleReviewEvent(link.city ?? "", url.href);
  if (url.origin !== link.origin) return outboundLinksEvent(url.href);
  if (link.menu) return navigationClickEvent(link.menu, link.label, url.pathname + url.search);
  return null;
}

/** The facts of a clicked element's link, or null when the click is not on a link. */
export function clickedLink(target: EventTarget | null, origin: string, city = ""): ClickedLink | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const nav = anchor.closest("nav[aria-label]");
  return {
    href: anchor.getAttribute("href") ?? "",
    origin,
    city,
    label: (anchor.textContent ?? "").trim().replace(/\s+/g, " "),
    menu: nav?.getAttribute("aria-label") ?? "",
    own: anchor.closest("[data-analytics='own']") !== null,
  };
}
