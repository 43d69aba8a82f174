import React, { useEffect, useRef, useState, type ComponentType } from "react";
import { useT } from "../../i18n/use-t";
import type { MapRoute } from "../../content/content-mappers";
import { pushEvent } from "../../analytics/data-layer";
import { mapInteractionEvent } from "../../analytics/events";
import { TILES_URL } from "./map-config";

import type { LocateRequest } from "./leaflet-map";

type LeafletMapComponent = ComponentType<{
  routes: MapRoute[];
  label: string;
  cityId: string;
  locate?: LocateRequest | null;
}>;

/**
 * Interactive map of routes and stops: lines in their colours with a legend, each stop a focusable marker whose
 * popup names the stop, its lines and the sights near it; tiles from configuration, else an offline outline. Leaflet touches `window` on import: it is loaded in a separate chunk
 * after hydration, never during SSR; the HTML list of routes and stops is the accessible equivalent.
 */
export function CityMap({ routes, city = "" }: { routes: MapRoute[]; city?: string }) {
  const t = useT();
  /**
   * map_interaction: the visitor's first pointer, wheel or key use of the map, once per page. A ref, not state: a
   * re-render on the first press gave every marker a new icon between press and release, so the first click or tap
   * on a stop opened nothing.
   */
  const interacted = useRef(false);
  const interact = (action: string) => () => {
    if (interacted.current) return;
    interacted.current = true;
    pushEvent(mapInteractionEvent(city, action));
  };
  const [LeafletMap, setLeafletMap] = useState<LeafletMapComponent | null>(null);
  const [locate, setLocate] = useState<LocateRequest | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  /** A stop of the list shown on the map: the map comes into view, centred on the stop with its popup open. */
  const showStop = (name: string) => {
    setLocate((previous) => ({ name, n: (previous?.n ?? 0) + 1 }));
    canvas.current?.scrollIntoView({ block: "nearest" });
  };
  useEffect(() => {
    let cancelled = false;
    void import("./leaflet-map").then((mod) => {
      if (!cancelled) setLeafletMap(() => mod.default);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div className="city-map">
      <div className="city-map__main">
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- these handlers only notice that the visitor uses the map (Leaflet's own controls are the interactive elements) */}
        <div
          ref={canvas}
          className="city-map__canvas"
          data-testid="map-canvas"
          onPointerDown={interact("pointer")}
          onWheel={interact("wheel")}
          onKeyDown={interact("keyboard")}
        >
          {LeafletMap ? (
            <LeafletMap routes={routes} label={t("map.canvasLabel")} cityId={city} locate={locate} />
          ) : (
            <p className="city-map__loading">{t("common.loading")}</p>
          )}
        </div>
        <ul className="map-legend" aria-label={t("map.legend")}>
          {routes.map((route) => (
            <li key={route.id}>
              <span className="map-legend__line" style={{ background: route.color }} aria-hidden="true" />
              {route.name}
            </li>
          ))}
          {!TILES_URL && (
            <>
              <li>
                <span className="map-legend__area map-legend__area--park" aria-hidden="true" />
                {t("map.park")}
              </li>
              <li>
                <span className="map-legend__area map-legend__area--water" aria-hidden="true" />
                {t("map.river")}
              </li>
            </>
          )}
        </ul>
      </div>
      <div className="city-map__list">
        {routes.map((route) => (
          <section key={route.id} aria-labelledby={`route-${route.id}`} className="map-route">
            <h2 id={`route-${route.id}`}>
              <span className="map-route__swatch" style={{ background: route.color }} aria-hidden="true" />
              {route.name}
            </h2>
            <ol className="map-route__stops">
              {route.stops.map((stop, i) => (
                <li key={i}>
                  {LeafletMap ? (
                    <button
                      type="button"
                      className="map-route__stop"
                      onClick={() => showStop(stop.name)}
                      aria-label={t("map.showStop", { stop: stop.name })}
                    >
                      {stop.name}
                    </button>
                  ) : (
                    stop.name
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
