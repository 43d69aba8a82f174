import React from "react";
import type { Office } from "../content/city-info";
import type { LayoutCity } from "../content/layout-cities";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { ContactDetails } from "../components/contact-details";

/** Private tours: an introduction, the request form (`form`, passed in by the template) and the city's office. */
export function PrivateTour({
  title,
  city,
  office,
  locale,
  form,
}: {
  title: string;
  city: LayoutCity;
  office: Office | null;
  locale: Locale;
  form?: React.ReactNode;
}) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{t("privateTour.intro")}</p>
      {form}
      <ContactDetails city={city} office={office} locale={locale} />
    </>
  );
}
