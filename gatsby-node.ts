import { copyFile, mkdir, readdir, readFile, writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { LOCALE_KEYS } from "./src/i18n/locales";

// Pages are created by plugins/localized-pages; this file publishes build artefacts of the site itself.

/**
 * After the build: the UI catalogues at /front/locales/{lang}.json (spec section 7), and /sitemap.xml (the
 * urlset when gatsby-plugin-sitemap wrote one chunk, its index otherwise).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public");
  await mkdir(path.join(publicDir, "front/locales"), { recursive: true });
  for (const locale of LOCALE_KEYS) {
    await copyFile(
      path.resolve("src/i18n/messages", locale, "common.json"),
      path.join(publicDir, "front/locales", `${locale}.json`),
    );
  }
  const chunks = (await readdir(publicDir)).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const source = chunks.length === 1 ? `sitemap-0.xml` : "sitemap-index.xml";
  await copyFile(path.join(publicDir, source), path.join(publicDir, "sitemap.xml"));
  const cleaned = await stripNulBytes(publicDir);
  reporter.info(`onPostBuild: locale catalogues and sitemap.xml (${source}) written; NUL bytes removed from ${cleaned} pages`);
};

/**
 * React 18's streaming renderer can leak NUL bytes when a multi-byte character straddles its 2 KB buffer
 * (facebook/react#31134, gatsbyjs/gatsby#38747; fixed in React 19). They make pages invalid HTML: remove them.
 */
async function stripNulBytes(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "static" && entry.name !== "page-data") count += await stripNulBytes(full);
    } else if (entry.name.endsWith(".html")) {
      const bytes = await readFile(full);
      if (bytes.includes(0)) {
        await writeFile(full, bytes.filter((b) => b !== 0));
        count++;
      }
    }
  }
  return count;
}
