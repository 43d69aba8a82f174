import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import type React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isWebview } from "./src/layout/webview";
import { warmFormatters } from "./domain/format";
import { isLocale } from "./domain/locales";
import { saveParamsOf } from "./src/layout/marketing-params";
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
  // The marketing link's code/referrer/partnerCentral, saved before hydration: a "Book now" clicked
  // before React runs is a plain link to step 1, and the layout's own save (after hydration) would come too late.
  saveParamsOf(search);
};

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/**
 * Paint first, then hydrate. Gatsby hydrates as soon as its scripts have run, which can be before
 * the browser's first paint: the server-rendered page, its LCP image included, then waits for React's whole
 * hydration on a slow phone. Here React starts after the next frame (or after 100 ms in a tab that draws no frames):
 * the visitor sees the page one hydration earlier, and it becomes interactive one frame later.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  // Development keeps Gatsby's own renderer (hot reloading renders again through it).
  if (process.env.NODE_ENV !== "production") return undefined as unknown as Renderer;
  // Typed by Gatsby as react-dom's legacy render(); it is called as renderer(<App />, rootElement).
  const renderer = (element: React.ReactElement, container: Element | null): void => {
    let started = false;
    const start = () => {
      if (started || !container) return;
      started = true;
      // As Gatsby's own renderer: a client-only page (empty focus wrapper) renders, a server-rendered one hydrates.
      // In a transition (ADR 0330): React hydrates in slices of about 5 ms and lets the browser work
      // between them, instead of one task as long as the whole page (the checkout's longest task on a phone). A
      // click or tap meanwhile makes React finish hydrating at once and then handles it: no input is lost.
      const focus = document.getElementById("gatsby-focus-wrapper");
      startTransition(() => {
        if (focus && focus.children.length > 0) hydrateRoot(container, element);
        else createRoot(container).render(element);
      });
      // The page language's first date and number formatters, each in a task between hydration's slices (ADR 0330).
      const lang = document.documentElement.lang;
      if (isLocale(lang)) warmFormatters(lang, (task) => window.setTimeout(task, 0));
    };
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 100);
  };
  return renderer as unknown as Renderer;
};
