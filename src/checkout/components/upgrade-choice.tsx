import React from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { CartOptionsFieldsFragment } from "../graphql/__generated__/graphql";

type Upgrade = CartOptionsFieldsFragment["upgrades"][number];

/**
 * The ticket's duration: "Keep my ticket" or up to 3 more days, each with the server's price difference; the chosen
 * one shows the cart's new total (server's). Same date and passengers (the spec's rule): applied on Continue.
 */
export function UpgradeChoice({
  currentTitle,
  upgrades,
  chosen,
  currency,
  locale,
  disabled,
  onChoose,
}: {
  currentTitle: string;
  upgrades: readonly Upgrade[];
  chosen: string | null;
  currency: string;
  locale: Locale;
  disabled: boolean;
  onChoose: (optionId: string | null) => void;
}) {
  const t = useT();
  const money = (amount: number, c = currency) => formatPrice(amount, { value: c }, locale);
  const selected = upgrades.find((u) => u.option.id === chosen) ?? null;
  return (
    <fieldset className="field-group" data-testid="upgrades" aria-describedby="upgrade-rule">
      <legend className="field-group__legend">{t("checkout.combinations.upgradesTitle")}</legend>
      <p id="upgrade-rule" className="field-group__note">
        {t("checkout.combinations.samePassengers")}
      </p>
      <div className="choices choices--stacked">
        <label className={`choice${chosen === null ? " choice--checked" : ""}`}>
          <input
            type="radio"
            name="upgrade"
            value=""
            checked={chosen === null}
            disabled={disabled}
            onChange={() => onChoose(null)}
          />
          <span className="choice__text">
            <span>{t("checkout.combinations.keep")}</span>
            <span className="choice__note">{currentTitle}</span>
          </span>
        </label>
        {upgrades.map((u) => (
          <label key={u.option.id} className={`choice${chosen === u.option.id ? " choice--checked" : ""}`}>
            <input
              type="radio"
              name="upgrade"
              value={u.option.id}
              checked={chosen === u.option.id}
              disabled={disabled}
              onChange={() => onChoose(u.option.id)}
            />
            <span className="choice__text">
              <span>
                {t("checkout.combinations.plusDays", { count: u.additionalDays })}{" "}
                <strong>{t("checkout.combinations.difference", { price: money(u.difference) })}</strong>
              </span>
              <span className="choice__note">{u.option.title}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="field-group__note" aria-live="polite" data-testid="upgrade-total">
        {selected
          ? t("checkout.combinations.newTotal", {
              price: money(selected.cartTotal.retail, selected.cartTotal.currency),
            })
          : ""}
      </p>
    </fieldset>
  );
}
