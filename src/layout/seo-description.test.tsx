/**
 * Every built page has a non-empty meta description, in every language: the Head of each page's
 * template (the page specs of the route table, plus the error and utility pages) rendered as Gatsby renders it,
 * with the real UI catalogues and no CMS SEO text (the worst case).
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { buildPageSpecs, type SiteIndex } from "../routes/page-specs";
import type { PageContext } from "../routes/page-context";
import { BUILT_IN_LOCALES, type BuiltInLocale } from "../i18n/locales";
import en from "../i18n/messages/en/common.json";
import fr from "../i18n/messages/fr/common.json";
import es from "../i18n/messages/es/common.json";
import nl from "../i18n/messages/nl/common.json";

const CATALOGUES: Record<BuiltInLocale, Record<string, string>> = { en, fr, es, nl };
const CITY_NAMES: Record<BuiltInLocale, string> = { en: "Paris", fr: "Paris", es: "París", nl: "Parijs" };

const index: SiteIndex = {
  cities: [{ id: "paris", locales: ["fr", "en", "es", "nl"] }],
  products: [{ id: "paris-hop-on-hop-off", city: "paris" }],
  articles: [{ slug: "night-tour", city: "paris", publishedAt: "2026-11-01T00:00:00Z" }],
  pages: [
    { slug: "terms", city: null },
    { slug: "groups", city: "paris" },
  ],
  partners: [{ slug: "acme", cities: ["paris"] }],
};

/** What a page query gives the Head when the CMS has no SEO text: the catalogue and the cities. */
function dataOf(locale: BuiltInLocale) {
  return {
    locales: { edges: [{ node: { ns: "common", data: JSON.stringify(CATALOGUES[locale]), language: locale } }] },
    cms: { Cities: { docs: [{ cityId: "paris", name: CITY_NAMES[locale], locales: ["fr", "en", "es", "nl"] }] } },
  };
}

type HeadComponent = (props: { data: unknown; pageContext: PageContext }) => React.ReactElement;
const headOf = (template: string): HeadComponent =>
  (jest.requireActual(`../templates/${template}.tsx`) as { Head: HeadComponent }).Head;

function descriptionOf(template: string, pageContext: PageContext): string | null {
  const Head = headOf(template);
  const html = renderToStaticMarkup(
    <Head data={dataOf(pageContext.language as BuiltInLocale)} pageContext={pageContext} />,
  );
  const metas = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
  expect(metas.length).toBeLessThanOrEqual(1);
  return metas[0]?.[1] ?? null;
}

const specs = buildPageSpecs(index, new Date("2026-11-21T12:00:00Z"));
const extra = BUILT_IN_LOCALES.flatMap((language) => {
  const base = specs.find((s) => s.context.language === language && s.context.routeName === "city-home")!.context;
  return [
    { template: "error-page", context: { ...base, errorCode: 404 } as PageContext },
    { template: "utility-page", context: { ...base, utility: "icons" } as PageContext },
  ];
});

describe("meta description of every built page", () => {
  test("the specs cover every template", () => {
    const templates = new Set([...specs, ...extra].map((s) => s.template));
    expect(templates.size).toBeGreaterThanOrEqual(12);
  });

  test.each([...specs, ...extra].map((s) => [s.template, s.context.language, s.context.routeName, s.context] as const))(
    "%s (%s, %s): a non-empty, translated description",
    (template, locale, _route, context) => {
      const description = descriptionOf(template, context);
      expect(description?.trim()).toBeTruthy();
      expect(description).not.toMatch(/\{\{|\bmeta\.\w+|undefined/);
      if (locale !== "en") expect(description).not.toBe(descriptionOf(template, { ...context, language: "en" }));
    },
  );

  test("the map page describes the map of its city, in its language", () => {
    for (const locale of BUILT_IN_LOCALES) {
      const map = specs.find((s) => s.context.routeName === "city-map" && s.context.language === locale)!;
      const expected = CATALOGUES[locale]["meta.map"]!.replace("{{city}}", CITY_NAMES[locale]).replace(/'/g, "&#x27;");
      expect(descriptionOf(map.template, map.context)).toBe(expected);
    }
  });
});
