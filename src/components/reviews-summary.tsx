import React from "react";
import { formatCount, formatRating } from "../../domain/format";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";

/** The rating with one decimal and the review count in the page's number format; the stars' filled width in %. */
export function ratingFigures(
  rating: number,
  count: number | null,
  locale: Locale,
): { value: string; count: string | null; percent: number } {
  return {
    value: formatRating(rating, locale),
    count: count != null && count > 0 ? formatCount(count, locale) : null,
    percent: Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)) * 10) / 10,
  };
}

/**
 * The reviews summary of a product page: the average rating (out of 5) as text, stars as decoration, and the number
 * of reviews, in the page's number format. Nothing when the CMS has no rating for the product.
 */
export function ReviewsSummary({
  rating,
  count,
  locale,
}: {
  rating: number | null;
  count: number | null;
  locale: Locale;
}) {
  const t = useT();
  if (rating == null) return null;
  const { value, count: reviews, percent } = ratingFigures(rating, count, locale);
  return (
    <section id="reviews" aria-labelledby="product-reviews" className="section reviews-summary">
      <h2 id="product-reviews">{t("product.reviews")}</h2>
      <div className="reviews-summary__body">
        <p className="reviews-summary__score" data-testid="reviews-rating">
          {t("product.reviewsRating", { rating: value })}
        </p>
        <span
          className="reviews-summary__stars"
          aria-hidden="true"
          style={{ "--rating-percent": `${percent}%` } as React.CSSProperties}
        >
          ★★★★★
        </span>
        {reviews && (
          <p className="reviews-summary__count" data-testid="reviews-count">
            {t("product.reviewsCount", { reviews })}
          </p>
        )}
      </div>
    </section>
  );
}
