import React from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import type { ManagedBookingFieldsFragment } from "../graphql/__generated__/graphql";
import { BookingDetails, type ManageAction } from "./booking-details";
import { ChangeDate } from "./change-date";
import type { ManagedKey } from "./session";

/**
 * The booking shown on the manage-booking page: its details and action buttons (booking-details.tsx), the change of
 * date when open (never for a cancelled booking), and "Another booking", which goes back to the form.
 */
export function BookingView({
  booking,
  manageKey,
  locale,
  busy,
  changing,
  onAction,
  onChange,
  onCloseChange,
  onLeave,
}: {
  booking: ManagedBookingFieldsFragment;
  /** The reference and e-mail the booking was opened with (the change of date asks with them). */
  manageKey: ManagedKey;
  locale: Locale;
  busy: boolean;
  changing: boolean;
  onAction: (action: ManageAction) => void;
  onChange: (choice: { date: string; availabilityId: string | null }) => void;
  onCloseChange: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  return (
    <>
      <BookingDetails booking={booking} locale={locale} busy={busy} onAction={onAction} />
      {changing && booking.status !== "CANCELLED" && (
        <ChangeDate
          booking={booking}
          email={manageKey.email}
          locale={locale}
          busy={busy}
          onConfirm={onChange}
          onClose={onCloseChange}
        />
      )}
      <p>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t("manage.otherBooking")}
        </button>
      </p>
    </>
  );
}
