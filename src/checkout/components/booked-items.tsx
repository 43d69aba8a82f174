import React from "react";
import { UNIT_TYPES, type UnitType } from "../../../domain/passengers";
import { passengerCountKey } from "../../i18n/passenger-texts";
import { useT, type Translate } from "../../i18n/use-t";
import type { ConfirmedBookingFieldsFragment } from "../graphql/__generated__/graphql";

/**
 * The passengers and the add-ons of a booking, as rows of its description list: shown alike on the success page and
 * in manage booking.
 */
type Passengers = ConfirmedBookingFieldsFragment["passengers"];

const isUnitType = (type: string): type is UnitType => (UNIT_TYPES as readonly string[]).includes(type);

/** "2 × adultes", "1 × adulte": the site's words for a known type (singular for one), the supplier's label else. */
const countText = (p: Passengers[number], t: Translate) =>
  isUnitType(p.type) ? t(passengerCountKey(p.type), { count: p.count }) : `${p.count}\u00a0× ${p.label}`;

export function BookedItems({ booking }: { booking: Pick<ConfirmedBookingFieldsFragment, "passengers" | "addons"> }) {
  const t = useT();
  return (
    <>
      <dt>{t("callback.passengers")}</dt>
      <dd>
        <ul className="booking-summary__passengers">
          {booking.passengers.map((p) => (
            <li key={`${p.type}-${p.label}`}>{countText(p, t)}</li>
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
                  {a.productTitle} ({a.passengers.map((p) => countText(p, t)).join(", ")})
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </>
  );
}
