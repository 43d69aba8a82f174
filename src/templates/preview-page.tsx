import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { translate } from "../i18n/translate";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import { PreviewApp } from "../preview/preview-app";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.PreviewPageQuery, PageContext>;

/** /{locale}/preview?collection=&id=: the editor's draft, fetched in the browser (src/preview). Never indexed. */
export default function PreviewPage({ data, pageContext }: Props) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <PreviewApp locale={pageContext.language} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.PreviewPageQuery, PageContext>) {
  return <SeoHead data={data} title={translate(data, "page.preview")} pageContext={pageContext} noindex />;
}

export const query = graphql`
  query PreviewPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
  }
`;
