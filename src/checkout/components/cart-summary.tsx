import React, { type ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useT, type MessageKey } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { fullDate } from "../day-label";
import type { CartFieldsFragment } from "../graphql/__generated__/graphql";

/**
 * The cart as the server has it (step 3): tour and option, the date and start time as the city's clock reads them
 * (LocalDateTime, never converted), the passengers' price lines, the discount, "taxes included" and the total in
 * the city's currency. Added upsells' lines carry their product's title (step 2). Nothing is computed here.
 */
export function CartSummary({ cart, locale, children }: { cart: CartFieldsFragment; locale: Locale; children?: ReactNode }) {
  const t = useT();
  const money = (minor: number) => formatPrice(minor, { value: cart.total.currency }, locale);
  const time = cart.startsAt && !cart.allDay ? cart.startsAt.slice(11, 16) : null;
  return (
    <section className="summary" aria-labelledby="summary-title" data-testid="cart-summary">
      <h2 id="summary-title" className="summary__title">{t("checkout.paymentTitle")}</h2>
      <p className="summary__product">{cart.product.title}</p>
      <dl className="summary__facts">
        <div><dt>{t("checkout.option")}</dt><dd>{cart.option.title}</dd></div>
        {cart.date && <div><dt>{t("checkout.date")}</dt><dd data-testid="summary-date">{fullDate(cart.date, locale)}</dd></div>}
        {time && <div><dt>{t("checkout.startTime")}</dt><dd><time dateTime={cart.startsAt ?? undefined}>{time}</time></dd></div>}
      </dl>
      <h3 className="summary__subtitle">{t("checkout.passengers")}</h3>
      <dl className="summary__lines" data-testid="price-lines">
        {cart.lines.filter((l) => l.quantity > 0).map((l) => (
          <div key={`${l.productTitle ?? ""}:${l.unitId}`} className="summary__line">
            <dt>{l.productTitle ? `${l.productTitle}: ` : ""}{l.quantity} × {t(`checkout.unit.${l.type}` as MessageKey)}</dt>
            <dd>{money(l.total.original)}</dd>
          </div>
        ))}
        {cart.total.discount > 0 && (
          <div className="summary__line summary__line--discount" data-testid="discount">
            <dt>{cart.offer?.title ? t("checkout.offer", { title: cart.offer.title }) : cart.offer ? t("checkout.promoCode", { code: cart.offer.code }) : t("checkout.discount")}</dt>
            <dd>−{money(cart.total.discount)}</dd>
          </div>
        )}
      </dl>
      <p className="summary__total" aria-live="polite" aria-atomic="true">
        <span>{t("checkout.total")} <span className="meta">({t("checkout.taxesIncluded")})</span></span>
        <strong data-testid="total">{money(cart.total.retail)}</strong>
      </p>
      {children}
      <p className="summary__reassurance"><span aria-hidden="true">✓ </span>{t("checkout.freeCancellation")}</p>
    </section>
  );
}
