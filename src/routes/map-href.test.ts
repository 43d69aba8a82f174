import { mapHref } from "./map-href";
import { routeOf } from "../../domain/route-table";

describe("mapHref: the product page's link to the map", () => {
  test.each([
    ["fr", "/fr/paris/carte#route-paris-red"],
    ["en", "/en/paris/map#route-paris-red"],
    ["es", "/es/paris/mapa#route-paris-red"],
    ["nl", "/nl/paris/kaart#route-paris-red"],
  ] as const)("%s: the localized map path, at the line's section", (locale, href) => {
    expect(mapHref(locale, "paris", "paris-red")).toBe(href);
    expect(routeOf(href.split("#")[0]!)?.name).toBe("city-map");
  });

  test("without a line: the map page itself", () => {
    expect(mapHref("en", "london")).toBe("/en/london/map");
  });
});
