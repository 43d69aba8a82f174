import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { ProductDetail } from "../components/product-detail";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import { toProductDetail } from "../content/product-detail";
import { toAlerts } from "../content/city-info";
import { ServiceAlertsArea } from "../components/service-alerts-area";
import type { PageContext } from "../routes/page-context";
import { toPrices } from "../lib/price-from";

type Props = PageProps<Queries.ProductPageQuery, PageContext>;
export default function ProductPage({ data, pageContext }: Props) {
  const t = useT();
  const product = toProductDetail(data.cms?.Products?.docs?.[0]);
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  return (
    <Layout data={data} pageContext={pageContext}>
      <ServiceAlertsArea
        alerts={toAlerts(data.cms?.ServiceAlerts?.docs)}
        locale={pageContext.language}
        city={pageContext.cityId}
        label={t("alerts.areaLabel")}
      />
      {product ? (
        <ProductDetail
          product={product}
          price={toPrices([data.bookingProduct])[product.productId]}
          currency={city?.currency ?? { value: "EUR" }}
          locale={pageContext.language}
          city={pageContext.cityId}
        />
      ) : (
        <h1>{t("page.product")}</h1>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProductPageQuery, PageContext>) {
  const product = data.cms?.Products?.docs?.[0];
  return (
    <SeoHead
      data={data}
      title={product?.seo?.metaTitle || product?.title || translate(data, "page.product")}
      description={product?.seo?.metaDescription || product?.shortDescription || undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query ProductPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!, $contentId: String!) {
    ...Locales
    ...LayoutData
    # The supplier's "price from" (plugins/booking-source): read here, not from page context.
    bookingProduct(productId: { eq: $contentId }) {
      ...BookingPriceFields
      # Every option's price from: the options side by side (components/option-compare.tsx).
      priceFrom {
        options {
          optionId
          durationMinutes
          amount
          original
          currency
        }
      }
    }
    cms {
      Products(where: { productId: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          productId
          ventrataId
          partnerPrices {
            partner
            type
            price
          }
          title
          shortDescription
          description
          duration
          meetingPoint
          firstDeparture
          lastDeparture
          frequencyMinutes
          frequencyText
          loopMinutes
          reviewCount
          rating
          promoPercent
          familyDiscount
          highlights {
            text
          }
          included {
            text
          }
          lines {
            routeId
            name
            color
            stops {
              name
              label
            }
          }
          photos {
            caption
            image {
              ...ResponsiveMedia
            }
          }
          faqs {
            question
            answer
          }
          seo {
            metaTitle
            metaDescription
          }
        }
      }
      ServiceAlerts(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "-startDate"
      ) {
        docs {
          title
          startDate
          endDate
          severity
          lines {
            text
          }
        }
      }
    }
  }
`;
