/** The four site languages. Prefixed in every URL, the default (fr) included: see README "URLs". */
export interface LocaleDefinition {
  htmlLang: string;
  hrefLang: string;
  octoLocale: string;
  /** Name of the language in itself, for the language switcher. */
  label: string;
}

export const LOCALES = {
  fr: { htmlLang: "fr", hrefLang: "fr-FR", octoLocale: "fr_FR", label: "Français" },
  en: { htmlLang: "en", hrefLang: "en-GB", octoLocale: "en_GB", label: "English" },
  es: { htmlLang: "es", hrefLang: "es-ES", octoLocale: "es_ES", label: "Español" },
  nl: { htmlLang: "nl", hrefLang: "nl-NL", octoLocale: "nl_NL", label: "Nederlands" },
} as const satisfies Record<string, LocaleDefinition>;

export type Locale = keyof typeof LOCALES;
export const LOCALE_KEYS = Object.keys(LOCALES) as Locale[];
export const DEFAULT_LOCALE: Locale = "fr";
/** A city that does not support the requested language is shown in this one (spec section 4). */
export const FALLBACK_LOCALE: Locale = "en";
export const isLocale = (value: string): value is Locale => Object.hasOwn(LOCALES, value);

/** Locale cookie: remembers the visitor's language for the pre-home redirect (spec section 9). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
