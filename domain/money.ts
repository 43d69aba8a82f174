/**
 * The one money formatter (spec "Price"), used by the site, the checkout, the ticket PDF, the e-mails and the
 * payment pages. No dependencies: imported by packages with different dependency trees (ADR 0002).
 */
import { CURRENCIES } from "./cities";
import type { Locale } from "./locales";

/** A currency as the CMS describes it (city currency display); only `value` is needed, the rest defaults. */
export interface CurrencyDisplay {
  /** ISO code: EUR, GBP. */
  value: string;
  /** Symbol shown; EUR → €, GBP → £ when absent. */
  label?: string | null;
  /** Symbol before the amount (GBP) rather than after it (EUR); by currency when absent. */
  prefix?: boolean | null;
}

const COMMA_DECIMALS: ReadonlySet<Locale> = new Set<Locale>(["fr", "es", "nl"]);

const known = (code: string) =>
  Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code as keyof typeof CURRENCIES] : undefined;

/**
 * A price in minor units (cents) as shown to a visitor: divided by 100 with two decimals and the locale's decimal
 * separator; EUR "12,50 €" (symbol after, no-break space), GBP "£12.50" (symbol before); no symbol for other
 * currencies. `currency` is an ISO code or the CMS's currency display.
 */
export function formatMoney(minor: number, currency: string | CurrencyDisplay, locale: Locale): string {
  const display = typeof currency === "string" ? { value: currency } : currency;
  const fixed = (Math.round(minor) / 100).toFixed(2);
  const amount = COMMA_DECIMALS.has(locale) ? fixed.replace(".", ",") : fixed;
  const standard = known(display.value);
  if (!standard) return amount;
  const symbol = display.label || standard.label;
  return (display.prefix ?? standard.prefix) ? `${symbol}${amount}` : `${amount}\u00a0${symbol}`;
}

/** The symbol of a currency as prices show it (EUR €, GBP £); null for a currency the site does not know. */
export function currencySymbol(code: string): string | null {
  return known(code)?.label ?? null;
}
