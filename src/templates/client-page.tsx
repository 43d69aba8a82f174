import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { CheckoutMount } from "../checkout/checkout-mount";
import { PaymentCallback } from "../checkout/payment-callback";
import { ManageBookingMount } from "../checkout/manage-booking/manage-booking-mount";
import { cityNameOf, toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { SCREEN_TITLES } from "../routes/screen-titles";
import { toAlerts } from "../content/city-info";

type Props = PageProps<Queries.ClientPageQuery, PageContext>;

/**
 * Shell of the client-side screens (checkout steps, payment callbacks): server-rendered title and layout; the
 * checkout app (src/checkout/checkout-app.tsx) mounts here in the browser, loaded by these routes only; the payment
 * callbacks show the verified outcome (src/checkout/payment-callback.tsx). Never indexed.
 */
export default function ClientPage({ data, pageContext, location }: Props) {
  const t = useT();
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  if (city && pageContext.routeName.startsWith("city-callback-")) {
    return (
      <Layout data={data} pageContext={pageContext}>
        <PaymentCallback city={city} locale={pageContext.language} />
      </Layout>
    );
  }
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="section">
        <h1>{t(SCREEN_TITLES[pageContext.routeName], { city: cityNameOf(data, pageContext.cityId) })}</h1>
        {pageContext.routeName === "manage-booking" ? (
          <ManageBookingMount locale={pageContext.language} search={location.search} loading={t("checkout.loading")} />
        ) : city && pageContext.routeName.startsWith("city-checkout") ? (
          <CheckoutMount route={pageContext.routeName} locale={pageContext.language} city={city.id} search={location.search} loading={t("checkout.loading")}
            alerts={toAlerts(data.cms?.ServiceAlerts?.docs)} />
        ) : (
          <div id="client-app" />
        )}
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ClientPageQuery, PageContext>) {
  const title = translate(data, SCREEN_TITLES[pageContext.routeName], { city: cityNameOf(data, pageContext.cityId) });
  return <SeoHead data={data} title={title} pageContext={pageContext} noindex />;
}

export const query = graphql`
  query ClientPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
    cms {
      # Issue 28.6: step 1 shows an alert covering the chosen date.
      ServiceAlerts(where: { city: { equals: $cityId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0, sort: "-startDate") {
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
