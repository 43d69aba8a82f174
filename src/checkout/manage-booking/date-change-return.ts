import { useEffect, useState } from "react";
import { useMutation } from "@apollo/client/react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { ConfirmDateChangeDocument } from "../graphql/__generated__/graphql";
import type { Managed } from "./managed";
import { loadManagedKey, movedKey, saveManagedKey } from "./session";

/** The card page's parameters on the way back from paying a dearer date's difference (t and s, both, or none). */
export interface PaymentReturn {
  t: string;
  s: string;
  eventId: string | null;
}

/** The return from the card page in an address's query (location.search), if it is one. */
export function paymentReturnOf(search: string): PaymentReturn | null {
  const query = new URLSearchParams(search);
  const t = query.get("t");
  const s = query.get("s");
  return t && s ? { t, s, eventId: query.get("eventId") } : null;
}

/**
 * Back on the manage-booking page from the card page of a dearer date: the server verifies that payment and moves the
 * booking once; the page shows the booking and what happened (changed, or refused with the card page to try again).
 * The provider's parameters then leave the address, so that a reload shows the booking, not a second confirmation.
 * Returns whether the confirmation is still on its way.
 */
export function useDateChangeReturn(
  m: Managed,
  { locale, returned }: { locale: Locale; returned: PaymentReturn | null },
) {
  const t = useT();
  const [confirmDateChange] = useMutation(ConfirmDateChangeDocument);
  const { show, setKey, setNotice } = m;
  const [confirmingReturn, setConfirmingReturn] = useState(!!returned);

  useEffect(() => {
    if (!returned) return;
    const stored = loadManagedKey();
    void (async () => {
      try {
        const { confirmDateChange: r } = dataOf(
          await confirmDateChange({
            variables: { input: { t: returned.t, s: returned.s, eventId: returned.eventId }, locale },
          }),
        );
        show(r.booking);
        if (r.booking && stored) setKey(movedKey(stored, r.booking.reference));
        setNotice({
          kind: r.code === "CHANGED" ? "success" : "error",
          text: r.message,
          retryUrl: r.code === "PAYMENT_REJECTED" ? r.redirectUrl : null,
        });
        if (r.code === "CHANGED" && r.booking && stored) saveManagedKey(movedKey(stored, r.booking.reference));
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setNotice({ kind: "error", text: t("manage.unreachable") });
      } finally {
        setConfirmingReturn(false);
        const clean = new URLSearchParams(window.location.search);
        for (const p of ["t", "s", "eventId", "eci", "lang"]) clean.delete(p);
        const rest = clean.toString();
        window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
      }
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  return confirmingReturn;
}
