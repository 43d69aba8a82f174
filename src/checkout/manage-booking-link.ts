import type { Locale } from "../i18n/locales";
import { pathFor, ROUTE_NAMES, type RouteName } from "../routes/route-table";

/** The manage-booking page's route (issue 9 item 5, built by another change). */
export const MANAGE_BOOKING_ROUTE = "manage-booking";

/**
 * The link to the manage-booking page, or null while its route is not in the route table yet.
 * TODO(issue 9 item 5): once `manage-booking` is in src/routes/route-table.ts, this is simply pathFor(...).
 */
export function manageBookingHref(locale: Locale, city: string): string | null {
  const name = ROUTE_NAMES.find((n) => (n as string) === MANAGE_BOOKING_ROUTE) as RouteName | undefined;
  return name ? pathFor(name, locale, { city }) : null;
}
