import { skipToken, useQuery } from "@apollo/client/react";
import { useAtomValue } from "jotai";
import React from "react";
import type { Locale } from "../../i18n/locales";
import { useT, type MessageKey } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { CartDocument } from "../graphql/__generated__/graphql";
import { fullDate } from "../day-label";
import { selectionHref } from "../guards";
import { liveCartAtom } from "../state/cart-atoms";

/**
 * Steps 2-4 until the next issue fills them: what is in the cart (read from the server) and the way back to
 * step 1. The guards keep them behind a live cart.
 */
export function LaterStep({ locale }: { locale: Locale }) {
  const t = useT();
  const cart = useAtomValue(liveCartAtom);
  const server = useQuery(CartDocument, cart ? { variables: { id: cart.id, locale } } : skipToken);
  const data = server.data?.cart;
  return (
    <div className="checkout-step checkout-step--later" data-testid="later-step">
      {data && (
        <section className="summary" aria-labelledby="cart-title">
          <h2 id="cart-title" className="summary__title">{t("checkout.summary")}</h2>
          <p className="summary__product">{data.product.title} – {data.option.title}</p>
          {data.date && <p>{fullDate(data.date, locale)}{data.startsAt && !data.allDay ? `, ${data.startsAt.slice(11, 16)}` : ""}</p>}
          <dl className="summary__lines">
            {data.lines.filter((l) => l.quantity > 0).map((l) => (
              <div key={l.unitId} className="summary__line">
                <dt>{l.quantity} × {t(`checkout.unit.${l.type}` as MessageKey)}</dt>
                <dd>{formatPrice(l.total.retail, { value: l.total.currency }, locale)}</dd>
              </div>
            ))}
          </dl>
          <p className="summary__total">
            <span>{t("checkout.total")}</span>
            <strong data-testid="total">{formatPrice(data.total.retail, { value: data.total.currency }, locale)}</strong>
          </p>
        </section>
      )}
      <p>{t("checkout.later")}</p>
      {cart && <p><a className="button button--secondary" href={selectionHref(locale, cart)}>{t("checkout.step1")}</a></p>}
    </div>
  );
}
