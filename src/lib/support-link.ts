import type { Locale } from "../i18n/locales";

/** Help-centre "new request" page; GATSBY_HELP_CENTER_URL overrides it (README). */
export const HELP_CENTER_URL = process.env.GATSBY_HELP_CENTER_URL ?? "https://help.city-sightseeing.example/hc/requests/new";

/** Help-centre language codes: English maps to en-gb (spec "Error page"). */
const HELP_CENTER_LANG: Record<Locale, string> = { fr: "fr", en: "en-gb", es: "es", nl: "nl" };

/**
 * Contact support from an error page: a mailto to the local support address for the cities that have one
 * (barcelona, madrid), otherwise the help centre's new-request page with city and lang.
 */
export function supportLink(city: { id: string; supportEmail: string | null }, locale: Locale): string {
  if (city.supportEmail) return `mailto:${city.supportEmail}`;
  const url = new URL(HELP_CENTER_URL);
  url.searchParams.set("city", city.id);
  url.searchParams.set("lang", HELP_CENTER_LANG[locale]);
  return url.toString();
}
