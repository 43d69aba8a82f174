import React from "react";
import { skipToken, useQuery } from "@apollo/client/react";
import type { FamilyPassRule } from "../../../domain/passengers";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { checkoutInformationHref, type CheckoutPassengers } from "../../routes/checkout-query";
import { CheckoutProductDocument, QuoteDocument } from "../graphql/__generated__/graphql";

/**
 * The city's family pass for a hop-on hop-off party it fits: the catalogue's ids (domain/products.ts) are
 * `<city>-hop-on-hop-off` and `<city>-family-pass`; null for any other product.
 */
export function familyPassOf(city: string, productId: string): string | null {
  return productId === `${city}-hop-on-hop-off` ? `${city}-family-pass` : null;
}

/** The party is exactly the family the pass is for (2 adults and 2 children), nobody else. */
export function fitsFamilyPass(mix: CheckoutPassengers, rule: FamilyPassRule | null): rule is FamilyPassRule {
  return (
    !!rule &&
    rule.adultNumber + rule.childrenNumber > 0 &&
    mix.adult === rule.adultNumber &&
    mix.child === rule.childrenNumber &&
    mix.senior === 0 &&
    mix.student === 0 &&
    mix.infant === 0 &&
    mix.family === 0
  );
}

/**
 * Step 1 (docs/adr/0357): for a party a family pass fits, on a chosen day, the family pass's price is asked of the
 * server (its option of the same validity; none, no suggestion) and, when it is cheaper than the party's quote, a short
 * line says so with a link that opens step 1 of the family pass on the same day. Nothing shows otherwise.
 */
export function FamilyPassSuggestion({
  city,
  locale,
  productId,
  durationMinutes,
  date,
  mix,
  rule,
  currentTotal,
}: {
  city: string;
  locale: Locale;
  productId: string;
  durationMinutes: number | null | undefined;
  date: string | null;
  mix: CheckoutPassengers;
  rule: FamilyPassRule | null;
  /** The party's total for the chosen option (minor units), null before it is priced. */
  currentTotal: { retail: number; currency: string } | null;
}) {
  const t = useT();
  const familyId = familyPassOf(city, productId);
  const fits = fitsFamilyPass(mix, rule);
  const wanted = !!familyId && fits && !!date && !!currentTotal;
  const product = useQuery(
    CheckoutProductDocument,
    wanted && familyId ? { variables: { id: familyId, locale } } : skipToken,
  );
  const options = product.data?.product?.options ?? [];
  // The same validity only: a 1-day pass is no answer to a 3-day ticket.
  const option = options.find((o) => o.durationMinutes === durationMinutes);
  const familyMix: CheckoutPassengers | null = fits
    ? { adult: rule.adultNumber, child: rule.childrenNumber, infant: 0, senior: 0, student: 0, family: 1 }
    : null;
  const quote = useQuery(
    QuoteDocument,
    wanted && familyId && option && date && familyMix
      ? { variables: { locale, input: { productId: familyId, optionId: option.id, date, passengers: familyMix } } }
      : skipToken,
  );
  const family = quote.data?.quote.total;
  if (!wanted || !familyId || !option || !date || !family || !currentTotal || !fits) return null;
  if (family.currency !== currentTotal.currency || family.retail >= currentTotal.retail) return null;
  const money = (minor: number) => formatPrice(minor, { value: family.currency }, locale);
  const href = checkoutInformationHref(locale, city, {
    productId: familyId,
    optionId: option.id,
    date,
    passengers: { family: 1 },
  });
  return (
    <p className="notice notice--info family-suggestion" data-testid="family-suggestion">
      {t("checkout.familySuggestion", {
        adults: rule.adultNumber,
        children: rule.childrenNumber,
        price: money(family.retail),
        saving: money(currentTotal.retail - family.retail),
      })}{" "}
      <a href={href}>{t("checkout.familySwitch")}</a>
    </p>
  );
}
