/**
 * The one rule of promo codes and offers (docs/adr/0353), applied wherever a visitor's code meets a price: the quote
 * of step 1 (a `?code=` link), the creation of a cart and the code typed at step 3.
 *
 * - A code and the product's web offer combine when the CMS says so (the partner's `promoCombinesWithOffers`): the
 *   supplier is asked for the combination `WEB+CODE`, the code taken off the web price.
 * - Otherwise they exclude each other and the visitor gets the better of the two: a code that would raise the price
 *   above what the visitor has now is refused (PROMO_CODE_WORSE) with both prices, and nothing changes.
 * - A code the supplier does not know stays PROMO_CODE_INVALID ('Not valid promo code').
 */
import { formatMoney } from "../../../../domain/money.ts";
import type { Locale } from "../locale.ts";
import { BookingError } from "./errors.ts";

/** What the CMS says of a code: whether it adds to the product's web offer. */
export interface PromoRule {
  combines: boolean;
}

/** The CMS's rule of a code (upper case), or null when no partner names it (the code is then exclusive). */
export type PromoRules = (code: string) => Promise<PromoRule | null>;

/** The supplier's separator of a combination (services/octo-sandbox/src/catalogue.ts, Ventrata's `offerIsCombination`). */
export const COMBINATION_SEPARATOR = "+";

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * The code a visitor sees for an offer: a combination is shown by its last code, the visitor's own (the web offer
 * is named by the offer's title, e.g. "10% off + Summer 10% off").
 */
export function visibleCode(offerCode: string): string {
  const parts = offerCode.split(COMBINATION_SEPARATOR);
  return parts[parts.length - 1] ?? offerCode;
}

/** An offer as the views show it (pricing, cart, add-ons): the visitor's code, the supplier's title. */
export function offerViewOf(source: {
  offerCode?: string | null;
  offerTitle?: string | null;
}): { code: string; title: string | null } | null {
  return source.offerCode ? { code: visibleCode(source.offerCode), title: source.offerTitle ?? null } : null;
}

/** A price the supplier gives for one offer code (null: the product's automatic web offer, if any). */
export interface PricedOffer {
  /** The offer the supplier applied: its code (null: none) and title. */
  offerCode: string | null;
  offerTitle: string | null;
  retail: number;
  currency: string;
}

/** The CMS's rule, cached for a minute: step 1 re-quotes at every change of the party with the link's code. */
export function cachedPromoRules(read: PromoRules, ttlMs = 60_000, now: () => number = Date.now): PromoRules {
  const cache = new Map<string, { at: number; rule: PromoRule | null }>();
  return async (code) => {
    const hit = cache.get(code);
    if (hit && now() - hit.at < ttlMs) return hit.rule;
    let rule: PromoRule | null;
    try {
      rule = await read(code);
    } catch (error) {
      // The CMS out of reach: the code is treated as exclusive, which never raises a price (the comparison below).
      console.warn(
        JSON.stringify({
          event: "promo.rule_unavailable",
          code,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return null;
    }
    cache.set(code, { at: now(), rule });
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
    return rule;
  };
}

/**
 * The offer code to ask the supplier for, by the rule above. `current` is the offer the visitor has now (a cart's
 * offer; null for a quote, whose price is the web offer's); `priceWith` prices the same tickets with one code.
 */
export async function chooseOffer(args: {
  requested: string;
  current: string | null;
  rules: PromoRules | null;
  priceWith: (offerCode: string | null) => Promise<PricedOffer>;
  locale: Locale;
}): Promise<{ offerCode: string; priced: PricedOffer }> {
  const code = normalizeCode(args.requested);
  if (!code) throw new BookingError("PROMO_CODE_INVALID", "PROMO_INVALID");
  // The code alone first: a code the supplier does not know is refused before the CMS is asked (guessing costs
  // the CMS nothing).
  const alone = await args.priceWith(code);
  const web = await args.priceWith(null);
  const now = args.current && args.current !== web.offerCode ? await args.priceWith(args.current) : web;
  const webCode = web.offerCode && !web.offerCode.includes(COMBINATION_SEPARATOR) ? web.offerCode : null;
  const rule = webCode && webCode !== code && args.rules ? await args.rules(code) : null;
  const candidate = rule?.combines ? `${webCode}${COMBINATION_SEPARATOR}${code}` : code;
  const priced = candidate === code ? alone : await args.priceWith(candidate);
  if (priced.retail > now.retail) {
    const offer = now.offerTitle ?? (now.offerCode ? visibleCode(now.offerCode) : null);
    throw new BookingError("PROMO_CODE_WORSE", offer ? "PROMO_WORSE" : "PROMO_WORSE_NO_OFFER", {
      params: {
        code,
        offer: offer ?? "",
        codeTotal: formatMoney(priced.retail, priced.currency, args.locale),
        offerTotal: formatMoney(now.retail, now.currency, args.locale),
      },
    });
  }
  return { offerCode: candidate, priced };
}
