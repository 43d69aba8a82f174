/**
 * The two mails of a form message, rendered by the outbox from the stored row (api_form_messages): the message to
 * the city's support address (Reply-To the visitor) and the acknowledgement to the visitor in their language.
 */
import { FORM_FIELDS, type FormKind } from "../../../../domain/forms.ts";
import type { Locale } from "../locale.ts";
import type { MailMessage } from "../fulfilment/mail.ts";
import { mailText, thanks, type MailTextKey } from "./messages.ts";

export interface StoredForm {
  id: string;
  kind: FormKind;
  city: string;
  locale: Locale;
  email: string;
  fields: Record<string, string>;
}

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const reference = (id: string) => id.slice(0, 8).toUpperCase();

type FieldName = MailTextKey extends infer K ? (K extends `fields.${infer F}` ? F : never) : never;

function rows(form: StoredForm, l: Locale): [string, string][] {
  const names: FieldName[] = [...FORM_FIELDS[form.kind], "city", "language"];
  const value = (name: FieldName): string => {
    if (name === "city") return form.city;
    if (name === "language") return form.locale;
    if (name === "country") return countryName(form.fields.country ?? "", l);
    return form.fields[name] ?? "";
  };
  return names
    .map((name) => [mailText(`fields.${name}`, l), value(name)] as [string, string])
    .filter(([, v]) => v !== "");
}

function countryName(code: string, l: Locale): string {
  try {
    return `${new Intl.DisplayNames([l], { type: "region" }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

function page(lang: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f">${body}</body></html>`;
}

function table(r: [string, string][]): string {
  return `<table role="presentation" style="border-collapse:collapse">${r
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${esc(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${esc(v)}</td></tr>`,
    )
    .join("")}</table>`;
}

/** To the support team, in the team's language (`l`), answers going to the visitor. */
export function supportMail(form: StoredForm, opts: { to: string; locale: Locale; messageId: string }): MailMessage {
  const l = opts.locale;
  const r = rows(form, l);
  const subject = `[${form.city}] ${mailText(`supportSubject.${form.kind}`, l)} ${reference(form.id)} - ${form.fields.name ?? ""}`;
  return {
    to: opts.to,
    subject,
    messageId: opts.messageId,
    replyTo: form.email,
    attachments: [],
    text: [subject, "", ...r.map(([k, v]) => `${k}: ${v}`)].join("\n"),
    html: page(l, subject, `<h1 style="font-size:18px">${esc(subject)}</h1>${table(r)}`),
  };
}

/**
 * To the visitor, in their language: a fixed text with the request number and nothing the visitor typed (no name,
 * no copy of the message), so that the operator's sender cannot carry a stranger's words to any address.
 */
export function acknowledgementMail(
  form: StoredForm,
  opts: { to: string; locale: Locale; messageId: string; operator: string },
): MailMessage {
  const l = opts.locale;
  const ref = reference(form.id);
  const subject = `${mailText(`ackSubject.${form.kind}`, l)} (${mailText("reference", l)} ${ref})`;
  const lines = [
    mailText("helloAnonymous", l),
    thanks(form.kind, l),
    mailText("requestNumber", l, { reference: ref }),
    mailText("notYou", l),
  ];
  return {
    to: opts.to,
    subject,
    messageId: opts.messageId,
    attachments: [],
    text: [...lines.flatMap((line) => [line, ""]), opts.operator].join("\n"),
    html: page(l, subject, `${lines.map((line) => `<p>${esc(line)}</p>`).join("")}<p>${esc(opts.operator)}</p>`),
  };
}
