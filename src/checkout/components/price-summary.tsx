import React, { type ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useT, type MessageKey } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { QuoteQuery } from "../graphql/__generated__/graphql";

type Quote = QuoteQuery["quote"];

/**
 * The selection's price lines and total, exactly as the server quoted them (never computed here), the discount
 * and offer when there is one, the free-cancellation reminder and the one primary action.
 */
export function PriceSummary({ title, quote, busy, locale, promoCode, children }: {
  title: string;
  promoCode?: string | null;
  /** A quote, or a cart (whose upsell lines carry their productTitle). */
  quote: (Pick<Quote, "total" | "offer"> & { lines: ReadonlyArray<Quote["lines"][number] & { productTitle?: string | null }> }) | null;
  busy: boolean;
  locale: Locale;
  children: ReactNode;
}) {
  const t = useT();
  const money = (p: { retail: number; currency: string }) => formatPrice(p.retail, { value: p.currency }, locale);
  return (
    <section className="summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title" className="summary__title">{t("checkout.summary")}</h2>
      <p className="summary__product">{title}</p>
      {promoCode && <p className="summary__promo" data-testid="promo-code">{t("checkout.promoCode", { code: promoCode })}</p>}
      {quote ? (
        <dl className="summary__lines" data-testid="price-lines">
          {quote.lines.filter((l) => l.quantity > 0).map((line) => (
            <div key={`${line.productTitle ?? ""}:${line.unitId}`} className="summary__line">
              <dt>{line.productTitle ? `${line.productTitle}: ` : ""}{line.quantity} × {t(`checkout.unit.${line.type}` as MessageKey)}</dt>
              <dd>{money(line.total)}</dd>
            </div>
          ))}
          {quote.total.discount > 0 && (
            <div className="summary__line summary__line--discount">
              <dt>{quote.offer?.title ? t("checkout.offer", { title: quote.offer.title }) : t("checkout.discount")}</dt>
              <dd>−{formatPrice(quote.total.discount, { value: quote.total.currency }, locale)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="summary__pending">{t("checkout.pricesPending")}</p>
      )}
      <p className="summary__total" aria-live="polite" aria-atomic="true">
        <span>{t("checkout.total")}</span>
        <strong data-testid="total">{quote ? money(quote.total) : "–"}</strong>
      </p>
      {children}
      <p className="summary__reassurance"><span aria-hidden="true">✓ </span>{t("checkout.freeCancellation")}</p>
    </section>
  );
}
