import {
  forgetManagedKey,
  keyMatches,
  loadManagedKey,
  markedEntry,
  markEntry,
  movedKey,
  saveManagedKey,
} from "./session";

describe("the managed booking of this tab (ADR 0360: Back keeps the page)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, "");
  });

  test("kept, reloaded and forgotten; a change of date remembers the old reference", () => {
    saveManagedKey({ reference: "OLD1", email: "a@example.org" });
    const moved = movedKey(loadManagedKey()!, "NEW2");
    expect(moved).toEqual({ reference: "NEW2", email: "a@example.org", previous: ["OLD1"] });
    expect(movedKey(moved, "new2")).toBe(moved);
    saveManagedKey(moved);
    expect(loadManagedKey()).toEqual(moved);
    forgetManagedKey();
    expect(loadManagedKey()).toBeNull();
  });

  test("the kept booking matches its current and former references, in any case", () => {
    const key = { reference: "NEW2", email: "a@example.org", previous: ["OLD1"] };
    expect(keyMatches(key, "new2")).toBe(true);
    expect(keyMatches(key, "old1")).toBe(true);
    expect(keyMatches(key, null)).toBe(true);
    expect(keyMatches(key, "OTHER3")).toBe(false);
  });

  test("the history entry is marked beside the router's own state, and unmarked", () => {
    window.history.replaceState({ key: "router-key" }, "");
    expect(markedEntry()).toBeNull();
    markEntry("NEW2");
    expect(window.history.state).toEqual({ key: "router-key", manageBooking: "NEW2" });
    expect(markedEntry()).toBe("NEW2");
    markEntry(null);
    expect(window.history.state).toEqual({ key: "router-key" });
    expect(markedEntry()).toBeNull();
  });
});
