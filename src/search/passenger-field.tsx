import React from "react";
import { useT } from "../i18n/use-t";

/** A passenger count: a labelled spinbutton with -/+ buttons beside it (issue 8: "Adults", "Children"...). */
export function PassengerField({ id, label, hint, value, max, invalid, describedBy, onChange }: {
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
  const count = /^\d+$/.test(value) ? Number(value) : 0;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(0, count + delta))));
  return (
    <div className="passenger-field">
      <div className="passenger-field__text">
        <label htmlFor={id} className="passenger-field__label">{label}</label>
        <span className="passenger-field__hint" id={`${id}-hint`}>{hint}</span>
      </div>
      <div className="passenger-field__control">
        <button type="button" className="stepper" onClick={() => step(-1)} disabled={count <= 0} aria-controls={id}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t("search.less", { type: label })}</span>
        </button>
        <input
          id={id}
          name={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(" ")}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="stepper" onClick={() => step(1)} disabled={count >= max} aria-controls={id}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t("search.more", { type: label })}</span>
        </button>
      </div>
    </div>
  );
}
