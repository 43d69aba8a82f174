import { closestTours } from "./closest-tours";

const TOURS = [
  { productId: "paris-hop-on-hop-off", title: "Paris hop-on hop-off" },
  { productId: "paris-night-tour", title: "Paris by night" },
  { productId: "paris-seine-cruise", title: "Bus + Seine cruise" },
  { productId: "paris-audio-experience", title: "Audio experience" },
];

describe("closestTours (404 inside a city)", () => {
  test("a mistyped product address: the tour sharing the most words first", () => {
    expect(closestTours("/en/paris/product/paris-seine-cruize", TOURS).map((t) => t.productId)).toEqual([
      "paris-seine-cruise",
      "paris-hop-on-hop-off",
      "paris-night-tour",
    ]);
    expect(closestTours("/fr/paris/produit/croisiere-night", TOURS)[0]?.productId).toBe("paris-night-tour");
  });
  test("nothing in common: the city's first tours in the CMS's order, at most three", () => {
    expect(closestTours("/en/paris/nowhere", TOURS.slice(1)).map((t) => t.productId)).toEqual([
      "paris-night-tour",
      "paris-seine-cruise",
      "paris-audio-experience",
    ]);
    expect(closestTours("/en/paris/x", TOURS, 2)).toHaveLength(2);
    expect(closestTours("/en/paris/x", [])).toEqual([]);
  });
  test("accents and case do not matter; the query is not read", () => {
    expect(closestTours("/es/paris/producto/PARÍS-NIGHT?x=seine", TOURS)[0]?.productId).toBe("paris-night-tour");
  });
});
