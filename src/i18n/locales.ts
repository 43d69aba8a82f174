/**
 * The four site languages. Prefixed in every URL, the default (fr) included: see README "URLs". The language
 * list, the default, the fallback and the BCP 47 tags come from the shared module (domain/locales.ts),
 * which the web server, the CMS and the OCTO sandbox read too.
 */
import {
  DEFAULT_LOCALE as SHARED_DEFAULT,
  FALLBACK_LOCALE as SHARED_FALLBACK,
  LANGUAGE_TAGS,
  type Locale as SharedLocale,
} from "../../domain/locales";

export interface LocaleDefinition {
  htmlLang: string;
  /** BCP 47 tag (hreflang); the same tag the web server sends to the OCTO supplier. */
  hrefLang: string;
  /** Name of the language in itself, for the language switcher. */
  label: string;
}

export const LOCALES = {
  fr: { htmlLang: "fr", hrefLang: LANGUAGE_TAGS.fr, label: "Français" },
  en: { htmlLang: "en", hrefLang: LANGUAGE_TAGS.en, label: "English" },
  es: { htmlLang: "es", hrefLang: LANGUAGE_TAGS.es, label: "Español" },
  nl: { htmlLang: "nl", hrefLang: LANGUAGE_TAGS.nl, label: "Nederlands" },
} as const satisfies Record<SharedLocale, LocaleDefinition>;

export type Locale = keyof typeof LOCALES;
export const LOCALE_KEYS = Object.keys(LOCALES) as Locale[];
export const DEFAULT_LOCALE: Locale = SHARED_DEFAULT;
/** A city that does not support the requested language is shown in this one (spec section 4). */
export const FALLBACK_LOCALE: Locale = SHARED_FALLBACK;
export const isLocale = (value: string): value is Locale => Object.hasOwn(LOCALES, value);

/** Locale cookie: remembers the visitor's language for the pre-home redirect (spec section 9). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
