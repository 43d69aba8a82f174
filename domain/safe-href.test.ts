import { FRIENDLY_HREFS, HOSTILE_HREFS } from "../tests/fixtures/hostile-hrefs";
import { isSitePath, safeHref } from "./safe-href";

describe("safeHref", () => {
  it.each(HOSTILE_HREFS)("drops %s", (_label, href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each([
    ["entity-encoded slash in front", "&#47;javascript:alert(1)"],
    ["percent-encoded slashes in front", "%2F%2Fevil.example"],
    ["entity without semicolon, mixed case", "&#X6a;avascript:alert(1)"],
    ["triple-nested percent-encoding", "%25256Aavascript:alert(1)"],
    ["no link at all", "www.example.com"],
    ["scheme without host", "https:evil.example"],
  ])("drops %s", (_label, href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each(FRIENDLY_HREFS.map((h) => [h]))("keeps %s unchanged", (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it("trims what browsers strip anyway and ignores empty values", () => {
    expect(safeHref("  https://example.com/  ")).toBe("https://example.com/");
    expect(safeHref("")).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });

  it("tells site paths from other links", () => {
    expect(isSitePath("/en/paris")).toBe(true);
    expect(isSitePath("https://example.com/")).toBe(false);
    expect(isSitePath("#faq")).toBe(false);
  });
});
