import { useCallback, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { MyBookingDocument } from "../graphql/__generated__/graphql";
import type { Managed } from "./managed";
import { movedKey, type ManagedKey } from "./session";

/**
 * The look-up form's answer (lookup-form.tsx is the form): the reference and e-mail the visitor gave, asked of the
 * booking API. Found, the booking is shown and its key kept (the current reference when the booking was found by the
 * one it had before a change of date, with the server's "moved" notice); not found or unreachable, `problem` says so
 * under the form.
 */
export function useLookup(m: Managed, locale: Locale) {
  const t = useT();
  const client = useApolloClient();
  const { keep, setBusy, setNotice } = m;
  const [problem, setProblem] = useState<string | null>(null);

  const lookUp = useCallback(
    async (k: ManagedKey) => {
      setBusy(true);
      setProblem(null);
      try {
        // Looked up on the visitor's submit: always asked (network-only), the answer updates the cached booking.
        const { myBooking } = dataOf(
          await client.query({ query: MyBookingDocument, variables: { ...k, locale }, fetchPolicy: "network-only" }),
        );
        if (!myBooking) {
          setProblem(t("manage.notFound"));
          return;
        }
        // Found by the reference it had before a change of date: keep the current one, and say it moved.
        keep(movedKey(k, myBooking.reference), myBooking);
        if (myBooking.movedNotice) setNotice({ kind: "info", text: myBooking.movedNotice });
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setProblem(t("manage.unreachable"));
      } finally {
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity on every render; the language does not change on this page
    [locale],
  );

  return { lookUp, problem };
}
