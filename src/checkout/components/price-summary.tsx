import React, { useState, type ReactNode } from "react";
import { formatDate } from "../../../domain/format";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import type { PriceBreakdownFieldsFragment } from "../graphql/__generated__/graphql";
import { FreeCancellation } from "./free-cancellation";
import { PriceBreakdown } from "./price-breakdown";

/**
 * The selection's price breakdown exactly as the server computed it (never computed here: list prices, the offer as
 * its own line, the total), the free-cancellation reminder and the one primary action.
 * On a phone (below 960 px) it is the sticky total bar: the total and the action in one row, and a toggle that opens
 * the date, the party and the breakdown above them (collapsed at first: the bar stays within the chrome's budget,
 * ADR 0352).
 */
export function PriceSummary({
  title,
  breakdown,
  busy,
  locale,
  promoCode,
  city,
  freeCancellationUntil,
  date,
  time,
  children,
}: {
  title: string;
  /** The city of the tour (its time zone) and the server's free-cancellation deadline of the chosen slot. */
  city: string | null | undefined;
  freeCancellationUntil: string | null | undefined;
  promoCode?: string | null;
  /** The chosen day (YYYY-MM-DD, the city's calendar) and start time (HH:MM), shown in the summary's facts. */
  date?: string | null;
  time?: string | null;
  /** The quote's, the cart's, or the chosen upgrade's breakdown (step 2). */
  breakdown: PriceBreakdownFieldsFragment | null;
  busy: boolean;
  locale: Locale;
  children: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className={`summary${open ? " summary--open" : ""}`} aria-labelledby="summary-title" aria-busy={busy}>
      <button
        type="button"
        className="summary__toggle details-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="summary-toggle"
      >
        <span className="visually-hidden">{t("checkout.summaryDetails")}</span>
      </button>
      <h2 id="summary-title" className="summary__title">
        {t("checkout.summary")}
      </h2>
      <p className="summary__product">{title}</p>
      {date && <SummaryFacts date={date} time={time} locale={locale} />}
      {promoCode && (
        <p className="summary__promo" data-testid="promo-code">
          {t("checkout.promoCode", { code: promoCode })}
        </p>
      )}
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

/** The chosen day and start time as the summary's facts (the summary beside the step, the phone bar's details). */
export function SummaryFacts({ date, time, locale }: { date: string; time?: string | null; locale: Locale }) {
  const t = useT();
  return (
    <dl className="summary__facts">
      <div>
        <dt>{t("checkout.date")}</dt>
        <dd data-testid="summary-date">
          {formatDate(date, locale)}
          {time ? (
            <>
              , <time>{time}</time>
            </>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
