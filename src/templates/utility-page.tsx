import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { assertNever } from "../lib/assert-never";
import { ICONS } from "../lib/icons";

export type UtilityPageContext = PageContext & { utility: "icons" | "import-tootie" };
type Props = PageProps<Queries.UtilityPageQuery, UtilityPageContext>;

const TITLES = { icons: "Icons", "import-tootie": "Import Tootie" } as const;

function UtilityContent({ utility }: { utility: UtilityPageContext["utility"] }) {
  switch (utility) {
    case "icons":
      return (
        <ul className="icon-grid">
          {Object.entries(ICONS).map(([name, path]) => (
            <li key={name}>
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={path} fill="currentColor" />
              </svg>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      );
    case "import-tootie":
      return <p>This entry point receives partner imports; it has no content of its own.</p>;
    default:
      return assertNever(utility);
  }
}

/** Unprefixed utility pages of the spec: /_icons (the icon set) and /import-tootie (partner import entry). */
export default function UtilityPage({ data, pageContext }: Props) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="section">
        <h1>{TITLES[pageContext.utility]}</h1>
        <UtilityContent utility={pageContext.utility} />
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UtilityPageQuery, UtilityPageContext>) {
  return <SeoHead data={data} title={TITLES[pageContext.utility]} pageContext={pageContext} noindex />;
}

export const query = graphql`
  query UtilityPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
  }
`;
