/**
 * The brand's defaults: what the CMS global "site-settings" starts with (seeded) and what the web server and the
 * payment sandbox fall back to when the CMS cannot be asked (OPERATOR_NAME, MAIL_FROM; ADR 0230).
 */
export interface BrandDefaults {
  /** The operator's name as visitors see it: site title suffix, header, footer, e-mail, PDF, payment page. */
  operatorName: string;
  /** Display name of the e-mail sender. */
  mailFromName: string;
  /** Address of the e-mail sender. */
  mailFromAddress: string;
}

export const BRAND_DEFAULTS: Readonly<BrandDefaults> = {
  operatorName: "City Sightseeing",
  mailFromName: "City Sightseeing",
  mailFromAddress: "tickets@sightseeing.example",
};

/** RFC 5322 mailbox `Name <address>` (the name quoted when it holds specials). */
export function mailbox(name: string, address: string): string {
  const clean = name.replace(/[\r\n"\\]/g, " ").trim();
  if (!clean) return address;
  return /[()<>[\]:;@,.]/.test(clean) ? `"${clean}" <${address}>` : `${clean} <${address}>`;
}
