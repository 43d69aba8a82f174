import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import type { CheckoutAppProps } from "./checkout-app";

// Its own chunk: jotai, the booking-API client and step 1 load with the checkout routes only, never with content
// pages; steps 2-4 and react-toastify are further chunks (checkout-app.tsx, toasts.tsx).
const CheckoutApp = lazy(() => import(/* webpackChunkName: "checkout-app" */ "./checkout-app"));

/** Mounts the checkout app in the browser after hydration (the shell is server-rendered; the app is client-only). */
export function CheckoutMount(props: CheckoutAppProps & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  // A transition (ADR 0330): the first step renders in slices, the browser stays responsive meanwhile.
  useEffect(() => startTransition(() => setMounted(true)), []);
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
