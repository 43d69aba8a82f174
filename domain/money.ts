/**
 * The one money formatter (spec "Price"), used by the site, the checkout, the ticket PDF, the e-mails and the
 * payment pages. No dependencies: imported by packages with different dependency trees (ADR 0002).
 */
import { CURRENCIES } from "./cities";
import { isBuiltInLocale, languageTag, type BuiltInLocale, type Locale } from "./locales";

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

type SymbolPlace = "before" | "after" | "flag";

/**
 * Where a language writes the currency symbol (CLDR, as `Intl.NumberFormat` of fr-FR, es-ES and nl-NL places it):
 * French and Spanish after the amount, Dutch before it, each with a no-break space ("29,00 £", "29,00 €",
 * "£ 29,00"). English has no one rule for the euro: the CMS's flag decides there (spec "Price"), "£29.00" and
 * "29.00 €" by default. docs/adr/0357.
 */
const SYMBOL_PLACE: Readonly<Record<BuiltInLocale, SymbolPlace>> = {
  fr: "after",
  es: "after",
  nl: "before",
  en: "flag",
};

/**
 * A language added by SITE_LANGUAGES (ADR 0367) writes money as CLDR does for its tag (`Intl.NumberFormat` with the
 * euro): its decimal separator and the symbol's side ("12,50 €" in German).
 */
const addedStyles = new Map<string, { comma: boolean; place: SymbolPlace }>();
function styleOf(locale: Locale): { comma: boolean; place: SymbolPlace } {
  if (isBuiltInLocale(locale)) return { comma: COMMA_DECIMALS.has(locale), place: SYMBOL_PLACE[locale] };
  let style = addedStyles.get(locale);
  if (!style) {
    const parts = new Intl.NumberFormat(languageTag(locale), { style: "currency", currency: "EUR" }).formatToParts(1.5);
    const at = (type: string) => parts.findIndex((p) => p.type === type);
    style = {
      comma: parts.find((p) => p.type === "decimal")?.value === ",",
      place: at("currency") < at("integer") ? "before" : "after",
    };
    addedStyles.set(locale, style);
  }
  return style;
}

const known = (code: string) =>
  Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code as keyof typeof CURRENCIES] : undefined;

/**
 * A price in minor units (cents) as shown to a visitor: divided by 100 with two decimals and the locale's decimal
 * separator and the symbol where the language puts it (SYMBOL_PLACE): fr "12,50 €" and "12,50 £", nl "€ 12,50",
 * en "12.50 €" and "£12.50"; no symbol for other currencies. `currency` is an ISO code or the CMS's currency display.
 */
export function formatMoney(minor: number, currency: string | CurrencyDisplay, locale: Locale): string {
  const display = typeof currency === "string" ? { value: currency } : currency;
  const fixed = (Math.round(minor) / 100).toFixed(2);
  const style = styleOf(locale);
  const amount = style.comma ? fixed.replace(".", ",") : fixed;
  const standard = known(display.value);
  if (!standard) return amount;
  const symbol = display.label || standard.label;
  const place = style.place;
  if (place === "before") return `${symbol}\u00a0${amount}`;
  if (place === "after") return `${amount}\u00a0${symbol}`;
  return (display.prefix ?? standard.prefix) ? `${symbol}${amount}` : `${amount}\u00a0${symbol}`;
}

/** The symbol of a currency as prices show it (EUR €, GBP £); null for a currency the site does not know. */
export function currencySymbol(code: string): string | null {
  return known(code)?.label ?? null;
}
