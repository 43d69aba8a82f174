/**
 * Step 3's customer form: formik + the shared zod schema (./schema). Labels "First name",
 * "Last name", "E-mail"... (localized; Spanish shows the last name first), phone with its country code, country,
 * postal code, notes, the marketing opt-in left unticked and the Terms and Conditions checkbox. An invalid field
 * carries aria-invalid and its message (aria-describedby); a refused submit shows the 'Form incomplete.' summary,
 * focuses its first link's field and pushes the form-error event. What is typed is saved as it is typed (./draft).
 */
import { Formik, type FormikErrors, type FormikHelpers } from "formik";
import React, { useMemo, useRef, useState, type ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useT, type MessageKey } from "../../i18n/use-t";
import { pathFor } from "../../../domain/route-table";
import { FormField, countryOptions } from "../../components/form-field";
import { formikErrors, summaryRows } from "../../lib/form-adapter";
import { formErrorEvent, pushEvent } from "../events";
import { saveDraft } from "./draft";
import { COUNTRY_CODES, customerErrors, customerFieldOrder, type CustomerField, type CustomerValues } from "./schema";

type TextField = Exclude<CustomerField, "allowMarketing" | "termsAccepted">;

const INPUTS: Record<
  TextField,
  {
    type: "text" | "email" | "tel" | "textarea" | "country";
    autoComplete: string;
    required?: boolean;
    hint?: MessageKey;
  }
> = {
  firstName: { type: "text", autoComplete: "given-name", required: true },
  lastName: { type: "text", autoComplete: "family-name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel", hint: "forms.hint.phone" },
  country: { type: "country", autoComplete: "country" },
  postalCode: { type: "text", autoComplete: "postal-code" },
  notes: { type: "textarea", autoComplete: "off", hint: "checkout.hint.notes" },
};

const idOf = (field: string) => `customer-${field}`;

/** A server's or the schema's field errors → formik errors (texts). */
export type FieldMessages = Partial<Record<CustomerField, string>>;

export interface CustomerFormProps {
  cartId: string;
  locale: Locale;
  initialValues: CustomerValues;
  /** Saves and pays; returns the server's field messages when it refused the details. */
  onSubmit: (values: CustomerValues) => Promise<FieldMessages | null>;
  /** The Pay button's content and anything shown right above it. */
  submitLabel: string;
  busy: boolean;
  beforeSubmit?: ReactNode;
}

export function CustomerForm({
  cartId,
  locale,
  initialValues,
  onSubmit,
  submitLabel,
  busy,
  beforeSubmit,
}: CustomerFormProps) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  const [summaryFields, setSummaryFields] = useState<[CustomerField, string][]>([]);
  const order = customerFieldOrder(locale);
  const countries = useMemo(() => countryOptions(COUNTRY_CODES, locale), [locale]);

  const validate = (values: CustomerValues): FormikErrors<CustomerValues> =>
    formikErrors(customerErrors(values), t) as FormikErrors<CustomerValues>;

  /** The summary of a refused submit (announced: role alert), focus on the first invalid field, the form-error event. */
  const refuse = (errors: FieldMessages) => {
    const listed = summaryRows(order, errors);
    setSummaryFields(listed);
    pushEvent(formErrorEvent(listed.map(([, message]) => message).join(" | ") || t("errors.formIncomplete")));
    const first = listed[0]?.[0];
    window.setTimeout(() => (first ? document.getElementById(idOf(first)) : summary.current)?.focus(), 0);
  };

  const submit = async (values: CustomerValues, helpers: FormikHelpers<CustomerValues>) => {
    setSummaryFields([]);
    const refused = await onSubmit(values);
    if (refused) {
      helpers.setErrors(refused as FormikErrors<CustomerValues>);
      refuse(refused);
    }
  };

  return (
    <Formik<CustomerValues>
      initialValues={initialValues}
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {(f) => {
        const shown = (field: CustomerField) =>
          f.submitCount > 0 || f.touched[field] ? (f.errors[field] as string | undefined) : undefined;
        const change = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
          f.handleChange(event);
          const { name, type } = event.target;
          const value = type === "checkbox" ? (event.target as HTMLInputElement).checked : event.target.value;
          const next = { ...f.values, [name]: value };
          saveDraft(cartId, next);
          // A field shown in error is checked again as it changes: fixed, its message goes at once (a ticked box too).
          if (f.errors[name as CustomerField]) {
            const still = customerErrors(next).find((e) => e.field === name);
            f.setFieldError(name, still ? t(still.key) : undefined);
            if (!still) setSummaryFields((listed) => listed.filter(([field]) => field !== name));
          }
        };
        const describedBy = (field: CustomerField) => (shown(field) ? `${idOf(field)}-error` : undefined);
        const errorText = (field: CustomerField) =>
          shown(field) ? (
            <p className="field-error" id={`${idOf(field)}-error`}>
              {shown(field)}
            </p>
          ) : null;

        const textField = (field: TextField) => {
          const spec = INPUTS[field];
          return (
            <FormField
              key={field}
              id={idOf(field)}
              name={field}
              type={spec.type}
              label={t(`checkout.field.${field}`)}
              value={f.values[field]}
              onChange={change}
              onBlur={f.handleBlur}
              required={spec.required}
              autoComplete={spec.autoComplete}
              hint={spec.hint ? t(spec.hint) : undefined}
              error={shown(field)}
              rows={3}
              countries={countries}
              chooseCountry={t("forms.chooseCountry")}
            />
          );
        };

        const checkbox = (field: "allowMarketing" | "termsAccepted") => (
          <div className="form-field form-field--checkbox" key={field}>
            <input
              id={idOf(field)}
              name={field}
              type="checkbox"
              checked={f.values[field]}
              onChange={change}
              onBlur={f.handleBlur}
              required={field === "termsAccepted"}
              aria-invalid={shown(field) ? true : undefined}
              aria-describedby={describedBy(field)}
            />
            <label htmlFor={idOf(field)}>
              {field === "termsAccepted" ? <TermsLabel locale={locale} /> : t(`checkout.field.${field}`)}
              {field === "termsAccepted" && (
                <span className="required" aria-hidden="true">
                  {" "}
                  *
                </span>
              )}
            </label>
            {errorText(field)}
          </div>
        );

        return (
          <form
            className="customer-form"
            noValidate
            aria-labelledby="customer-title"
            data-testid="customer-form"
            onSubmit={(e) => {
              e.preventDefault();
              setSummaryFields([]);
              const errors = validate(f.values) as FieldMessages;
              void f.submitForm();
              if (Object.keys(errors).length > 0) refuse(errors);
            }}
          >
            <h2 id="customer-title">{t("checkout.customerTitle")}</h2>
            {summaryFields.length > 0 && (
              <div
                ref={summary}
                className="notice notice--error error-summary"
                role="alert"
                tabIndex={-1}
                aria-labelledby="customer-summary-title"
                data-testid="error-summary"
              >
                <h3 id="customer-summary-title">{t("errors.formIncomplete")}</h3>
                <p>{t("forms.summaryIntro")}</p>
                <ul>
                  {summaryFields.map(([field, message]) => (
                    <li key={field}>
                      <a
                        href={`#${idOf(field)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(idOf(field))?.focus();
                        }}
                      >
                        {t(`checkout.field.${field}`)}: {message}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="meta">{t("forms.requiredNote")}</p>
            {order.map((field) =>
              field === "allowMarketing" || field === "termsAccepted" ? checkbox(field) : textField(field),
            )}
            {beforeSubmit}
            <button
              type="submit"
              className="button button--primary button--large customer-form__pay"
              disabled={busy || f.isSubmitting}
              data-testid="pay"
            >
              {submitLabel}
            </button>
          </form>
        );
      }}
    </Formik>
  );
}

/**
 * "I accept the Terms and Conditions and the cancellation policy": both link to the CMS's terms page (its
 * cancellation section), opened in a new tab so the form keeps what was typed. The words around the links come from
 * one message, so each language orders them its own way.
 */
function TermsLabel({ locale }: { locale: Locale }) {
  const t = useT();
  const href = pathFor("page-id", locale, { id: "terms-and-conditions" });
  const link = (text: string) => (
    <a href={href} target="_blank" rel="noopener">
      {text}
    </a>
  );
  const parts = t("checkout.terms.label", {
    terms: "\u0000terms\u0000",
    cancellation: "\u0000cancellation\u0000",
  }).split("\u0000");
  return (
    <>
      {parts.map((part, i) =>
        part === "terms" ? (
          <React.Fragment key={i}>{link(t("checkout.terms.terms"))}</React.Fragment>
        ) : part === "cancellation" ? (
          <React.Fragment key={i}>{link(t("checkout.terms.cancellation"))}</React.Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}
