import React, { useMemo } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { manageBookingHref } from "../../../domain/manage-booking-href";
import { pathFor } from "../../../domain/route-table";
import { skipToken, useQuery } from "@apollo/client/react";
import { serverMessage } from "../../lib/booking-errors";
import { ConfirmedBooking } from "../components/confirmed-booking";
import { pushPurchaseOnce } from "../events";
import { ConfirmationBookingDocument } from "../graphql/__generated__/graphql";
import { readLastBooking } from "../last-booking";

/**
 * Checkout step 4 (confirmation route): the booking just paid in this browser, read again from the server
 * (reference + e-mail): reference, tickets PDF, calendar file, the manage-booking link. The purchase event is sent
 * at most once per booking (the callback page has usually sent it already).
 */
export function ConfirmationStep({ city, locale }: { city: string; locale: Locale }) {
  const t = useT();
  const last = useMemo(() => readLastBooking(), []);
  const mine = last && last.city === city ? last : null;
  const server = useQuery(
    ConfirmationBookingDocument,
    mine ? { variables: { reference: mine.reference, email: mine.email, locale } } : skipToken,
  );
  const booking = server.data?.myBooking ?? null;
  const manage = manageBookingHref(locale, booking?.reference);

  React.useEffect(() => {
    if (booking) pushPurchaseOnce(booking, locale);
  }, [booking, locale]);

  if (mine && server.loading)
    return (
      <p role="status" className="checkout__loading">
        {t("checkout.loading")}
      </p>
    );
  if (server.error)
    return (
      <p role="alert" className="notice notice--error">
        {serverMessage(server.error) ?? t("errors.generic")}
      </p>
    );
  return (
    <div className="checkout-step checkout-step--confirmation" data-testid="confirmation-step">
      {booking ? (
        <ConfirmedBooking booking={booking} message={null} locale={locale} manageHref={manage} />
      ) : (
        <div className="notice">
          <p>{t("checkout.confirmationNone")}</p>
          <p className="callback__actions">
            <a className="button button--primary" href={manage}>
              {t("checkout.manageBooking")}
            </a>
            <a className="button button--secondary" href={pathFor("city-tours", locale, { city })}>
              {t("checkout.backToTours")}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
