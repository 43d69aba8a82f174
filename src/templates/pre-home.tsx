import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { localeForCity } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { translate } from "../i18n/translate";
import { IMAGE_SIZES, ImagePreload, ResponsiveImage } from "../components/responsive-image";
import { pushEvent } from "../analytics/data-layer";
import { selectCityEvent } from "../analytics/events";

type Props = PageProps<Queries.PreHomeQuery, PageContext>;

export default function PreHome({ data, pageContext }: Props) {
  const t = useT();
  const cities = toLayoutCities(data);
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="hero hero--prehome">
        <h1>{t("prehome.title")}</h1>
        <p>{t("prehome.intro")}</p>
      </section>
      <ul className="city-grid">
        {cities.map((city, i) => {
          const target = localeForCity(city.locales, pageContext.language);
          // A city without the page's language opens its English site: the card says so.
          const otherLanguage = target !== pageContext.language;
          const noteId = `city-card-note-${city.id}`;
          return (
            <li key={city.id} className="city-card" style={{ borderColor: city.colors.primary }}>
              {city.image && (
                <ResponsiveImage
                  className="city-card__image"
                  image={city.image}
                  sizes={IMAGE_SIZES.cityCard}
                  alt=""
                  priority={i === 0}
                />
              )}
              <h2>{city.name}</h2>
              {city.tagline && <p>{city.tagline}</p>}
              <LocalizedLink
                className="button"
                to="city-home"
                locale={target}
                params={{ city: city.id }}
                onClick={() => pushEvent(selectCityEvent(city.id, null))}
                {...(otherLanguage ? { hrefLang: target, "aria-describedby": noteId } : {})}
              >
                {t("prehome.cityCta", { city: city.name })}
              </LocalizedLink>
              {otherLanguage && (
                <p id={noteId} className="city-card__note" data-testid="city-card-language">
                  {t("prehome.englishSite")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PreHomeQuery, PageContext>) {
  const lcp = toLayoutCities(data)[0]?.image;
  return (
    <>
      {lcp && <ImagePreload image={lcp} sizes={IMAGE_SIZES.cityCard} />}
      <SeoHead
        data={data}
        title={translate(data, "prehome.title")}
        description={translate(data, "prehome.intro")}
        pageContext={pageContext}
      />
    </>
  );
}

export const query = graphql`
  query PreHome($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
  }
`;
