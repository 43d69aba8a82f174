/**
 * Every cookie the site reads or writes in the browser goes through here (ADR 0361), with `js-cookie`: each is
 * site-wide (Path=/), same-site lax (spec section 9), and Secure when the page is on https. Values are
 * percent-encoded where a cookie value cannot hold a character, and decoded on reading. The one read outside this
 * module is the consent head script's (CONSENT_DEFAULT_SCRIPT): it runs inline before any bundle loads.
 */
import Cookies from "js-cookie";

/** The cookie's value, or undefined when the browser holds none of that name. */
export const readCookie = (name: string): string | undefined => Cookies.get(name);

/** Sets (or replaces) a cookie for `maxAgeSeconds`. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:";
  Cookies.set(name, value, { sameSite: "Lax", secure, "max-age": String(maxAgeSeconds) });
}
