import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import type { ManageBookingAppProps } from "./manage-booking-app";

// Its own chunk, loaded by the manage-booking route only: content pages never ship it.
const ManageBookingApp = lazy(() => import("./manage-booking-app"));

/** Mounts the manage-booking page in the browser after hydration (the shell and title are server-rendered). */
export function ManageBookingMount(props: ManageBookingAppProps & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []); // rendered in slices (ADR 0330)
  const fallback = (
    <p role="status" className="manage-booking__loading">
      {loading}
    </p>
  ); // space reserved: global.css
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ManageBookingApp {...app} />
    </Suspense>
  );
}
