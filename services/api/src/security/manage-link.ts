/**
 * The signed manage-booking link of the e-mails (ADR 0360): `REFERENCE.EXPIRY.SIGNATURE`, where EXPIRY is a Unix time
 * in seconds (base 36) and SIGNATURE the first 128 bits of HMAC-SHA256(MANAGE_LINK_SECRET, purpose, reference,
 * expiry) in hex. It opens one booking, by its reference, until its expiry: the end of the booking's last tour day
 * plus MANAGE_LINK_MARGIN_DAYS. Nothing else is in it (no e-mail address, no amount). Case-insensitive as references
 * are (an e-mail client may change the case of a link), so the signature is hex and the reference upper-cased.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { manageBookingHref } from "../../../../domain/manage-booking-href.ts";
import type { Locale } from "../locale.ts";

/** Days a link still opens the booking after its last tour day (a refund to follow, a receipt to print). */
export const MANAGE_LINK_MARGIN_DAYS = 7;

const PURPOSE = "manage-booking-link/v1";
const REFERENCE = /^[A-Z0-9-]{1,64}$/;
const SIGNATURE = /^[0-9a-f]{32}$/;

export type ManageLinkCheck =
  { ok: true; reference: string; expiresAt: number } | { ok: false; reason: "EXPIRED" | "INVALID" };

function signature(secret: string, reference: string, expiresAt: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${reference}\n${expiresAt}`).digest("hex").slice(0, 32);
}

/** The token of `reference` valid until `expiresAt` (Unix seconds); null for a reference a link cannot carry. */
export function signManageLink(secret: string, reference: string, expiresAt: number): string | null {
  const ref = reference.trim().toUpperCase();
  if (!secret || !REFERENCE.test(ref) || !Number.isSafeInteger(expiresAt) || expiresAt <= 0) return null;
  return `${ref}.${expiresAt.toString(36)}.${signature(secret, ref, expiresAt)}`;
}

/**
 * What a token opens: its reference while it is genuine and unexpired. Altered (reference, expiry or signature),
 * truncated or signed with another secret: INVALID; genuine but past its expiry: EXPIRED.
 */
export function verifyManageLink(secret: string, token: string, nowMs: number): ManageLinkCheck {
  const parts = token.trim().split(".");
  if (!secret || parts.length !== 3) return { ok: false, reason: "INVALID" };
  const [rawRef, rawExp, rawSig] = parts as [string, string, string];
  const reference = rawRef.toUpperCase();
  const sig = rawSig.toLowerCase();
  const exp = rawExp.toLowerCase();
  if (!REFERENCE.test(reference) || !SIGNATURE.test(sig) || !/^[0-9a-z]{1,12}$/.test(exp))
    return { ok: false, reason: "INVALID" };
  const expiresAt = parseInt(exp, 36);
  // The canonical spelling only: "0a" and "a" are one expiry, and only one of them was signed.
  if (!Number.isSafeInteger(expiresAt) || expiresAt.toString(36) !== exp) return { ok: false, reason: "INVALID" };
  const expected = Buffer.from(signature(secret, reference, expiresAt), "hex");
  if (!timingSafeEqual(expected, Buffer.from(sig, "hex"))) return { ok: false, reason: "INVALID" };
  if (nowMs >= expiresAt * 1000) return { ok: false, reason: "EXPIRED" };
  return { ok: true, reference, expiresAt };
}

/** The days (YYYY-MM-DD, local) a booking's snapshot covers: its start, its end, its add-ons'. */
interface BookingDays {
  start: string;
  end?: string | null;
  combinations?: { start?: string | null; end?: string | null }[];
}

/**
 * When a booking's link expires (Unix seconds): midnight UTC after its last tour day (local dates: every city's
 * day has ended by then or within 14 hours, which the margin covers), plus MANAGE_LINK_MARGIN_DAYS.
 */
export function manageLinkExpiry(booking: BookingDays, marginDays = MANAGE_LINK_MARGIN_DAYS): number {
  const days = [booking.start, booking.end, ...(booking.combinations ?? []).flatMap((c) => [c.start, c.end])]
    .map((d) => (typeof d === "string" ? /^\d{4}-\d{2}-\d{2}/.exec(d)?.[0] : undefined))
    .filter((d): d is string => Boolean(d))
    .sort();
  const last = days.at(-1);
  if (!last) throw new Error("manage link: the booking has no date");
  return Date.parse(`${last}T00:00:00Z`) / 1000 + (1 + marginDays) * 86_400;
}

/**
 * The absolute manage-booking link of a booking's e-mails: signed (opens it at once until its expiry), or the plain
 * reference-filled link when the booking cannot be signed (a reference a link cannot carry, a snapshot without a
 * date): the e-mail always goes, with the form as before.
 */
export function manageLinkUrl(
  siteUrl: string,
  secret: string,
): (locale: Locale, booking: BookingDays & { reference: string }) => string {
  const origin = siteUrl.replace(/\/+$/, "");
  return (locale, booking) => {
    let token: string | null = null;
    try {
      token = signManageLink(secret, booking.reference, manageLinkExpiry(booking));
    } catch {
      token = null;
    }
    return `${origin}${manageBookingHref(locale, booking.reference, token)}`;
  };
}
