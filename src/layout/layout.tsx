import React, { useState, type ReactNode } from "react";
import type { PageContext } from "../routes/page-context";
import { useT } from "../i18n/use-t";
import { Header } from "./header";
import { Footer } from "./footer";
import { usePageView } from "./page-view";
import { useMarketingParams } from "./marketing-params";
import { toLayoutCities, type LayoutCity } from "../content/layout-cities";
import { AppBanner } from "./app-banner";
import { ConsentBanner } from "./consent-banner";
import { toMenus } from "../content/menus";
import { toAppLinks } from "../content/block-data";
import { brandOf } from "../content/brand";
import { ErrorBoundary } from "./error-boundary";

interface Props {
  data: Queries.LayoutDataFragment;
  pageContext: PageContext;
  children: ReactNode;
  /** The city whose chrome (header, menus, colours) the page wears when its context has none: the shared 404 page. */
  chromeCityId?: string;
}

/** Page chrome shared by every screen: skip link, header, main landmark (behind an error boundary), footer, city colors. */
export function Layout({ data, pageContext, children, chromeCityId }: Props) {
  const t = useT();
  const cities = toLayoutCities(data);
  const city: LayoutCity | undefined = cities.find((c) => c.id === (chromeCityId ?? pageContext.cityId));
  usePageView(pageContext);
  useMarketingParams(pageContext);
  const [consentOpen, setConsentOpen] = useState(false);
  const menus = toMenus(data, city?.id ?? "");
  const appLinks = toAppLinks(data.cms?.AppRating, data.bookingRating);
  const brand = brandOf(data);
  const theme = city
    ? ({
        "--city-primary": city.colors.primary,
        "--city-secondary": city.colors.secondary,
        "--city-text": city.colors.textColor,
      } as React.CSSProperties)
    : undefined;
  return (
    <div className="site" style={theme} data-page-type={pageContext.pageType}>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <ConsentBanner onOpenChange={setConsentOpen} />
      {/* one bottom banner at a time: the app banner waits for the consent choice */}
      <AppBanner links={consentOpen ? null : appLinks} path={pageContext.i18n.path} pageType={pageContext.pageType} />
      <Header pageContext={pageContext} city={city} brand={brand} menu={menus.header} />
      <main id="main" className="main" tabIndex={-1}>
        {/* A render error or a failed chunk shows the 500 screen here, the header and footer kept (a new page starts
            afresh; the steps of a client-only page are one page, ADR 0341: a step change keeps the app mounted). */}
        <ErrorBoundary
          key={pageContext.clientMatchPath ?? pageContext.i18n.path}
          locale={pageContext.language}
          city={city}
        >
          {children}
        </ErrorBoundary>
      </main>
      <Footer pageContext={pageContext} cities={cities} city={city} brand={brand} menu={menus.footer} />
    </div>
  );
}
