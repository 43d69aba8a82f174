import L from "leaflet";
import React from "react";
import {
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from "react-leaflet";
import type { MapRoute } from "../../content/content-mappers";
import { useT } from "../../i18n/use-t";
import { outlineOf } from "./city-outlines";
import { TILES_ATTRIBUTION, TILES_URL } from "./map-config";
import { spreadPoints, toMapStops, type MapStopView } from "./map-stops";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Explicit marker icons (Leaflet's default images 404 under webpack): a dot in the colours of the stop's lines,
 * with the stop's name as its text (the marker is a keyboard-focusable button: Leaflet's `keyboard` option).
 */
const stopIcon = (stop: MapStopView) => {
  const colors = stop.lines.map((l) => l.color);
  const fill =
    colors.length > 1
      ? `linear-gradient(90deg, ${colors.map((c, i) => `${c} ${(i * 100) / colors.length}% ${((i + 1) * 100) / colors.length}%`).join(", ")})`
      : (colors[0] ?? "#1b1f24");
  return L.divIcon({
    className: "map-stop",
    html: `<span class="map-stop__dot" style="background:${escapeHtml(fill)}"></span><span class="visually-hidden">${escapeHtml(stop.name)}</span>`,
    iconSize: [24, 24], // WCAG 2.5.8: a 24 px target
    iconAnchor: [12, 12],
    popupAnchor: [0, -13],
  });
};

function StopPopup({ stop }: { stop: MapStopView }) {
  const t = useT();
  return (
    <div className="map-popup">
      <p className="map-popup__name">{stop.name}</p>
      <p className="map-popup__label">{t("map.lines")}</p>
      <ul className="map-popup__lines">
        {stop.lines.map((line) => (
          <li key={line.id}>
            <span className="map-route__swatch" style={{ background: line.color }} aria-hidden="true" /> {line.name}
          </li>
        ))}
      </ul>
      <p className="map-popup__label">{t("map.nearby")}</p>
      {stop.nearby.length ? (
        <ul className="map-popup__nearby">
          {stop.nearby.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{t("map.noNearby")}</p>
      )}
    </div>
  );
}

/** Leaflet's popup close button says "Close popup" in English: named in the page's language. */
function PopupCloseLabel() {
  const t = useT();
  useMapEvents({
    popupopen: (event) => {
      event.popup
        .getElement()
        ?.querySelector(".leaflet-popup-close-button")
        ?.setAttribute("aria-label", t("map.closePopup"));
    },
  });
  return null;
}

/** Markers are 24 px squares (WCAG 2.5.8); a square of this side around each never overlaps another's. */
const TARGET_GAP = 25;

/**
 * The map opens fitted to the whole network; at that zoom close stops' markers would overlap (targets too small for
 * a finger, axe's target-size). At every zoom, markers closer than TARGET_GAP on screen are spread apart (a few
 * pixels off their stop) and go back onto their stop as the visitor zooms in.
 */
function SpreadTargets({
  stops,
  markers,
}: {
  stops: MapStopView[];
  markers: React.MutableRefObject<Map<string, L.Marker>>;
}) {
  const map = useMap();
  React.useEffect(() => {
    const spread = () => {
      const zoom = map.getZoom();
      const points = stops.map((stop) => map.project([stop.lat, stop.lng], zoom));
      const placed = spreadPoints(points, TARGET_GAP);
      stops.forEach((stop, i) =>
        markers.current.get(stop.name)?.setLatLng(map.unproject(L.point(placed[i]!.x, placed[i]!.y), zoom)),
      );
    };
    spread();
    map.on("zoomend", spread);
    return () => {
      map.off("zoomend", spread);
    };
  }, [map, markers, stops]);
  return null;
}

/** How far the map zooms in to a stop the visitor located from the stop list. */
const LOCATE_ZOOM = 16;

/** A stop asked for from the list beside the map (`n` changes on every ask, so asking twice works). */
export interface LocateRequest {
  name: string;
  n: number;
}

/**
 * The stop list locates a stop: the map centres on it and opens its popup. The map opens fitted to the whole network
 * (every stop in view, docs/adr/0170); close markers may touch there, and the list is their equivalent control.
 */
function LocateStop({
  request,
  markers,
}: {
  request: LocateRequest | null;
  markers: React.MutableRefObject<Map<string, L.Marker>>;
}) {
  const map = useMap();
  React.useEffect(() => {
    if (!request) return;
    const marker = markers.current.get(request.name);
    if (!marker) return;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), LOCATE_ZOOM), { animate: false });
    marker.openPopup();
  }, [map, markers, request]);
  return null;
}

/**
 * The map. Stops and their icons are made once per set of routes: a new icon on a re-render makes Leaflet replace
 * the marker's inner elements, and a press that began on the old ones ends on nothing (the popup does not open).
 */
function LeafletMap({
  routes,
  label,
  cityId,
  locate = null,
}: {
  routes: MapRoute[];
  label: string;
  cityId: string;
  locate?: LocateRequest | null;
}) {
  const t = useT();
  const markers = React.useRef(new Map<string, L.Marker>());
  const points = React.useMemo(
    () => routes.flatMap((r) => [...r.path, ...r.stops.map((s) => [s.lat, s.lng] as [number, number])]),
    [routes],
  );
  const stops = React.useMemo(() => toMapStops(routes).map((stop) => ({ stop, icon: stopIcon(stop) })), [routes]);
  const stopViews = React.useMemo(() => stops.map((s) => s.stop), [stops]);
  if (points.length === 0) return null;
  const bounds = L.latLngBounds(points);
  const outline = outlineOf(cityId);
  return (
    <MapContainer
      bounds={bounds}
      boundsOptions={{ padding: [40, 40] }}
      scrollWheelZoom={false}
      className={`leaflet-map${TILES_URL ? "" : " leaflet-map--offline"}`}
      zoomControl={false}
      attributionControl={!!TILES_URL}
    >
      <ZoomControl zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
      <PopupCloseLabel />
      <SpreadTargets stops={stopViews} markers={markers} />
      <LocateStop request={locate} markers={markers} />
      {TILES_URL ? (
        <TileLayer url={TILES_URL} attribution={TILES_ATTRIBUTION} />
      ) : (
        <>
          {outline.water.map((area, i) => (
            <Polygon
              key={`w${i}`}
              positions={area}
              className="map-outline map-outline--water"
              pathOptions={{ stroke: false, fillColor: "#a9cce3", fillOpacity: 1 }}
              interactive={false}
            />
          ))}
          {outline.parks.map((area, i) => (
            <Polygon
              key={`p${i}`}
              positions={area}
              className="map-outline map-outline--park"
              pathOptions={{ stroke: false, fillColor: "#b7dfb0", fillOpacity: 1 }}
              interactive={false}
            />
          ))}
          {outline.rivers.map((river, i) => (
            <Polyline
              key={`r${i}`}
              positions={river}
              className="map-outline map-outline--river"
              pathOptions={{ color: "#8fbfe0", weight: 12, opacity: 1, lineCap: "round", lineJoin: "round" }}
              interactive={false}
            />
          ))}
        </>
      )}
      {routes.map((route) => (
        <Polyline
          key={route.id}
          positions={route.path}
          className="map-line"
          pathOptions={{ color: route.color, weight: 5, opacity: 0.9 }}
          interactive={false}
        />
      ))}
      {stops.map(({ stop, icon }) => (
        <Marker
          key={stop.name}
          position={[stop.lat, stop.lng]}
          icon={icon}
          keyboard
          title={stop.name}
          ref={(marker) => {
            if (marker) markers.current.set(stop.name, marker);
            else markers.current.delete(stop.name);
          }}
        >
          <Popup>
            <StopPopup stop={stop} />
          </Popup>
        </Marker>
      ))}
      <span className="visually-hidden">{label}</span>
    </MapContainer>
  );
}

export default React.memo(LeafletMap);
