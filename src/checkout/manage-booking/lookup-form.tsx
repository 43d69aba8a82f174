import React, { useRef, useState } from "react";
import { useT } from "../../i18n/use-t";
import { lookupErrors, type LookupField } from "./format";

/** The reference is typed as capitals (the server matches it in any case) and never spell-corrected into a word. */
const FIELDS: {
  name: LookupField;
  label: "manage.reference" | "manage.email";
  type: string;
  autoComplete: string;
  autoCapitalize: string;
}[] = [
  { name: "reference", label: "manage.reference", type: "text", autoComplete: "off", autoCapitalize: "characters" },
  { name: "email", label: "manage.email", type: "email", autoComplete: "email", autoCapitalize: "none" },
];

/**
 * Booking reference + e-mail. Each field in error says so ('This field is not valid.') and is tied to its message; a
 * summary ('Form incomplete.') links to them and focus goes to the first. The server's answer (no such booking) shows
 * under the form.
 */
export function LookupForm({
  initial,
  busy,
  problem,
  onSubmit,
}: {
  initial: { reference: string; email: string };
  busy: boolean;
  problem: string | null;
  onSubmit: (values: { reference: string; email: string }) => void;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LookupField[]>([]);
  const refs = { reference: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const idOf = (field: LookupField) => `manage-${field}`;
  return (
    <form
      className="manage-lookup"
      noValidate
      aria-describedby="manage-intro"
      onSubmit={(e) => {
        e.preventDefault();
        const found = lookupErrors(values);
        setErrors(found);
        if (found[0]) refs[found[0]].current?.focus();
        else onSubmit({ reference: values.reference.trim(), email: values.email.trim() });
      }}
    >
      {errors.length > 0 && (
        <div className="notice notice--error error-summary" role="alert">
          <p>
            <strong>{t("errors.formIncomplete")}</strong>
          </p>
          <ul>
            {errors.map((field) => (
              <li key={field}>
                <a href={`#${idOf(field)}`}>
                  {t(FIELDS.find((f) => f.name === field)!.label)}: {t("errors.fieldInvalid")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {FIELDS.map((f) => {
        const id = idOf(f.name);
        const invalid = errors.includes(f.name);
        return (
          <div className="form-field" key={f.name}>
            <span className="form-field__label">
              <label htmlFor={id}>{t(f.label)}</label>
              <span className="required" aria-hidden="true">
                {" "}
                *
              </span>
            </span>
            <input
              ref={refs[f.name]}
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              autoCapitalize={f.autoCapitalize}
              autoCorrect="off"
              spellCheck={false}
              required
              value={values[f.name]}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [f.name]: value }));
                if (invalid)
                  setErrors((list) =>
                    list.filter((x) => x !== f.name || lookupErrors({ ...values, [f.name]: value }).includes(x)),
                  );
              }}
            />
            {invalid && (
              <p className="field-error" id={`${id}-error`}>
                {t("errors.fieldInvalid")}
              </p>
            )}
          </div>
        );
      })}
      {problem && (
        <p className="notice notice--error" role="alert" data-testid="manage-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? t("manage.searching") : t("manage.find")}
      </button>
    </form>
  );
}
