import type { Locale } from "../i18n/locales";

export interface Currency {
  /** ISO code: EUR, GBP. */
  value: string;
  /** Symbol shown (CMS city currency label); EUR → €, GBP → £ when absent. */
  label?: string | null;
  /** Symbol before the amount (GBP) rather than after it (EUR). */
  prefix?: boolean | null;
}

const SYMBOLS: Record<string, string> = { EUR: "€", GBP: "£" };
const COMMA_DECIMALS: ReadonlySet<Locale> = new Set<Locale>(["fr", "es", "nl"]);

/**
 * A price in minor units (cents) as shown on the site (spec "Price"): divided by 100 with two decimals, the
 * locale's decimal separator; EUR "12,50 €", GBP "£12.50"; no symbol for other currencies.
 */
export function formatPrice(minor: number, currency: Currency, locale: Locale): string {
  const fixed = (Math.round(minor) / 100).toFixed(2);
  const amount = COMMA_DECIMALS.has(locale) ? fixed.replace(".", ",") : fixed;
  const symbol = SYMBOLS[currency.value] ? currency.label || SYMBOLS[currency.value] : "";
  if (!symbol) return amount;
  const prefix = currency.prefix ?? currency.value === "GBP";
  return prefix ? `${symbol}${amount}` : `${amount}\u00a0${symbol}`;
}
