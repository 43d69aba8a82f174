import React from "react";
import type { Locale } from "../../i18n/locales";
import { passengerCountKey, passengerLabelKey } from "../../i18n/passenger-texts";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { PASSENGER_TYPES } from "../../../domain/passengers";
import { durationLabel } from "../../lib/duration-label";
import type { CartOptionsFieldsFragment, PassengerType } from "../graphql/__generated__/graphql";

type Upsell = CartOptionsFieldsFragment["upsells"][number];

/**
 * One combination sold with the tour: its title, duration, the person types it accepts and its price for the cart's
 * passengers (the server's); "Add" or "Remove", whose accessible names carry the title.
 */
export function UpsellCard({
  upsell,
  locale,
  busy,
  onAdd,
  onRemove,
}: {
  upsell: Upsell;
  locale: Locale;
  busy: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const unit = (type: PassengerType) => t(passengerLabelKey(type));
  const passengers = PASSENGER_TYPES.filter((k) => upsell.passengers[k] > 0)
    .map((k) => t(passengerCountKey(k), { count: upsell.passengers[k] }))
    .join(", ");
  const price = formatPrice(upsell.total.retail, { value: upsell.total.currency }, locale);
  return (
    <li className={`upsell${upsell.added ? " upsell--added" : ""}`} data-testid="upsell">
      <h4 className="upsell__title">{upsell.title}</h4>
      <ul className="upsell__facts">
        {upsell.durationMinutes != null && (
          <li>{t("checkout.combinations.duration", { duration: durationLabel(upsell.durationMinutes, t) })}</li>
        )}
        <li>{t("checkout.combinations.for", { types: upsell.passengerTypes.map(unit).join(", ") })}</li>
      </ul>
      <p className="upsell__price">{t("checkout.combinations.priceFor", { price, passengers })}</p>
      <div className="upsell__actions">
        {upsell.added && <span className="upsell__badge">{t("checkout.combinations.added")}</span>}
        <button
          type="button"
          className={`button ${upsell.added ? "button--secondary" : "button--primary"}`}
          aria-label={t(upsell.added ? "checkout.combinations.removeNamed" : "checkout.combinations.addNamed", {
            title: upsell.title,
          })}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            if (upsell.added) onRemove();
            else onAdd();
          }}
        >
          {t(upsell.added ? "checkout.combinations.remove" : "checkout.combinations.add")}
        </button>
      </div>
    </li>
  );
}
