/**
 * Secrets never reach analytics. A ticket link carries a 192-bit download token, the payment return
 * carries the provider's transaction and order (`t`, `s`), the manage-booking page an e-mail: replayed from any
 * client they open the booking. Every data-layer entry passes through `redactEntry` (data-layer.ts), and the page
 * view names its page by `pageLocation`, without the query on the booking pages.
 */
import type { PageType } from "../../domain/route-table";

/** Query parameters that identify a payment, a booking or a person. */
const SECRET_PARAMS = ["t", "s", "eventId", "eci", "email", "token", "transactionId", "orderCode"];
/** `/api/tickets/<token>.pdf|.ics`: the token is the whole key to the tickets. */
const TICKET_PATH = /(\/api\/tickets\/)[^/?#.]+(\.(?:pdf|ics))?/g;
export const REDACTED = "redacted";

const looksLikeUrl = (v: string) => /^(https?:\/\/|\/)/i.test(v);

/** The URL with its ticket token and secret parameters replaced; relative stays relative. */
export function redactUrl(value: string): string {
  if (!looksLikeUrl(value)) return value;
  let url: URL;
  try {
    url = new URL(value, "http://relative.invalid");
  } catch {
    return value;
  }
  url.pathname = url.pathname.replace(TICKET_PATH, (_m, prefix: string, ext = "") => `${prefix}${REDACTED}${ext}`);
  for (const p of SECRET_PARAMS) if (url.searchParams.has(p)) url.searchParams.set(p, REDACTED);
  const text = url.toString();
  return url.origin === "http://relative.invalid" ? text.slice("http://relative.invalid".length) : text;
}

/** The entry with every URL-like string redacted (nested objects and arrays too); other values as they are. */
export function redactEntry<T>(entry: T): T {
  if (typeof entry === "string") return redactUrl(entry) as T;
  if (Array.isArray(entry)) return entry.map((v) => redactEntry(v)) as T;
  if (entry && typeof entry === "object") {
    return Object.fromEntries(
      Object.entries(entry as Record<string, unknown>).map(([k, v]) => [k, redactEntry(v)]),
    ) as T;
  }
  return entry;
}

/** Pages whose address may carry a booking's or a payment's keys: their page location is the path alone. */
const BOOKING_PAGES = /^(checkout|callback_|manage_booking)/;

/** `page_location` of the page view: origin and path, plus the query (redacted) outside the booking pages. */
export function pageLocation(pageType: PageType, location: Pick<Location, "origin" | "pathname" | "search">): string {
  if (BOOKING_PAGES.test(pageType) || !location.search) return `${location.origin}${location.pathname}`;
  return redactUrl(`${location.origin}${location.pathname}${location.search}`);
}
