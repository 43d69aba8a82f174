import React from "react";
import { useT } from "../../../i18n/use-t";
import type { Quote } from "./quote";

/**
 * The change of date's price, a live region: "working out the price" while it is asked, then the new total and the
 * difference (refunded to the card, to pay, or nothing; "nothing, an offer" on a promoted day).
 */
export function PriceDifference({
  quote,
  quoting,
  promoted,
  money,
}: {
  quote: Quote | null;
  quoting: boolean;
  /** The chosen day is one of the calendar's offers. */
  promoted: boolean;
  money: (amount: number) => string;
}) {
  const t = useT();
  const difference = quote?.difference ?? 0;
  return (
    <div role="status" className="manage-change__quote" data-testid="change-quote">
      {quoting && <p>{t("manage.quoting")}</p>}
      {quote && (
        <>
          <p>
            <strong>{t("manage.newTotal", { amount: money(quote.total ?? 0) })}</strong>
          </p>
          <p data-testid="change-difference">
            {difference < 0
              ? t("manage.diffRefund", { amount: money(-difference) })
              : difference > 0
                ? t("manage.diffPay", { amount: money(difference) })
                : promoted
                  ? t("manage.diffNoneOffer")
                  : t("manage.diffNone")}
          </p>
        </>
      )}
    </div>
  );
}
