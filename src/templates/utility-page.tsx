import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { Layout } from "../layout/layout";
import { SeoHead } from "../layout/seo-head";
import type { PageContext } from "../routes/page-context";
import { assertNever } from "../lib/assert-never";
import { ICONS } from "../lib/icons";
import { useT } from "../i18n/use-t";
import { translate } from "../i18n/translate";
import { languageTag, languageName } from "../i18n/locales";
import { SITE_LANGUAGES } from "../i18n/site-languages";
import { pathFor } from "../../domain/route-table";

export type UtilityPageContext = PageContext & { utility: "icons" | "import-tootie" };
type Props = PageProps<Queries.UtilityPageQuery, UtilityPageContext>;

/** The page's title: the icon set is a developer's page (English only); the import entry speaks to visitors. */
const titleOf = (utility: UtilityPageContext["utility"], t: (key: "page.importTootie") => string): string =>
  utility === "icons" ? "Icons" : t("page.importTootie");

/**
 * /import-tootie (ADR 0351): a technical address the spec lists and describes no further. It imports nothing; it
 * says so plainly and leads to the destination chooser in each built language.
 */
function ImportEntry() {
  const t = useT();
  return (
    <>
      <p data-testid="import-entry">{t("importTootie.body")}</p>
      <p>{t("importTootie.choose")}</p>
      <ul className="import-entry__languages">
        {SITE_LANGUAGES.map((locale) => (
          <li key={locale}>
            <a href={pathFor("pre-home", locale, {})} hrefLang={languageTag(locale)} lang={locale}>
              {languageName(locale)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

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
      return <ImportEntry />;
    default:
      return assertNever(utility);
  }
}

/** Unprefixed utility pages of the spec: /_icons (the icon set) and /import-tootie (a technical address, ADR 0351). */
export default function UtilityPage({ data, pageContext }: Props) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <section className="section">
        <h1>{titleOf(pageContext.utility, (key) => translate(data, key))}</h1>
        <UtilityContent utility={pageContext.utility} />
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.UtilityPageQuery, UtilityPageContext>) {
  return (
    <SeoHead
      data={data}
      title={titleOf(pageContext.utility, (key) => translate(data, key))}
      pageContext={pageContext}
      noindex
    />
  );
}

export const query = graphql`
  query UtilityPage($language: String!, $cmsLocale: Payload_LocaleInputType!, $cityId: String!) {
    ...Locales
    ...LayoutData
  }
`;
