/**
 * The one placeholder syntax of every message catalogue: `{{name}}`, as the site's catalogues
 * (src/i18n/messages, filled by i18next with the same syntax) and the web server's (booking, payment, form, e-mail and
 * reminder texts) write it, and this one function to fill one. A placeholder without a value is kept as written
 * (`missing: "keep"`, the default: a forgotten parameter shows) or dropped (`"empty"`).
 */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function fill(
  template: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
  missing: "keep" | "empty" = "keep",
): string {
  return template.replace(PLACEHOLDER, (whole: string, name: string) => {
    const value = params[name];
    return value === undefined ? (missing === "keep" ? whole : "") : String(value);
  });
}

/** The names of the placeholders of a template, in order (catalogue tests: every language has the same). */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
