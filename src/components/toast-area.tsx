import React, { Suspense, lazy, useEffect, useState } from "react";
import { SHELL_TOASTS } from "../lib/ui-constants";

/**
 * The shell's toast area (spec section 9: top right, 5000 ms, 350 px; SHELL_TOASTS), the one place a ToastContainer
 * is configured, for the checkout and manage booking. react-toastify is not in a page's first load (issue 25.10):
 * the library is its own chunk, fetched on the first toast; toasts asked for meanwhile wait in a queue and are shown
 * once the container is mounted. Each checkout step is its own page, so the container is mounted again on every step
 * change: a toast still on screen when its container goes (step 1's "Your tickets are held." as step 2 opens) is
 * shown again by the next one for the rest of its time, and one no container showed within its time is dropped.
 */
type Kind = "success" | "error" | "info";
type ToastModule = typeof import("react-toastify");

let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;
let mounted = false;
interface Pending {
  kind: Kind;
  text: string;
  /** When it was first shown (ms; null before): a toast lives SHELL_TOASTS.autoCloseMs from then, across containers. */
  at: number | null;
}
const queue: Pending[] = [];
/** Toasts the mounted container shows: handed to the next container if this one goes before they close. */
let shown: Pending[] = [];
const alive = (toast: Pending, now = Date.now()) => toast.at === null || now - toast.at < SHELL_TOASTS.autoCloseMs;
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
  shown = shown.filter((t) => alive(t, now));
  for (const pending of queue.splice(0).filter((t) => alive(t, now))) {
    // First shown: the container's 5000 ms; shown again after a step change: what is left of them.
    const left = pending.at === null ? undefined : Math.max(1000, SHELL_TOASTS.autoCloseMs - (now - pending.at));
    loaded.toast[pending.kind](pending.text, left === undefined ? {} : { autoClose: left });
    shown.push({ ...pending, at: pending.at ?? now });
  }
}

/** The container goes (a step change): what it still shows waits for the next one. */
function handOver(): void {
  mounted = false;
  queue.unshift(...shown.filter((t) => alive(t)));
  shown = [];
}

function show(kind: Kind, text: string): void {
  queue.push({ kind, text, at: null });
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
    return handOver;
  }, []);
  return null;
}
