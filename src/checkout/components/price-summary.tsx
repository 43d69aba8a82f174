import React, { type ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import type { PriceBreakdownFieldsFragment } from "../graphql/__generated__/graphql";
import { FreeCancellation } from "./free-cancellation";
import { PriceBreakdown } from "./price-breakdown";

/**
 * The selection's price breakdown exactly as the server computed it (never computed here: list prices, the offer as
 * its own line, the total), the free-cancellation reminder and the one primary action.
 */
export function PriceSummary({ title, breakdown, busy, locale, promoCode, city, freeCancellationUntil, children }: {
  title: string;
  /** The city of the tour (its time zone) and the server's free-cancellation deadline of the chosen slot. */
  city: string | null | undefined;
  freeCancellationUntil: string | null | undefined;
  promoCode?: string | null;
  /** The quote's, the cart's, or the chosen upgrade's breakdown (step 2). */
  breakdown: PriceBreakdownFieldsFragment | null;
  busy: boolean;
  locale: Locale;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title" className="summary__title">{t("checkout.summary")}</h2>
      <p className="summary__product">{title}</p>
      {promoCode && <p className="summary__promo" data-testid="promo-code">{t("checkout.promoCode", { code: promoCode })}</p>}
      {breakdown ? (
        <PriceBreakdown breakdown={breakdown} locale={locale} />
      ) : (
        <>
          <p className="summary__pending">{t("checkout.pricesPending")}</p>
          <p className="summary__total" aria-live="polite" aria-atomic="true">
            <span>{t("checkout.total")}</span>
            <strong data-testid="total">–</strong>
          </p>
        </>
      )}
      {children}
      <FreeCancellation until={freeCancellationUntil} city={city} locale={locale} />
    </section>
  );
}
