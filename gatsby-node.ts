import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "./domain/site-config";
import { MEDIA_DIR, MEDIA_SIZE_NAMES } from "./src/lib/media";
import { downloadMediaFiles } from "./src/lib/media-download.server";
import { sanitizeHtml } from "./src/lib/sanitize-html.server";
import { cmsReadHeaders, siteEnv } from "./src/lib/site-env";
import { gtmIdWarning } from "./src/analytics/tags";
import { clientScreenPaths } from "./src/routes/client-routes";
import type { PageContext } from "./src/routes/page-context";

/** Every CMS rich-text field (HTML strings): sanitized here, at build time, before any page sees it. */
const RICH_TEXT_FIELDS: Record<string, string[]> = {
  Payload_RichTextBlock: ["html"],
  Payload_Product: ["description"],
  Payload_ProductFaq: ["answer"],
  Payload_Article: ["body"],
  Payload_Faq: ["answer"],
  Payload_Partner: ["intro"],
  Payload_PartnerLocalPage: ["body"],
};

/** When this build started: onPostBuild only looks at the pages it wrote (incremental publish, ADR 0220). */
let buildStartedMs = 0;

/**
 * The booking API's generated `graphql.ts` files only re-export their types (`types.ts`) and one module per document
 * (scripts/codegen-split-documents.ts): marked free of side effects, webpack links each import straight to the
 * document's module, so a chunk carries only the documents it uses (docs/adr/0356; checkout step 1 evaluated every
 * step's documents, ~110 KB, with the client-page template before).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    module: { rules: [{ test: /[\\/]__generated__[\\/]graphql\.ts$/, sideEffects: false }] },
  });
};

/** A tag manager id that is set but malformed is not loaded (src/analytics/tags.ts): say so in the build log. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  buildStartedMs = Date.now();
  const warning = gtmIdWarning(process.env);
  if (warning) reporter.warn(warning);
};

type Resolver = (source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolver }) => unknown;

/** DOMPurify on a jsdom window (STACK-NOTES): page data and static HTML only ever hold the sanitized HTML. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  const resolvers: Record<string, Record<string, { resolve: Resolver }>> = {};
  for (const [type, fields] of Object.entries(RICH_TEXT_FIELDS)) {
    resolvers[type] = Object.fromEntries(
      fields.map((field) => [
        field,
        {
          resolve: async (source, args, context, info) => {
            const raw = await info.originalResolver(source, args, context, info);
            return typeof raw === "string" ? sanitizeHtml(raw) : raw;
          },
        },
      ]),
    );
  }
  create(resolvers);
};

/**
 * Copies every CMS media file, each of its sizes included, into public/cms-media (pages use them through `mediaSrc`);
 * only the CMS's own image files, and the files of deleted media removed (src/lib/media-download.server.ts).
 */
async function downloadMedia(reporter: { warn(msg: string): void }): Promise<number> {
  const { cmsUrl } = siteEnv(process.env);
  const sizes = MEDIA_SIZE_NAMES.map((name) => `${name} { url }`).join(" ");
  type Doc = { url?: string; sizes?: Record<string, { url?: string | null } | null> };
  let urls: string[] | null = null;
  try {
    const res = await fetch(`${cmsUrl}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cmsReadHeaders(process.env) },
      body: JSON.stringify({ query: `{ allMedia(limit: 0) { docs { url sizes { ${sizes} } } } }` }),
    });
    const json = (await res.json()) as { data?: { allMedia?: { docs?: Doc[] } } };
    const docs = res.ok ? json.data?.allMedia?.docs : undefined;
    if (Array.isArray(docs)) {
      urls = docs
        .flatMap((d) => [d.url, ...Object.values(d.sizes ?? {}).map((s) => s?.url)])
        .filter((u): u is string => !!u);
    } else reporter.warn(`media: the CMS's media list could not be read (HTTP ${res.status}); nothing removed`);
  } catch (error) {
    reporter.warn(`media: the CMS's media list could not be read (${String(error)}); nothing removed`);
  }
  const { copied } = await downloadMediaFiles({
    cmsUrl,
    cmsPublicUrl: process.env.CMS_PUBLIC_URL || undefined,
    dir: path.resolve("public", MEDIA_DIR),
    urls,
    warn: (m) => reporter.warn(m),
  });
  return copied;
}

// Pages are created by plugins/localized-pages; this file publishes build artefacts of the site itself.

/**
 * After the build: the UI catalogues at /front/locales/{lang}.json (spec section 7), and /sitemap.xml (the
 * urlset when gatsby-plugin-sitemap wrote one chunk, its index otherwise).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const publicDir = path.resolve("public");
  await mkdir(path.join(publicDir, "front/locales"), { recursive: true });
  for (const locale of siteConfig(process.env).languages) {
    await copyFile(
      path.resolve("src/i18n/messages", locale, "common.json"),
      path.join(publicDir, "front/locales", `${locale}.json`),
    );
  }
  const chunks = (await readdir(publicDir)).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const source = chunks.length === 1 ? `sitemap-0.xml` : "sitemap-index.xml";
  await copyFile(path.join(publicDir, source), path.join(publicDir, "sitemap.xml"));
  const pages = (store.getState() as { pages: Map<string, { context?: Partial<PageContext> }> }).pages;
  const clientRoutes = await writeMatchPaths(publicDir, (pagePath) => pages.get(pagePath)?.context);
  const media = await downloadMedia(reporter);
  const cleaned = await stripNulBytes(publicDir, buildStartedMs);
  reporter.info(
    `onPostBuild: locale catalogues, ${MATCH_PATHS_FILE} (${clientRoutes} client-only pages) and sitemap.xml (${source}) written; ${media} media files copied; NUL bytes removed from ${cleaned} pages`,
  );
};

/** The build's client-only pages, for the web server (ADR 0341): public/match-paths.json travels with the build. */
const MATCH_PATHS_FILE = "match-paths.json";

/**
 * Client-only pages (ADR 0341): Gatsby lists them in .cache/match-paths.json ({path, matchPath}, most specific
 * first), which the publish pipeline does not copy. The web server answers every path under a matchPath with the
 * page's HTML, as `gatsby serve` does, reading the same list from the build output; `screens`, the paths the page's
 * router knows, lets it answer any other path under the matchPath with status 404.
 */
async function writeMatchPaths(
  publicDir: string,
  contextOf: (pagePath: string) => Partial<PageContext> | undefined,
): Promise<number> {
  const raw = JSON.parse(await readFile(path.resolve(".cache", "match-paths.json"), "utf8")) as {
    path: string;
    matchPath: string;
  }[];
  const list = raw.map(({ path: pagePath, matchPath }) => {
    const context = contextOf(pagePath);
    const screens =
      context?.routeName && context.language && context.cityId !== undefined
        ? clientScreenPaths({ routeName: context.routeName, language: context.language, cityId: context.cityId })
        : [];
    return screens.length > 0 ? { path: pagePath, matchPath, screens } : { path: pagePath, matchPath };
  });
  await writeFile(path.join(publicDir, MATCH_PATHS_FILE), `${JSON.stringify(list)}\n`);
  return list.length;
}

/**
 * React 18's streaming renderer can leak NUL bytes when a multi-byte character straddles its 2 KB buffer
 * (facebook/react#31134, gatsbyjs/gatsby#38747; fixed in React 19). They make pages invalid HTML: remove them
 * from the pages this build wrote (modified since `sinceMs`; an incremental build leaves the others alone).
 */
async function stripNulBytes(dir: string, sinceMs: number): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "static" && entry.name !== "page-data") count += await stripNulBytes(full, sinceMs);
    } else if (entry.name.endsWith(".html") && (await stat(full)).mtimeMs >= sinceMs) {
      const bytes = await readFile(full);
      if (bytes.includes(0)) {
        await writeFile(
          full,
          bytes.filter((b) => b !== 0),
        );
        count++;
      }
    }
  }
  return count;
}
