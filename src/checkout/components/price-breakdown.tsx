import React from "react";
import type { Locale } from "../../i18n/locales";
import { passengerCountKey } from "../../i18n/passenger-texts";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { PriceBreakdownFieldsFragment } from "../graphql/__generated__/graphql";

type Discount = PriceBreakdownFieldsFragment["discounts"][number];

/**
 * The one price breakdown, exactly as the server computed it (nothing is computed here): the tour's and
 * the add-ons' lines at list price, each offer or promo code as its own line, then the total (what the card is
 * charged). Steps 1-3, the success page and manage booking all render it; the e-mail and the PDF render the same
 * shape on the server (services/api/src/fulfilment/breakdown-text.ts).
 */
export function PriceBreakdown({
  breakdown,
  locale,
  totalLabel,
  totalNote,
}: {
  breakdown: PriceBreakdownFieldsFragment;
  locale: Locale;
  /** Default "Total"; "Total paid" on a booking. */
  totalLabel?: string;
  /** e.g. "(taxes included)" beside the label. */
  totalNote?: string;
}) {
  const t = useT();
  const money = (minor: number) => formatPrice(minor, { value: breakdown.currency }, locale);
  const discountLabel = (d: Discount) => {
    const what = d.offerTitle
      ? t("checkout.offer", { title: d.offerTitle })
      : d.code
        ? t("checkout.promoCode", { code: d.code })
        : t("checkout.discount");
    return d.title ? `${d.title}: ${what}` : what;
  };
  return (
    <>
      <dl className="summary__lines" data-testid="price-lines">
        {breakdown.lines.map((l) => (
          <div key={`${l.kind}:${l.productId ?? ""}:${l.type}`} className="summary__line" data-kind={l.kind}>
            <dt>
              {l.title ? `${l.title}: ` : ""}
              {t(passengerCountKey(l.type), { count: l.quantity })}
            </dt>
            <dd>{money(l.amount)}</dd>
          </div>
        ))}
        {breakdown.discounts.map((d) => (
          <div
            key={`${d.kind}:${d.productId ?? ""}:${d.code ?? ""}`}
            className="summary__line summary__line--discount"
            data-testid="discount"
          >
            <dt>{discountLabel(d)}</dt>
            <dd>−{money(d.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="summary__total" aria-live="polite" aria-atomic="true">
        <span>
          {totalLabel ?? t("checkout.total")}
          {totalNote ? (
            <>
              {" "}
              <span className="meta">{totalNote}</span>
            </>
          ) : null}
        </span>
        <strong data-testid="total">{money(breakdown.total)}</strong>
      </p>
    </>
  );
}
