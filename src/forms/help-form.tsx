/**
 * The help-centre forms (issue 11): the contact form (city-help-contact) and the private-tour request
 * (city-private-tour), with formik and the shared zod schema the server validates with too (./schema).
 * Each field is labelled with its name, required ones marked; an invalid field carries aria-invalid and its message
 * (aria-describedby); a failed submit shows an error summary that takes the focus; success is a status message.
 * Loaded on demand (./lazy-help-form): only these two pages download formik, zod and the captcha.
 */
import { Formik, type FormikErrors } from "formik";
import React, { useEffect, useMemo, useRef, useState } from "react";
import { debounce } from "../lib/debounce";
import { FORM_INPUT_DELAY_MS } from "../lib/ui-constants";
import type { Locale } from "../i18n/locales";
import { useT, type MessageKey } from "../i18n/use-t";
import { CaptchaField, type CaptchaHandle } from "./captcha-field";
import { pushEvent } from "../analytics/data-layer";
import { contactFormEvent } from "../analytics/events";
import { COUNTRY_CODES, FORM_FIELDS, FORM_SCHEMAS, REQUIRED_FIELDS, type FormKind } from "./schema";
import { submitForm } from "./submit-form";

type Values = Record<string, string>;
type Field = (typeof FORM_FIELDS)[FormKind][number];

const INPUTS: Readonly<Record<Field, { type: "text" | "email" | "tel" | "textarea" | "country"; autoComplete?: string; hint?: MessageKey }>> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  company: { type: "text", autoComplete: "organization" },
  phone: { type: "tel", autoComplete: "tel", hint: "forms.hint.phone" },
  country: { type: "country", autoComplete: "country" },
  subject: { type: "text" },
  message: { type: "textarea" },
  eventDescription: { type: "textarea", hint: "forms.hint.eventDescription" },
};

function countryOptions(locale: Locale): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function HelpForm({ kind, city, locale }: { kind: FormKind; city: string; locale: Locale }) {
  const t = useT();
  const fields = FORM_FIELDS[kind] as readonly Field[];
  const required = REQUIRED_FIELDS[kind];
  const idOf = (field: string) => `${kind}-${field}`;
  const captcha = useRef<CaptchaHandle>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState("");
  const [problem, setProblem] = useState("");
  // The summary lists the errors of the last submit and stays until the next one (fixing a field does not move
  // the Send button under the visitor's pointer).
  const [summaryFields, setSummaryFields] = useState<[string, string][]>([]);
  const countries = useMemo(() => (fields.includes("country") ? countryOptions(locale) : []), [fields, locale]);
  const initialValues: Values = Object.fromEntries(fields.map((f) => [f, ""]));

  const validate = (values: Values): FormikErrors<Values> => {
    const parsed = FORM_SCHEMAS[kind].safeParse({ ...values, city, locale });
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!errors[field]) errors[field] = t(issue.message as MessageKey);
    }
    return errors;
  };

  // A field shown invalid is checked again as the visitor corrects it, the form input delay after the last keystroke
  // (spec section 9): its message goes (or changes) without waiting for the next submit; valid fields stay quiet.
  const recheck = useMemo(
    () => debounce((field: string, values: Values, setFieldError: (field: string, message: string | undefined) => void) => {
      setFieldError(field, (validate(values) as Record<string, string | undefined>)[field]);
    }, FORM_INPUT_DELAY_MS),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, city, locale],
  );
  useEffect(() => () => recheck.cancel(), [recheck]);

  const showSummary = (errors: Record<string, string | undefined>) => {
    setSummaryFields(fields.flatMap((field) => (errors[field] ? [[field, errors[field]] as [string, string]] : [])));
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  return (
    <>
      <div role="status" className="form-status">
        {thanks && <p className="notice notice--success">{thanks}</p>}
      </div>
      {!thanks && (
        <Formik<Values>
          initialValues={initialValues}
          validate={validate}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={async (values, helpers) => {
            setProblem("");
            const token = await captcha.current?.getToken().catch(() => "") ?? "";
            const outcome = await submitForm(kind, { ...values, city, locale, captcha: token });
            switch (outcome.kind) {
              case "sent":
                pushEvent(contactFormEvent(kind, city, locale));
                setThanks(t(`forms.thanks.${kind}`));
                return;
              case "invalid":
                helpers.setErrors(outcome.fields);
                showSummary(outcome.fields);
                break;
              case "refused":
                setProblem(outcome.message);
                break;
              case "failed":
                setProblem(t("forms.failed"));
                break;
            }
            captcha.current?.reset();
          }}
        >
          {(f) => {
            const shown = (field: string) => (f.submitCount > 0 || f.touched[field] ? f.errors[field] : undefined);

            return (
              <form
                className="help-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  setSummaryFields([]);
                  void f.submitForm().then(() => {
                    const errors = validate(f.values) as Record<string, string>;
                    if (Object.keys(errors).length > 0) showSummary(errors);
                  });
                }}
              >
                {summaryFields.length > 0 && (
                  <div ref={summary} className="notice notice--error error-summary" tabIndex={-1} aria-labelledby={`${kind}-summary-title`}>
                    <h3 id={`${kind}-summary-title`}>{t("forms.summary")}</h3>
                    <p>{t("forms.summaryIntro")}</p>
                    <ul>
                      {summaryFields.map(([field, message]) => (
                        <li key={field}><a href={`#${idOf(field)}`}>{t(`forms.field.${field as Field}`)}: {message}</a></li>
                      ))}
                    </ul>
                  </div>
                )}
                <p className="meta">{t("forms.requiredNote")}</p>
                {fields.map((field) => {
                  const spec = INPUTS[field];
                  const id = idOf(field);
                  const error = shown(field);
                  const described = [spec.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
                  const common = {
                    id, name: field, value: f.values[field] ?? "", onBlur: f.handleBlur,
                    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
                      f.handleChange(e);
                      if (f.errors[field]) recheck(field, { ...f.values, [field]: e.target.value }, f.setFieldError);
                    },
                    required: required.includes(field), "aria-invalid": error ? true : undefined, "aria-describedby": described,
                    autoComplete: spec.autoComplete,
                  };
                  return (
                    <div className="form-field" key={field}>
                      {/* The label is the field's name alone; the asterisk is visual (`required` tells assistive tech). */}
                      <span className="form-field__label">
                        <label htmlFor={id}>{t(`forms.field.${field}`)}</label>
                        {required.includes(field) && <span className="required" aria-hidden="true"> *</span>}
                      </span>
                      {spec.hint && <p className="meta" id={`${id}-hint`}>{t(spec.hint)}</p>}
                      {spec.type === "textarea" ? (
                        <textarea {...common} rows={6} />
                      ) : spec.type === "country" ? (
                        <select {...common}>
                          <option value="">{t("forms.chooseCountry")}</option>
                          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
                        </select>
                      ) : (
                        <input {...common} type={spec.type} />
                      )}
                      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
                    </div>
                  );
                })}
                <CaptchaField ref={captcha} locale={locale} id={idOf("captcha")} />
                {problem && <p className="notice notice--error" role="alert">{problem}</p>}
                <button type="submit" className="button button--primary button--large" disabled={f.isSubmitting}>
                  {f.isSubmitting ? t("forms.sending") : t("forms.send")}
                </button>
              </form>
            );
          }}
        </Formik>
      )}
    </>
  );
}
