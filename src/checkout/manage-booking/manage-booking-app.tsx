import "../checkout.css";
import "./manage-booking.css";
import React from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { ApolloProvider } from "@apollo/client/react";
import { bookingClient } from "../../lib/booking-client";
import { ShellToasts } from "../../components/toast-area";
import { CancelDialog, useActions } from "./actions";
import { BookingView } from "./booking-view";
import { paymentReturnOf, useDateChangeReturn } from "./date-change-return";
import { LookupForm } from "./lookup-form";
import { useLookup } from "./lookup";
import { useManaged } from "./managed";
import { ManageNotice } from "./notice";
import { useOpening } from "./opening";
import { loadManagedKey } from "./session";

export interface ManageBookingAppProps {
  locale: Locale;
  /** location.search: ?reference= (links), and t, s after paying a dearer date's difference. */
  search: string;
  /** The e-mail's signed link token (ADR 0360), already taken out of the address by the mount. */
  linkToken?: string | null;
}

/**
 * Manage my booking (route manage-booking): reference + e-mail give the booking, which the visitor can get again by
 * e-mail, cancel (free up to 24 hours before, refunded to the card) or move to another date (same tickets; a dearer
 * date is paid on the card page and the visitor comes back here, where the server confirms the change once).
 * Every answer comes from the booking API (services/api); the page keeps only the reference and e-mail of this tab.
 * The e-mails' signed link opens the booking at once (ADR 0360); expired or altered, the form says why. Once a booking
 * is shown, the page shows it again, as it is now, on reload and on Back or Forward to it (session.ts), until
 * "Another booking". The page is a composition of its sections: the shared state (managed.ts), the arrival
 * (opening.ts), the return from the card page (date-change-return.ts), the look-up (lookup.ts, lookup-form.tsx), the
 * booking (booking-view.tsx) and its actions (actions.tsx), and the notice (notice.tsx).
 */
export default function ManageBookingApp(props: ManageBookingAppProps) {
  return (
    <ApolloProvider client={bookingClient()}>
      <ManageBooking {...props} />
    </ApolloProvider>
  );
}

/** The page under the booking client (src/lib/booking-client.ts, ADR 0340). */
function ManageBooking({ locale, search, linkToken = null }: ManageBookingAppProps) {
  const t = useT();
  const returned = paymentReturnOf(search);
  const managed = useManaged();
  const { opening, linkReference } = useOpening(managed, { locale, linkToken, returning: !!returned });
  const confirmingReturn = useDateChangeReturn(managed, { locale, returned });
  const { lookUp, problem } = useLookup(managed, locale);
  const actions = useActions(managed, locale);
  const { key, booking, busy, notice, changing, setChanging, leave } = managed;

  const initial = {
    reference: linkReference ?? new URLSearchParams(search).get("reference") ?? loadManagedKey()?.reference ?? "",
    email: "",
  };

  return (
    <div className="manage-booking" data-testid="manage-booking" aria-busy={busy || confirmingReturn || !!opening}>
      <ManageNotice notice={notice} />
      {confirmingReturn && <p role="status">{t("manage.confirmingChange")}</p>}
      {opening && <p role="status">{t("manage.openingLink")}</p>}
      {!(booking && key) && !confirmingReturn && !opening && (
        <>
          <p id="manage-intro">{t("manage.intro")}</p>
          <LookupForm
            initial={booking ? { reference: booking.reference, email: "" } : initial}
            busy={busy}
            problem={problem}
            onSubmit={(k) => void lookUp(k)}
          />
        </>
      )}
      {booking && key && (
        <BookingView
          booking={booking}
          manageKey={key}
          locale={locale}
          busy={busy}
          changing={changing}
          onAction={(a) => void actions.act(a)}
          onChange={(c) => void actions.change(c)}
          onCloseChange={() => setChanging(false)}
          onLeave={leave}
        />
      )}
      <CancelDialog
        open={actions.confirmingCancel}
        booking={booking}
        locale={locale}
        onConfirm={() => void actions.cancel()}
        onCancel={actions.keepBooking}
      />
      <ShellToasts />
    </div>
  );
}
