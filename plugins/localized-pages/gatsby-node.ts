import path from "path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/i18n/locales";
import type { PageContext } from "../../src/routes/page-context";
import { buildPageSpecs, type TemplateName } from "../../src/routes/page-specs";
import { toSiteIndex } from "../../src/routes/site-index";
import { BuildAbort, buildAbortReasons, fetchOctoData, type OctoData } from "../../src/lib/octo-offers";

// gatsby-node is compiled into .cache: resolve templates from the site root (Gatsby's working directory).
const template = (name: TemplateName | "error-page" | "utility-page") =>
  path.resolve(process.cwd(), "src/templates", `${name}.tsx`);


/** The context of pages that are not screens of the route table (errors, utilities). */
function plainContext(locale: Locale, pagePath: string, pageType: PageContext["pageType"]): PageContext {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALES],
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
    withRoutes: false,
    withArticles: false,
    homeProductIds: [],
    prices: {},
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
  // What exists in the CMS, per city, through the Gatsby data layer (gatsby-source-graphql); typed by typegen.
  const result = await graphql<Queries.LocalizedPagesIndexQuery>(`
    query LocalizedPagesIndex {
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
  let octo: OctoData;
  try {
    octo = await fetchOctoData(process.env, fetch);
  } catch (error) {
    // Spec section 8: a failed destinations call aborts startup (issue 28 item 3); only the prices may be missing.
    if (error instanceof BuildAbort) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  if (octo?.pricesProblem) reporter.warn(`localized-pages: OCTO products unreachable (${octo.pricesProblem}): no prices`);
  const index = { ...toSiteIndex(result.data), octo };
  if (index.cities.length === 0) reporter.panicOnBuild("The CMS returned no city: is it seeded?");
  const aborts = buildAbortReasons(octo, index.cities.map((c) => c.id));
  if (aborts.length > 0) {
    reporter.panicOnBuild(aborts.join("\n"));
    return;
  }
  const specs = buildPageSpecs(index, new Date());
  for (const spec of specs) {
    actions.createPage({ path: spec.path, matchPath: spec.matchPath, component: template(spec.template), context: spec.context });
  }
  for (const locale of LOCALES) {
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
