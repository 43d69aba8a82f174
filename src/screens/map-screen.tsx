import React from "react";
import type { MapRoute } from "../content/content-mappers";
import { useT } from "../i18n/use-t";
import { CityMap } from "../components/city-map/city-map";

/** The city's bus routes and stops. */
export function MapScreen({ title, routes, city }: { title: string; routes: MapRoute[]; city?: string }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      {routes.length === 0 ? <p>{t("common.noContent")}</p> : <CityMap routes={routes} city={city} />}
    </>
  );
}
