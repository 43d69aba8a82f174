import React, { Suspense, lazy, useEffect, useState } from "react";
import { hasLiveHeldTour } from "../lib/held-tour";
import type { Locale } from "../i18n/locales";

const HeldTourEntry = lazy(() => import("./held-tour-entry"));

/**
 * Where the header shows the held tour (issue 25 item 8). Nothing in the server-rendered page and nothing loaded
 * while no hold runs: the entry's code comes (a small chunk, no GraphQL client) only when localStorage holds a cart
 * whose hold runs, checked after hydration, on each page and when another tab changes it.
 */
export function HeldTourSlot({ locale, path }: { locale: Locale; path: string }) {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    const check = () => setStored(hasLiveHeldTour(Date.now()));
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
