import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { useT } from "../i18n/use-t";
import { localeForCity } from "../i18n/locales";
import type { PageContext } from "../routes/page-context";
import type { LayoutCity } from "../content/layout-cities";
import { CmsLink } from "../links/cms-link";
import { ConsentSettingsButton } from "./consent-banner";
import type { MenuItem } from "../links/resolve-menu-link";
import { menuEntries } from "../links/menu-entries";
import { pathFor } from "../../domain/route-table";
import { isSitePath, safeHref } from "../../domain/safe-href";
import { pushEvent } from "../analytics/data-layer";
import { outboundSocialMediaEvent, selectCityEvent } from "../analytics/events";
import type { Brand } from "../content/brand";

const SOCIAL_LABELS = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", tiktok: "TikTok" } as const;

/** A partner logo's link: "/" is the home of the current language, other site paths as they are, else external. */
function LogoLink({ to, locale, children }: { to: string | null; locale: string; children: string }) {
  const href = safeHref(to);
  if (!href) return <>{children}</>;
  if (isSitePath(href)) return <a href={href === "/" ? `/${locale}` : href}>{children}</a>;
  return (
    <a href={href} rel="noopener">
      {children}
    </a>
  );
}

export function Footer({
  pageContext,
  cities,
  city,
  brand,
  menu = [],
}: {
  pageContext: PageContext;
  cities: LayoutCity[];
  city?: LayoutCity;
  brand: Brand;
  menu?: MenuItem[];
}) {
  const t = useT();
  const locale = pageContext.language;
  const socials = (city?.socials ?? []).flatMap((s) => {
    const href = safeHref(s.url);
    return href ? [{ network: s.network, href }] : [];
  });
  // The CMS footer menu without what the footer already links to (About us, legal notice, service updates, the
  // network's logos such as the tourist board, the socials) and without dead labels.
  const taken = [
    pathFor("page-id", locale, { id: "about-us" }),
    pathFor("page-id", locale, { id: "legal-notice" }),
    pathFor("mapsite", locale, {}),
    ...(city ? [pathFor("city-service-status", locale, { city: city.id })] : []),
    ...(city?.logos ?? []).flatMap((logo) => {
      const href = safeHref(logo.to);
      return href ? [href] : [];
    }),
    ...socials.map((s) => s.href),
  ];
  const useful = menuEntries(menu, locale, city?.id ?? "", taken);
  return (
    <footer className="footer">
      <div className="footer__grid">
        <nav aria-label={t("footer.cities")} data-analytics="own">
          <h2 className="footer__title">{t("footer.cities")}</h2>
          <ul>
            {cities.map((c) => (
              <li key={c.id}>
                <LocalizedLink
                  to="city-home"
                  locale={localeForCity(c.locales, locale)}
                  params={{ city: c.id }}
                  data-city-switch={c.id}
                  onClick={() => pushEvent(selectCityEvent(c.id, city?.id ?? null))}
                >
                  {c.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Its heading is not its first link's name (the "Legal" heading repeated as the legal notice's link). */}
        <nav aria-label={t("footer.info")}>
          <h2 className="footer__title">{t("footer.info")}</h2>
          <ul>
            <li>
              <LocalizedLink to="page-id" locale={locale} params={{ id: "about-us" }}>
                {t("footer.about")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="page-id" locale={locale} params={{ id: "legal-notice" }}>
                {t("footer.legal")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="mapsite" locale={locale}>
                {t("footer.sitemap")}
              </LocalizedLink>
            </li>
            <ConsentSettingsButton />
            {city && (
              <li>
                <LocalizedLink to="city-service-status" locale={locale} params={{ city: city.id }}>
                  {t("nav.serviceStatus")}
                </LocalizedLink>
              </li>
            )}
          </ul>
        </nav>
        {useful.length > 0 && (
          <nav aria-label={t("footer.useful")}>
            <h2 className="footer__title">{t("footer.useful")}</h2>
            <ul>
              {useful.map((item, i) => (
                <li key={i}>
                  <CmsLink link={item.link}>{item.label}</CmsLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {city && city.logos.length > 0 && (
          <div className="footer__logos">
            <h2 className="footer__title">{t("footer.network")}</h2>
            <ul>
              {city.logos.map((logo) => (
                <li key={logo.name}>
                  <LogoLink to={logo.to} locale={locale}>
                    {logo.alt}
                  </LogoLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        {socials.length > 0 && (
          <nav aria-label={t("footer.followUs")}>
            <h2 className="footer__title">{t("footer.followUs")}</h2>
            <ul>
              {socials.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    rel="noopener"
                    data-analytics="own"
                    onClick={() => pushEvent(outboundSocialMediaEvent(s.network))}
                  >
                    {SOCIAL_LABELS[s.network]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="footer__copyright">{t("footer.copyright", { year: 2026, brand: brand.name })}</p>
    </footer>
  );
}
