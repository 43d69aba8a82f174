import path from "path";
import type { GatsbyNode } from "gatsby";
import { FALLBACK_LOCALE, type Locale } from "../../src/i18n/locales";
import type { PageContext } from "../../src/routes/page-context";
import { buildPageSpecs, type TemplateName } from "../../src/routes/page-specs";
import { toSiteIndex } from "../../src/routes/site-index";
import { siteConfig, type SiteConfig } from "../../domain/site-config";

// gatsby-node is compiled into .cache: resolve templates from the site root (Gatsby's working directory).
const template = (name: TemplateName | "error-page" | "utility-page") =>
  path.resolve(process.cwd(), "src/templates", `${name}.tsx`);

/** The context of pages that are not screens of the route table (errors, utilities). */
function plainContext(
  config: SiteConfig,
  locale: Locale,
  pagePath: string,
  pageType: PageContext["pageType"],
): PageContext {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...config.languages],
      defaultLanguage: config.defaultLanguage,
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
    withRoutes: false,
    withArticles: false,
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
  const config = siteConfig(process.env);
  // The cities to build are the data layer's destinations (plugins/booking-source: configured, and returned by the
  // supplier and the CMS); what exists in the CMS per city comes through gatsby-source-graphql. Typed by typegen.
  const result = await graphql<Queries.LocalizedPagesIndexQuery>(`
    query LocalizedPagesIndex {
      allDestination {
        nodes {
          city
        }
      }
      cms {
        Cities(limit: 0, sort: "cityId") {
          docs {
            cityId
            locales
          }
        }
        Products(limit: 0, sort: "sortOrder") {
          docs {
            productId
            city
          }
        }
        Articles(limit: 0, sort: "-publishedAt") {
          docs {
            slug
            city
            publishedAt
          }
        }
        Pages(limit: 0) {
          docs {
            slug
            city
          }
        }
        Partners(limit: 0) {
          docs {
            slug
            localPages {
              city
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Cannot read the CMS index: ${JSON.stringify(result.errors)}`);
    return;
  }
  const index = toSiteIndex(result.data);
  if (index.cities.length === 0) {
    reporter.panicOnBuild(
      "No city to build: no configured city is both a destination of the booking API and a city of the CMS",
    );
    return;
  }
  const specs = buildPageSpecs(index, new Date(), config);
  for (const spec of specs) {
    actions.createPage({
      path: spec.path,
      matchPath: spec.matchPath,
      component: template(spec.template),
      context: spec.context,
    });
  }
  for (const locale of config.languages) {
    actions.createPage({
      path: `/${locale}/404`,
      component: template("error-page"),
      context: { ...plainContext(config, locale, `/${locale}/404`, "error"), errorCode: 404 },
    });
    actions.createPage({
      path: `/${locale}/500`,
      component: template("error-page"),
      context: { ...plainContext(config, locale, `/${locale}/500`, "error"), errorCode: 500 },
    });
  }
  // The unprefixed pages are in English when it is built (FALLBACK_LOCALE), else in the default language.
  const rootLocale: Locale = config.languages.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : config.defaultLanguage;
  for (const [pagePath, errorCode] of [
    ["/404", 404],
    ["/404.html", 404],
    ["/500", 500],
  ] as const) {
    actions.createPage({
      path: pagePath,
      component: template("error-page"),
      context: { ...plainContext(config, rootLocale, pagePath, "error"), errorCode },
    });
  }
  for (const utility of ["icons", "import-tootie"] as const) {
    const pagePath = utility === "icons" ? "/_icons" : "/import-tootie";
    actions.createPage({
      path: pagePath,
      component: template("utility-page"),
      context: { ...plainContext(config, rootLocale, pagePath, "utility"), utility },
    });
  }
  reporter.info(`localized-pages: ${specs.length} pages for ${index.cities.length} cities`);
};
