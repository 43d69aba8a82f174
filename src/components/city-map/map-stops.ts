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

export interface Point {
  x: number;
  y: number;
}

/**
 * Screen positions for markers of `gap` px squares that never overlap (WCAG 2.5.8 target size; axe's target-size
 * rule): markers closer than `gap` on both axes are pushed apart along the axis where they are already furthest
 * apart, half each, until none overlap (at most `rounds` passes). Markers already apart keep their position, so
 * at a zoom where the stops are apart every marker sits on its stop.
 */
export function spreadPoints(points: readonly Point[], gap: number, rounds = 200): Point[] {
  const out = points.map((p) => ({ ...p }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        if (Math.abs(dx) >= gap || Math.abs(dy) >= gap) continue;
        moved = true;
        if (Math.abs(dx) >= Math.abs(dy)) {
          const push = (gap - Math.abs(dx)) / 2 + 0.01;
          const sign = dx > 0 || (dx === 0 && i % 2 === 0) ? 1 : -1;
          a.x -= sign * push;
          b.x += sign * push;
        } else {
          const push = (gap - Math.abs(dy)) / 2 + 0.01;
          const sign = dy > 0 ? 1 : -1;
          a.y -= sign * push;
          b.y += sign * push;
        }
      }
    }
    if (!moved) break;
  }
  return out;
}
