import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { isWebview } from "./src/layout/webview";
export { wrapRootElement } from "./src/layout/wrap-root-element";

declare global {
  interface Window {
    /** The URL the visitor asked for, before Gatsby's client may rewrite it (see the error page). */
    __requestedUrl?: { pathname: string; search: string; hash: string };
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const { pathname, search, hash } = window.location;
  window.__requestedUrl = { pathname, search, hash };
  isWebview(search); // app mode of the landing page, remembered for the visit
};
