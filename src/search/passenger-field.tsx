import React from "react";
import { CountStepper } from "../components/count-stepper";
import { useT } from "../i18n/use-t";

/** A passenger count: a labelled spinbutton with -/+ buttons beside it ("Adults", "Children"...). */
export function PassengerField({
  id,
  label,
  hint,
  value,
  max,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  max: number;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="passenger-field">
      <div className="passenger-field__text">
        <label htmlFor={id} className="passenger-field__label">
          {label}
        </label>
        <span className="passenger-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <CountStepper
        id={id}
        value={value}
        max={max}
        lessLabel={t("search.less", { type: label })}
        moreLabel={t("search.more", { type: label })}
        invalid={invalid}
        describedBy={[`${id}-hint`, describedBy].filter(Boolean).join(" ")}
        onChange={onChange}
      />
    </div>
  );
}
