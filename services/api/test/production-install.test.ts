/**
 * A production install runs: `npm ci --omit=dev` installs only "dependencies", so everything the
 * server imports at run time, following its relative imports into domain/ and the site's route table,
 * must be a dependency, not a devDependency; the production start is `node` on the compiled output.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(path.join(serviceDir, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Bare packages imported at run time (type-only imports excluded) by a file and the files it imports. */
function runtimePackages(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    const specifiers = [
      ...source.matchAll(/^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm),
      ...source.matchAll(/^\s*export\s+(?!type\s)[^'"]*?\sfrom\s+["']([^"']+)["']/gm),
      ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((m) => m[1]!);
    for (const spec of specifiers) {
      if (spec.startsWith(".")) {
        const target = path.resolve(path.dirname(file), spec);
        if (existsSync(target) && target.endsWith(".ts")) visit(target);
        else if (existsSync(`${target}.ts`)) visit(`${target}.ts`);
        continue;
      }
      if (spec.startsWith("node:") || builtinModules.includes(spec)) continue;
      const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
      if (!found.has(name)) found.set(name, path.relative(serviceDir, file));
    }
  };
  visit(entry);
  return found;
}

test("every package the server imports at run time is a dependency", () => {
  const packages = runtimePackages(path.join(serviceDir, "src/main.ts"));
  assert.ok(packages.has("fastify"), "the import walk found the server's packages");
  const missing = [...packages]
    .filter(([name]) => !(name in pkg.dependencies))
    .map(([name, file]) => `${name} (imported by ${file})`);
  assert.deepEqual(missing, []);
});

test("the production start runs node on the build output, not tsx", () => {
  // scripts/build-services.ts writes dist/services/api/package.json: production dependencies, `node src/main.js`.
  assert.ok(!("tsx" in pkg.dependencies), "tsx is a development tool (devDependencies)");
  const program = pkg.scripts.start!.split(/\s+/)[0]!;
  assert.ok(
    program === "node" || program in pkg.dependencies || program in pkg.devDependencies,
    `${program} must be installed`,
  );
  assert.match(
    pkg.scripts["start:prod"] ?? "",
    /^NODE_ENV=production node \.\.\/\.\.\/dist\/services\/api\/src\/main\.js$/,
  );
});
