import React, { type ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatDate } from "../../../domain/format";
import type { CartFieldsFragment } from "../graphql/__generated__/graphql";
import { FreeCancellation } from "./free-cancellation";
import { PriceBreakdown } from "./price-breakdown";

/**
 * The cart as the server has it (step 3): tour and option, the date and start time as the city's clock reads them
 * (LocalDateTime, never converted), then the one price breakdown (list-price lines of the tour and its add-ons, the
 * offers, the total "taxes included" in the city's currency). Nothing is computed here.
 */
export function CartSummary({
  cart,
  locale,
  children,
}: {
  cart: CartFieldsFragment;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = useT();
  const time = cart.startsAt && !cart.allDay ? cart.startsAt.slice(11, 16) : null;
  return (
    <section className="summary" aria-labelledby="summary-title" data-testid="cart-summary">
      <h2 id="summary-title" className="summary__title">
        {t("checkout.paymentTitle")}
      </h2>
      <p className="summary__product">{cart.product.title}</p>
      <dl className="summary__facts">
        <div>
          <dt>{t("checkout.option")}</dt>
          <dd>{cart.option.title}</dd>
        </div>
        {cart.date && (
          <div>
            <dt>{t("checkout.date")}</dt>
            <dd data-testid="summary-date">{formatDate(cart.date, locale)}</dd>
          </div>
        )}
        {time && (
          <div>
            <dt>{t("checkout.startTime")}</dt>
            <dd>
              <time dateTime={cart.startsAt ?? undefined}>{time}</time>
            </dd>
          </div>
        )}
      </dl>
      <h3 className="summary__subtitle">{t("checkout.passengers")}</h3>
      <PriceBreakdown breakdown={cart.breakdown} locale={locale} totalNote={`(${t("checkout.taxesIncluded")})`} />
      {children}
      <FreeCancellation until={cart.freeCancellationUntil} city={cart.product.city} locale={locale} />
    </section>
  );
}
