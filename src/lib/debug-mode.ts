/**
 * The error page's debug mode (spec "Error page": "with debug mode on, the raw error message replaces the
 * subtitle"). Off by default. On for a whole build with GATSBY_DEBUG_ERRORS=1 (a staging site), or in one browser
 * with `localStorage.setItem("site.debug", "1")` in the developer console (a tester on the live site; removing the
 * key turns it off). Documented in docs/configuration.md (GATSBY_DEBUG_ERRORS).
 */
export const DEBUG_STORAGE_KEY = "site.debug";

export function isDebugMode(): boolean {
  if (process.env.GATSBY_DEBUG_ERRORS === "1") return true;
  if (typeof window === "undefined") return false;
  try {
    return window.localStorage.getItem(DEBUG_STORAGE_KEY) === "1";
  } catch {
    return false; // storage refused (private mode, cookies blocked): debug stays off
  }
}

/** The raw message of what was thrown, as the debug mode shows it. */
export function rawMessage(error: unknown): string {
  if (error instanceof Error)
    return error.name && !error.message.startsWith(error.name) ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}
