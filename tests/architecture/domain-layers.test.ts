/** @jest-environment node */
// The kernel (domain/, docs/architecture.md "Kernel"): shared by the site, the web server, the CMS and the sandboxes,
// it imports nothing above it (no src/, no services/, no scripts) and no package at run time (type-only zod at most),
// so that every consumer, whatever its dependency tree and bundler, can read it.
import fs from "fs";
import path from "path";
import ts from "typescript";

const REPO = path.resolve(__dirname, "../..");
const DOMAIN = path.join(REPO, "domain");

const files = fs.readdirSync(DOMAIN).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** Each import of a file: its specifier and whether it is type-only (erased at run time). */
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(path.join(DOMAIN, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? !!node.importClause?.isTypeOnly : node.isTypeOnly;
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      found.push({ spec: (node.arguments[0] as ts.StringLiteral).text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the kernel (domain/)", () => {
  test("is read: the route table imports the languages", () => {
    expect(files).toContain("route-table.ts");
    expect(importsOf("route-table.ts").map((i) => i.spec)).toContain("./locales");
  });

  test("imports nothing outside domain/ (no src/, no services/)", () => {
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter(
          ({ spec }) => spec.startsWith(".") && path.relative(DOMAIN, path.resolve(DOMAIN, spec)).startsWith(".."),
        )
        .map(({ spec }) => `${file} -> ${spec}`),
    );
    expect(wrong).toEqual([]);
  });

  test("imports no package at run time (types only)", () => {
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter(({ spec, typeOnly }) => !spec.startsWith(".") && !typeOnly)
        .map(({ spec }) => `${file} -> ${spec}`),
    );
    expect(wrong).toEqual([]);
  });
});
