import React, { type ChangeEvent, type FocusEvent } from "react";

/**
 * One field row of the site's forms, shared by the checkout's customer form and the help forms: the
 * label is the field's name alone and the asterisk is visual (`required` tells assistive tech); an optional hint;
 * an invalid field carries aria-invalid and its message (aria-describedby), under the control.
 */
export type FormFieldType = "text" | "email" | "tel" | "textarea" | "country" | "date" | "number";

export interface FormFieldProps {
  id: string;
  name: string;
  type: FormFieldType;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  /** The message shown under the field, when it is shown in error. */
  error?: string;
  /** Rows of a textarea. */
  rows?: number;
  /** The options of a country field (code, localized name) and the empty choice's text. */
  countries?: readonly { code: string; name: string }[];
  chooseCountry?: string;
}

/** Country codes as options, by their names in the page's language. */
export function countryOptions(codes: readonly string[], locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function FormField({
  id,
  name,
  type,
  label,
  value,
  onChange,
  onBlur,
  required,
  autoComplete,
  hint,
  error,
  rows = 3,
  countries = [],
  chooseCountry = "",
}: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    value,
    onChange,
    onBlur,
    required,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="form-field">
      <span className="form-field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </span>
      {hint && (
        <p className="meta" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {type === "textarea" ? (
        <textarea {...common} rows={rows} />
      ) : type === "country" ? (
        <select {...common}>
          <option value="">{chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={type}
          {...(type === "number" ? { inputMode: "numeric" as const, min: 1, step: 1 } : {})}
        />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
