import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { IMAGE_SIZES, ResponsiveImage } from "../components/responsive-image";
import type { ProductSummary } from "../content/content-mappers";
import type { Locale } from "../i18n/locales";
import { passengerLabelKey } from "../i18n/passenger-texts";
import { useT, type Translate } from "../i18n/use-t";
import { PASSENGER_TYPES } from "../../domain/passengers";
import { formatPrice, type Currency } from "../lib/money";
import { pathFor } from "../../domain/route-table";
import { checkoutInformationHref } from "../routes/checkout-query";
import { searchQueryString, type SearchParams } from "./search-params";
import type { SearchHit } from "./search-api";
import type { SearchView } from "./use-search";
import { formatLongDate } from "./format-date";

/** Fewer seats than this are "limited" (spec section 9). */
const LIMITED_BELOW = 10;

/** "Adults: 2, Children: 1": each type with a count, in the kernel's order; the adults always, but for family passes. */
function partySummary(t: Translate, p: SearchParams["passengers"]): string {
  return PASSENGER_TYPES.filter((type) => (type === "adult" ? !p.family : p[type] > 0))
    .map((type) => `${t(passengerLabelKey(type))}: ${p[type]}`)
    .join(", ");
}

/** The results region: prompt, loading, tours with the party's total, or the spec's messages. */
export function SearchResults({
  view,
  city,
  locale,
  currency,
  products,
  onPickDate,
}: {
  view: SearchView;
  /** Runs the same search on another date (the link's URL is the fallback without JavaScript). */
  onPickDate: (date: string) => void;
  city: string;
  locale: Locale;
  currency: Currency;
  products: ProductSummary[];
}) {
  const t = useT();
  const body = (() => {
    switch (view.status) {
      case "idle":
        return <p className="search-results__prompt">{t("search.prompt")}</p>;
      case "loading":
        return (
          <p className="search-results__loading">
            <span className="spinner" aria-hidden="true" /> {t("search.loading")}
          </p>
        );
      case "failed":
        return (
          <p className="notice notice--error" data-testid="search-error">
            {t("errors.search")}
          </p>
        );
      case "rule":
        return (
          <p className="notice notice--error" data-testid="search-error">
            {view.message}
          </p>
        );
      case "noDates":
        return (
          <p className="notice notice--info" data-testid="search-empty">
            {t("errors.noDates")}
          </p>
        );
      case "empty":
        return (
          <div className="notice notice--info" data-testid="search-empty">
            <p>{t("errors.searchEmpty")}</p>
            {view.alternatives.length > 0 && (
              <>
                <p>{t("search.otherDates")}</p>
                <ul className="search-results__dates">
                  {view.alternatives.map((date) => (
                    <li key={date}>
                      <a
                        className="button button--secondary"
                        href={`${pathFor("city-search", locale, { city })}?${searchQueryString({ ...view.params, date })}`}
                        onClick={(e) => {
                          e.preventDefault();
                          onPickDate(date);
                        }}
                      >
                        {formatLongDate(date, locale)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        );
      case "results":
        return (
          <ul className="search-results__list">
            {view.hits.map((hit) => (
              <li key={hit.product.id}>
                <SearchHitCard
                  hit={hit}
                  params={view.params}
                  city={city}
                  locale={locale}
                  currency={currency}
                  product={products.find((p) => p.productId === hit.product.id)}
                />
              </li>
            ))}
          </ul>
        );
    }
  })();
  const summary =
    view.status === "idle"
      ? ""
      : view.status === "loading"
        ? t("search.loading")
        : view.status === "results"
          ? t("search.count", { count: view.hits.length, date: formatLongDate(view.params.date, locale) })
          : view.status === "failed"
            ? t("errors.search")
            : view.status === "rule"
              ? view.message
              : view.status === "noDates"
                ? t("errors.noDates")
                : t("errors.searchEmpty");
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title">{t("search.resultsTitle")}</h2>
      {view.status !== "idle" && view.status !== "loading" && (
        <p className="search-results__party meta">
          {formatLongDate(view.params.date, locale)} · {partySummary(t, view.params.passengers)}
        </p>
      )}
      {/* One polite announcement per state; the visible content below is not a live region (no double reading). */}
      <p className="visually-hidden" role="status">
        {summary}
      </p>
      {body}
    </section>
  );
}

function SearchHitCard({
  hit,
  params,
  city,
  locale,
  currency,
  product,
}: {
  hit: SearchHit;
  params: SearchParams & { date: string };
  city: string;
  locale: Locale;
  currency: Currency;
  product: ProductSummary | undefined;
}) {
  const t = useT();
  const total = hit.quote?.total;
  const cur = { ...currency, value: total?.currency || currency.value };
  const title = product?.title ?? hit.product.title;
  const titleId = `hit-${hit.product.id}`;
  return (
    <article className="search-hit" aria-labelledby={titleId} data-testid="search-hit">
      {product?.image && (
        <ResponsiveImage image={product.image} sizes={IMAGE_SIZES.searchHit} alt="" className="search-hit__image" />
      )}
      <div className="search-hit__body">
        <h3 className="search-hit__title" id={titleId}>
          <LocalizedLink to="city-product-id" locale={locale} params={{ city, id: hit.product.id }}>
            {title}
          </LocalizedLink>
        </h3>
        <p className="meta">{hit.option.title}</p>
        <p className="search-hit__badges">
          {hit.promoted && <span className="badge">{t("search.promoted")}</span>}
          {hit.vacancies != null && hit.vacancies < LIMITED_BELOW && (
            <span className="badge badge--warn">{t("search.seatsLeft", { count: hit.vacancies })}</span>
          )}
        </p>
      </div>
      <div className="search-hit__book">
        {total && (
          <p className="search-hit__total">
            <span className="search-hit__total-label">{t("search.total")}</span>{" "}
            {total.discount > 0 && (
              <>
                <s className="price__original">
                  <span className="visually-hidden">{t("price.instead")} </span>
                  {formatPrice(total.original, cur, locale)}
                </s>{" "}
              </>
            )}
            <strong className="search-hit__amount" data-testid="total">
              {formatPrice(total.retail, cur, locale)}
            </strong>
          </p>
        )}
        <a
          className="button button--primary"
          href={checkoutInformationHref(locale, city, {
            productId: hit.product.id,
            optionId: hit.option.id,
            date: params.date,
            passengers: params.passengers,
          })}
          aria-describedby={titleId}
        >
          {t("nav.book")}
        </a>
      </div>
    </article>
  );
}
