import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { BlockDataProvider } from "../blocks/block-context";
import { BlockRenderer } from "../blocks/block-renderer";
import { Layout } from "../layout/layout";
import { toLayoutCities } from "../content/layout-cities";
import { SeoHead } from "../layout/seo-head";
import { toBlockData } from "../content/block-data";
import { toBookingData } from "../content/booking-data";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.StaticPageQuery, PageContext>;

/** A CMS page: global static page (/{lang}/page/{id}) or standalone city page (/{lang}/{city}/{id}). */
/** Global and city pages may share a slug: pick the one of this page's city ("" = global). */
const pageOf = (data: Queries.StaticPageQuery, pageContext: PageContext) =>
  data.cms?.Pages?.docs?.find((doc) => (doc?.city ?? "") === pageContext.cityId);

export default function StaticPage({ data, pageContext }: Props) {
  const page = pageOf(data, pageContext);
  const city = toLayoutCities(data).find((c) => c.id === pageContext.cityId);
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="static-page">
        <h1>{page?.title}</h1>
        <BlockDataProvider
          value={toBlockData(data.cms, pageContext, city, toBookingData(data.destination), data.bookingRating)}
        >
          <BlockRenderer blocks={page?.blocks ?? []} />
        </BlockDataProvider>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.StaticPageQuery, PageContext>) {
  const page = pageOf(data, pageContext);
  return (
    <SeoHead
      data={data}
      title={page?.seo?.metaTitle || page?.title || ""}
      description={page?.seo?.metaDescription ?? undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query StaticPage(
    $language: String!
    $cmsLocale: Payload_LocaleInputType!
    $cityId: String!
    $contentId: String!
    $withProducts: Boolean!
  ) {
    ...Locales
    ...LayoutData
    destination(city: { eq: $cityId }) @include(if: $withProducts) {
      products {
        ...BookingPriceFields
      }
    }
    cms {
      Pages(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0) {
        docs {
          slug
          city
          title
          seo {
            metaTitle
            metaDescription
          }
          ...PageBlocks
        }
      }
      Products(
        where: { city: { equals: $cityId } }
        locale: $cmsLocale
        fallbackLocale: en
        limit: 0
        sort: "sortOrder"
      ) @include(if: $withProducts) {
        docs {
          ...ProductCardFields
        }
      }
    }
  }
`;
