import React, { Suspense, lazy, useEffect, useState } from "react";
import { SHELL_TOASTS } from "../lib/ui-constants";

/**
 * The shell's toast area (spec section 9: top right, 5000 ms, 350 px; SHELL_TOASTS), the one place a ToastContainer
 * is configured, for the checkout and manage booking. react-toastify is not in a page's first load:
 * the library is its own chunk, fetched on the first toast; toasts asked for meanwhile wait in a queue and are shown
 * once the container is mounted (one asked for more than SHELL_TOASTS.autoCloseMs before is dropped). The checkout's
 * steps are screens of one client-only page (ADR 0341): its container stays mounted across a step change, so a toast
 * simply lives on (step 1's "Your tickets are held." as step 2 opens).
 */
type Kind = "success" | "error" | "info";
type ToastModule = typeof import("react-toastify");

let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
let mounted = false;
interface Pending {
  kind: Kind;
  text: string;
  /** When it was asked for (ms). */
  at: number;
}
const queue: Pending[] = [];
const listeners = new Set<() => void>();

const loadToastify = (): Promise<ToastModule> =>
  (loading ??= import(/* webpackChunkName: "checkout-toasts" */ "react-toastify").then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  }));

function flush(): void {
  if (!loaded || !mounted) return;
  const now = Date.now();
  for (const pending of queue.splice(0)) {
    if (now - pending.at < SHELL_TOASTS.autoCloseMs) loaded.toast[pending.kind](pending.text);
  }
}

function show(kind: Kind, text: string): void {
  queue.push({ kind, text, at: Date.now() });
  if (loaded && mounted) flush();
  else void loadToastify();
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
};

const Container = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

/** Mounted once by an app: renders the container once the first toast has loaded the library. */
export function ShellToasts() {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    const listener = () => setReady(true);
    listeners.add(listener);
    if (loaded) setReady(true);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Container
        position={SHELL_TOASTS.position}
        autoClose={SHELL_TOASTS.autoCloseMs}
        style={{ width: SHELL_TOASTS.widthPx }}
      />
      <Flush />
    </Suspense>
  );
}

/** Rendered after the container (same Suspense boundary): its effect runs once the container is mounted. */
function Flush() {
  useEffect(() => {
    mounted = true;
    flush();
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}
