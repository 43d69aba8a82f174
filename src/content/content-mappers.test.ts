import { toAppLinks } from "./block-data";
import { inSlugOrder, toArticleSummaries, toMapRoutes, toProductSummaries } from "./content-mappers";
import { cityOfPath, type LayoutCity } from "./layout-cities";
import { toProductDetail } from "./product-detail";

describe("content mappers", () => {
  test("inSlugOrder keeps the slugs' order and skips missing documents", () => {
    const docs = [{ slug: "b", title: "B" }, null, { slug: "a", title: "A" }, { title: "no slug" }];
    expect(inSlugOrder(docs, ["a", "x", "b"]).map((d) => d.title)).toEqual(["A", "B"]);
    expect(inSlugOrder(null, ["a"])).toEqual([]);
  });

  test("summaries drop documents without their key and fill defaults", () => {
    expect(toProductSummaries([{ productId: "p", offerType: "hop_on_hop_off" }, { title: "no id" }])).toEqual([
      {
        productId: "p",
        title: "p",
        shortDescription: null,
        offerType: "hop-on-hop-off",
        promoPercent: null,
        image: null,
        duration: null,
        rating: null,
        reviewCount: null,
        ventrataId: null,
      },
    ]);
    expect(toArticleSummaries([{ slug: "s", coverImage: { url: "/x.webp" } }])).toEqual([
      {
        slug: "s",
        title: "s",
        excerpt: null,
        publishedAt: null,
        image: { url: "/x.webp", alt: "", width: 1200, height: 675, variants: [] },
      },
    ]);
  });

  test("app links: ratings default to 4, no CMS entry gives null", () => {
    expect(toAppLinks({ iosUrl: "https://ios.example" })).toEqual({
      iosUrl: "https://ios.example",
      androidUrl: null,
      rankingAppIos: 4,
      rankingAppAndroid: 4,
    });
    expect(toAppLinks(null)).toBeNull();
  });

  test("product detail: a photo without alt takes its caption; no product id gives null", () => {
    const detail = toProductDetail({
      productId: "p",
      photos: [{ caption: "Bus", image: { url: "/a.webp", alt: "" } }],
    } as unknown as Parameters<typeof toProductDetail>[0]);
    expect(detail?.photos).toEqual([
      { image: { url: "/a.webp", alt: "Bus", width: 1200, height: 675, variants: [] }, caption: "Bus" },
    ]);
    expect(toProductDetail({ title: "x" } as unknown as Parameters<typeof toProductDetail>[0])).toBeNull();
  });

  test("cityOfPath reads the second segment", () => {
    const paris = { id: "paris" } as LayoutCity;
    expect(cityOfPath("/fr/paris/carte", [paris])).toBe(paris);
    expect(cityOfPath("/fr/rome/carte", [paris])).toBeUndefined();
  });
});

describe("toMapRoutes stop names", () => {
  test("a stop shows its name in the page's language, else its default name", () => {
    const [route] = toMapRoutes([
      {
        routeId: "paris-red",
        name: "Ligne rouge",
        color: "#e63946",
        path: null,
        stops: [
          { name: "Eiffel Tower", label: "Tour Eiffel", latitude: 48.8584, longitude: 2.2945 },
          { name: "Trocadéro", label: null, latitude: 48.8616, longitude: 2.2893 },
        ],
      },
    ]);
    expect(route?.stops.map((s) => s.name)).toEqual(["Tour Eiffel", "Trocadéro"]);
  });
});
