/**
 * The business constants of the spec (section 9) for the six default cities.
 * Single source for the CMS seed, the OCTO sandbox and the web server's locale fallback.
 * No dependencies: imported by packages with different dependency trees.
 */
import { ADDED_LOCALES, byLocale, type BuiltInLocale, type ByLocale, type Locale } from "./locales";

// The languages have their own module; re-exported for the CMS seed and the sandbox that read them here.
export { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from "./locales";

export type CurrencyCode = "EUR" | "GBP";
export interface Currency {
  value: CurrencyCode;
  label: string;
  /** true: symbol before the amount (£12.00); false: after (12,00 €). */
  prefix: boolean;
}
export const CURRENCIES: Record<CurrencyCode, Currency> = {
  EUR: { value: "EUR", label: "€", prefix: false },
  GBP: { value: "GBP", label: "£", prefix: true },
};

export type CityId = "paris" | "london" | "brussels" | "bath" | "barcelona" | "madrid";

export interface CityConstants {
  id: CityId;
  name: string;
  country: string;
  countryCode: string;
  /**
   * The languages the city is offered in: its built-in ones, then every language SITE_LANGUAGES adds (ADR 0367: an
   * added language is offered everywhere, its content falling back to English until translated).
   */
  locales: readonly Locale[];
  currency: CurrencyCode;
  timezone: string;
  familyPassRule: { adultNumber: number; childrenNumber: number };
  /** Barcelona and Madrid: contact support by mailto (spec "Error page"). */
  supportEmail: string | null;
  geo: { latitude: number; longitude: number };
}

const offered = (builtIn: readonly BuiltInLocale[]): readonly Locale[] => [...builtIn, ...ADDED_LOCALES];

export const CITIES: readonly CityConstants[] = [
  {
    id: "paris",
    name: "Paris",
    country: "France",
    countryCode: "FR",
    locales: offered(["fr", "en", "es"]),
    currency: "EUR",
    timezone: "Europe/Paris",
    familyPassRule: { adultNumber: 2, childrenNumber: 2 },
    supportEmail: null,
    geo: { latitude: 48.8566, longitude: 2.3522 },
  },
  {
    id: "london",
    name: "London",
    country: "United Kingdom",
    countryCode: "GB",
    locales: offered(["fr", "en", "es"]),
    currency: "GBP",
    timezone: "Europe/London",
    familyPassRule: { adultNumber: 2, childrenNumber: 2 },
    supportEmail: null,
    geo: { latitude: 51.5072, longitude: -0.1276 },
  },
  {
    id: "brussels",
    name: "Brussels",
    country: "Belgium",
    countryCode: "BE",
    locales: offered(["fr", "en", "es", "nl"]),
    currency: "EUR",
    timezone: "Europe/Brussels",
    familyPassRule: { adultNumber: 2, childrenNumber: 2 },
    supportEmail: null,
    geo: { latitude: 50.8467, longitude: 4.3525 },
  },
  {
    id: "bath",
    name: "Bath",
    country: "United Kingdom",
    countryCode: "GB",
    locales: offered(["fr", "en", "es"]),
    currency: "GBP",
    timezone: "Europe/London",
    familyPassRule: { adultNumber: 2, childrenNumber: 3 },
    supportEmail: null,
    geo: { latitude: 51.3811, longitude: -2.359 },
  },
  {
    id: "barcelona",
    name: "Barcelona",
    country: "Spain",
    countryCode: "ES",
    locales: offered(["fr", "en", "es"]),
    currency: "EUR",
    timezone: "Europe/Paris",
    familyPassRule: { adultNumber: 0, childrenNumber: 0 },
    supportEmail: "atencion.barcelona@citysightseeing.example",
    geo: { latitude: 41.3874, longitude: 2.1686 },
  },
  {
    id: "madrid",
    name: "Madrid",
    country: "Spain",
    countryCode: "ES",
    locales: offered(["fr", "en", "es"]),
    currency: "EUR",
    timezone: "Europe/Paris",
    familyPassRule: { adultNumber: 0, childrenNumber: 0 },
    supportEmail: "atencion.madrid@citysightseeing.example",
    geo: { latitude: 40.4168, longitude: -3.7038 },
  },
];

export const CITY_IDS: readonly CityId[] = CITIES.map((c) => c.id);
export const cityById = (id: string): CityConstants | undefined => CITIES.find((c) => c.id === id);

/**
 * The city's name as each language writes it (e-mails, PDF and calendar files name the city in the booking's
 * language); a language added by SITE_LANGUAGES reads the English name until it has its own (ADR 0367).
 */
const LOCAL_NAMES: Readonly<Record<CityId, ByLocale<string>>> = {
  paris: { fr: "Paris", en: "Paris", es: "París", nl: "Parijs" },
  london: { fr: "Londres", en: "London", es: "Londres", nl: "Londen" },
  brussels: { fr: "Bruxelles", en: "Brussels", es: "Bruselas", nl: "Brussel" },
  bath: { fr: "Bath", en: "Bath", es: "Bath", nl: "Bath" },
  barcelona: { fr: "Barcelone", en: "Barcelona", es: "Barcelona", nl: "Barcelona" },
  madrid: { fr: "Madrid", en: "Madrid", es: "Madrid", nl: "Madrid" },
};

/** The city's name in a language; null for a city the kernel does not know. */
export const cityNameIn = (id: string, locale: Locale): string | null =>
  Object.hasOwn(LOCAL_NAMES, id) ? byLocale(LOCAL_NAMES[id as CityId], locale) : null;
