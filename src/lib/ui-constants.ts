/**
 * The interface constants of the specification (section 9), named once: the site's apps and tests read them here.
 */

/** The app shell's toast area (spec: "App shell: page outlet plus a toast area at top right (5000 ms, width 350)"). */
export const SHELL_TOASTS = { position: "top-right", autoCloseMs: 5000, widthPx: 350 } as const;

/** The toast kit's own default where the specification uses it: bottom right, 10000 ms (spec section 9). */
export const KIT_TOASTS = { position: "bottom-right", autoCloseMs: 10_000 } as const;

/** Form input delay (spec section 9): what a form field waits after the last keystroke before it acts on the value. */
export const FORM_INPUT_DELAY_MS = 20;

/** Device refresh on resize (spec section 9): the phone/desktop layout is re-read this long after the last resize. */
export const RESIZE_REFRESH_MS = 50;
