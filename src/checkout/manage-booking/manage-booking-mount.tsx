import React, { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { MANAGE_LINK_PARAM } from "../../../domain/manage-booking-href";
import type { ManageBookingAppProps } from "./manage-booking-app";

// Its own chunk, loaded by the manage-booking route only: content pages never ship it.
const ManageBookingApp = lazy(() => import("./manage-booking-app"));

/** The signed link's token of the address (ADR 0360), if any: read once, in the browser. */
function linkTokenOf(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get(MANAGE_LINK_PARAM);
}

/**
 * Mounts the manage-booking page in the browser after hydration (the shell and title are server-rendered). The
 * e-mail's signed link token is taken out of the address first, before the page's own chunk or any other request
 * can carry it in a Referer, and before a reload, a bookmark or a shared address could replay it (ADR 0360).
 */
export function ManageBookingMount(props: Omit<ManageBookingAppProps, "linkToken"> & { loading: string }) {
  const { loading, ...app } = props;
  const [mounted, setMounted] = useState(false);
  const [linkToken] = useState(linkTokenOf);
  useEffect(() => {
    if (linkToken) {
      const clean = new URLSearchParams(window.location.search);
      clean.delete(MANAGE_LINK_PARAM);
      const rest = clean.toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
    }
    startTransition(() => setMounted(true)); // rendered in slices (ADR 0330)
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  const fallback = (
    <p role="status" className="manage-booking__loading">
      {loading}
    </p>
  ); // space reserved: global.css
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ManageBookingApp {...app} linkToken={linkToken} />
    </Suspense>
  );
}
