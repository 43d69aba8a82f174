import { isWebview, webviewFrom, WEBVIEW_STORAGE_KEY } from "./webview";

describe("app mode (?webview)", () => {
  beforeEach(() => window.sessionStorage.clear());

  test("from the query, in any form", () => {
    expect(webviewFrom("?webview", null)).toBe(true);
    expect(webviewFrom("?date=2026-12-01&webview=1", null)).toBe(true);
    expect(webviewFrom("?web=1", null)).toBe(false);
  });

  test("lasts for the visit: after one click (no query any more) the visit is still in app mode", () => {
    expect(isWebview("?webview")).toBe(true);
    expect(window.sessionStorage.getItem(WEBVIEW_STORAGE_KEY)).toBe("1");
    expect(isWebview("")).toBe(true);
    expect(isWebview("?q=paris")).toBe(true);
  });

  test("a visit that never had the flag is not in app mode", () => {
    expect(isWebview("")).toBe(false);
    expect(window.sessionStorage.getItem(WEBVIEW_STORAGE_KEY)).toBeNull();
  });
});
