import L from "leaflet";
import React from "react";
import { MapContainer, Marker, Polyline, TileLayer } from "react-leaflet";
import type { MapRoute } from "../../content/content-mappers";

/** Tiles only when configured (GATSBY_MAP_TILES_URL): by default routes and stops on a plain background (offline). */
const TILES_URL = process.env.GATSBY_MAP_TILES_URL ?? "";

/** Explicit marker icons: Leaflet's default images 404 under webpack. A CSS dot in the route's color. */
const stopIcon = (color: string) =>
  L.divIcon({
    className: "map-stop",
    html: `<span style="background:${color}"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
    popupAnchor: [0, -10],
  });

export default function LeafletMap({ routes, label }: { routes: MapRoute[]; label: string }) {
  const points = routes.flatMap((r) => [...r.path, ...r.stops.map((s) => [s.lat, s.lng] as [number, number])]);
  if (points.length === 0) return null;
  const bounds = L.latLngBounds(points);
  return (
    <MapContainer bounds={bounds} boundsOptions={{ padding: [24, 24] }} scrollWheelZoom={false} className="leaflet-map" attributionControl={!!TILES_URL}>
      {TILES_URL && <TileLayer url={TILES_URL} attribution="&copy; OpenStreetMap contributors" />}
      {routes.map((route) => (
        <React.Fragment key={route.id}>
          <Polyline positions={route.path} pathOptions={{ color: route.color, weight: 5, opacity: 0.85 }} interactive={false} />
          {route.stops.map((stop, i) => (
            // Visual only (not a click target): the HTML list next to the map names every stop.
            <Marker key={`${route.id}-${i}`} position={[stop.lat, stop.lng]} icon={stopIcon(route.color)} interactive={false} keyboard={false} />
          ))}
        </React.Fragment>
      ))}
      <span className="visually-hidden">{label}</span>
    </MapContainer>
  );
}
