import React from "react";
import { useT } from "../../i18n/use-t";
import type { ConfirmedBookingFieldsFragment } from "../graphql/__generated__/graphql";

/**
 * The passengers and the add-ons of a booking, as rows of its description list: shown alike on the success page and
 * in manage booking.
 */
export function BookedItems({ booking }: { booking: Pick<ConfirmedBookingFieldsFragment, "passengers" | "addons"> }) {
  const t = useT();
  return (
    <>
      <dt>{t("callback.passengers")}</dt>
      <dd>
        <ul className="booking-summary__passengers">
          {booking.passengers.map((p) => (
            <li key={`${p.type}-${p.label}`}>
              {p.count} × {p.label}
            </li>
          ))}
        </ul>
      </dd>
      {booking.addons.length > 0 && (
        <>
          <dt>{t("callback.addons")}</dt>
          <dd>
            <ul className="booking-summary__passengers" data-testid="booking-addons">
              {booking.addons.map((a) => (
                <li key={a.reference}>
                  {a.productTitle} ({a.passengers.map((p) => `${p.count} × ${p.label}`).join(", ")})
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </>
  );
}
