import React from "react";
import { useTranslation } from "react-i18next";
import { formatRating } from "../../domain/format";
import { isLocale } from "../i18n/locales";
import { useT } from "../i18n/use-t";

/**
 * An app-store rating as its own element: the visible "★ 4.5/5" is decoration for sighted readers, the text
 * alternative ("rated 4.5 out of 5") is what assistive technology reads. Kept outside the store link so that the
 * link's name is the store name alone.
 */
export function StoreRating({ rating }: { rating: number }) {
  const t = useT();
  const { i18n } = useTranslation();
  const language = i18n?.language;
  const value = formatRating(rating, language && isLocale(language) ? language : "en");
  return (
    <span className="rating" role="img" aria-label={t("app.ratingLabel", { rating: value })}>
      <span aria-hidden="true">★ {t("app.rating", { rating: value })}</span>
    </span>
  );
}
