/** App-install banner rules (spec: iOS/Android from the user agent, hidden with ?webview, dismissal cookie). */
export type Platform = "ios" | "android";

export const BANNER_COOKIE = "app_banner_dismissed";
export const BANNER_RECHECK_MS = 500;

export function platformOf(userAgent: string): Platform | null {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  return null;
}

export const isDismissed = (cookie: string): boolean =>
  cookie.split(";").some((c) => c.trim().startsWith(`${BANNER_COOKIE}=`));

export const dismissCookie = (maxAgeSeconds = 365 * 24 * 3600): string =>
  `${BANNER_COOKIE}=1; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;

export interface BannerInput {
  userAgent: string;
  search: string;
  cookie: string;
}

/** The platform to show the banner for, or null when it stays hidden. */
export function bannerPlatform({ userAgent, search, cookie }: BannerInput): Platform | null {
  if (new URLSearchParams(search).has("webview")) return null;
  if (isDismissed(cookie)) return null;
  return platformOf(userAgent);
}
