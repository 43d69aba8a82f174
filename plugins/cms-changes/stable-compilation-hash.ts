import { createHash } from "crypto";
import type { Compiler } from "webpack";

const NAME = "StableCompilationHash";

/**
 * Makes the browser bundle's compilation hash a function of what it emits (ADR 0220).
 *
 * Gatsby writes webpack's compilation hash into every page's HTML (`window.___webpackCompilationHash`) and into
 * page-data/app-data.json, and re-renders every page whose HTML carries an old one. Webpack's hash is not a
 * function of the output alone: the first build after a cold build (a fresh compile) and every build from the
 * persistent cache emit byte-identical bundles under a different hash (gatsbyjs/gatsby#33450, "First incremental
 * build rebuilds all HTML pages"), so the first publish after a deploy re-rendered every page (2,234 at the large
 * set). This plugin replaces the hash, once every asset is final, with a digest of the emitted assets' names and
 * contents: it changes exactly when a visitor's browser would need other files, which is what Gatsby uses it for
 * (a running page reloads on navigation when app-data.json announces another hash).
 *
 * The HTML renderer has the same problem one level down: Gatsby marks a template's pages dirty when the webpack
 * hashes of its SSR chunks change, and those moved with the process environment (every variable is defined in the
 * Node bundle) although the chunks' code did not. With `chunks`, each chunk's hash becomes the digest of the files
 * it emitted.
 */
export class StableCompilationHash {
  constructor(private readonly options: { chunks?: boolean } = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          // Each asset's bytes read once (the renderer's bundle is megabytes; chunks share files).
          const files = new Map(
            compilation.getAssets().map((a) => [a.name, { name: a.name, content: a.source.buffer() }]),
          );
          const length = compilation.hash?.length ?? 20;
          compilation.fullHash = outputDigest([...files.values()]);
          compilation.hash = compilation.fullHash.slice(0, length);
          if (!this.options.chunks) return;
          for (const chunk of compilation.chunks) {
            const emitted = [...chunk.files].flatMap((name) => files.get(name) ?? []);
            if (chunk.hash) chunk.hash = outputDigest(emitted).slice(0, chunk.hash.length);
          }
        },
      );
    });
  }
}

/** The digest of a set of files, independent of their order. */
export function outputDigest(assets: { name: string; content: Buffer }[]): string {
  const hash = createHash("sha256");
  for (const a of [...assets].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))) {
    hash.update(`${a.name}\0${a.content.length}\0`);
    hash.update(a.content);
  }
  return hash.digest("hex");
}
