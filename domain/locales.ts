/**
 * The site's languages, one source for the site, the web server, the CMS and the OCTO sandbox (spec section 9).
 * No dependencies: imported by packages with different dependency trees (ADR 0002). Accept-Language negotiation
 * needs a library, so it lives in each server (services/api/src/locale.ts) on top of these tags.
 *
 * The set is open (ADR 0367): the four built-in languages, plus any language SITE_LANGUAGES names (e.g. `de`), whose
 * texts are then its catalogue folders (docs/adding-a-language.md). A built-in language is a literal type; an
 * added one is a string checked against that list at run time (`isLocale`), so a table keyed by `Locale` cannot
 * claim to be complete: reading one gives `T | undefined` and each reader chooses its fallback (`byLocale`).
 */
export const BUILT_IN_LOCALES = ["fr", "en", "es", "nl"] as const;
/** A language the code ships with its URL segments, tag and name (the default SITE_LANGUAGES). */
export type BuiltInLocale = (typeof BUILT_IN_LOCALES)[number];
declare const addedLocale: unique symbol;
/** A language added by configuration (SITE_LANGUAGES): only `isLocale` (or `ADDED_LOCALES`) gives one. */
export type AddedLocale = string & { readonly [addedLocale]: true };
export type Locale = BuiltInLocale | AddedLocale;

export const DEFAULT_LOCALE: BuiltInLocale = "fr";
/** The locale a city falls back to when it does not support the requested one (spec section 4); also the
 * language whose texts an added language shows where it has none of its own (URL segments, sandbox content). */
export const FALLBACK_LOCALE: BuiltInLocale = "en";

/** A language code SITE_LANGUAGES may add: a two- or three-letter ISO 639 code, lower case. */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/**
 * SITE_LANGUAGES as this process sees it: the web server and the sandboxes read their environment; the site's
 * browser bundle gets GATSBY_SITE_LANGUAGES inlined by Gatsby (gatsby-config.ts copies the configured list); the
 * CMS admin's browser bundle has no `process` (hence the try).
 */
function configuredCodes(): string[] {
  let value: string | undefined;
  try {
    value = process.env.GATSBY_SITE_LANGUAGES || process.env.SITE_LANGUAGES;
  } catch {
    value = undefined;
  }
  return (value ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => LANGUAGE_CODE.test(v));
}

/** Every language this process knows: the built-in four, then the ones SITE_LANGUAGES adds, in its order. */
export const LOCALES: readonly Locale[] = [...new Set<string>([...BUILT_IN_LOCALES, ...configuredCodes()])] as Locale[];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const isBuiltInLocale = (value: unknown): value is BuiltInLocale =>
  typeof value === "string" && (BUILT_IN_LOCALES as readonly string[]).includes(value);

/** The languages SITE_LANGUAGES adds to the built-in ones (none by default). */
export const ADDED_LOCALES: readonly AddedLocale[] = LOCALES.filter((l): l is AddedLocale => !isBuiltInLocale(l));

/**
 * The one BCP 47 tag of each built-in language: html lang and hreflang, every Intl format (domain/format.ts), the
 * PDF's language, the payment page's language and the Accept-Language the web server sends to the OCTO supplier for
 * its content (fr-FR, not fr_FR). English is British English (dates "Saturday 28 November 2026", 24-hour times).
 */
const BUILT_IN_TAGS: Readonly<Record<BuiltInLocale, string>> = { fr: "fr-FR", en: "en-GB", es: "es-ES", nl: "nl-NL" };

/** The language's BCP 47 tag: its built-in one, else the code itself (`de`: Intl's German defaults). */
export const languageTag = (locale: Locale): string => (isBuiltInLocale(locale) ? BUILT_IN_TAGS[locale] : locale);

const BUILT_IN_NAMES: Readonly<Record<BuiltInLocale, string>> = {
  fr: "Français",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};

/** Name of each language in itself, for the language switcher: Intl's name of an added one ("Deutsch"). */
export function languageName(locale: Locale): string {
  if (isBuiltInLocale(locale)) return BUILT_IN_NAMES[locale];
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * A per-language value (URL segments, city names, sandbox content): the language's own, else English's. Tables of
 * this shape name the built-in four and may name an added language; one that does not falls back (ADR 0367).
 */
export type ByLocale<T> = Readonly<Record<BuiltInLocale, T>> & Readonly<Partial<Record<AddedLocale, T>>>;
export const byLocale = <T>(table: ByLocale<T>, locale: Locale): T =>
  (table as Readonly<Record<string, T>>)[locale] ?? table[FALLBACK_LOCALE];

/** The locale to show a city in: the requested one if the city supports it, else en (spec section 4). */
export const localeForCity = (cityLocales: readonly Locale[], requested: Locale): Locale =>
  cityLocales.includes(requested) ? requested : FALLBACK_LOCALE;

/** A text in every built-in language, written in their order (fr, en, es, nl): the catalogues' one positional form. */
export type Localized = ByLocale<string>;
export const inLanguages = (fr: string, en: string, es: string, nl: string): Localized => ({ fr, en, es, nl });
