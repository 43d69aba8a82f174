import React from "react";

/**
 * A count the visitor types or steps: a number input (spinbutton) between "−" and "+" buttons of 44 px. Used by the
 * search screen and checkout step 1 for passengers; the caller owns the label (a <label htmlFor={id}>), the value
 * (as typed, so that a half-typed field is not rewritten) and the names of the buttons ("Fewer Adults"…).
 */
export function CountStepper({
  id,
  value,
  max,
  lessLabel,
  moreLabel,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  /** The field's text as typed; the buttons step from its number (0 when it is not one). */
  value: string;
  /** The buttons stop here; typing more is left to the caller's rule message. */
  max: number;
  lessLabel: string;
  moreLabel: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}) {
  const count = /^\d+$/.test(value) ? Number(value) : 0;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(0, count + delta))));
  return (
    <div className="count-stepper">
      <button
        type="button"
        className="count-stepper__button"
        onClick={() => step(-1)}
        disabled={count <= 0}
        aria-controls={id}
      >
        <span aria-hidden="true">−</span>
        <span className="visually-hidden">{lessLabel}</span>
      </button>
      <input
        id={id}
        name={id}
        className="count-stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="count-stepper__button"
        onClick={() => step(1)}
        disabled={count >= max}
        aria-controls={id}
      >
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{moreLabel}</span>
      </button>
    </div>
  );
}
