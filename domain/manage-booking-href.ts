import type { Locale } from "./locales";
import { pathFor } from "./route-table";

/** The query parameter of the e-mails' signed manage link (ADR 0360): read, then removed from the address, by the page. */
export const MANAGE_LINK_PARAM = "token";

/**
 * The manage-my-booking page in a language, optionally with the booking reference filled in (the confirmation page
 * passes it; the visitor then gives the e-mail address, which is never put in a link) and, in the e-mails, the
 * signed link's token that opens the booking at once (services/api/src/security/manage-link.ts, ADR 0360).
 */
export function manageBookingHref(locale: Locale, reference?: string | null, token?: string | null): string {
  const path = pathFor("manage-booking", locale, {});
  const ref = reference?.trim();
  const params = new URLSearchParams();
  if (ref) params.set("reference", ref);
  if (token) params.set(MANAGE_LINK_PARAM, token);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
