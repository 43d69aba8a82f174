/**
 * The languages this build of the site is in (SITE_LANGUAGES, domain/site-config.ts, ADR 0342): gatsby-config
 * copies the configured list into GATSBY_SITE_LANGUAGES, which Gatsby inlines into the browser bundle too.
 * Unset (unit tests): every supported language.
 */
import { siteConfig } from "../../domain/site-config";
import type { Locale } from "./locales";

export const SITE_LANGUAGES: readonly Locale[] = siteConfig({
  SITE_LANGUAGES: process.env.GATSBY_SITE_LANGUAGES,
}).languages;

/** A city's languages this build is in, in the configured order. */
export const builtLocalesOf = (
  cityLocales: readonly Locale[],
  languages: readonly Locale[] = SITE_LANGUAGES,
): Locale[] => languages.filter((l) => cityLocales.includes(l));
