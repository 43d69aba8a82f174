import React from "react";
import { ToastContainer } from "react-toastify";
import { KIT_TOASTS, SHELL_TOASTS } from "../lib/ui-constants";

/**
 * The apps' toast areas (spec section 9), the only places a ToastContainer is configured: the shell's (checkout,
 * manage booking) at top right, 5000 ms, 350 px wide; the kit's default at bottom right, 10000 ms.
 */
export function ShellToasts() {
  return <ToastContainer position={SHELL_TOASTS.position} autoClose={SHELL_TOASTS.autoCloseMs} style={{ width: SHELL_TOASTS.widthPx }} />;
}

export function KitToasts() {
  return <ToastContainer position={KIT_TOASTS.position} autoClose={KIT_TOASTS.autoCloseMs} />;
}
