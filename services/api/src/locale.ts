/**
 * The visitor's language on the web server: the shared language list (domain/locales.ts) and
 * Accept-Language negotiation by `negotiator` (q-values, order, "en-GB" → en), for the REST API, GraphQL and the
 * site's "/" redirect alike.
 */
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../../domain/locales.ts";

export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  languageTag,
  LOCALES,
  isLocale,
  localeForCity,
  type Locale,
} from "../../../domain/locales.ts";

/**
 * The best of `languages` (default fr/en/es/nl; the site's configured ones for its "/" redirect) for an
 * Accept-Language header ("en-GB,en;q=0.9,fr;q=0.8"); `fallback` when none fits.
 */
export function negotiateLocale(
  header: string | undefined | null,
  fallback: Locale = DEFAULT_LOCALE,
  languages: readonly Locale[] = LOCALES,
): Locale {
  if (!header) return fallback;
  // The fallback first: a wildcard ("*", what fetch sends by default) then means "no preference".
  const available = [fallback, ...languages.filter((l) => l !== fallback)];
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages(available);
  return (best as Locale | undefined) ?? fallback;
}
