import React from "react";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { formatPrice } from "../../../lib/money";
import { ProductBar, type ProductBarState } from "../../../components/product-bar";
import { PriceBreakdown } from "../../components/price-breakdown";
import { PriceSummary, SummaryFacts } from "../../components/price-summary";
import type { QuoteQuery } from "../../graphql/__generated__/graphql";

/**
 * Step 1's price and its one action: the summary beside the form (the breakdown, the free-cancellation reminder,
 * Continue) and, on a phone once priced, the spec's product bar with the total and Continue, whose toggle opens the
 * date, the party and the breakdown (ADR 0352).
 */
export function SelectionTotals({
  title,
  quote,
  busy,
  locale,
  city,
  promoCode,
  date,
  time,
  productBar,
  sending,
  describedBy,
  onContinue,
}: {
  /** The product's and the option's titles. */
  title: string;
  /** The server's price of the selection, null until priced. */
  quote: QuoteQuery["quote"] | null;
  busy: boolean;
  locale: Locale;
  city: string;
  promoCode: string | null;
  date: string | null;
  time: string | null;
  productBar: ProductBarState;
  sending: boolean;
  /** The messages Continue is described by, while there are any. */
  describedBy: string | undefined;
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <>
      <aside className="checkout-step__aside checkout-bar">
        <PriceSummary
          title={title}
          breakdown={quote?.breakdown ?? null}
          busy={busy}
          locale={locale}
          promoCode={promoCode}
          city={city}
          freeCancellationUntil={quote?.freeCancellationUntil}
          date={date}
          time={time}
        >
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onContinue}
            disabled={sending}
            aria-describedby={describedBy}
          >
            {t("checkout.continue")}
          </button>
        </PriceSummary>
      </aside>
      {/* Phones: the selection's total and Continue stay at the bottom of the screen once priced (the spec's product bar). */}
      <ProductBar
        state={productBar}
        price={
          <p className="book-bar__total">
            <span>{t("checkout.total")}</span>{" "}
            <strong>{formatPrice(productBar.price, { value: quote?.total.currency ?? "EUR" }, locale)}</strong>
          </p>
        }
        action={{ kind: "button", label: t("checkout.continue"), onClick: onContinue, busy: sending, describedBy }}
        testId="continue-bar"
        details={
          quote
            ? {
                label: t("checkout.summaryDetails"),
                content: (
                  <>
                    <p className="summary__product">{title}</p>
                    {date && <SummaryFacts date={date} time={time} locale={locale} />}
                    <PriceBreakdown breakdown={quote.breakdown} locale={locale} />
                  </>
                ),
              }
            : undefined
        }
      />
    </>
  );
}
