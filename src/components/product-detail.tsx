import React from "react";
import { formatClockTime, formatDuration, formatFrequency, formatRating } from "../../domain/format";
import type { Locale } from "../i18n/locales";
import { useT, type MessageKey, type Translate } from "../i18n/use-t";
import type { Currency } from "../lib/money";
import type { PriceFrom } from "../lib/price-from";
import { checkoutInformationHref } from "../routes/checkout-query";
import { FaqList } from "./faq-list";
import { OptionCompare } from "./option-compare";
import { Icon } from "./icon";
import { PriceFromLabel } from "./price";
import { ProductBar } from "./product-bar";
import { ProductLines } from "./product-lines";
import { ReviewsSummary } from "./reviews-summary";
import { IMAGE_SIZES, ResponsiveImage } from "./responsive-image";
import { RichText } from "./rich-text";
import type { ProductDetailData } from "../content/product-detail";
import { pushEvent } from "../analytics/data-layer";
import { bookTicketClickEvent } from "../analytics/events";
import { productItem, useViewItem } from "../analytics/product-item";
import { visitPartner } from "../analytics/product-analytics";

export function ProductDetail({
  product,
  price,
  currency,
  locale,
  city,
}: {
  product: ProductDetailData;
  price: PriceFrom | undefined;
  currency: Currency;
  locale: Locale;
  city: string;
}) {
  const t = useT();
  const [first, ...rest] = product.photos;
  const href = checkoutInformationHref(locale, city, { productId: product.productId, optionId: price?.optionId });
  useViewItem((partner) => productItem(product, price, currency.value, partner), visitPartner, product.productId);
  const onBook = (placement: string) => () =>
    pushEvent(bookTicketClickEvent({ productId: product.productId, productName: product.title, city, placement }));
  return (
    <article className="product">
      <header className="product__header">
        <h1>{product.title}</h1>
        {product.shortDescription && <p className="lead">{product.shortDescription}</p>}
        {product.rating != null && (
          <p className="rating" data-testid="rating">
            <a href="#reviews">
              <span aria-hidden="true">★</span>{" "}
              {t("product.rating", { rating: formatRating(product.rating, locale), count: product.reviewCount ?? 0 })}
            </a>
          </p>
        )}
      </header>
      <div className="product__layout">
        <div className="product__main">
          {first && (
            <figure className="product__photo">
              <ResponsiveImage image={first.image} sizes={IMAGE_SIZES.productMain} priority />
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
          <OptionCompare
            productId={product.productId}
            options={price?.options}
            currency={currency}
            locale={locale}
            city={city}
          />
          {product.included.length > 0 && (
            <section aria-labelledby="product-included" className="section product-included">
              <h2 id="product-included">{t("product.included")}</h2>
              <ul className="included-list">
                {product.included.map((item, i) => (
                  <li key={i}>
                    <span className="reassurance__tick" aria-hidden="true">
                      ✓
                    </span>{" "}
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProductLines lines={product.lines} locale={locale} city={city} />
          {rest.length > 0 && (
            <section aria-labelledby="product-gallery" className="section product-gallery">
              <h2 id="product-gallery">{t("product.gallery")}</h2>
              <ul className="gallery">
                {rest.map((p, i) => (
                  <li key={i}>
                    <figure>
                      <ResponsiveImage image={p.image} sizes={IMAGE_SIZES.gallery} />
                      {p.caption && <figcaption>{p.caption}</figcaption>}
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ReviewsSummary rating={product.rating} count={product.reviewCount} locale={locale} />
          {product.faqs.length > 0 && (
            <section aria-labelledby="product-faq" className="section">
              <h2 id="product-faq">{t("page.helpFaq")}</h2>
              <FaqList items={product.faqs} />
            </section>
          )}
        </div>
        <BookingBox
          product={product}
          price={price}
          currency={currency}
          locale={locale}
          href={href}
          onBook={onBook("booking_box")}
        />
      </div>
      {/* Phones: price and "Book now" stay at the bottom of the screen (the spec's product bar). */}
      <ProductBar
        state={{ sticky: true, price: price?.amount ?? 0, submit: true }}
        price={price && <PriceFromLabel price={price} currency={currency} locale={locale} />}
        fallback={<p>{t("product.priceUnknown")}</p>}
        note={freeCancellationText(t, price)}
        action={{ kind: "link", label: t("nav.book"), href, onClick: onBook("book_bar") }}
        testId="book-bar"
      />
    </article>
  );
}

/**
 * The booking box: price from, the one primary action, the free-cancellation reminder and the tour's key facts.
 * Sticky beside the content on desktop; on phones the bar below keeps price and action in view.
 */
function BookingBox({
  product,
  price,
  currency,
  locale,
  href,
  onBook,
}: {
  onBook: () => void;
  product: ProductDetailData;
  price: PriceFrom | undefined;
  currency: Currency;
  locale: Locale;
  href: string;
}) {
  const t = useT();
  const timetable = timetableFacts(product.timetable, locale, t);
  return (
    <aside className="product__aside booking-box" aria-labelledby="booking-box-title">
      <h2 id="booking-box-title" className="booking-box__title">
        {t("product.bookTitle")}
      </h2>
      {product.promoPercent || product.familyDiscount ? (
        <p className="booking-box__badges">
          {product.promoPercent ? (
            <span className="badge">{t("product.promo", { percent: product.promoPercent })}</span>
          ) : null}
          {product.familyDiscount ? (
            <span className="badge badge--alt">{t("product.family", { percent: product.familyDiscount })}</span>
          ) : null}
        </p>
      ) : null}
      <div className="booking-box__price">
        {price ? (
          <>
            <PriceFromLabel price={price} currency={currency} locale={locale} />
            <p className="booking-box__unit meta">{t("product.perAdult")}</p>
          </>
        ) : (
          <p>{t("product.priceUnknown")}</p>
        )}
      </div>
      <a className="button button--primary button--block button--large" href={href} data-testid="book" onClick={onBook}>
        {t("nav.book")}
      </a>
      <ul className="reassurance">
        <li className="reassurance__item reassurance__item--cancel">
          <span className="reassurance__tick" aria-hidden="true">
            ✓
          </span>{" "}
          {freeCancellationText(t, price)}
        </li>
        <li className="reassurance__item">
          <span className="reassurance__tick" aria-hidden="true">
            ✓
          </span>{" "}
          {t("product.mobileTickets")}
        </li>
      </ul>
      {(product.duration || product.meetingPoint || timetable.length > 0) && (
        <dl className="facts" data-testid="product-facts">
          {product.duration && (
            <>
              <dt>
                <Icon name="clock" size={18} /> {t("product.duration")}
              </dt>
              <dd>{product.duration}</dd>
            </>
          )}
          {product.meetingPoint && (
            <>
              <dt>
                <Icon name="map" size={18} /> {t("product.meetingPoint")}
              </dt>
              <dd>{product.meetingPoint}</dd>
            </>
          )}
          {timetable.map(([key, value]) => (
            <React.Fragment key={key}>
              <dt>
                <Icon name={key === "product.loopDuration" ? "bus" : "clock"} size={18} /> {t(key)}
              </dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      )}
    </aside>
  );
}

/**
 * The free-cancellation promise of the product page: the supplier's cutoff of the default option, the one the cards
 * show (docs/adr/0354); the general rule when the price is not known. Step 1 then gives the chosen slot's deadline.
 */
function freeCancellationText(t: ReturnType<typeof useT>, price: PriceFrom | undefined): string {
  const hours = price?.freeCancellationHours;
  return typeof hours === "number" && hours > 0
    ? t("product.freeCancellationHours", { hours })
    : t("product.freeCancellation");
}

/**
 * The timetable a traveller plans with, as label keys and values in the page's language: first and
 * last departure, frequency (the CMS's words when it has them, else "every N minutes"), loop duration.
 */
export function timetableFacts(
  tt: ProductDetailData["timetable"] | undefined,
  locale: Locale,
  t: Translate,
): [MessageKey, string][] {
  if (!tt) return [];
  const words = { hourly: t("product.frequencyHourly"), every: t("product.frequencyEvery") };
  const frequency =
    tt.frequencyText || (tt.frequencyMinutes ? formatFrequency(tt.frequencyMinutes, locale, words) : "");
  const rows: [MessageKey, string][] = [
    ["product.firstDeparture", tt.firstDeparture ? formatClockTime(tt.firstDeparture, locale) : ""],
    ["product.lastDeparture", tt.lastDeparture ? formatClockTime(tt.lastDeparture, locale) : ""],
    ["product.frequency", frequency],
    ["product.loopDuration", tt.loopMinutes ? formatDuration(tt.loopMinutes, locale) : ""],
  ];
  return rows.filter(([, value]) => value);
}
