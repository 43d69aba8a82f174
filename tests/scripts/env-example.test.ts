/**
 * Each service's `.env.example` lists every variable the service reads, with its default and meaning, and is what
 * scripts/env-example.ts makes of the environment table of docs/configuration.md (so the table has no gaps either).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CONFIGURATION_FILE, envExample, SERVICES_WITH_ENV } from "../../scripts/env-example";

const ROOT = path.resolve(__dirname, "../..");
const table = readFileSync(path.join(ROOT, CONFIGURATION_FILE), "utf8");

/** Source files of a service (not its tests, not node_modules, not generated output). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (["node_modules", ".next", ".data", "tests", "test", "bench", "migrations"].includes(name)) return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|mjs)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [file] : [];
  });
}

/** Variables Node or Next set themselves, not the operator. */
// CMS_MODE is not the operator's: services/cms/scripts/start.mjs sets it from NODE_ENV before Next forces production.
const RUNTIME = new Set(["CMS_MODE", "NEXT_PHASE", "NEXT_RUNTIME", "NEXT_TELEMETRY_DISABLED", "PGPORT", "PORT"]);

describe.each(SERVICES_WITH_ENV)("services/%s/.env.example", (service) => {
  const file = readFileSync(path.join(ROOT, "services", service, ".env.example"), "utf8");

  test("is generated from docs/configuration.md's environment table (npx tsx scripts/env-example.ts)", () => {
    expect(file).toBe(envExample(service, table));
  });

  test("lists every variable the service reads, each with a default and a meaning", () => {
    const dir = path.join(ROOT, "services", service);
    const read = new Set<string>();
    for (const source of sources(dir)) {
      for (const m of readFileSync(source, "utf8").matchAll(/env(?:\.|\[["'])([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!);
    }
    const listed = new Set([...file.matchAll(/^#([A-Z][A-Z0-9_]+)=$/gm)].map((m) => m[1]!));
    expect([...read].filter((name) => !RUNTIME.has(name) && !listed.has(name)).sort()).toEqual([]);
    expect(file).toMatch(/# Default: .+\. Used by: .+\.\n#[A-Z]/);
  });
});
