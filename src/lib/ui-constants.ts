/**
 * The interface constants of the specification (section 9), named once: the site's apps and tests read them here.
 * Two of the spec's constants have no use in this site and are not here (ADR 0350): the toast kit's default (bottom
 * right, 10,000 ms: every toast shows in the shell's one area) and the 50 ms device refresh on resize (the layout
 * follows the screen with CSS media queries; no script keeps a device state to refresh).
 */

/** The app shell's toast area (spec: "App shell: page outlet plus a toast area at top right (5000 ms, width 350)"). */
export const SHELL_TOASTS = { position: "top-right", autoCloseMs: 5000, widthPx: 350 } as const;

/** Form input delay (spec section 9): what a form field waits after the last keystroke before it acts on the value. */
export const FORM_INPUT_DELAY_MS = 20;
