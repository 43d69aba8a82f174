import React from "react";
import { languageTag } from "../i18n/locales";
import { translate } from "../i18n/translate";
import { cityNameOf } from "../content/layout-cities";
import type { PageContext } from "../routes/page-context";
import { SCREEN_DESCRIPTIONS } from "../routes/screen-descriptions";
import { siteEnv } from "../lib/site-env";
import { brandOf } from "../content/brand";

const { siteUrl } = siteEnv({ SITE_URL: process.env.GATSBY_SITE_URL });

interface Props {
  title: string;
  /** The page's own description (CMS); absent or empty: the screen's from the catalogue (SCREEN_DESCRIPTIONS). */
  description?: string | null;
  /** The page query's catalogue and cities: the fallback description is translated from them. */
  data: Queries.LocalesFragment & Queries.LayoutDataFragment;
  pageContext: PageContext;
  noindex?: boolean;
}

/** The page's description, else its screen's, else the site's: never empty. */
function descriptionOf(description: string | null | undefined, data: Props["data"], pageContext: PageContext): string {
  if (description?.trim()) return description.trim();
  const city = pageContext.cityId ? cityNameOf(data, pageContext.cityId) : "";
  const brand = brandOf(data).name;
  const key = SCREEN_DESCRIPTIONS[pageContext.routeName] ?? "meta.site"; // utility pages are outside the route table
  return key === "meta.city" && !city ? translate(data, "meta.site", { brand }) : translate(data, key, { city, brand });
}

/** html lang, title, description, canonical and hreflang alternates of every page (Gatsby Head API). */
export function SeoHead({ title, description, data, pageContext, noindex = false }: Props) {
  const locale = pageContext.language;
  const self = pageContext.alternates.find((a) => a.locale === locale)?.path ?? pageContext.i18n.path;
  const xDefault = pageContext.alternates.find((a) => a.locale === "en") ?? pageContext.alternates[0];
  return (
    <>
      <html lang={locale} />
      <title>{`${title} | ${brandOf(data).name}`}</title>
      <meta name="description" content={descriptionOf(description, data, pageContext)} />
      <meta name="page-type" content={pageContext.pageType} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={`${siteUrl}${self}`} />
      {pageContext.alternates.map((alt) => (
        <link key={alt.locale} rel="alternate" hrefLang={languageTag(alt.locale)} href={`${siteUrl}${alt.path}`} />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${xDefault.path}`} />}
    </>
  );
}
