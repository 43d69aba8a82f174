import React from "react";
import { BlockDataProvider } from "../blocks/block-context";
import { BlockRenderer, type RuntimeBlock } from "../blocks/block-renderer";
import type { Locale } from "../i18n/locales";
import { useT, type MessageKey } from "../i18n/use-t";
import type { BlockData } from "../content/block-data";
import { groupByOfferType, type FaqEntry, type MapRoute } from "../content/content-mappers";
import type { LayoutCity } from "../content/layout-cities";
import { safeHref } from "../lib/safe-href";
import { ArticleCard } from "../components/article-card";
import { CityMap } from "../components/city-map/city-map";
import { FaqList } from "../components/faq-list";
import { Icon } from "../components/icon";
import { LocalizedLink } from "../components/localized-link";
import { ProductCard } from "../components/product-card";
import { formatDate } from "../components/article-card";

export interface Office {
  name: string | null;
  address: string | null;
  telephone: string | null;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Alert {
  title: string;
  startDate: string | null;
  endDate: string | null;
  severity: string | null;
  lines: string[];
}

export function CityHome({ title, blocks, data }: { title: string; blocks: readonly (RuntimeBlock | null)[]; data: BlockData }) {
  const hasHero = blocks.some((b) => b?.__typename === "Payload_HeroBlock");
  return (
    <BlockDataProvider value={{ ...data, heroIsTitle: hasHero }}>
      {!hasHero && <h1>{title}</h1>}
      <BlockRenderer blocks={blocks} />
    </BlockDataProvider>
  );
}

const OFFER_TYPE_KEYS: Record<string, MessageKey> = {
  "hop-on-hop-off": "offer.hop-on-hop-off",
  "themed-tour": "offer.themed-tour",
  "special-tour": "offer.special-tour",
  package: "offer.package",
  attraction: "offer.attraction",
  "audio-experience": "offer.audio-experience",
  "family-pass": "offer.family-pass",
  "private-hire": "offer.private-hire",
};

export function ToursList({ title, data }: { title: string; data: BlockData }) {
  const t = useT();
  const groups = groupByOfferType(data.products);
  const label = (type: string) => (OFFER_TYPE_KEYS[type] ? t(OFFER_TYPE_KEYS[type]) : type);
  return (
    <>
      <h1>{title}</h1>
      {groups.length === 0 ? (
        <p>{t("products.empty")}</p>
      ) : (
        <>
          <nav aria-label={t("tours.filter")} className="chips">
            <ul>
              {groups.map((g) => (
                <li key={g.type}>
                  <a href={`#offer-${g.type}`}>{label(g.type)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section key={g.type} id={`offer-${g.type}`} aria-labelledby={`offer-${g.type}-title`} className="section">
              <h2 id={`offer-${g.type}-title`}>{label(g.type)}</h2>
              <ul className="card-grid">
                {g.products.map((p) => (
                  <li key={p.productId}>
                    <ProductCard product={p} price={data.prices[p.productId]} currency={data.currency} locale={data.locale} city={data.cityId} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

export function ProductsScreen({ title, intro, data }: { title: string; intro?: string; data: BlockData }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      {intro && <p className="lead">{intro}</p>}
      {data.products.length === 0 ? (
        <p>{t("products.empty")}</p>
      ) : (
        <ul className="card-grid">
          {data.products.map((p) => (
            <li key={p.productId}>
              <ProductCard product={p} price={data.prices[p.productId]} currency={data.currency} locale={data.locale} city={data.cityId} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function MapScreen({ title, routes }: { title: string; routes: MapRoute[] }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      {routes.length === 0 ? <p>{t("common.noContent")}</p> : <CityMap routes={routes} />}
    </>
  );
}

function ContactDetails({ city, office, locale }: { city: LayoutCity; office: Office | null; locale: Locale }) {
  const t = useT();
  const chatUrl = safeHref(city.chatUrl);
  return (
    <section aria-labelledby="find-us" className="section contact-card">
      <h2 id="find-us">{t("help.findUs")}</h2>
      {office?.name && <p><strong>{office.name}</strong></p>}
      {office?.address && <address>{office.address}</address>}
      {office?.openingHours && <p>{office.openingHours}</p>}
      <ul className="contact-list">
        {office?.telephone && (
          <li>
            <a href={`tel:${office.telephone.replace(/[^\d+]/g, "")}`}>{office.telephone}</a>
          </li>
        )}
        {city.supportEmail && (
          <li>
            <a href={`mailto:${city.supportEmail}`}>{city.supportEmail}</a>
          </li>
        )}
        {chatUrl && (
          <li>
            <a href={chatUrl} rel="noopener">{t("help.chat")}</a>
          </li>
        )}
      </ul>
      {office?.latitude != null && office.longitude != null && (
        <p className="meta">
          {t("help.position", { lat: office.latitude.toFixed(4), lng: office.longitude.toFixed(4) })}{" "}
          <LocalizedLink to="city-map" locale={locale} params={{ city: city.id }}>{t("nav.map")}</LocalizedLink>
        </p>
      )}
    </section>
  );
}

export function HelpScreen({ title, city, office, faqs, locale, variant }: {
  title: string;
  city: LayoutCity;
  office: Office | null;
  faqs: FaqEntry[];
  locale: Locale;
  variant: "help" | "faq" | "contact";
}) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      <nav aria-label={t("nav.help")} className="chips">
        <ul>
          <li><LocalizedLink to="city-help" locale={locale} params={{ city: city.id }} aria-current={variant === "help" ? "page" : undefined}>{t("page.help")}</LocalizedLink></li>
          <li><LocalizedLink to="city-help-faq" locale={locale} params={{ city: city.id }} aria-current={variant === "faq" ? "page" : undefined}>{t("page.helpFaq")}</LocalizedLink></li>
          <li><LocalizedLink to="city-help-contact" locale={locale} params={{ city: city.id }} aria-current={variant === "contact" ? "page" : undefined}>{t("page.helpContact")}</LocalizedLink></li>
        </ul>
      </nav>
      {variant !== "contact" && faqs.length > 0 && (
        <section aria-labelledby="faq-title" className="section">
          <h2 id="faq-title">{t("page.helpFaq")}</h2>
          <FaqList items={variant === "help" ? faqs.slice(0, 6) : faqs} />
        </section>
      )}
      {variant === "help" && (
        <section aria-labelledby="about-title" className="section">
          <h2 id="about-title">{t("footer.about")}</h2>
          <p>{city.tagline ?? t("site.tagline")}</p>
          <LocalizedLink to="page-id" locale={locale} params={{ id: "about-us" }}>{t("help.aboutMore")}</LocalizedLink>
        </section>
      )}
      {variant === "contact" && <p className="lead">{t("help.contactIntro")}</p>}
      {variant !== "faq" && <ContactDetails city={city} office={office} locale={locale} />}
    </>
  );
}

export function ServiceStatus({ title, alerts, locale }: { title: string; alerts: Alert[]; locale: Locale }) {
  const t = useT();
  const now = Date.now();
  const current = alerts.filter((a) => !a.endDate || Date.parse(a.endDate) >= now);
  return (
    <>
      <h1>{title}</h1>
      {current.length === 0 ? (
        <p className="status-ok">{t("alerts.none")}</p>
      ) : (
        <ul className="alerts">
          {current.map((a, i) => (
            <li key={i} className={`alert alert--${a.severity ?? "info"}`}>
              <h2>{a.title}</h2>
              <p className="meta">
                {t("alerts.from", {
                  start: a.startDate ? formatDate(a.startDate, locale) : "",
                  end: a.endDate ? formatDate(a.endDate, locale) : "",
                })}
              </p>
              {a.lines.map((line, j) => (
                <p key={j}>{line}</p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PrivateTour({ title, city, office, locale }: { title: string; city: LayoutCity; office: Office | null; locale: Locale }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{t("privateTour.intro")}</p>
      <ContactDetails city={city} office={office} locale={locale} />
    </>
  );
}

export { ArticleCard };
