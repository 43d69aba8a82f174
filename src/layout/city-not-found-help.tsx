import React, { useId } from "react";
import type { Locale } from "../i18n/locales";
import { languageTag, languageName, localeForCity } from "../i18n/locales";
import { builtLocalesOf } from "../i18n/site-languages";
import { useT } from "../i18n/use-t";
import type { LayoutCity } from "../content/layout-cities";
import { closestTours, type TourLink } from "../content/closest-tours";
import { pathFor } from "../../domain/route-table";

/**
 * What a 404 inside a city offers beside the error (the traveller's ask; the error page keeps the spec's texts and
 * buttons): the city's site in each of its languages, and the city's tours closest to the address that was not
 * found (content/closest-tours.ts).
 */
export function CityNotFoundHelp({
  city,
  locale,
  path,
  tours,
}: {
  city: LayoutCity;
  locale: Locale;
  path: string | null;
  tours: readonly TourLink[];
}) {
  const t = useT();
  const languagesId = useId();
  const toursId = useId();
  const shownIn = localeForCity(city.locales, locale);
  const closest = closestTours(path ?? "", tours);
  return (
    <div className="not-found-help" data-testid="not-found-help">
      <nav aria-labelledby={languagesId} className="not-found-help__languages">
        <h2 id={languagesId}>{t("error.404.languages", { city: city.name })}</h2>
        <ul>
          {builtLocalesOf(city.locales).map((l) => (
            <li key={l}>
              <a
                href={pathFor("city-home", l, { city: city.id })}
                lang={l}
                hrefLang={languageTag(l)}
                aria-current={l === shownIn ? "true" : undefined}
              >
                {languageName(l)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {closest.length > 0 && (
        <section aria-labelledby={toursId} className="not-found-help__tours">
          <h2 id={toursId}>{t("error.404.closestTours", { city: city.name })}</h2>
          <ul>
            {closest.map((tour) => (
              <li key={tour.productId}>
                <a href={pathFor("city-product-id", shownIn, { city: city.id, id: tour.productId })}>{tour.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The tours of a page query's CMS products (productId, city, title) in one city, in the CMS's order. */
export function toursOfCity(
  docs:
    | ReadonlyArray<{
        readonly productId: string | null;
        readonly city?: string | null;
        readonly title?: string | null;
      } | null>
    | null
    | undefined,
  cityId: string,
): TourLink[] {
  return (docs ?? []).flatMap((d) =>
    d?.productId && (d.city == null || d.city === cityId)
      ? [{ productId: d.productId, title: d.title || d.productId }]
      : [],
  );
}
