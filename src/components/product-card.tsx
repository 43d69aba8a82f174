import { graphql } from "gatsby";
import React, { useId } from "react";
import { formatRating } from "../../domain/format";
import type { ProductSummary } from "../content/content-mappers";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import type { Currency } from "../lib/money";
import type { PriceFrom } from "../lib/price-from";
import { checkoutInformationHref } from "../routes/checkout-query";
import { Icon } from "./icon";
import { LocalizedLink } from "./localized-link";
import { PriceFromLabel } from "./price";
import { IMAGE_SIZES, ResponsiveImage } from "./responsive-image";
import { pushEcommerce, pushEvent } from "../analytics/data-layer";
import { bookTicketClickEvent, selectItemEvent } from "../analytics/events";
import { productItem } from "../analytics/product-item";

/** The list a card is shown in (analytics item_list_id / item_list_name). */
export interface CardList {
  id: string;
  name: string;
}

/** What a card needs from a CMS product (city home, tours, static pages with offers). */
export const productCardFields = graphql`
  fragment ProductCardFields on Payload_Product {
    productId
    ventrataId
    title
    shortDescription
    offerType
    promoPercent
    duration
    rating
    reviewCount
    photos {
      image {
        ...ResponsiveMedia
      }
    }
  }
`;

/**
 * A tour card: what shoppers compare (duration or validity, the from-price, the rating where the CMS has one, a
 * free-cancellation mark where the supplier allows it), the title linking to the product page with the whole card
 * as its target (stretched link), and "Book now" straight to step 1 of the checkout with the default option.
 */
/** The card's rating as the product page writes it ("4,6" in French): the kernel's one rating format. */
const ratingText = (rating: number, locale: Locale) => formatRating(rating, locale);

export function ProductCard({
  product,
  price,
  currency,
  locale,
  city,
  headingLevel = 3,
  list,
}: {
  list?: CardList;
  product: ProductSummary;
  price: PriceFrom | undefined;
  currency: Currency;
  locale: Locale;
  city: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = useId();
  const selectItem = () => {
    if (list) pushEcommerce(selectItemEvent(list.id, list.name, productItem(product, price, currency.value)));
  };
  return (
    <article className="product-card">
      {product.image && (
        <ResponsiveImage image={product.image} sizes={IMAGE_SIZES.card} alt="" className="product-card__image" />
      )}
      <div className="product-card__body">
        <Heading className="product-card__title" id={titleId}>
          <LocalizedLink
            className="product-card__link"
            to="city-product-id"
            locale={locale}
            params={{ city, id: product.productId }}
            onClick={selectItem}
          >
            {product.title}
          </LocalizedLink>
        </Heading>
        {product.promoPercent ? <p className="badge">{t("product.promo", { percent: product.promoPercent })}</p> : null}
        {product.shortDescription && <p>{product.shortDescription}</p>}
        <ul className="product-card__facts">
          {product.duration && (
            <li className="product-card__duration">
              <Icon name="clock" size={18} />
              <span className="visually-hidden">{t("product.durationLabel")} </span>
              {product.duration}
            </li>
          )}
          {product.rating ? (
            <li className="product-card__rating">
              <span aria-hidden="true">★ </span>
              {product.reviewCount
                ? t("product.rating", { rating: ratingText(product.rating, locale), count: product.reviewCount })
                : t("card.rating", { rating: ratingText(product.rating, locale) })}
            </li>
          ) : null}
          {price?.freeCancellationHours !== undefined && (
            <li className="product-card__cancel">
              <span aria-hidden="true">✓ </span>
              {price.freeCancellationHours > 0
                ? t("card.freeCancellationHours", { hours: price.freeCancellationHours })
                : t("card.freeCancellation")}
            </li>
          )}
        </ul>
        <div className="product-card__footer">
          {price && <PriceFromLabel price={price} currency={currency} locale={locale} />}
          <a
            className="button button--primary product-card__book"
            href={checkoutInformationHref(locale, city, { productId: product.productId, optionId: price?.optionId })}
            aria-describedby={titleId}
            data-testid="card-book"
            onClick={() =>
              pushEvent(
                bookTicketClickEvent({
                  productId: product.productId,
                  productName: product.title,
                  city,
                  placement: list?.id ?? "card",
                }),
              )
            }
          >
            {t("nav.book")}
          </a>
        </div>
      </div>
    </article>
  );
}
