/**
 * The help-centre forms: the contact form (city-help-contact) and the private-tour request
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
import { FormField, countryOptions, type FormFieldType } from "../components/form-field";
import { formikErrors, summaryRows, zodProblems } from "../lib/form-adapter";
import { CaptchaField, type CaptchaHandle } from "./captcha-field";
import { pushEvent } from "../analytics/data-layer";
import { contactFormEvent } from "../analytics/events";
import { COUNTRY_CODES, FORM_FIELDS, FORM_SCHEMAS, REQUIRED_FIELDS, type FormKind } from "./schema";
import { submitForm } from "./submit-form";
import { useRevealError } from "../lib/reveal-error";

type Values = Record<string, string>;
type Field = (typeof FORM_FIELDS)[FormKind][number];

const INPUTS: Readonly<Record<Field, { type: FormFieldType; autoComplete?: string; hint?: MessageKey }>> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  company: { type: "text", autoComplete: "organization" },
  phone: { type: "tel", autoComplete: "tel", hint: "forms.hint.phone" },
  country: { type: "country", autoComplete: "country" },
  subject: { type: "text" },
  message: { type: "textarea" },
  tourDate: { type: "date" },
  groupSize: { type: "number", hint: "forms.hint.groupSize" },
  eventDescription: { type: "textarea", hint: "forms.hint.eventDescription" },
};

export function HelpForm({ kind, city, locale }: { kind: FormKind; city: string; locale: Locale }) {
  const t = useT();
  const fields = FORM_FIELDS[kind] as readonly Field[];
  const required = REQUIRED_FIELDS[kind];
  const idOf = (field: string) => `${kind}-${field}`;
  const captcha = useRef<CaptchaHandle>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState("");
  const [reference, setReference] = useState<string | null>(null);
  const [problem, setProblem] = useState("");
  // Bumped when Send ends in the server's refusal: the message comes into view and takes the focus (ADR 0352).
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [revealed, setRevealed] = useState(0);
  useRevealError(problemRef, revealed);
  // The summary lists the errors of the last submit and stays until the next one (fixing a field does not move
  // the Send button under the visitor's pointer).
  const [summaryFields, setSummaryFields] = useState<[string, string][]>([]);
  const countries = useMemo(
    () => (fields.includes("country") ? countryOptions(COUNTRY_CODES, locale) : []),
    [fields, locale],
  );
  const initialValues: Values = Object.fromEntries(fields.map((f) => [f, ""]));

  const validate = (values: Values): FormikErrors<Values> =>
    formikErrors(zodProblems(FORM_SCHEMAS[kind].safeParse({ ...values, city, locale })), t) as FormikErrors<Values>;

  // A field shown invalid is checked again as the visitor corrects it, the form input delay after the last keystroke
  // (spec section 9): its message goes (or changes) without waiting for the next submit; valid fields stay quiet.
  const recheck = useMemo(
    () =>
      debounce((field: string, values: Values, setFieldError: (field: string, message: string | undefined) => void) => {
        setFieldError(field, (validate(values) as Record<string, string | undefined>)[field]);
      }, FORM_INPUT_DELAY_MS),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per form (kind, city, language)
    [kind, city, locale],
  );
  useEffect(() => () => recheck.cancel(), [recheck]);

  const showSummary = (errors: Record<string, string | undefined>) => {
    setSummaryFields(summaryRows<string>(fields, errors));
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  return (
    <>
      <div role="status" className="form-status">
        {thanks && (
          <div className="notice notice--success">
            <p>{thanks}</p>
            {/* The number the acknowledgement e-mail quotes, to give if the visitor writes again. */}
            {reference && <p data-testid="request-number">{t("forms.requestNumber", { reference })}</p>}
          </div>
        )}
      </div>
      {!thanks && (
        <Formik<Values>
          initialValues={initialValues}
          validate={validate}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={async (values, helpers) => {
            setProblem("");
            const token = (await captcha.current?.getToken().catch(() => "")) ?? "";
            const outcome = await submitForm(kind, { ...values, city, locale, captcha: token });
            switch (outcome.kind) {
              case "sent":
                pushEvent(contactFormEvent(kind, city, locale));
                setReference(outcome.reference);
                setThanks(t(`forms.thanks.${kind}`));
                return;
              case "invalid":
                helpers.setErrors(outcome.fields);
                showSummary(outcome.fields);
                break;
              case "refused":
                setProblem(outcome.message);
                setRevealed((n) => n + 1);
                break;
              case "failed":
                setProblem(t("forms.failed"));
                setRevealed((n) => n + 1);
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
                  <div
                    ref={summary}
                    className="notice notice--error error-summary"
                    tabIndex={-1}
                    aria-labelledby={`${kind}-summary-title`}
                  >
                    <h3 id={`${kind}-summary-title`}>{t("forms.summary")}</h3>
                    <p>{t("forms.summaryIntro")}</p>
                    <ul>
                      {summaryFields.map(([field, message]) => (
                        <li key={field}>
                          <a href={`#${idOf(field)}`}>
                            {t(`forms.field.${field as Field}`)}: {message}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <p className="meta">{t("forms.requiredNote")}</p>
                {fields.map((field) => {
                  const spec = INPUTS[field];
                  return (
                    <FormField
                      key={field}
                      id={idOf(field)}
                      name={field}
                      type={spec.type}
                      label={t(`forms.field.${field}`)}
                      value={f.values[field] ?? ""}
                      onChange={(e) => {
                        f.handleChange(e);
                        if (f.errors[field]) recheck(field, { ...f.values, [field]: e.target.value }, f.setFieldError);
                      }}
                      onBlur={f.handleBlur}
                      required={required.includes(field)}
                      autoComplete={spec.autoComplete}
                      hint={spec.hint ? t(spec.hint) : undefined}
                      error={shown(field)}
                      rows={6}
                      countries={countries}
                      chooseCountry={t("forms.chooseCountry")}
                    />
                  );
                })}
                <CaptchaField ref={captcha} locale={locale} id={idOf("captcha")} />
                {problem && (
                  <p
                    ref={problemRef}
                    tabIndex={-1}
                    className="notice notice--error"
                    role="alert"
                    data-testid="form-problem"
                  >
                    {problem}
                  </p>
                )}
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
