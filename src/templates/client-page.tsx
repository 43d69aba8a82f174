import { graphql, type HeadProps, type PageProps } from "gatsby";
import React, { startTransition, useEffect, useMemo, useState } from "react";
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
import { ErrorView } from "../layout/error-view";
import { CityNotFoundHelp, toursOfCity } from "../layout/city-not-found-help";
import { clientNotFoundContext, clientRouteContext } from "../routes/client-routes";
import { ProductAnalyticsProvider, toProductAnalytics } from "../analytics/product-analytics";

type Props = PageProps<Queries.ClientPageQuery, PageContext>;

/** Set once a client page's hydration has committed: a client page mounted later (a navigation) starts hydrated. */
let hydrationDone = false;

/**
 * False while React hydrates the server's HTML (and on the server), true once the browser renders on its own. The
 * switch after hydration is a transition (docs/adr/0356): the page's render at the address (the step, the checkout
 * app's mount) runs in slices. A store whose client snapshot differs from the server's (useSyncExternalStore, before)
 * re-rendered the whole page in one synchronous task right after hydration, a long task on a phone.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * The screen a client-only page shows at an address (ADR 0341): the page's own context for a page without a
 * matchPath; else the step of the address (route, page type, path, hreflang), or null for a path the page does not
 * know (the 404 screen).
 */
function screenOf(pageContext: PageContext, pathname: string): PageContext | null {
  return pageContext.clientMatchPath ? clientRouteContext(pageContext, pathname) : pageContext;
}

/**
 * The client-side screens: the checkout steps and the payment callbacks of a city are ONE page each whose matchPath
 * covers them (ADR 0341), plus manage booking. Server-rendered title and layout of the page's own screen; in the
 * browser this router shows the screen of the address and moves between steps without remounting anything (the
 * checkout app, its countdown and toasts live on). The checkout app (src/checkout/checkout-app.tsx) mounts here in
 * the browser, loaded by these routes only; the payment callbacks show the verified outcome
 * (src/checkout/payment-callback.tsx). Never indexed.
 */
export default function ClientPage({ data, pageContext: page, location }: Props) {
  const t = useT();
  // Hydration renders what the server rendered (the page's own screen, whatever the address), then the address's.
  const hydrated = useHydrated();
  const pathname = hydrated ? location.pathname : page.i18n.path;
  const screen = useMemo(() => screenOf(page, pathname), [page, pathname]);
  const notFound = useMemo(() => (screen ? null : clientNotFoundContext(page, pathname)), [screen, page, pathname]);
  const city = toLayoutCities(data).find((c) => c.id === page.cityId);
  if (!screen) {
    // A wrong path under the matchPath: the site's 404 inside the city (the web server answers it with status 404).
    return (
      <Layout data={data} pageContext={notFound ?? page}>
        <ErrorView status={404} locale={page.language} city={city} path={pathname}>
          {city && (
            <CityNotFoundHelp
              city={city}
              locale={page.language}
              path={pathname}
              tours={toursOfCity(data.cms?.Products?.docs, city.id)}
            />
          )}
        </ErrorView>
      </Layout>
    );
  }
  const pageContext = screen;
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
          // The app starts with the step of the address, never with the page's own screen that hydration renders.
          !hydrated ? (
            <p role="status" className="checkout__loading">
              {t("checkout.loading")}
            </p>
          ) : (
            // The city's product analytics (ventrataId, partner prices: ADR 0350) for the checkout's ecommerce items.
            <ProductAnalyticsProvider value={toProductAnalytics(data.cms?.Products?.docs)}>
              <CheckoutMount
                route={pageContext.routeName}
                locale={pageContext.language}
                city={city.id}
                search={location.search}
                loading={t("checkout.loading")}
                alerts={toAlerts(data.cms?.ServiceAlerts?.docs)}
              />
            </ProductAnalyticsProvider>
          )
        ) : (
          <div id="client-app" />
        )}
      </section>
    </Layout>
  );
}

/** Title, hreflang and page type of the screen at the address (Gatsby renders Head again at every address). */
export function Head({ data, pageContext: page, location }: HeadProps<Queries.ClientPageQuery, PageContext>) {
  // Without an address (a Head rendered on its own, as in unit tests): the page's own screen.
  const pathname = location?.pathname ?? page.i18n.path;
  const screen = screenOf(page, pathname);
  if (!screen) {
    return (
      <SeoHead
        data={data}
        title={translate(data, "error.404.title")}
        pageContext={clientNotFoundContext(page, pathname)}
        noindex
      />
    );
  }
  const title = translate(data, SCREEN_TITLES[screen.routeName], { city: cityNameOf(data, screen.cityId) });
  return <SeoHead data={data} title={title} pageContext={screen} noindex />;
}

export const query = graphql`
  query ClientPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
    cms {
      # Spec section 3, product analytics (ADR 0350): the checkout's items carry the Ventrata id and partner prices.
      # ... and a wrong path under the match path offers the city's closest tours beside the 404.
      Products(where: { city: { equals: $cityId } }, limit: 0, locale: $cmsLocale, fallbackLocale: en) {
        docs {
          productId
          title
          ventrataId
          partnerPrices {
            partner
            type
            price
          }
        }
      }
      # Step 1 shows an alert covering the chosen date.
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
