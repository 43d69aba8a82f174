import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import type { CheckoutAppProps } from "./checkout-app";
import { todayIn } from "../../domain/format";

// Its own chunk: jotai, the booking-API client and step 1 load with the checkout routes only, never with content
// pages; steps 2-4 and react-toastify are further chunks (checkout-app.tsx, toasts.tsx).
const CheckoutApp = lazy(() => import(/* webpackChunkName: "checkout-app" */ "./checkout-app"));

/** Mounts the checkout app in the browser after hydration (the shell is server-rendered; the app is client-only). */
export function CheckoutMount(props: CheckoutAppProps & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A transition (ADR 0330): the first step renders in slices, the browser stays responsive meanwhile.
    startTransition(() => setMounted(true));
    // The page's first date formatter loads the browser's date data (about 20 ms on a phone): done in a task of its
    // own while the step's chunk downloads, not inside the calendar's render (the formatter is kept: domain/format).
    const warm = window.setTimeout(() => todayIn(null), 0);
    return () => window.clearTimeout(warm);
  }, []);
  const fallback = <p role="status" className="checkout__loading">{loading}</p>;
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <CheckoutApp {...app} />
    </Suspense>
  );
}
