import { scrollNeeded } from "./focus-clear";

describe("scrollNeeded (a focused control clear of the sticky bars)", () => {
  it("scrolls down by the overlap plus a gap when the control is under the bottom bar", () => {
    expect(scrollNeeded({ top: 660, bottom: 704 }, 0, 680)).toBe(704 - 672);
  });
  it("scrolls up when the control is under the top bar", () => {
    expect(scrollNeeded({ top: 20, bottom: 64 }, 48, 844)).toBe(20 - 56);
  });
  it("leaves a control that is clear of both bars", () => {
    expect(scrollNeeded({ top: 300, bottom: 344 }, 48, 680)).toBe(0);
  });
});
