import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { ResponsiveImage } from "../components/responsive-image";
import { RichText } from "../components/rich-text";
import { localeForCity } from "../i18n/locales";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { cityNameOf, toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import { toMediaImage } from "../lib/media";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.PartnerPageQuery, PageContext>;

/** Partner page, global (/{lang}/partner/{slug}) or local to a city (/{lang}/partner/{slug}/{city}). */
export default function PartnerPage({ data, pageContext }: Props) {
  const t = useT();
  const partner = data.cms?.Partners?.docs?.[0];
  const cities = toLayoutCities(data);
  const city = cities.find((c) => c.id === pageContext.cityId);
  const local = city ? partner?.localPages?.find((l) => l?.city === city.id) : undefined;
  const partnerCities = (partner?.localPages ?? []).flatMap((l) => {
    const c = cities.find((x) => x.id === l?.city);
    return c ? [c] : [];
  });
  const logo = toMediaImage(partner?.logo);
  const locale = pageContext.language;
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="partner">
        {logo && <ResponsiveImage className="partner__logo" image={logo} sizes="192px" alt="" priority />}
        <h1>{city ? `${partner?.name ?? ""} · ${city.name}` : partner?.name}</h1>
        <RichText html={local?.body ?? partner?.intro} />
        {city ? (
          <p>
            <LocalizedLink
              className="button button--primary"
              to="city-tours"
              locale={locale}
              params={{ city: city.id }}
            >
              {t("partner.seeTours", { city: city.name })}
            </LocalizedLink>
          </p>
        ) : (
          partnerCities.length > 0 && (
            <section aria-labelledby="partner-cities" className="section">
              <h2 id="partner-cities">{t("footer.cities")}</h2>
              <ul className="chips-list">
                {partnerCities.map((c) => (
                  <li key={c.id}>
                    <LocalizedLink
                      to="partner-slug-city"
                      locale={localeForCity(c.locales, locale)}
                      params={{ slug: partner?.slug ?? "", city: c.id }}
                    >
                      {c.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </section>
          )
        )}
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PartnerPageQuery, PageContext>) {
  const name = data.cms?.Partners?.docs?.[0]?.name ?? translate(data, "page.partner");
  const city = cityNameOf(data, pageContext.cityId);
  return <SeoHead data={data} title={city ? `${name} · ${city}` : name} pageContext={pageContext} />;
}

export const query = graphql`
  query PartnerPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Partners(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          slug
          name
          intro
          logo {
            ...ResponsiveMedia
          }
          localPages {
            city
            body
          }
        }
      }
    }
  }
`;
