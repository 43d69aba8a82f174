/** The A/B testing and affiliate cookies: set only after consent to their purpose. */
import { readCookie, writeCookie } from "../lib/browser-cookie";

export const AB_VISITOR_COOKIE = "ab_visitor";
/** About 380 days (spec section 9). */
export const AB_VISITOR_MAX_AGE_SECONDS = 380 * 24 * 60 * 60;
export const AFFILIATE_COOKIE = "affiliate_referrer";
export const AFFILIATE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 16 random lowercase alphanumerics (crypto random, rejection sampling so that every character is as likely). */
export function newVisitorId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let id = "";
  while (id.length < 16) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 252 && id.length < 16) id += ALPHABET[byte % 36];
    }
  }
  return id;
}

/** The visitor id: the stored one when valid, else a new one, stored. */
export function abVisitorId(): string {
  const existing = readCookie(AB_VISITOR_COOKIE);
  if (existing && /^[a-z0-9]{16}$/.test(existing)) return existing;
  const id = newVisitorId();
  writeCookie(AB_VISITOR_COOKIE, id, AB_VISITOR_MAX_AGE_SECONDS);
  return id;
}

/** Stores the referrer of a `?referrer=` query when it is well formed. */
export function rememberAffiliate(search: string): void {
  const referrer = new URLSearchParams(search).get("referrer");
  if (referrer && /^[\w.-]{1,64}$/.test(referrer)) writeCookie(AFFILIATE_COOKIE, referrer, AFFILIATE_MAX_AGE_SECONDS);
}
