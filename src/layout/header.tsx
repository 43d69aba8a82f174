import { Link } from "gatsby";
import React from "react";
import { Icon } from "../components/icon";
import { LocalizedLink } from "../components/localized-link";
import { useT, type MessageKey } from "../i18n/use-t";
import type { PageContext } from "../routes/page-context";
import type { RouteName } from "../../domain/route-table";
import { LanguageSwitcher } from "./language-switcher";
import type { LayoutCity } from "../content/layout-cities";
import { CmsLink } from "../links/cms-link";
import type { MenuItem } from "../links/resolve-menu-link";
import { menuEntries } from "../links/menu-entries";
import { pathFor } from "../../domain/route-table";
import type { Brand } from "../content/brand";
import { useDisclosure } from "./use-disclosure";
import { HeldTourSlot } from "./held-tour-slot";

/** The id of the header's menu panel (the phone menu button's aria-controls). */
export const HEADER_PANEL_ID = "header-panel";

/** The city's main screens: routes whose only parameter is the city. */
const CITY_NAV = [
  { route: "city-home", label: "nav.home" },
  { route: "city-tours", label: "nav.tours" },
  { route: "city-search", label: "nav.search" },
  { route: "city-map", label: "nav.map" },
  { route: "city-inspiration", label: "nav.inspiration" },
  { route: "city-help", label: "nav.help" },
] as const satisfies readonly { route: RouteName; label: MessageKey }[];

/** The brand's logo (decorative: the brand's name is written beside it), else its initials. */
function BrandMark({ brand }: { brand: Brand }) {
  if (brand.logo) {
    // Decoded off the first frame and fetched after the page's LCP image: a 40-pixel mark must not delay the first paint.
    return (
      <img
        className="header__logo"
        src={brand.logo.src}
        width={brand.logo.width}
        height={brand.logo.height}
        alt=""
        decoding="async"
        {...{ fetchpriority: "low" }}
      />
    );
  }
  const initials = brand.name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="header__logo" aria-hidden="true">
      {initials}
    </span>
  );
}

export function Header({
  pageContext,
  city,
  brand,
  menu = [],
}: {
  pageContext: PageContext;
  city: LayoutCity | undefined;
  brand: Brand;
  menu?: MenuItem[];
}) {
  const t = useT();
  const locale = pageContext.language;
  const disclosure = useDisclosure();
  // Nothing to show behind the button on a screen without a city in one language only (utility pages).
  const hasPanel = Boolean(city) || pageContext.alternates.length >= 2;
  // The CMS menu without what the city navigation already lists (Inspiration, Map...) and without dead labels.
  const featured = city
    ? menuEntries(menu, locale, city.id, [
        ...CITY_NAV.map((item) => pathFor(item.route, locale, { city: city.id })),
        `/${locale}`,
      ])
    : [];
  // Not in the checkout (its own page "city-checkout" included) nor on the payment callbacks: after paying, the
  // stored cart is still "held" until the callback has verified the payment, and the chip flashed there.
  const heldSlot = !(
    pageContext.routeName?.startsWith("city-checkout") || pageContext.routeName?.startsWith("city-callback-")
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the open menu from anywhere in the header (the buttons inside are the controls)
    <header className="header" onKeyDown={disclosure.onKeyDown} data-held-slot={heldSlot ? "" : undefined}>
      <div className="header__bar">
        {city ? (
          <LocalizedLink className="header__brand" to="city-home" locale={locale} params={{ city: city.id }}>
            <BrandMark brand={brand} />
            <span>
              {brand.name} <strong>{city.name}</strong>
            </span>
          </LocalizedLink>
        ) : (
          <LocalizedLink className="header__brand" to="pre-home" locale={locale}>
            <BrandMark brand={brand} />
            <span>{brand.name}</span>
          </LocalizedLink>
        )}
        {/* The date-and-party search, one tap away on every city page (ADR 0352); the desktop lists it in the nav. */}
        {city && (
          <LocalizedLink
            className="header__search"
            to="city-search"
            locale={locale}
            params={{ city: city.id }}
            aria-current={pageContext.routeName === "city-search" ? "page" : undefined}
            data-testid="header-search"
          >
            <Icon name="search" size={22} />
            <span className="visually-hidden">{t("nav.searchShort")}</span>
          </LocalizedLink>
        )}
        {/* Phones only (CSS): a disclosure that shows the language switcher and the menus below the bar. */}
        {hasPanel && (
          <button
            type="button"
            className="header__menu-button"
            ref={disclosure.buttonRef}
            aria-expanded={disclosure.open}
            aria-controls={HEADER_PANEL_ID}
            onClick={disclosure.toggle}
          >
            <Icon name="menu" size={22} />
            {t("nav.menu")}
          </button>
        )}
      </div>
      <div id={HEADER_PANEL_ID} className={disclosure.open ? "header__panel header__panel--open" : "header__panel"}>
        <LanguageSwitcher pageContext={pageContext} />
        {city && (
          <nav className="header__nav" aria-label={t("nav.main")}>
            <ul>
              {CITY_NAV.map((item) => (
                <li key={item.route}>
                  <LocalizedLink
                    to={item.route}
                    locale={locale}
                    params={{ city: city.id }}
                    aria-current={pageContext.routeName === item.route ? "page" : undefined}
                  >
                    {t(item.label)}
                  </LocalizedLink>
                </li>
              ))}
              <li>
                <Link to={`/${locale}`} data-city-switch="">
                  {t("nav.chooseCity")}
                </Link>
              </li>
            </ul>
          </nav>
        )}
        {featured.length > 0 && (
          <nav className="header__menu" aria-label={t("nav.featured")}>
            <ul>
              {featured.map((item, i) => (
                <li key={i}>
                  <CmsLink link={item.link}>{item.label}</CmsLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {/* Client-only, hanging under the header in the room the page keeps for it while a hold runs (global.css,
          HELD_TOUR_CLASS: no layout shift, nothing covered); not on the checkout's steps, whose countdown bar
          already shows the hold. */}
      {heldSlot && <HeldTourSlot locale={locale} path={pageContext.i18n.path} />}
    </header>
  );
}
