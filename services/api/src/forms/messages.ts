/**
 * What the forms' endpoints answer and e-mail, in every site language: the "forms" catalogue
 * (services/api/messages/{lng}/forms.json, read by ../i18n.ts, ADR 0364). Field errors carry the shared schema's keys
 * (domain/forms.ts, `forms.error.*`); the site's catalogues hold the same texts under the same keys.
 * "This field is not valid." and "Form incomplete." are the spec's form-library defaults (section 5); the failure
 * text is the spec's private-request failure (section 8).
 */
import type { FormErrorKey, FormKind } from "../../../../domain/forms.ts";
import type { Locale } from "../locale.ts";
import { catalogue, t, type KeyOf } from "../i18n.ts";

type FormsKey = KeyOf<"forms">;

/** The endpoints' answers ("INVALID", "TOO_MANY"...): the keys that are neither field errors nor e-mail texts. */
export type FormMessageKey = Exclude<FormsKey, `${"forms.error" | "thanks" | "mail"}.${string}`>;

export function formMessage(key: FormMessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return t("forms", key, locale, params, "empty");
}

/** A field error's text (every key of domain/forms.ts has one: a missing one fails to compile here). */
export const fieldError = (code: FormErrorKey, locale: Locale): string => t("forms", code, locale);

/** Whether a schema issue's message is one of the field error keys (else the server answers "forms.error.invalid"). */
export const isFieldError = (key: string): key is FormErrorKey =>
  key.startsWith("forms.error.") && key in catalogue("en", "forms");

/** The success texts (spec: private request success message); the site shows the same in a status message. */
export const thanks = (kind: FormKind, locale: Locale): string => t("forms", `thanks.${kind}`, locale);

/** E-mail texts: the acknowledgement to the visitor and the labels of the message to the support team ("mail.*"). */
export type MailTextKey = FormsKey extends infer K ? (K extends `mail.${infer R}` ? R : never) : never;
export const mailText = (key: MailTextKey, locale: Locale, params: Record<string, string> = {}): string =>
  t("forms", `mail.${key}`, locale, params);
