import type { Locale } from "../i18n/locales";

/** Help-centre "new request" page; GATSBY_HELP_CENTER_URL overrides it (docs/configuration.md). */
export const HELP_CENTER_URL =
  process.env.GATSBY_HELP_CENTER_URL ?? "https://help.city-sightseeing.example/hc/requests/new";

/** Help-centre language codes: the language's own, but English is en-gb (spec "Error page"). */
const HELP_CENTER_LANG: Readonly<Partial<Record<Locale, string>>> = { en: "en-gb" };

/** The cities whose error page writes to a local support address (spec "Error page": barcelona and madrid). */
export const MAILTO_SUPPORT_CITIES: ReadonlySet<string> = new Set(["barcelona", "madrid"]);

/**
 * Contact support from an error page (spec "Error page"): for barcelona and madrid a mailto to the city's local
 * support address; for every other city (and for those two without an address) the help centre's new-request page
 * with city and lang. A support address on another city (shown on its contact page) does not make it a mailto.
 */
export function supportLink(city: { id: string; supportEmail: string | null }, locale: Locale): string {
  if (MAILTO_SUPPORT_CITIES.has(city.id) && city.supportEmail) return `mailto:${city.supportEmail}`;
  const url = new URL(HELP_CENTER_URL);
  url.searchParams.set("city", city.id);
  url.searchParams.set("lang", HELP_CENTER_LANG[locale] ?? locale);
  return url.toString();
}
