import { graphql } from "gatsby";
import React from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { formatPrice, type Currency } from "../lib/money";
import type { PriceFrom } from "../lib/price-from";

/** "From 12,50 €" with the undiscounted price struck through when the supplier discounts it. */
export function PriceFromLabel({ price, currency, locale }: { price: PriceFrom; currency: Currency; locale: Locale }) {
  const t = useT();
  const cur = { ...currency, value: price.currency || currency.value };
  return (
    <p className="price">
      <span className="price__label">{t("common.priceFrom")}</span>{" "}
      {price.original && (
        <>
          <s className="price__original">
            <span className="visually-hidden">{t("price.instead")} </span>
            {formatPrice(price.original, cur, locale)}
          </s>{" "}
        </>
      )}
      <strong className="price__amount" data-testid="price">
        {formatPrice(price.amount, cur, locale)}
      </strong>
    </p>
  );
}

/** A supplier product's "price from" as page queries select it (`BookingProduct` nodes; mapped by lib/price-from `toPrices`). */
export const bookingPriceFragment = graphql`
  fragment BookingPriceFields on BookingProduct {
    productId
    priceFrom {
      amount
      original
      currency
      optionId
      freeCancellationHours
    }
  }
`;
