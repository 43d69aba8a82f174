import React, { type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import { localeForCity } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import type { LayoutCity } from "../content/layout-cities";
import { supportLink } from "../lib/support-link";
import { pathFor } from "../../domain/route-table";

export interface ErrorViewProps {
  /** The HTTP-like status of the failure: 404 and 500 have their texts, any other shows only the buttons. */
  status: number;
  locale: Locale;
  /** The city the failing path belongs to, if any: the buttons lead to its home and its support. */
  city: LayoutCity | undefined;
  /** 404: the path that was not found. */
  path?: string | null;
  /** Debug mode (src/lib/debug-mode.ts): the raw error message, shown instead of the subtitle. */
  debugMessage?: string | null;
  /** Shown beside the error, after its buttons (a 404 inside a city: layout/city-not-found-help.tsx). */
  children?: ReactNode;
}

/**
 * The error screen of the spec ("Error page"): for 404 its name, title and subtitle; for 500 the code and the
 * generic message; for any other status only the buttons. Back to the city's home (else the site's root for the
 * language) and, in a city, contact support. Shared by the 404/500 pages and the error boundary of every page.
 */
export function ErrorView({ status, locale, city, path, debugMessage, children }: ErrorViewProps) {
  const t = useT();
  const home = city ? pathFor("city-home", localeForCity(city.locales, locale), { city: city.id }) : `/${locale}`;
  const support = city ? supportLink(city, locale) : null;
  const debug = debugMessage ? (
    <p className="error-page__debug" data-testid="error-debug">
      <code>{debugMessage}</code>
    </p>
  ) : null;
  return (
    <section className="section error-page" data-status={status}>
      {status === 404 ? (
        <>
          <p className="error-page__code" aria-hidden="true">
            {t("error.404.name")}
          </p>
          <h1>{t("error.404.title")}</h1>
          {debug ?? <p>{city ? t("error.404.cityNotFound", { city: city.name }) : t("error.404.subtitle")}</p>}
          {path && <p className="error-page__path">{t("error.404.pathNotFound", { path })}</p>}
        </>
      ) : status === 500 ? (
        <>
          <h1>{t("error.500.title")}</h1>
          {debug ?? <p>{t("error.500.subtitle")}</p>}
        </>
      ) : (
        debug
      )}
      <p className="error-page__actions">
        <a className="button" href={home}>
          {t("error.backHome")}
        </a>
        {support && (
          <a className="button button--secondary" href={support}>
            {t("error.contactSupport")}
          </a>
        )}
      </p>
      {children}
    </section>
  );
}
