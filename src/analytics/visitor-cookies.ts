/** The A/B testing and affiliate cookies: set only after consent to their purpose. */

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

const cookieValue = (cookie: string, name: string): string | null => {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

/** The visitor id, existing or new, and the cookie to write (null when the existing one is valid). */
export function abVisitor(cookie: string, secure: boolean): { id: string; setCookie: string | null } {
  const existing = cookieValue(cookie, AB_VISITOR_COOKIE);
  if (existing && /^[a-z0-9]{16}$/.test(existing)) return { id: existing, setCookie: null };
  const id = newVisitorId();
  return {
    id,
    setCookie: `${AB_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${AB_VISITOR_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`,
  };
}

/** The affiliate cookie for a `?referrer=` query, or null. */
export function affiliateCookie(search: string, secure: boolean): string | null {
  const referrer = new URLSearchParams(search).get("referrer");
  if (!referrer || !/^[\w.-]{1,64}$/.test(referrer)) return null;
  return `${AFFILIATE_COOKIE}=${encodeURIComponent(referrer)}; Path=/; Max-Age=${AFFILIATE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
