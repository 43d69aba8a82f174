/**
 * Codegen hook (codegen.yml `hooks.afterOneFileWrite`): splits each `__generated__/graphql.ts` the client preset
 * wrote into its types (`__generated__/types.ts`) and one module per document (`__generated__/documents/<Name>.ts`,
 * which imports the types it names), and leaves in graphql.ts `export * from './types'` and a re-export of each
 * document, so imports stay `from "…/__generated__/graphql"`. With graphql.ts marked free of side effects
 * (gatsby-node.ts, `onCreateWebpackConfig`), webpack links each import to the document's own module, and a chunk
 * holds the documents it uses only: checkout step 1 no longer evaluates the ~110 KB of every step's and manage
 * booking's documents with the client-page template (docs/adr/0356). No import cycle: documents import types.ts.
 * Usage: `tsx scripts/codegen-split-documents.ts <file>...` (codegen passes the file it wrote; other files are left).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(.+)>;$/;

/** Splits one generated graphql.ts in place; returns the names of the documents moved. */
export function splitDocuments(file: string): string[] {
  const dir = path.join(path.dirname(file), "documents");
  const moved: string[] = [];
  const modules = new Map<string, string>();
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .map((line): string | null => {
      const match = DOCUMENT.exec(line);
      if (!match) return line;
      const [, name = "", ast = "", typeArgs = ""] = match;
      const types = [...new Set(typeArgs.match(/\b[A-Z]\w*/g) ?? [])];
      moved.push(name);
      modules.set(
        name,
        [
          "/* eslint-disable */",
          "// Generated: scripts/codegen-split-documents.ts (one module per document, docs/adr/0356). Do not edit.",
          "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
          ...(types.length ? [`import type { ${types.join(", ")} } from '../types';`] : []),
          "",
          `export const ${name} = ${ast} as unknown as DocumentNode<${typeArgs}>;`,
          "",
        ].join("\n"),
      );
      return null;
    })
    .filter((line): line is string => line !== null);
  if (moved.length === 0) return moved;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of modules) writeFileSync(path.join(dir, `${name}.ts`), text);
  writeFileSync(path.join(path.dirname(file), "types.ts"), lines.join("\n"));
  writeFileSync(
    file,
    [
      "/* eslint-disable */",
      "// Generated: scripts/codegen-split-documents.ts (types in types.ts, one module per document, docs/adr/0356).",
      "export * from './types';",
      ...moved.map((name) => `export { ${name} } from './documents/${name}';`),
      "",
    ].join("\n"),
  );
  return moved;
}

// Run as a command (codegen's hook), not when a test imports splitDocuments.
const asCommand = /codegen-split-documents\.ts$/.test(process.argv[1] ?? "");
for (const file of asCommand ? process.argv.slice(2) : []) {
  if (path.basename(file) !== "graphql.ts" || path.basename(path.dirname(file)) !== "__generated__") continue;
  const moved = splitDocuments(file);
  if (moved.length) console.log(`${path.relative(process.cwd(), file)}: ${moved.length} documents in documents/`);
}
