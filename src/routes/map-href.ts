import type { Locale } from "../i18n/locales";
import { pathFor } from "../../domain/route-table";

/** The city's map page, scrolled to one of its routes when given (the map page's section ids are `route-{id}`). */
export function mapHref(locale: Locale, city: string, routeId?: string): string {
  const path = pathFor("city-map", locale, { city });
  return routeId ? `${path}#route-${encodeURIComponent(routeId)}` : path;
}
