/** The HTML frame every e-mail shares: the document, the brand bar (logo, operator, city) and the facts table. */
import escapeHtml from "escape-html";

export const html = (v: string): string => escapeHtml(v);

/** The whole HTML document of a mail: `inner` goes in the white card under the brand bar. */
export function mailDocument(o: {
  lang: string;
  subject: string;
  operator: string;
  cityName: string;
  logoCid: string | null;
  inner: string;
}): string {
  const logo = o.logoCid
    ? `<img src="cid:${o.logoCid}" alt="" width="44" height="44" style="vertical-align:middle;margin-right:12px">`
    : "";
  return `<!doctype html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${html(o.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f;background:#f5f5f7;margin:0;padding:24px">
<table role="presentation" width="100%" style="max-width:600px;margin:auto;background:#fff;border-radius:8px;border-collapse:collapse">
<tr><td style="background:#c7121f;color:#fff;padding:20px 24px;font-size:20px;font-weight:bold">${logo}${html(o.operator)} · ${html(o.cityName)}</td></tr>
<tr><td style="padding:24px">
${o.inner}
</td></tr></table></body></html>`;
}

/** The booking's facts (label, value) as a two-column table. */
export function factsTable(rows: readonly (readonly [string, string])[]): string {
  return `<table role="presentation" style="border-collapse:collapse;width:100%">
${rows.map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#5f5f6b;font-weight:normal">${html(k)}</th><td style="padding:6px 0;font-weight:bold">${html(v)}</td></tr>`).join("\n")}
</table>`;
}
