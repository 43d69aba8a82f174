import React, { useState } from "react";
import { useMutation } from "@apollo/client/react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { ConfirmDialog } from "../components/confirm-dialog";
import { toast } from "../../components/toast-area";
import {
  CancelBookingDocument,
  ChangeBookingDateDocument,
  ResendTicketsDocument,
  type ManagedBookingFieldsFragment,
} from "../graphql/__generated__/graphql";
import type { ManageAction } from "./booking-details";
import { cancelRefundText } from "./format";
import type { Managed } from "./managed";
import { movedKey, saveManagedKey } from "./session";

/**
 * The actions on the booking shown (booking-details.tsx has their buttons): get the tickets again by e-mail (a passing
 * toast when sent, a notice when refused), cancel after the visitor confirms (`confirmingCancel`, CancelDialog), and
 * open the change of date, whose choice `change` sends: a cheaper or same-price date is moved at once, a dearer one
 * goes to the card page (the key kept for the way back, date-change-return.ts). One call at a time: busy while it runs,
 * "unreachable" when the booking API cannot be reached.
 */
export function useActions(m: Managed, locale: Locale) {
  const t = useT();
  const [resendTickets] = useMutation(ResendTicketsDocument);
  const [cancelBooking] = useMutation(CancelBookingDocument);
  const [changeBookingDate] = useMutation(ChangeBookingDateDocument);
  const { key, show, keep, setBusy, setNotice, setChanging } = m;
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  /** One call to the booking API at a time: busy while it runs, "unreachable" when it cannot be reached. */
  const withBookingApi = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setNotice({ kind: "error", text: t("manage.unreachable") });
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: ManageAction) => {
    if (action === "change") {
      setNotice(null);
      setChanging(true);
      return;
    }
    if (action === "cancel") {
      setConfirmingCancel(true);
      return;
    }
    if (!key) return;
    await withBookingApi(async () => {
      const { resendTickets: r } = dataOf(await resendTickets({ variables: { ...key, locale } }));
      show(r.booking);
      // Sent again: a passing confirmation in the shell's toast area (the page itself does not change); a refusal stays.
      if (r.ok) {
        setNotice(null);
        toast.success(r.message);
      } else {
        setNotice({ kind: "error", text: r.message });
      }
    });
  };

  const cancel = async () => {
    setConfirmingCancel(false);
    if (!key) return;
    await withBookingApi(async () => {
      const { cancelBooking: r } = dataOf(await cancelBooking({ variables: { ...key, locale } }));
      show(r.booking);
      setChanging(false);
      setNotice({ kind: r.ok ? "success" : "error", text: r.message });
    });
  };

  const change = async (choice: { date: string; availabilityId: string | null }) => {
    if (!key) return;
    await withBookingApi(async () => {
      const { changeBookingDate: r } = dataOf(
        await changeBookingDate({
          variables: {
            input: { ...key, date: choice.date, availabilityId: choice.availabilityId },
            locale,
          },
        }),
      );
      if (r.code === "PAYMENT_REQUIRED" && r.redirectUrl) {
        saveManagedKey(key);
        window.location.assign(r.redirectUrl);
        return;
      }
      show(r.booking);
      if (r.code === "CHANGED" && r.booking) {
        keep(movedKey(key, r.booking.reference), r.booking);
        setChanging(false);
      }
      setNotice({ kind: r.ok ? "success" : "error", text: r.message });
    });
  };

  return {
    act,
    cancel,
    change,
    confirmingCancel,
    keepBooking: () => setConfirmingCancel(false),
  };
}

/** "Cancel the booking?" with the refund it gives (format.ts cancelRefundText): confirm, or keep the booking. */
export function CancelDialog({
  open,
  booking,
  locale,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  booking: ManagedBookingFieldsFragment | null;
  locale: Locale;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const refund = booking ? cancelRefundText(booking, locale) : "";
  return (
    <ConfirmDialog
      open={open}
      title={t("manage.cancel")}
      text={t("manage.cancelQuestion", { amount: refund })}
      confirmLabel={t("manage.cancelConfirm")}
      cancelLabel={t("manage.keep")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
