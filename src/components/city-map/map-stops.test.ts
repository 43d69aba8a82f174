import type { MapRoute } from "../../content/content-mappers";
import { distanceMetres, spreadPoints, toMapStops } from "./map-stops";

const eiffel = { name: "Eiffel Tower", lat: 48.8584, lng: 2.2945 };
const trocadero = { name: "Trocadéro", lat: 48.8616, lng: 2.2893 };
const invalides = { name: "Les Invalides", lat: 48.8566, lng: 2.3126 };
const sacreCoeur = { name: "Sacré-Cœur Basilica", lat: 48.8867, lng: 2.3431 };
const routes: MapRoute[] = [
  { id: "red", name: "Red line", color: "#e63946", path: [], stops: [eiffel, trocadero, invalides] },
  { id: "blue", name: "Blue line", color: "#457b9d", path: [], stops: [sacreCoeur, invalides, eiffel] },
];

describe("map stops", () => {
  test("distance in metres", () => {
    expect(Math.round(distanceMetres(eiffel, trocadero) / 10) * 10).toBe(520);
  });

  test("a stop served by two lines is one marker with both lines", () => {
    const stops = toMapStops(routes);
    expect(stops.map((s) => s.name)).toEqual(["Eiffel Tower", "Trocadéro", "Les Invalides", "Sacré-Cœur Basilica"]);
    expect(stops.find((s) => s.name === "Eiffel Tower")?.lines.map((l) => [l.name, l.color])).toEqual([
      ["Red line", "#e63946"],
      ["Blue line", "#457b9d"],
    ]);
    expect(stops.find((s) => s.name === "Trocadéro")?.lines.map((l) => l.id)).toEqual(["red"]);
  });

  test("the sights near a stop are the other stops within walking distance, nearest first", () => {
    const stops = toMapStops(routes);
    expect(stops.find((s) => s.name === "Eiffel Tower")?.nearby).toEqual(["Trocadéro"]);
    expect(stops.find((s) => s.name === "Sacré-Cœur Basilica")?.nearby).toEqual([]);
  });
});

describe("spreadPoints", () => {
  const overlapping = (ps: { x: number; y: number }[], gap: number) =>
    ps.some((a, i) => ps.slice(i + 1).some((b) => Math.abs(a.x - b.x) < gap && Math.abs(a.y - b.y) < gap));

  it("pushes markers that would overlap apart until no two 24 px squares overlap", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 105, y: 103 },
      { x: 98, y: 110 },
      { x: 100, y: 100 },
      { x: 300, y: 300 },
    ];
    expect(overlapping(points, 25)).toBe(true);
    const spread = spreadPoints(points, 25);
    expect(overlapping(spread, 25)).toBe(false);
    // A marker far from the others stays on its stop; none is moved further than the cluster needs.
    expect(spread[4]).toEqual({ x: 300, y: 300 });
    for (const p of spread.slice(0, 4)) expect(Math.hypot(p.x - 100, p.y - 100)).toBeLessThan(80);
  });

  it("leaves markers that are already apart where they are", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 0, y: 30 },
    ];
    expect(spreadPoints(points, 25)).toEqual(points);
  });
});
