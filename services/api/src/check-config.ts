/**
 * `npm run check-config`: the production guard's lines (src/production-guard.ts) and any other configuration error
 * of loadConfig, for the environment as it is with NODE_ENV=production, without starting anything (no database, no
 * port). Exit 0 and one "OK" line, or exit 1 and exactly the lines the start would refuse with.
 */
import { pathToFileURL } from "node:url";
import { loadConfig } from "./config.ts";
import { assertCatalogues } from "./i18n.ts";
import { productionProblems } from "./production-guard.ts";

/** What the web server would say about `env` when started with NODE_ENV=production. */
export function checkConfig(env: NodeJS.ProcessEnv): { ok: boolean; text: string } {
  const production = { ...env, NODE_ENV: "production" };
  const problems = productionProblems(production);
  if (problems.length === 0) {
    try {
      assertCatalogues(loadConfig(production).site.languages);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length === 0) return { ok: true, text: "web server: configuration OK for NODE_ENV=production" };
  return {
    ok: false,
    text: `web server: refusing to start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { ok, text } = checkConfig(process.env);
  (ok ? console.log : console.error)(text);
  process.exit(ok ? 0 : 1);
}
