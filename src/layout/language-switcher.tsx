import { Link } from "gatsby";
import React from "react";
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import type { PageContext } from "../routes/page-context";
import { pushEvent } from "../analytics/data-layer";
import { selectLanguageEvent } from "../analytics/events";

/** Remembers the visitor's language for 365 days (spec section 9: same-site lax). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Links to the same screen in the other languages it exists in: never back to the home page. */
export function LanguageSwitcher({ pageContext }: { pageContext: PageContext }) {
  const t = useT();
  const current = pageContext.language;
  if (pageContext.alternates.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t("language.label")} data-analytics="own">
      <ul>
        {pageContext.alternates.map((alt) => (
          <li key={alt.locale}>
            {alt.locale === current ? (
              <span aria-current="true" lang={LOCALES[alt.locale].htmlLang} className="language-switcher__current">
                {alt.locale.toUpperCase()}
                <span className="visually-hidden"> ({LOCALES[alt.locale].label})</span>
              </span>
            ) : (
              <Link
                to={alt.path}
                hrefLang={LOCALES[alt.locale].hrefLang}
                lang={LOCALES[alt.locale].htmlLang}
                onClick={() => {
                  rememberLocale(alt.locale);
                  pushEvent(selectLanguageEvent(alt.locale, current));
                }}
              >
                {alt.locale.toUpperCase()}
                <span className="visually-hidden"> ({LOCALES[alt.locale].label})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
