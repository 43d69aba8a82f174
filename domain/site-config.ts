/**
 * The configured languages and cities (spec section 9: "configurable"), read at build time by the site and at
 * start by the web server: SITE_LANGUAGES (default fr,en,es,nl; the first is the default language) and SITE_CITIES
 * (default the six cities of domain/cities.ts). The kernel keeps the built-in languages and the defaults; a
 * configuration lists language codes (a built-in one, or a new one whose catalogues exist: ADR 0367,
 * docs/adding-a-language.md) and city ids (a configured city that neither the supplier nor the CMS returns is
 * dropped by the build, ADR 0342). No dependencies (ADR 0290).
 */
import { CITY_IDS } from "./cities";
import { BUILT_IN_LOCALES, DEFAULT_LOCALE, LANGUAGE_CODE, type Locale } from "./locales";

export interface SiteConfig {
  /** The languages the site is built in, the default first. */
  languages: Locale[];
  /** The default language (the pre-home's fallback, the language of the unprefixed error pages' links). */
  defaultLanguage: Locale;
  /** The city ids the site is built for, in the configured order. */
  cities: string[];
}

/** A configuration value that cannot be used: the build (or the web server's start) stops with this message. */
export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

const list = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? "")
      .split(",")
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Reads SITE_LANGUAGES and SITE_CITIES; throws SiteConfigError on a malformed language code or city id. A code
 * that is not built in is a language added by configuration (domain/locales.ts reads the same variable).
 */
export function siteConfig(env: Record<string, string | undefined>): SiteConfig {
  const requested = list(env.SITE_LANGUAGES);
  const malformedLanguages = requested.filter((l) => !LANGUAGE_CODE.test(l));
  if (malformedLanguages.length > 0) {
    throw new SiteConfigError(
      `SITE_LANGUAGES: malformed language code(s) ${malformedLanguages.join(", ")} (two or three letters: fr, en, de)`,
    );
  }
  const languages =
    requested.length > 0
      ? (requested as Locale[])
      : [DEFAULT_LOCALE, ...BUILT_IN_LOCALES.filter((l) => l !== DEFAULT_LOCALE)];
  const cities = list(env.SITE_CITIES);
  const malformed = cities.filter((c) => !/^[a-z0-9][a-z0-9-]*$/.test(c));
  if (malformed.length > 0) throw new SiteConfigError(`SITE_CITIES: malformed city id(s) ${malformed.join(", ")}`);
  return {
    languages,
    defaultLanguage: languages[0] ?? DEFAULT_LOCALE,
    cities: cities.length > 0 ? cities : [...CITY_IDS],
  };
}

/** The configured languages a city is shown in: its own languages, in the configured order. */
export const configuredLocalesOf = (config: SiteConfig, cityLocales: readonly Locale[]): Locale[] =>
  config.languages.filter((l) => cityLocales.includes(l));
