import type { MapRoute } from "../../content/content-mappers";

export interface StopLine {
  id: string;
  name: string;
  color: string;
}

export interface MapStopView {
  name: string;
  lat: number;
  lng: number;
  /** Every line that serves the stop, in route order. */
  lines: StopLine[];
  /** The other stops (sights) within NEARBY_METRES, nearest first. */
  nearby: string[];
}

export const NEARBY_METRES = 1200;
const MAX_NEARBY = 3;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * One marker per stop of the city: a stop served by several lines (same name) appears once with all its lines;
 * the sights near it are the other stops within walking distance.
 */
export function toMapStops(routes: readonly MapRoute[]): MapStopView[] {
  const byName = new Map<string, MapStopView>();
  for (const route of routes) {
    for (const stop of route.stops) {
      const seen = byName.get(stop.name);
      const line = { id: route.id, name: route.name, color: route.color };
      if (!seen) byName.set(stop.name, { name: stop.name, lat: stop.lat, lng: stop.lng, lines: [line], nearby: [] });
      else if (!seen.lines.some((l) => l.id === route.id)) seen.lines.push(line);
    }
  }
  const stops = [...byName.values()];
  for (const stop of stops) {
    stop.nearby = stops
      .filter((other) => other !== stop)
      .map((other) => ({ name: other.name, metres: distanceMetres(stop, other) }))
      .filter((o) => o.metres <= NEARBY_METRES)
      .sort((a, b) => a.metres - b.metres)
      .slice(0, MAX_NEARBY)
      .map((o) => o.name);
  }
  return stops;
}
