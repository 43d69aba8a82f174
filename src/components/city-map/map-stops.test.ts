import type { MapRoute } from "../../content/content-mappers";
import { distanceMetres, toMapStops } from "./map-stops";

const eiffel = { name: "Eiffel Tower", lat: 48.8584, lng: 2.2945 };
const trocadero = { name: "Trocadéro", lat: 48.8616, lng: 2.2893 };
const invalides = { name: "Les Invalides", lat: 48.8566, lng: 2.3126 };
const sacreCoeur = { name: "Sacré-Cœur Basilica", lat: 48.8867, lng: 2.3431 };
const routes: MapRoute[] = [
  { id: "red", name: "Red line", color: "#e63946", path: [], stops: [eiffel, trocadero, invalides] },
  { id: "blue", name: "Blue line", color: "#457b9d", path: [], stops: [sacreCoeur, invalides, eiffel] },
];

describe("map stops (issue 17 item 4)", () => {
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
