import { menuEntries } from "./menu-entries";
import type { MenuItem } from "./resolve-menu-link";

describe("menuEntries (no duplicates, no dead labels)", () => {
  const header: MenuItem[] = [
    { label: "Hop-on hop-off", linkType: "product", productId: "paris-hop-on-hop-off" },
    { label: "Inspiration", linkType: "inspiration_list" },
    { label: "Map", linkType: "external", uri: "/en/paris/map" },
    { label: "Follow us", linkType: "none" },
    { label: "Hop-on hop-off again", linkType: "product", productId: "paris-hop-on-hop-off" },
    { label: "Broken", linkType: "external", uri: "javascript:alert(1)" },
  ];

  test("items that lead nowhere are left out", () => {
    expect(menuEntries(header, "en", "paris").map((e) => e.label)).toEqual(["Hop-on hop-off", "Inspiration", "Map"]);
  });

  test("items leading where the page already links (or an earlier item leads) are left out", () => {
    const taken = ["/en/paris/home", "/en/paris/tours", "/en/paris/map", "/en/paris/inspiration", "/en/paris/help"];
    expect(menuEntries(header, "en", "paris", taken).map((e) => e.label)).toEqual(["Hop-on hop-off"]);
  });

  test("external addresses compare without a trailing slash, query or case", () => {
    const footer: MenuItem[] = [
      { label: "Tourist board", linkType: "external", uri: "https://www.parisinfo.com/" },
      { label: "About us", linkType: "external", uri: "/en/page/about-us" },
      { label: "Cookies", linkType: "external", uri: "/en/page/cookies" },
    ];
    expect(
      menuEntries(footer, "en", "paris", ["https://www.ParisInfo.com?utm=x", "/en/page/about-us"]).map((e) => e.label),
    ).toEqual(["Cookies"]);
  });
});
