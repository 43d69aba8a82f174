import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import type { CheckoutAppProps } from "./checkout-app";
import { loadBookingClient } from "../lib/load-booking-client";

// Its own chunk: jotai, the booking-API client and step 1 load with the checkout routes only, never with content
// pages; steps 2-4 and react-toastify are further chunks (checkout-app.tsx, toasts.tsx).
const loadCheckoutApp = () => import(/* webpackChunkName: "checkout-app" */ "./checkout-app");
const CheckoutApp = lazy(loadCheckoutApp);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Mounts the checkout app in the browser after hydration (the shell is server-rendered; the app is client-only). */
export function CheckoutMount(props: CheckoutAppProps & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    // One long task on a phone before, now several short ones (docs/adr/0356): Apollo Client's core (its chunk with
    // rxjs, the cache and the link) is evaluated in a task of its own, then the app's module (step 1, jotai, Apollo's
    // React hooks), then step 1 is readied (its product asked for, its documents prepared), then the app renders. A
    // failed load is the app's own to report (React.lazy's import fails the same way), so this only goes on.
    const { route, locale, search } = app;
    void loadBookingClient()
      .then(nextTask)
      .then(loadCheckoutApp)
      .then(async (module) => {
        await nextTask();
        await module.prepareCheckout({ route, locale, search });
      })
      .catch(() => undefined)
      .then(() => {
        // A transition (ADR 0330): the first step renders in slices, the browser stays responsive meanwhile.
        if (live) startTransition(() => setMounted(true));
      });
    return () => {
      live = false;
    };
    // On mount only: later steps and addresses are the app's own (ADR 0341).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival's route and query, read once
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
