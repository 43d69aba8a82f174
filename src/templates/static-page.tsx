import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.StaticPageQuery, PageContext>;

/** A CMS page: global static page (/{lang}/page/{id}) or standalone city page (/{lang}/{city}/{id}). */
/** Global and city pages may share a slug: pick the one of this page's city ("" = global). */
const pageOf = (data: Queries.StaticPageQuery, pageContext: PageContext) =>
  data.cms?.Pages?.docs?.find((doc) => (doc?.city ?? "") === pageContext.cityId);

export default function StaticPage({ data, pageContext }: Props) {
  const page = pageOf(data, pageContext);
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="section">
        <h1>{page?.title}</h1>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.StaticPageQuery, PageContext>) {
  return <SeoHead title={pageOf(data, pageContext)?.title ?? ""} pageContext={pageContext} />;
}

export const query = graphql`
  query StaticPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Pages(where: { slug: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 0) {
        docs {
          slug
          city
          title
        }
      }
    }
  }
`;
