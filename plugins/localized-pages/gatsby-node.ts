import path from "path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LOCALE, LOCALE_KEYS, isLocale, type Locale } from "../../src/i18n/locales";
import type { PageContext } from "../../src/routes/page-context";
import { buildPageSpecs, type SiteIndex, type TemplateName } from "../../src/routes/page-specs";

const template = (name: TemplateName | "error-page" | "utility-page") =>
  path.resolve(__dirname, "../../src/templates", `${name}.tsx`);

/** Reads the CMS index (what exists, per city) through the Gatsby data layer (gatsby-source-graphql). */
const INDEX_QUERY = `
  query LocalizedPagesIndex {
    cms {
      Cities(limit: 0, sort: "cityId") { docs { cityId locales } }
      Products(limit: 0, sort: "sortOrder") { docs { productId city } }
      Articles(limit: 0, sort: "-publishedAt") { docs { slug city publishedAt } }
      Pages(limit: 0) { docs { slug city } }
      Partners(limit: 0) { docs { slug localPages { city } } }
    }
  }
`;

export function toSiteIndex(data: Queries.LocalizedPagesIndexQuery): SiteIndex {
  const cms = data.cms;
  const str = (v: string | null | undefined) => v ?? "";
  return {
    cities: (cms?.Cities?.docs ?? []).flatMap((c) =>
      c?.cityId ? [{ id: c.cityId, locales: (c.locales ?? []).filter((l): l is Locale => !!l && isLocale(l)) }] : [],
    ),
    products: (cms?.Products?.docs ?? []).flatMap((p) => (p?.productId ? [{ id: p.productId, city: str(p.city) }] : [])),
    articles: (cms?.Articles?.docs ?? []).flatMap((a) =>
      a?.slug ? [{ slug: a.slug, city: str(a.city), publishedAt: str(a.publishedAt) }] : [],
    ),
    pages: (cms?.Pages?.docs ?? []).flatMap((p) => (p?.slug ? [{ slug: p.slug, city: p.city || null }] : [])),
    partners: (cms?.Partners?.docs ?? []).flatMap((p) =>
      p?.slug ? [{ slug: p.slug, cities: (p.localPages ?? []).map((l) => str(l?.city)).filter(Boolean) }] : [],
    ),
  };
}

/** The context of pages that are not screens of the route table (errors, utilities). */
function plainContext(locale: Locale, pagePath: string, pageType: PageContext["pageType"]): PageContext {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALE_KEYS],
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: false,
      originalPath: pagePath,
      path: pagePath,
    },
    cmsLocale: locale,
    withProducts: false,
    withFaqs: false,
    withAlerts: false,
    withHome: false,
    routeName: "pre-home",
    pageType,
    params: {},
    cityId: "",
    contentId: "",
    articleSlugs: [],
    alternates: [],
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.LocalizedPagesIndexQuery>(INDEX_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Cannot read the CMS index: ${JSON.stringify(result.errors)}`);
    return;
  }
  const index = toSiteIndex(result.data);
  if (index.cities.length === 0) reporter.panicOnBuild("The CMS returned no city: is it seeded?");
  const specs = buildPageSpecs(index, new Date());
  for (const spec of specs) {
    actions.createPage({ path: spec.path, component: template(spec.template), context: spec.context });
  }
  for (const locale of LOCALE_KEYS) {
    actions.createPage({
      path: `/${locale}/404`,
      component: template("error-page"),
      context: { ...plainContext(locale, `/${locale}/404`, "error"), errorCode: 404 },
    });
    actions.createPage({
      path: `/${locale}/500`,
      component: template("error-page"),
      context: { ...plainContext(locale, `/${locale}/500`, "error"), errorCode: 500 },
    });
  }
  for (const [pagePath, errorCode] of [["/404", 404], ["/404.html", 404], ["/500", 500]] as const) {
    actions.createPage({
      path: pagePath,
      component: template("error-page"),
      context: { ...plainContext("en", pagePath, "error"), errorCode },
    });
  }
  for (const utility of ["icons", "import-tootie"] as const) {
    const pagePath = utility === "icons" ? "/_icons" : "/import-tootie";
    actions.createPage({
      path: pagePath,
      component: template("utility-page"),
      context: { ...plainContext("en", pagePath, "utility"), utility },
    });
  }
  reporter.info(`localized-pages: ${specs.length} pages for ${index.cities.length} cities`);
};
