import { toProductDetail, toProductLines } from "./product-detail";

type Doc = Parameters<typeof toProductDetail>[0];

describe("product lines and what is included", () => {
  test("a line keeps its stops in order, in the page's language (label), else the stop's name", () => {
    expect(
      toProductLines([
        {
          routeId: "paris-red",
          name: "Red line",
          color: "#e63946",
          stops: [
            { name: "Eiffel Tower", label: "Tour Eiffel" },
            { name: "Louvre", label: null },
          ],
        },
      ]),
    ).toEqual([{ id: "paris-red", name: "Red line", color: "#e63946", stops: ["Tour Eiffel", "Louvre"] }]);
  });

  test("a line without a route id (nothing to link to on the map) or an empty row is dropped; defaults fill the rest", () => {
    expect(
      toProductLines([
        null,
        { routeId: null, name: "Ghost", color: "#000000", stops: [] },
        { routeId: "x", name: null, color: "", stops: null },
      ]),
    ).toEqual([{ id: "x", name: "x", color: "#b3001b", stops: [] }]);
    expect(toProductLines(null)).toEqual([]);
  });

  test("the product detail carries the included items and the lines", () => {
    const detail = toProductDetail({
      productId: "paris-hop-on-hop-off",
      title: "Hop-on hop-off",
      included: [{ text: "E-ticket on your phone" }, { text: null }, { text: "Free Wi-Fi on board" }],
      lines: [{ routeId: "paris-blue", name: "Blue line", color: "#457b9d", stops: [{ name: "Opéra" }] }],
    } as unknown as Doc);
    expect(detail?.included).toEqual(["E-ticket on your phone", "Free Wi-Fi on board"]);
    expect(detail?.lines.map((l) => l.id)).toEqual(["paris-blue"]);
  });
});
