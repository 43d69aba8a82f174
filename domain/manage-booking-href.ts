import type { Locale } from "./locales";
import { pathFor } from "./route-table";

/**
 * The manage-my-booking page in a language, optionally with the booking reference filled in (the confirmation page
 * and the ticket e-mail pass it; the visitor still gives the e-mail address, which is never put in a link).
 */
export function manageBookingHref(locale: Locale, reference?: string | null): string {
  const path = pathFor("manage-booking", locale, {});
  const ref = reference?.trim();
  return ref ? `${path}?${new URLSearchParams({ reference: ref }).toString()}` : path;
}
