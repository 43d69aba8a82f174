import { Link, navigate } from "gatsby";
import React, { useEffect, useState } from "react";
import { languageTag, languageName, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { writeCookie } from "../lib/browser-cookie";
import type { PageContext } from "../routes/page-context";
import { pushEvent } from "../analytics/data-layer";
import { selectLanguageEvent } from "../analytics/events";
import { switchLanguageHref, type Here } from "./switch-language";

/** Remembers the visitor's language for 365 days (spec section 9: same-site lax). */
export const rememberLocale = (locale: Locale): void =>
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);

const hereNow = (): Here => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Links to the same screen in the other languages it exists in: never back to the home page. In the browser each
 * link keeps the query string and hash, and follows the path (read again at click time: screens update their query).
 */
export function LanguageSwitcher({ pageContext }: { pageContext: PageContext }) {
  const t = useT();
  const current = pageContext.language;
  const [here, setHere] = useState<Here | null>(null);
  useEffect(() => setHere(hereNow()), [pageContext]);
  if (pageContext.alternates.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t("language.label")} data-analytics="own">
      <ul>
        {pageContext.alternates.map((alt) => (
          <li key={alt.locale}>
            {alt.locale === current ? (
              <span aria-current="true" lang={alt.locale} className="language-switcher__current">
                {alt.locale.toUpperCase()}
                <span className="visually-hidden"> ({languageName(alt.locale)})</span>
              </span>
            ) : (
              <Link
                to={switchLanguageHref(alt.path, alt.locale, here)}
                hrefLang={languageTag(alt.locale)}
                lang={alt.locale}
                onFocus={() => setHere(hereNow())}
                onMouseEnter={() => setHere(hereNow())}
                onClick={(event) => {
                  rememberLocale(alt.locale);
                  pushEvent(selectLanguageEvent(alt.locale, current));
                  const target = switchLanguageHref(alt.path, alt.locale, hereNow());
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  void navigate(target);
                }}
              >
                {alt.locale.toUpperCase()}
                <span className="visually-hidden"> ({languageName(alt.locale)})</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
