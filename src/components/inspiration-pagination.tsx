import React from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { pageNumbers } from "../lib/pagination";
import { LocalizedLink } from "./localized-link";

/** Links to every page of a city's inspiration list (page 1 is the list's own route); nothing for one page. */
export function InspirationPagination({
  city,
  locale,
  page,
  pageCount,
}: {
  city: string;
  locale: Locale;
  page: number;
  pageCount: number;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="pagination">
      <ul>
        {pageNumbers(pageCount).map((n) => {
          const current = n === page ? "page" : undefined;
          return (
            <li key={n}>
              {n === 1 ? (
                <LocalizedLink to="city-inspiration" locale={locale} params={{ city }} aria-current={current}>
                  1
                </LocalizedLink>
              ) : (
                <LocalizedLink
                  to="city-inspiration-page"
                  locale={locale}
                  params={{ city, page: String(n) }}
                  aria-current={current}
                >
                  {String(n)}
                </LocalizedLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
