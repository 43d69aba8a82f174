import { toSiteIndex } from "./site-index";

type Data = Parameters<typeof toSiteIndex>[0];

describe("toSiteIndex", () => {
  test("the cities are the data layer's destinations, in their order, with the CMS's languages; others are not built", () => {
    const data = {
      allDestination: { nodes: [{ city: "london" }, { city: "paris" }, { city: "atlantis" }] },
      cms: {
        Cities: {
          docs: [
            { cityId: "paris", locales: ["fr", "en", "es"] },
            { cityId: "london", locales: ["fr", "en", "xx"] },
            { cityId: "bath", locales: ["en"] },
          ],
        },
        Products: { docs: [] },
        Articles: { docs: [] },
        Pages: { docs: [] },
        Partners: { docs: [] },
      },
    } as unknown as Data;
    // bath: in the CMS but not a destination (not configured, or not sold); atlantis: no CMS document.
    expect(toSiteIndex(data).cities).toEqual([
      { id: "london", locales: ["fr", "en"] },
      { id: "paris", locales: ["fr", "en", "es"] },
    ]);
  });
});
