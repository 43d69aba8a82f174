import { inspirationPageOf, isBeyondRange, pageNumbers } from "./pagination";

describe("pagination helpers", () => {
  test("page numbers", () => {
    expect(pageNumbers(3)).toEqual([1, 2, 3]);
    expect(pageNumbers(0)).toEqual([1]);
  });
  test("beyond range", () => {
    expect(isBeyondRange(4, 3)).toBe(true);
    expect(isBeyondRange(0, 3)).toBe(true);
    expect(isBeyondRange(3, 3)).toBe(false);
    expect(isBeyondRange(1, 0)).toBe(false);
  });
  test("page of a list path", () => {
    expect(inspirationPageOf("/en/paris/inspiration/page/7")).toBe(7);
    expect(inspirationPageOf("/en/paris/inspiration/page/7?x=1")).toBe(7);
    expect(inspirationPageOf("/en/paris/inspiration")).toBeNull();
  });
});
