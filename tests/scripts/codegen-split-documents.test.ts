/**
 * One module per generated GraphQL document (scripts/codegen-split-documents.ts, docs/adr/0356): the committed
 * `__generated__/graphql.ts` files hold re-exports only (the types from types.ts), each re-export names a module that
 * exports that document, and the split itself moves documents, keeps types and is idempotent (codegen runs it after
 * each write).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { splitDocuments } from "../../scripts/codegen-split-documents";

const ROOT = path.resolve(__dirname, "../..");
const GENERATED = [
  "src/checkout/graphql/__generated__",
  "src/search/graphql/__generated__",
  "src/layout/graphql/__generated__",
];

describe.each(GENERATED)("%s", (dir) => {
  const graphql = readFileSync(path.join(ROOT, dir, "graphql.ts"), "utf8");

  test("graphql.ts and types.ts hold no document (a chunk that imports one document would carry them all)", () => {
    expect(graphql).not.toMatch(/^export const /m);
    expect(graphql).toContain("export * from './types';");
    expect(readFileSync(path.join(ROOT, dir, "types.ts"), "utf8")).not.toMatch(/\{"kind":"Document"/);
  });

  test("each re-exported document is its module's export, and every document module is re-exported", () => {
    const reexports = [...graphql.matchAll(/^export \{ (\w+) \} from '\.\/documents\/(\w+)';$/gm)];
    expect(reexports.length).toBeGreaterThan(0);
    for (const [, name, file] of reexports) {
      expect(file).toBe(name);
      const module = path.join(ROOT, dir, "documents", `${file}.ts`);
      expect(existsSync(module)).toBe(true);
      expect(readFileSync(module, "utf8")).toMatch(new RegExp(`^export const ${name} = \\{"kind":"Document"`, "m"));
    }
    const modules = readdirSync(path.join(ROOT, dir, "documents")).map((f) => f.replace(/\.ts$/, ""));
    expect(modules.sort()).toEqual(reexports.map((m) => m[1]).sort());
  });
});

test("splitDocuments moves each document to its module with its types imported, and a second run changes nothing", () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "split-")), "__generated__");
  const file = path.join(dir, "graphql.ts");
  const source = [
    "import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
    "export type PingQuery = { ping: string };",
    "export type PingQueryVariables = Exact<{ [key: string]: never }>;",
    'export const PingFieldsFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PingFieldsFragment, unknown>;',
    'export const PingDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PingQuery, PingQueryVariables>;',
  ].join("\n");
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, source);

  expect(splitDocuments(file)).toEqual(["PingFieldsFragmentDoc", "PingDocument"]);
  const split = readFileSync(file, "utf8");
  expect(split).toContain("export * from './types';");
  expect(split).toContain("export { PingDocument } from './documents/PingDocument';");
  expect(split).toContain("export { PingFieldsFragmentDoc } from './documents/PingFieldsFragmentDoc';");
  expect(split).not.toContain('{"kind":"Document"');
  const types = readFileSync(path.join(dir, "types.ts"), "utf8");
  expect(types).toContain("export type PingQuery = { ping: string };");
  expect(types).not.toContain('{"kind":"Document"');
  const ping = readFileSync(path.join(dir, "documents", "PingDocument.ts"), "utf8");
  expect(ping).toContain("import type { PingQuery, PingQueryVariables } from '../types';");
  expect(ping).toContain(
    'export const PingDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PingQuery, PingQueryVariables>;',
  );
  expect(readFileSync(path.join(dir, "documents", "PingFieldsFragmentDoc.ts"), "utf8")).toContain(
    "import type { PingFieldsFragment } from '../types';",
  );

  expect(splitDocuments(file)).toEqual([]);
  expect(readFileSync(file, "utf8")).toBe(split);
  expect(existsSync(path.join(dir, "documents", "PingDocument.ts"))).toBe(true);
});
