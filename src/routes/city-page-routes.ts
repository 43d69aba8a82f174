import type { RouteName } from "../../domain/route-table";

/** The screens that the city-page template renders (page-specs gives them template "city-page"). */
export const CITY_PAGE_ROUTES = [
  "city-home",
  "city-tours",
  "city-map",
  "city-private-tour",
  "city-help",
  "city-help-faq",
  "city-help-contact",
  "city-service-status",
] as const satisfies readonly RouteName[];

export type CityPageRoute = (typeof CITY_PAGE_ROUTES)[number];

export const isCityPageRoute = (name: RouteName): name is CityPageRoute =>
  (CITY_PAGE_ROUTES as readonly RouteName[]).includes(name);
