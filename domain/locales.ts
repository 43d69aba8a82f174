/**
 * The site's languages, one source for the site, the web server, the CMS and the OCTO sandbox (spec section 9).
 * No dependencies: imported by packages with different dependency trees (ADR 0002). Accept-Language negotiation
 * needs a library, so it lives in each server (services/api/src/locale.ts) on top of these tags.
 */
export type Locale = "fr" | "en" | "es" | "nl";
export const LOCALES: readonly Locale[] = ["fr", "en", "es", "nl"];
export const DEFAULT_LOCALE: Locale = "fr";
/** The locale a city falls back to when it does not support the requested one (spec section 4). */
export const FALLBACK_LOCALE: Locale = "en";

/**
 * The one BCP 47 tag of each language: html lang and hreflang, every Intl format (domain/format.ts), the PDF's
 * language, the payment page's language and the Accept-Language the web server sends to the OCTO supplier for its
 * content (fr-FR, not fr_FR). English is British English (dates "Saturday 28 November 2026", 24-hour times).
 */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { fr: "fr-FR", en: "en-GB", es: "es-ES", nl: "nl-NL" };

/** Name of each language in itself, for the language switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  fr: "Français",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The locale to show a city in: the requested one if the city supports it, else en (spec section 4). */
export const localeForCity = (cityLocales: readonly Locale[], requested: Locale): Locale =>
  cityLocales.includes(requested) ? requested : FALLBACK_LOCALE;

/** A text in every language, written in the order of LOCALES (fr, en, es, nl): the catalogues' one positional form. */
export type Localized = Record<Locale, string>;
export const inLanguages = (fr: string, en: string, es: string, nl: string): Localized => ({ fr, en, es, nl });
