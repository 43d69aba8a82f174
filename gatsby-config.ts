import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./domain/site-config";
import { cmsReadHeaders, siteEnv } from "./src/lib/site-env";
import { isListedInSitemap, toSitemapEntry, type SitemapPage } from "./src/routes/sitemap";
import { withoutGlobalDependency } from "./plugins/cms-changes/source-schema";

const env = siteEnv(process.env);
// SITE_LANGUAGES / SITE_CITIES (ADR 0342); a malformed value stops the build here with its message.
const site = siteConfig(process.env);
// Canonical and hreflang URLs are rendered in the browser bundle too.
process.env.GATSBY_SITE_URL = env.siteUrl;
// The built languages, for the browser bundle too (src/i18n/site-languages.ts).
process.env.GATSBY_SITE_LANGUAGES = site.languages.join(",");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "City Sightseeing",
    siteUrl: env.siteUrl,
    version: env.version,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: `${__dirname}/src/i18n/messages` },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: site.languages,
        defaultLanguage: site.defaultLanguage,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl: env.siteUrl,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: false,
          nsSeparator: false,
          returnNull: false,
        },
      },
    },
    {
      resolve: "gatsby-source-graphql",
      // Page dependencies per CMS document (plugins/cms-changes, ADR 0220) instead of one that changes every build.
      options: {
        typeName: "Payload",
        fieldName: "cms",
        url: `${env.cmsUrl}/api/graphql`,
        headers: cmsReadHeaders(process.env),
        batch: true,
        transformSchema: withoutGlobalDependency,
      },
    },
    { resolve: "cms-changes", options: { typeName: "Payload" } },
    // Destination, Category, BookingProduct and BookingRating nodes from the web server's /api/init/* (ADR 0342).
    "booking-source",
    "localized-pages",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => env.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes,
        // filterPages runs once per entry of `excludes`: one entry, and the filter decides (true = leave out).
        excludes: ["not-public"],
        filterPages: (page: SitemapPage) => !isListedInSitemap(page),
        serialize: (page: SitemapPage) => toSitemapEntry(page, env.siteUrl),
      },
    },
  ],
};

export default config;
