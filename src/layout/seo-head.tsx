import React from "react";
import { LOCALES } from "../i18n/locales";
import type { PageContext } from "../routes/page-context";
import { siteEnv } from "../lib/site-env";

const { siteUrl } = siteEnv({ SITE_URL: process.env.GATSBY_SITE_URL });

interface Props {
  title: string;
  description?: string;
  pageContext: PageContext;
  noindex?: boolean;
}

/** html lang, title, canonical and hreflang alternates of every page (Gatsby Head API). */
export function SeoHead({ title, description, pageContext, noindex = false }: Props) {
  const locale = pageContext.language;
  const self = pageContext.alternates.find((a) => a.locale === locale)?.path ?? pageContext.i18n.path;
  const xDefault = pageContext.alternates.find((a) => a.locale === "en") ?? pageContext.alternates[0];
  return (
    <>
      <html lang={LOCALES[locale].htmlLang} />
      <title>{`${title} | City Sightseeing`}</title>
      {description && <meta name="description" content={description} />}
      <meta name="page-type" content={pageContext.pageType} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={`${siteUrl}${self}`} />
      {pageContext.alternates.map((alt) => (
        <link key={alt.locale} rel="alternate" hrefLang={LOCALES[alt.locale].hrefLang} href={`${siteUrl}${alt.path}`} />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${xDefault.path}`} />}
    </>
  );
}
