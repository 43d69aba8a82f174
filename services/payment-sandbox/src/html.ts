/**
 * The hosted card page (Viva's /web/checkout?ref=...). Plain server-rendered HTML, no script: WCAG 2.2 AA
 * (lang from the order, visible labels, hints and errors tied to inputs with aria-describedby, aria-invalid, an error
 * summary linking to the fields, autofocus on the first field in error, values kept after an error except the CVC,
 * autocomplete tokens, 44px targets, visible focus, contrast >= 4.5:1).
 */
import escapeHtml from "escape-html";
import { type CardField, type CardInput, DECLINE_CARD, formatAmount, type Order, SUCCESS_CARD } from "./core.ts";
import { cultureOf, fill, type PageLang, stringsOf, type Strings } from "./i18n.ts";

const esc = (v: unknown): string => escapeHtml(String(v ?? ""));

const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#1b1b1b;background:#f3f4f6}
header{background:#123a5c;color:#fff;padding:.75rem 1rem}
header p{margin:0;font-weight:600}
main{max-width:34rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.6rem;margin:0 0 1rem}
.notice{background:#fff4ce;border-left:4px solid #8a6100;padding:.5rem .75rem;margin:0 0 1rem}
dl.order{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dl.order dt{font-weight:600}dl.order dd{margin:0}
.amount{font-size:1.25rem;font-weight:700}
fieldset{border:0;padding:0;margin:0 0 1rem}
legend{font-size:1.2rem;font-weight:700;margin-bottom:.75rem;padding:0}
.field{margin-bottom:1.1rem}
.field.has-error{border-left:4px solid #b3261e;padding-left:.75rem}
label{display:block;font-weight:600}
.hint{margin:.1rem 0 .3rem;color:#4a4a4a}
.error-message{margin:.1rem 0 .3rem;color:#b3261e;font-weight:600}
input{display:block;width:100%;min-height:44px;padding:.5rem .6rem;font:inherit;border:2px solid #505a5f;border-radius:.25rem;background:#fff;color:#1b1b1b}
input.short{max-width:9rem}
input[aria-invalid=true]{border-color:#b3261e}
input:focus,button:focus,a:focus,summary:focus{outline:3px solid #ffbf47;outline-offset:2px}
button{min-height:44px;padding:.6rem 1.5rem;font:inherit;font-weight:700;color:#fff;background:#0b5a2a;border:2px solid #0b5a2a;border-radius:.25rem;cursor:pointer}
button:hover{background:#084620}
.error-summary{border:4px solid #b3261e;padding:1rem;margin:0 0 1.5rem}
.error-summary h2{margin:0 0 .5rem;font-size:1.25rem}
.error-summary p{margin:0 0 .5rem;font-weight:600}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:-1px!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;border:0!important;white-space:nowrap!important}
details{margin-top:1.5rem}
code{font-size:1rem}
`;

function page(lang: PageLang, title: string, body: string, opts: { error?: boolean; merchantName: string }): string {
  const t = stringsOf(lang);
  const fullTitle = `${opts.error ? t.errorPrefix : ""}${title} – ${opts.merchantName}`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(fullTitle)}</title>
<style>${CSS}</style>
</head>
<body>
<header><p>${esc(opts.merchantName)}</p></header>
<main id="main">
<h1>${esc(title)}</h1>
<p class="notice">${esc(t.sandbox)}</p>
${body}
</main>
</body>
</html>
`;
}

export interface FormState {
  values: CardInput;
  summary: "complete" | "invalidCard" | null;
  errors: Partial<Record<CardField, keyof Strings>>;
}

interface FieldSpec {
  name: CardField;
  label: keyof Strings;
  hint?: keyof Strings;
  autocomplete: string;
  inputmode?: string;
  short?: boolean;
  keepValue: boolean;
  maxlength: number;
}

const FIELDS: FieldSpec[] = [
  {
    name: "cardNumber",
    label: "cardNumber",
    hint: "cardNumberHint",
    autocomplete: "cc-number",
    inputmode: "numeric",
    keepValue: true,
    maxlength: 23,
  },
  {
    name: "expiry",
    label: "expiry",
    hint: "expiryHint",
    autocomplete: "cc-exp",
    inputmode: "numeric",
    short: true,
    keepValue: true,
    maxlength: 7,
  },
  {
    name: "cvc",
    label: "cvc",
    hint: "cvcHint",
    autocomplete: "cc-csc",
    inputmode: "numeric",
    short: true,
    keepValue: false,
    maxlength: 4,
  },
  { name: "cardholder", label: "cardholder", autocomplete: "cc-name", keepValue: true, maxlength: 100 },
];

export function checkoutPage(order: Order, merchantName: string, lang: PageLang, state?: FormState): string {
  const t = stringsOf(lang);
  const amount = formatAmount(order.amount, order.currencyCode, cultureOf(lang));
  const errors = state?.errors ?? {};
  const firstError = FIELDS.find((f) => errors[f.name])?.name;

  let summary = "";
  if (state && firstError) {
    const items = FIELDS.filter((f) => errors[f.name])
      .map(
        (f) =>
          `<li><a href="#${f.name}">${esc(fill(t.fieldError, { field: t[f.label] as string, error: t[errors[f.name]!] as string }))}</a></li>`,
      )
      .join("");
    summary = `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${esc(t.errorSummary)}</h2>
${state.summary ? `<p id="error-summary-message">${esc(t[state.summary])}</p>` : ""}
<ul>${items}</ul>
</div>`;
  }

  const fields = FIELDS.map((f) => {
    const err = errors[f.name];
    const describedBy = [f.hint ? `${f.name}-hint` : "", err ? `${f.name}-error` : ""].filter(Boolean).join(" ");
    const value = state && f.keepValue ? (state.values[f.name] ?? "") : "";
    return `<div class="field${err ? " has-error" : ""}">
<label for="${f.name}">${esc(t[f.label] as string)}</label>
${f.hint ? `<p class="hint" id="${f.name}-hint">${esc(t[f.hint] as string)}</p>` : ""}
${err ? `<p class="error-message" id="${f.name}-error"><span class="visually-hidden">${esc(t.errorPrefix)}</span>${esc(t[err] as string)}</p>` : ""}
<input id="${f.name}" name="${f.name}" type="text"${f.short ? ' class="short"' : ""} autocomplete="${f.autocomplete}"${f.inputmode ? ` inputmode="${f.inputmode}"` : ""} spellcheck="false" maxlength="${f.maxlength}" required${describedBy ? ` aria-describedby="${describedBy}"` : ""}${err ? ' aria-invalid="true"' : ""}${f.name === firstError ? " autofocus" : ""} value="${esc(value)}">
</div>`;
  }).join("\n");

  const body = `<dl class="order">
<dt>${esc(t.merchant)}</dt><dd>${esc(merchantName)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount">${esc(amount)}</dd>
${order.customerTrns ? `<dt>${esc(t.description)}</dt><dd>${esc(order.customerTrns)}</dd>` : ""}
</dl>
${summary}
<form method="post" action="/web/checkout/pay" novalidate>
<input type="hidden" name="ref" value="${esc(order.orderCode)}">
<fieldset>
<legend>${esc(t.cardDetails)}</legend>
${fields}
</fieldset>
<button type="submit">${esc(t.pay(amount))}</button>
</form>
<details>
<summary>${esc(t.testCards)}</summary>
<ul>
<li><code>${SUCCESS_CARD.replace(/(\d{4})(?=\d)/g, "$1 ")}</code> – ${esc(t.testCardPaid)}</li>
<li><code>${DECLINE_CARD.replace(/(\d{4})(?=\d)/g, "$1 ")}</code> – ${esc(t.testCardDeclined)}</li>
</ul>
</details>`;
  return page(lang, t.title, body, { error: Boolean(firstError), merchantName });
}

export function messagePage(
  lang: PageLang,
  kind: "alreadyPaid" | "notFound" | "expired",
  merchantName: string,
): string {
  const t = stringsOf(lang);
  const [title, text] =
    kind === "alreadyPaid"
      ? [t.alreadyPaidTitle, t.alreadyPaidBody]
      : kind === "expired"
        ? [t.expiredTitle, t.expiredBody]
        : [t.notFoundTitle, t.notFoundBody];
  return page(lang, title, `<p>${esc(text)}</p>`, { merchantName });
}
