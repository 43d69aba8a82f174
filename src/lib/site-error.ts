/**
 * Which errors outside rendering are the site's own (spec section 4: "Error page appears on fatal or unhandled
 * errors"): an event handler that throws or a promise nobody caught, in the site's own scripts. Errors of other
 * origins (the tag manager, the affiliate and monitoring scripts, browser extensions) and the browser's benign
 * ResizeObserver notice never replace the page. Pure; the error boundary (layout/error-boundary.tsx) listens.
 */

const BENIGN = /^(ResizeObserver loop|Script error\.?$)/;

/** The script URLs a stack names (Chromium "at f (https://…/app.js:1:2)", Firefox/Safari "f@https://…/app.js:1:2"). */
const scriptsOf = (stack: string): string[] =>
  [...stack.matchAll(/\b((?:https?|chrome-extension|moz-extension|safari-web-extension):\/\/[^\s)]+?):\d+:\d+/g)].map(
    (m) => m[1]!,
  );

/** An uncaught error event (window "error"): the site's own when its script is of the site's origin. */
export function isSiteError(event: { message?: string; filename?: string; error?: unknown }, origin: string): boolean {
  const message = event.message ?? (event.error instanceof Error ? event.error.message : "");
  if (BENIGN.test(message)) return false;
  if (event.filename) return event.filename.startsWith(`${origin}/`);
  return isSiteRejection(event.error, origin);
}

/**
 * A rejection nobody handled (window "unhandledrejection"): the site's own when the first script its stack names is
 * of the site's origin (an Error thrown by the site's code). A reason without a stack says nothing of its origin:
 * the site's code rejects with Errors, so it is left to whoever rejected it.
 */
export function isSiteRejection(reason: unknown, origin: string): boolean {
  if (!(reason instanceof Error) || BENIGN.test(reason.message)) return false;
  const [first] = scriptsOf(reason.stack ?? "");
  return !!first && first.startsWith(`${origin}/`);
}
