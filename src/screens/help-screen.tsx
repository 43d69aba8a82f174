import React from "react";
import type { FaqEntry } from "../content/content-mappers";
import type { Office } from "../content/city-info";
import type { LayoutCity } from "../content/layout-cities";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { ContactDetails } from "../components/contact-details";
import { FaqList } from "../components/faq-list";
import { LocalizedLink } from "../components/localized-link";

/** Help, FAQ and contact: one screen in three variants with a chip per variant; the contact variant shows `form`. */
export function HelpScreen({
  title,
  city,
  office,
  faqs,
  locale,
  variant,
  form,
}: {
  title: string;
  city: LayoutCity;
  office: Office | null;
  faqs: FaqEntry[];
  locale: Locale;
  variant: "help" | "faq" | "contact";
  /** The contact form (src/forms, a browser app above this layer: passed in by the template). */
  form?: React.ReactNode;
}) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      <nav aria-label={t("nav.help")} className="chips">
        <ul>
          <li>
            <LocalizedLink
              to="city-help"
              locale={locale}
              params={{ city: city.id }}
              aria-current={variant === "help" ? "page" : undefined}
            >
              {t("page.help")}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink
              to="city-help-faq"
              locale={locale}
              params={{ city: city.id }}
              aria-current={variant === "faq" ? "page" : undefined}
            >
              {t("page.helpFaq")}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink
              to="city-help-contact"
              locale={locale}
              params={{ city: city.id }}
              aria-current={variant === "contact" ? "page" : undefined}
            >
              {t("page.helpContact")}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      {variant !== "contact" && (
        <p className="lead">
          <LocalizedLink to="manage-booking" locale={locale} className="button button--secondary">
            {t("help.manageBooking")}
          </LocalizedLink>
        </p>
      )}
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
          <LocalizedLink to="page-id" locale={locale} params={{ id: "about-us" }}>
            {t("help.aboutMore")}
          </LocalizedLink>
        </section>
      )}
      {variant === "contact" && <p className="lead">{t("help.contactIntro")}</p>}
      {variant === "contact" && form}
      {variant !== "faq" && <ContactDetails city={city} office={office} locale={locale} />}
    </>
  );
}
