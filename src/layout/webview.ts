/**
 * App mode (spec: query parameter `webview`): the site opened inside the mobile app. The flag arrives once, in the
 * query of the first page, and lasts for the whole visit in that webview: it is kept in sessionStorage (one tab,
 * gone when the webview closes), so the app-install banner stays hidden and page views keep the flag after clicks.
 * The one place that knows: the app banner and the page-view event (analytics) read `isWebview()`.
 */
export const WEBVIEW_PARAM = "webview";
export const WEBVIEW_STORAGE_KEY = "app_webview";

/** Pure: app mode from the page's query string and what the visit stored. */
export const webviewFrom = (search: string, stored: string | null): boolean =>
  new URLSearchParams(search).has(WEBVIEW_PARAM) || stored === "1";

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: app mode lasts only while the query has it
  }
}

/** Whether this visit is in app mode; a `?webview` query is remembered for the rest of the visit. Browser only. */
export function isWebview(search: string = window.location.search): boolean {
  const storage = session();
  const webview = webviewFrom(search, storage?.getItem(WEBVIEW_STORAGE_KEY) ?? null);
  if (webview) {
    try {
      storage?.setItem(WEBVIEW_STORAGE_KEY, "1");
    } catch {
      // quota or privacy mode: nothing to keep
    }
  }
  return webview;
}
