import React, { Suspense, lazy, useEffect, useState } from "react";
import { HELD_TOUR_CLASS, hasLiveHeldTour } from "../lib/held-tour";
import type { Locale } from "../i18n/locales";

const HeldTourEntry = lazy(() => import("./held-tour-entry"));

/**
 * Where the header shows the held tour. Nothing in the server-rendered page (its room is kept by the
 * head script's class, HELD_TOUR_CLASS) and nothing loaded while no hold runs: the entry's code comes (a small chunk, no GraphQL client) only when localStorage holds a cart
 * whose hold runs, checked after hydration, on each page and when another tab changes it.
 */
export function HeldTourSlot({ locale, path }: { locale: Locale; path: string }) {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    const check = () => {
      const live = hasLiveHeldTour(Date.now());
      setStored(live);
      // The room under the header (the head script set it on the first page; a client-side navigation or another
      // tab changes it). Not on expiry while the page is open: the page keeps its place.
      document.documentElement.classList.toggle(HELD_TOUR_CLASS, live);
    };
    check();
    window.addEventListener("storage", check);
    return () => window.removeEventListener("storage", check);
  }, [path]);
  if (!stored) return null;
  return (
    <Suspense fallback={null}>
      <HeldTourEntry locale={locale} path={path} />
    </Suspense>
  );
}
