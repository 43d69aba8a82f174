import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { translate } from "../i18n/translate";
import { Layout } from "../layout/layout";
import { cityNameOf } from "../layout/layout-cities";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.PartnerPageQuery, PageContext>;

/** Partner page, global (/{lang}/partner/{slug}) or local to a city (/{lang}/partner/{slug}/{city}). */
export default function PartnerPage({ data, pageContext }: Props) {
  const partner = data.cms?.Partners?.docs?.[0];
  const city = cityNameOf(data, pageContext.cityId);
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="section">
        <h1>{city ? `${partner?.name ?? ""} · ${city}` : partner?.name}</h1>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PartnerPageQuery, PageContext>) {
  const name = data.cms?.Partners?.docs?.[0]?.name ?? translate(data, "page.partner");
  const city = cityNameOf(data, pageContext.cityId);
  return <SeoHead title={city ? `${name} · ${city}` : name} pageContext={pageContext} />;
}

export const query = graphql`
  query PartnerPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Partners(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          slug
          name
        }
      }
    }
  }
`;
