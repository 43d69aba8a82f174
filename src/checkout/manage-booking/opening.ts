import { useCallback, useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { MyBookingByLinkDocument, MyBookingDocument } from "../graphql/__generated__/graphql";
import type { Managed } from "./managed";
import { keyMatches, loadManagedKey, markedEntry, markEntry, movedKey, type ManagedKey } from "./session";

/**
 * What the manage-booking page opens by itself, and how it keeps what it shows. On arrival: the e-mail's signed link
 * opens its booking without asking anything (ADR 0360); expired or altered, the form, filled with the reference the
 * link names (`linkReference`), says why. Else the booking this history entry showed (a reload, or Back or Forward to
 * it after an action; session.ts), asked again as it is now, also when the page comes back from the browser's page
 * cache. The entry that shows a booking is marked with it. `opening` is what is being opened, until it has arrived.
 */
export function useOpening(
  m: Managed,
  { locale, linkToken, returning }: { locale: Locale; linkToken: string | null; returning: boolean },
): { opening: "link" | "kept" | null; linkReference: string | null } {
  const t = useT();
  const client = useApolloClient();
  const { key, booking, keep, setNotice, setChanging } = m;
  // Back from the card page, the return's confirmation shows the booking (date-change-return.ts).
  const [opening, setOpening] = useState<"link" | "kept" | null>(() => {
    if (returning) return null;
    if (linkToken) return "link";
    const kept = loadManagedKey();
    const mark = markedEntry();
    return kept && mark && keyMatches(kept, mark) ? "kept" : null;
  });
  const [linkReference, setLinkReference] = useState<string | null>(null);

  /** The kept booking of this tab, asked again as it is now (a reload, Back or Forward after an action). */
  const reopenKept = useCallback(async () => {
    const kept = loadManagedKey();
    if (!kept) return;
    try {
      const { myBooking } = dataOf(
        await client.query({
          query: MyBookingDocument,
          variables: { reference: kept.reference, email: kept.email, locale },
          fetchPolicy: "network-only",
        }),
      );
      if (!myBooking) return; // gone (another tab's "Another booking"?): the form, filled with its reference
      keep(movedKey(kept, myBooking.reference), myBooking);
      setChanging(false); // a calendar left open before the card page belongs to a change that is done
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setNotice({ kind: "error", text: t("manage.unreachable") });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity on every render; the language does not change on this page
  }, [locale]);

  // On arrival: the e-mail's signed link, else the booking this history entry showed.
  useEffect(() => {
    if (opening === "kept") {
      void reopenKept().finally(() => setOpening(null));
      return;
    }
    if (opening !== "link" || !linkToken) return;
    void (async () => {
      try {
        const { myBookingByLink: r } = dataOf(
          await client.query({
            query: MyBookingByLinkDocument,
            variables: { token: linkToken, locale },
            fetchPolicy: "network-only",
          }),
        );
        if (r.booking) {
          // The booking's own address lets the page act on it as after a look-up (and only on it).
          const opened: ManagedKey = { reference: r.booking.reference, email: r.booking.email ?? "" };
          keep(opened, r.booking);
          if (r.booking.movedNotice) setNotice({ kind: "info", text: r.booking.movedNotice });
        } else {
          setLinkReference(r.reference ?? null);
          setNotice({ kind: "error", text: r.message ?? t("manage.notFound") });
        }
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setNotice({ kind: "error", text: t("manage.unreachable") });
      } finally {
        setOpening(null);
      }
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  // This history entry shows this booking: a reload, Back or Forward to it shows it again (session.ts).
  useEffect(() => {
    if (booking && key) markEntry(key.reference);
  }, [booking, key]);

  // Back or Forward to this page restored from the browser's page cache: the booking as it is now, not as it was.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted && loadManagedKey() && markedEntry()) void reopenKept();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reopenKept]);

  return { opening, linkReference };
}
