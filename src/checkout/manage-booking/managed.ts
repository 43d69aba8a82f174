import { useCallback, useState } from "react";
import type { ManagedBookingFieldsFragment } from "../graphql/__generated__/graphql";
import type { Notice } from "./notice";
import { forgetManagedKey, markEntry, saveManagedKey, type ManagedKey } from "./session";

/**
 * The manage-booking page's shared state, which its sections (the arrival, the return from the card page, the
 * look-up, the actions) read and write: the key of the booking shown (reference and e-mail, kept for this tab by
 * session.ts), the booking as the server last gave it, whether a call to the booking API is running, the notice, and
 * whether the change of date is open. `keep` shows a booking and keeps its key; `leave` is "Another booking".
 */
export function useManaged() {
  const [key, setKey] = useState<ManagedKey | null>(null);
  const [booking, setBooking] = useState<ManagedBookingFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [changing, setChanging] = useState(false);

  /** The booking an answer gave, when it gave one (else the one shown stays). */
  const show = useCallback((b: ManagedBookingFieldsFragment | null | undefined) => {
    if (b) setBooking(b);
  }, []);

  /** Shows this booking and keeps its key for this tab (a reload, Back or Forward show it again). */
  const keep = useCallback((k: ManagedKey, b: ManagedBookingFieldsFragment) => {
    setKey(k);
    saveManagedKey(k);
    setBooking(b);
  }, []);

  /** "Another booking": the form again; a reload or Back no longer reopens this booking. */
  const leave = useCallback(() => {
    setBooking(null);
    setKey(null);
    setNotice(null);
    setChanging(false);
    forgetManagedKey();
    markEntry(null);
  }, []);

  return { key, setKey, booking, show, keep, leave, busy, setBusy, notice, setNotice, changing, setChanging };
}

export type Managed = ReturnType<typeof useManaged>;
