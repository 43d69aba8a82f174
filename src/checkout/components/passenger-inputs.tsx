import React from "react";
import { CountStepper } from "../../components/count-stepper";
import type { Locale } from "../../i18n/locales";
import { passengerLabelKey } from "../../i18n/passenger-texts";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { CheckoutPassengers } from "../../routes/checkout-query";
import type { PassengerType } from "../graphql/__generated__/graphql";
import { countKeyOf } from "../passenger-types";

export interface PassengerUnit {
  type: PassengerType;
  minAge: number | null;
  maxAge: number | null;
  priceFrom: { retail: number; currency: string } | null;
}

/** The -/+ buttons stop at 80 (the most seats a booking holds); typing more shows the spec's message. */
export const MAX_INPUT = 80;
const MAX_TYPED = 999;

/**
 * One number input (spinbutton) per passenger type the option sells, labelled with the type's name ("Adults",
 * "Children"…), with -/+ buttons beside it; the age range, price from, and the proof note (senior, student) or
 * the family rule under it.
 */
export function PassengerInputs({
  units,
  values,
  locale,
  familyRule,
  invalidField,
  errorId,
  onChange,
}: {
  units: readonly PassengerUnit[];
  values: CheckoutPassengers;
  locale: Locale;
  familyRule: { adultNumber: number; childrenNumber: number } | null;
  /** The passenger type a rule message is about (aria-invalid + aria-describedby). */
  invalidField: string | null;
  errorId: string;
  onChange: (type: keyof CheckoutPassengers, count: number) => void;
}) {
  const t = useT();
  return (
    <ul className="passengers">
      {units.map((unit) => {
        const key = countKeyOf(unit.type);
        if (!key) return null;
        const id = `passengers-${key}`;
        const name = t(passengerLabelKey(unit.type));
        const value = values[key];
        const set = (n: number) => onChange(key, Math.max(0, Math.min(MAX_TYPED, n)));
        const invalid = invalidField === key || invalidField === "passengers";
        const notes: string[] = [];
        if (unit.minAge != null && unit.maxAge != null && unit.maxAge < 99)
          notes.push(t("checkout.ages", { min: unit.minAge, max: unit.maxAge }));
        else if (unit.minAge != null && unit.minAge > 0) notes.push(t("checkout.agesFrom", { min: unit.minAge }));
        // An infant's note already says "Free, on a lap": no second "Free".
        if (unit.priceFrom && !(unit.type === "INFANT" && unit.priceFrom.retail === 0)) {
          notes.push(
            unit.priceFrom.retail === 0
              ? t("checkout.free")
              : t("checkout.priceFrom", {
                  price: formatPrice(unit.priceFrom.retail, { value: unit.priceFrom.currency }, locale),
                }),
          );
        }
        if (unit.type === "INFANT") notes.push(t("checkout.infantNote"));
        if (unit.type === "SENIOR" || unit.type === "STUDENT") notes.push(t("checkout.proofNote"));
        if (unit.type === "FAMILY" && familyRule && (familyRule.adultNumber > 0 || familyRule.childrenNumber > 0)) {
          notes.push(t("checkout.familyRule", { adults: familyRule.adultNumber, children: familyRule.childrenNumber }));
        }
        return (
          <li key={unit.type} className="passengers__row">
            <div className="passengers__text">
              <label htmlFor={id} className="passengers__name">
                {name}
              </label>
              <span id={`${id}-note`} className="passengers__note">
                {notes.join(" · ")}
              </span>
            </div>
            <CountStepper
              id={id}
              value={String(value)}
              max={MAX_INPUT}
              lessLabel={t("checkout.fewer", { type: name })}
              moreLabel={t("checkout.more", { type: name })}
              invalid={invalid}
              describedBy={invalid ? `${id}-note ${errorId}` : `${id}-note`}
              onChange={(typed) => {
                const n = Number.parseInt(typed, 10);
                set(Number.isNaN(n) ? 0 : n);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
