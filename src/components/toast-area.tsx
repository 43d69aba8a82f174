import React from "react";
import { ToastContainer } from "react-toastify";
import { SHELL_TOASTS } from "../lib/ui-constants";

/**
 * The shell's toast area (spec section 9), the one place a ToastContainer is configured: the checkout and manage
 * booking show their toasts at top right, 5000 ms, 350 px wide.
 */
export function ShellToasts() {
  return <ToastContainer position={SHELL_TOASTS.position} autoClose={SHELL_TOASTS.autoCloseMs} style={{ width: SHELL_TOASTS.widthPx }} />;
}
