import React from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { formatPrice, type Currency } from "../lib/money";
import type { OptionFrom } from "../lib/price-from";
import { checkoutInformationHref } from "../routes/checkout-query";
import { durationLabel } from "../lib/duration-label";
import { optionValidity } from "../lib/option-validity";

/**
 * The product page's options side by side (docs/adr/0357): for a product with several options, one card each with
 * its length, what it gives (validity of a dated ticket, or duration), its price from per adult (the supplier's, read
 * at build time from /api/init/offers) and a link to step 1 with that option. A grid that wraps: no horizontal
 * overflow on a 390 px phone.
 */
export function OptionCompare({
  productId,
  options,
  currency,
  locale,
  city,
}: {
  productId: string;
  options: readonly OptionFrom[] | null | undefined;
  currency: Currency;
  locale: Locale;
  city: string;
}) {
  const t = useT();
  if (!options || options.length < 2) return null;
  return (
    <section aria-labelledby="product-options" className="section product-options" data-testid="option-compare">
      <h2 id="product-options">{t("product.options")}</h2>
      <ul className="option-compare">
        {options.map((o) => {
          const name = o.durationMinutes ? durationLabel(o.durationMinutes, t) : o.optionId;
          const validity = optionValidity(o, t);
          return (
            <li key={o.optionId} className="option-compare__item">
              <h3 className="option-compare__name">{name}</h3>
              {validity && <p className="option-compare__note">{validity}</p>}
              <p className="option-compare__price">
                {t("checkout.optionPriceFromAdult", {
                  price: formatPrice(o.amount, { ...currency, value: o.currency }, locale),
                })}
              </p>
              <a
                className="button button--secondary option-compare__book"
                href={checkoutInformationHref(locale, city, { productId, optionId: o.optionId })}
                aria-label={t("product.bookOption", { option: name })}
              >
                {t("nav.book")}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
