/**
 * Every file an npm script of the repository names exists: `npm run test:production` once pointed at a script that
 * had been renamed, and only a person following the README found out.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const PACKAGES = [
  "package.json",
  "services/api/package.json",
  "services/cms/package.json",
  "services/octo-sandbox/package.json",
  "services/payment-sandbox/package.json",
];
/** Paths a script runs: `tsx x.ts`, `node x.mjs`, `bash x.sh` (not a tool's options or globs). */
const SCRIPT_FILE =
  /(?:^|[\s;&|(])(?:tsx|node|bash|sh)\s+(?:--?[\w-]+(?:[= ][^\s-][^\s]*)?\s+)*([\w./-]+\.(?:ts|mts|mjs|cjs|js|sh))\b/g;

test.each(PACKAGES)("%s: every file its scripts run exists", (pkg) => {
  const dir = path.dirname(path.join(ROOT, pkg));
  const { scripts = {} } = JSON.parse(readFileSync(path.join(ROOT, pkg), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const missing: string[] = [];
  let seen = 0;
  for (const [name, command] of Object.entries(scripts)) {
    for (const [, file = ""] of command.matchAll(SCRIPT_FILE)) {
      if (!file || file.includes("*")) continue;
      seen++;
      // A compiled file (dist/<path>.js, scripts/build-services.ts) exists once built: its source must.
      const resolved = path.resolve(dir, file);
      const compiled = path.relative(path.join(ROOT, "dist"), resolved);
      const source = compiled.startsWith("..") ? resolved : path.join(ROOT, compiled.replace(/\.js$/, ".ts"));
      if (!existsSync(source)) missing.push(`${name}: ${file}`);
    }
  }
  expect(missing).toEqual([]);
  if (pkg === "package.json") expect(seen).toBeGreaterThan(5);
});
