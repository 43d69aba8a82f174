import { resolveMenuLink, toMenuLinkType, type MenuItem } from "./resolve-menu-link";

const item = (over: Partial<MenuItem>): MenuItem => ({ label: "x", linkType: null, ...over });

describe("resolveMenuLink (spec: menu link resolution)", () => {
  test.each([
    [
      "product",
      item({ linkType: "product", productId: "paris-family-pass" }),
      "fr",
      { kind: "internal", to: "/fr/paris/produit/paris-family-pass" },
    ],
    ["product without id", item({ linkType: "product" }), "fr", { kind: "none" }],
    [
      "inspiration page strips the leading character",
      item({ linkType: "inspiration_page", inspirationSlug: "/paris-montmartre-walk" }),
      "en",
      { kind: "internal", to: "/en/paris/inspiration/paris-montmartre-walk" },
    ],
    [
      "inspiration page in es",
      item({ linkType: "inspiration_page", inspirationSlug: "/paris-montmartre-walk" }),
      "es",
      { kind: "internal", to: "/es/paris/inspiracion/paris-montmartre-walk" },
    ],
    [
      "inspiration list",
      item({ linkType: "inspiration_list" }),
      "es",
      { kind: "internal", to: "/es/paris/inspiracion" },
    ],
    [
      "no type, absolute uri",
      item({ uri: "https://parisjetaime.com" }),
      "fr",
      { kind: "external", href: "https://parisjetaime.com" },
    ],
    ["no type, relative uri", item({ uri: "/en/paris/help" }), "en", { kind: "internal", to: "/en/paris/help" }],
    ["no type, protocol-relative uri is invalid", item({ uri: "//evil.example/x" }), "en", { kind: "none" }],
    ["no type, javascript: uri is invalid", item({ uri: "javascript:alert(1)" }), "en", { kind: "none" }],
    ["no type, no uri", item({}), "en", { kind: "none" }],
    [
      "external type with uri",
      item({ linkType: "external", uri: "/en/paris/map" }),
      "en",
      { kind: "internal", to: "/en/paris/map" },
    ],
    ["none type", item({ linkType: "none", uri: "/en/paris/map" }), "en", { kind: "none" }],
  ] as const)("%s", (_name, input, locale, expected) => {
    expect(resolveMenuLink(input, locale, "paris")).toEqual(expected);
  });

  test("unknown CMS link types give no link; null stays null", () => {
    expect(toMenuLinkType("carousel")).toBe("none");
    expect(toMenuLinkType(null)).toBeNull();
    expect(toMenuLinkType("inspiration_list")).toBe("inspiration_list");
  });
});
