import React from "react";
import type { Office } from "../content/city-info";
import type { LayoutCity } from "../content/layout-cities";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { safeHref } from "../../domain/safe-href";
import { LocalizedLink } from "./localized-link";

/** "Find us": the city's office, telephone, e-mail and chat (help, contact and private-tour screens). */
export function ContactDetails({ city, office, locale }: { city: LayoutCity; office: Office | null; locale: Locale }) {
  const t = useT();
  const chatUrl = safeHref(city.chatUrl);
  return (
    <section aria-labelledby="find-us" className="section contact-card">
      <h2 id="find-us">{t("help.findUs")}</h2>
      {office?.name && (
        <p>
          <strong>{office.name}</strong>
        </p>
      )}
      {office?.address && <address>{office.address}</address>}
      {office?.openingHours && <p>{office.openingHours}</p>}
      <ul className="contact-list">
        {office?.telephone && (
          <li>
            <a href={`tel:${office.telephone.replace(/[^\d+]/g, "")}`} data-user-click="phone">
              {office.telephone}
            </a>
          </li>
        )}
        {city.supportEmail && (
          <li>
            <a href={`mailto:${city.supportEmail}`} data-user-click="email">
              {city.supportEmail}
            </a>
          </li>
        )}
        {chatUrl && (
          <li>
            <a href={chatUrl} rel="noopener">
              {t("help.chat")}
            </a>
          </li>
        )}
      </ul>
      {/* Where the office is: its address above and the city's map, never raw coordinates (a visitor cannot read them). */}
      {office?.latitude != null && office.longitude != null && (
        <p className="meta">
          <LocalizedLink to="city-map" locale={locale} params={{ city: city.id }}>
            {t("help.onMap")}
          </LocalizedLink>
        </p>
      )}
    </section>
  );
}
