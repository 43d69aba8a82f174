import React from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { mediaSrc } from "../lib/media";
import type { Currency } from "../lib/money";
import type { PriceFrom } from "../lib/octo-offers";
import { pathFor } from "../routes/route-table";
import { FaqList } from "./faq-list";
import { Icon } from "./icon";
import { PriceFromLabel } from "./price";
import { RichText } from "./rich-text";
import type { ProductDetailData } from "../content/product-detail";

/** The checkout information step with the product and option (spec: city-checkout-information). */
export function bookingHref(locale: Locale, city: string, productId: string, optionId: string | undefined): string {
  const query = new URLSearchParams({ productId });
  if (optionId) query.set("optionId", optionId);
  return `${pathFor("city-checkout-information", locale, { city })}?${query.toString()}`;
}

export function ProductDetail({ product, price, currency, locale, city }: {
  product: ProductDetailData;
  price: PriceFrom | undefined;
  currency: Currency;
  locale: Locale;
  city: string;
}) {
  const t = useT();
  const [first, ...rest] = product.photos;
  return (
    <article className="product">
      <header className="product__header">
        <h1>{product.title}</h1>
        {product.shortDescription && <p className="lead">{product.shortDescription}</p>}
        {product.rating != null && (
          <p className="rating" data-testid="rating">
            <span aria-hidden="true">★</span> {t("product.rating", { rating: product.rating.toFixed(1), count: product.reviewCount ?? 0 })}
          </p>
        )}
      </header>
      <div className="product__layout">
        <div className="product__main">
          {first && (
            <figure className="product__photo">
              <img src={mediaSrc(first.image.url)} alt={first.image.alt} width={first.image.width} height={first.image.height} decoding="async" fetchPriority="high" />
              {first.caption && <figcaption>{first.caption}</figcaption>}
            </figure>
          )}
          {product.highlights.length > 0 && (
            <ul className="highlights">
              {product.highlights.map((h, i) => (
                <li key={i}>{h}</li>
              ))}
            </ul>
          )}
          <RichText html={product.description} />
          {rest.length > 0 && (
            <ul className="gallery">
              {rest.map((p, i) => (
                <li key={i}>
                  <figure>
                    <img src={mediaSrc(p.image.url)} alt={p.image.alt} width={p.image.width} height={p.image.height} loading="lazy" decoding="async" />
                    {p.caption && <figcaption>{p.caption}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          )}
          {product.faqs.length > 0 && (
            <section aria-labelledby="product-faq" className="section">
              <h2 id="product-faq">{t("page.helpFaq")}</h2>
              <FaqList items={product.faqs} />
            </section>
          )}
        </div>
        <aside className="product__aside booking-box" aria-labelledby="booking-box-title">
          <h2 id="booking-box-title" className="booking-box__title">{t("product.bookTitle")}</h2>
          {price ? <PriceFromLabel price={price} currency={currency} locale={locale} /> : <p>{t("product.priceUnknown")}</p>}
          {product.promoPercent ? <p className="badge">{t("product.promo", { percent: product.promoPercent })}</p> : null}
          {product.familyDiscount ? <p className="badge badge--alt">{t("product.family", { percent: product.familyDiscount })}</p> : null}
          <dl className="facts">
            {product.duration && (
              <>
                <dt><Icon name="clock" size={18} /> {t("product.duration")}</dt>
                <dd>{product.duration}</dd>
              </>
            )}
            {product.meetingPoint && (
              <>
                <dt><Icon name="map" size={18} /> {t("product.meetingPoint")}</dt>
                <dd>{product.meetingPoint}</dd>
              </>
            )}
          </dl>
          <a className="button button--primary button--block" href={bookingHref(locale, city, product.productId, price?.optionId)} data-testid="book">
            {t("nav.book")}
          </a>
          <p className="meta">{t("product.freeCancellation")}</p>
        </aside>
      </div>
    </article>
  );
}
