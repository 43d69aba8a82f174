import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import type { CheckoutAppProps } from "./checkout-app";
import { loadBookingClient } from "../lib/load-booking-client";

// Its own chunk: jotai, the booking-API client and step 1 load with the checkout routes only, never with content
// pages; steps 2-4 and react-toastify are further chunks (checkout-app.tsx, toasts.tsx).
const CheckoutApp = lazy(() => import(/* webpackChunkName: "checkout-app" */ "./checkout-app"));

/** Mounts the checkout app in the browser after hydration (the shell is server-rendered; the app is client-only). */
export function CheckoutMount(props: CheckoutAppProps & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    // Apollo Client's core (its chunk with rxjs, the cache and the link) is evaluated in a task of its own, then the
    // app (step 1, jotai, Apollo's React hooks) in the next one: two shorter tasks instead of one long one on a phone
    // (docs/adr/0356). The same client module: the app's import finds it evaluated. A failed load is the app's own
    // to report (its import fails the same way, into the page's error boundary), so it only goes on here.
    void loadBookingClient()
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        // A transition (ADR 0330): the first step renders in slices, the browser stays responsive meanwhile.
        if (live) startTransition(() => setMounted(true));
      });
    return () => {
      live = false;
    };
  }, []);
  const fallback = (
    <p role="status" className="checkout__loading">
      {loading}
    </p>
  );
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <CheckoutApp {...app} />
    </Suspense>
  );
}
