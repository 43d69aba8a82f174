import React, { Suspense, lazy, useEffect, useState } from "react";
import { SHELL_TOASTS } from "../lib/ui-constants";

/**
 * The shell's toast area (spec section 9: top right, 5000 ms, 350 px; SHELL_TOASTS), the one place a ToastContainer
 * is configured, for the checkout and manage booking. react-toastify is not in a page's first load (issue 25.10):
 * the library is its own chunk, fetched on the first toast; toasts asked for meanwhile wait in a queue and are shown
 * once the container is mounted.
 */
type Kind = "success" | "error" | "info";
type ToastModule = typeof import("react-toastify");

let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
let mounted = false;
const queue: { kind: Kind; text: string }[] = [];
const listeners = new Set<() => void>();

const loadToastify = (): Promise<ToastModule> =>
  (loading ??= import(/* webpackChunkName: "checkout-toasts" */ "react-toastify").then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  }));

function flush(): void {
  if (!loaded || !mounted) return;
  for (const { kind, text } of queue.splice(0)) loaded.toast[kind](text);
}

function show(kind: Kind, text: string): void {
  queue.push({ kind, text });
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
      <Container position={SHELL_TOASTS.position} autoClose={SHELL_TOASTS.autoCloseMs} style={{ width: SHELL_TOASTS.widthPx }} />
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
