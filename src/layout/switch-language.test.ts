import { switchLanguageHref } from "./switch-language";

describe("switchLanguageHref", () => {
  test("keeps the query string and the hash", () => {
    const here = { pathname: "/en/paris/search", search: "?date=2026-12-01&adults=2&webview", hash: "#results" };
    expect(switchLanguageHref("/fr/paris/recherche", "fr", here)).toBe(
      "/fr/paris/recherche?date=2026-12-01&adults=2&webview#results",
    );
  });

  test("maps the current path through the route table (a client-only checkout step keeps its step)", () => {
    const here = { pathname: "/en/paris/checkout/payment/", search: "?productId=p1", hash: "" };
    expect(switchLanguageHref("/nl/paris/reservering", "nl", here)).toBe("/nl/paris/reservering/betaling?productId=p1");
  });

  test("a path outside the route table falls back to the page's alternate, with the query", () => {
    expect(
      switchLanguageHref("/es/paris/ayuda", "es", { pathname: "/somewhere/else", search: "?webview", hash: "" }),
    ).toBe("/es/paris/ayuda?webview");
  });

  test("before the page runs in a browser (static HTML) the alternate is used as is", () => {
    expect(switchLanguageHref("/fr/paris/carte", "fr", null)).toBe("/fr/paris/carte");
  });
});
