/**
 * The release this web server runs (ADR 0348): RELEASE_VERSION when the deployment sets it, else the `version` of
 * the repository's package.json (the one `npm run release` sets and tags, scripts/release.ts), else "unknown".
 * Shown in the start log line, on the metrics port's `/version` and as the `release_info{version}` gauge.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export function releaseVersion(env: NodeJS.ProcessEnv, repoRoot: string): string {
  if (env.RELEASE_VERSION?.trim()) return env.RELEASE_VERSION.trim();
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version?: unknown };
    if (typeof pkg.version === "string" && pkg.version) return pkg.version;
  } catch {
    // A deployment without the repository's package.json: RELEASE_VERSION says it.
  }
  return "unknown";
}
