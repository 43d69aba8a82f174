/**
 * The site languages (the built-in four, plus any SITE_LANGUAGES adds: ADR 0367). Prefixed in every URL, the default (fr) included: see docs/development.md "URLs". The list, the
 * default, the fallback, the one BCP 47 tag of each language and its name come from the kernel (domain/locales.ts),
 * which the web server, the CMS and the OCTO sandbox read too; this module adds only the site's locale cookie.
 */
export {
  BUILT_IN_LOCALES,
  byLocale,
  isBuiltInLocale,
  type BuiltInLocale,
  type ByLocale,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  languageTag,
  LOCALES,
  languageName,
  isLocale,
  localeForCity,
  type Locale,
} from "../../domain/locales";

/** Locale cookie: remembers the visitor's language for the pre-home redirect (spec section 9). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
