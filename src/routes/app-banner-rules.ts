/** App-install banner rules (spec: iOS/Android from the user agent, hidden with ?webview, dismissal cookie). */
import type { PageType } from "../../domain/route-table";
import { readCookie, writeCookie } from "../lib/browser-cookie";

export type Platform = "ios" | "android";

export const BANNER_COOKIE = "app_banner_dismissed";
export const BANNER_RECHECK_MS = 500;

export function platformOf(userAgent: string): Platform | null {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  return null;
}

/** Whether the visitor dismissed the banner (in this tab or another). */
export const isDismissed = (): boolean => readCookie(BANNER_COOKIE) !== undefined;

/** Remembers the dismissal for a year, site-wide. */
export const dismissBanner = (): void => writeCookie(BANNER_COOKIE, "1", 365 * 24 * 3600);

/**
 * Pages where the banner never shows: the booking path, where a fixed "Book" bar or the checkout's
 * summary holds the bottom of a phone's screen and a tap must reach it.
 */
export const BANNER_HIDDEN_ON: ReadonlySet<PageType> = new Set<PageType>([
  "product",
  "checkout",
  "checkout_selection",
  "checkout_option",
  "checkout_payment",
  "checkout_confirmation",
  "callback_verify",
  "callback_success",
  "callback_failure",
  "manage_booking",
]);

/** Marks a fixed call to action (e.g. the product page's "Book" bar): while one is shown, the banner is not. */
export const FIXED_CTA_ATTRIBUTE = "data-fixed-cta";

export interface BannerInput {
  userAgent: string;
  search: string;
  /** Whether the visitor dismissed the banner (isDismissed). */
  dismissed: boolean;
  /** The page's type; the banner stays hidden on the booking path. */
  pageType?: PageType;
  /** Whether the page shows a fixed call to action now (the banner never covers one). */
  hasFixedCta?: boolean;
}

/** The platform to show the banner for, or null when it stays hidden. */
export function bannerPlatform({ userAgent, search, dismissed, pageType, hasFixedCta }: BannerInput): Platform | null {
  if (pageType && BANNER_HIDDEN_ON.has(pageType)) return null;
  if (hasFixedCta) return null;
  if (new URLSearchParams(search).has("webview")) return null;
  if (dismissed) return null;
  return platformOf(userAgent);
}
