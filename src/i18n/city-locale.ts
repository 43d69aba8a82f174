import { FALLBACK_LOCALE, type Locale } from "./locales";

/** The locale to show a city in: the requested one if the city supports it, else en (spec section 4). */
export const localeForCity = (cityLocales: readonly Locale[], requested: Locale): Locale =>
  cityLocales.includes(requested) ? requested : FALLBACK_LOCALE;
