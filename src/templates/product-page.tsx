import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { LocalizedLink } from "../components/localized-link";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";

type Props = PageProps<Queries.ProductPageQuery, PageContext>;

export default function ProductPage({ data, pageContext }: Props) {
  const t = useT();
  const product = data.cms?.Products?.docs?.[0];
  return (
    <Layout data={data} pageContext={pageContext}>
      <article className="section">
        <h1>{product?.title ?? t("page.product")}</h1>
        {product?.shortDescription && <p className="hero__lead">{product.shortDescription}</p>}
        <LocalizedLink
          className="button"
          to="city-checkout-information"
          locale={pageContext.language}
          params={{ city: pageContext.cityId }}
        >
          {t("nav.book")}
        </LocalizedLink>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProductPageQuery, PageContext>) {
  const product = data.cms?.Products?.docs?.[0];
  return (
    <SeoHead
      title={product?.title ?? translate(data, "page.product")}
      description={product?.shortDescription ?? undefined}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query ProductPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $contentId: String!) {
    ...Locales
    ...LayoutData
    cms {
      Products(where: { productId: { equals: $contentId } }, locale: $cmsLocale, fallbackLocale: en, limit: 1) {
        docs {
          productId
          title
          shortDescription
        }
      }
    }
  }
`;
