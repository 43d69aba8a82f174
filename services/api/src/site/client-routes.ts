/**
 * Client-only pages of the live build (ADR 0341): the checkout steps and the payment callbacks of a city and
 * language are ONE Gatsby page each, whose `matchPath` covers its screens (`/en/paris/checkout/*`). The build writes
 * Gatsby's list to `match-paths.json` in its output (gatsby-node.ts onPostBuild), so it travels with the build into
 * the live directory (ADR 0220, 0280); this module reads it once per build directory and matches paths against it.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/** The build's list file, in the root of the build output. */
export const MATCH_PATHS_FILE = "match-paths.json";

export interface MatchPathEntry {
  /** The page's own path (its HTML is `<path>/index.html`). */
  path: string;
  /** Gatsby's matchPath: `/prefix/*` (the prefix itself included) or an exact path. */
  matchPath: string;
  /** The paths the page's router shows (status 200); any other path under the matchPath is a 404. Absent: all 200. */
  screens?: string[];
}

/** Whether `pathname` is under `matchPath`, as Gatsby matches it (`*` matches the rest, empty included). */
export function isUnderMatchPath(pathname: string, matchPath: string): boolean {
  const clean = pathname.replace(/\/+$/, "");
  if (!matchPath.endsWith("/*")) return clean === matchPath.replace(/\/+$/, "");
  const prefix = matchPath.slice(0, -2);
  return clean === prefix || clean.startsWith(`${prefix}/`);
}

/** The client-only page that answers `pathname` (the first match: Gatsby lists the most specific first), or null. */
export function clientPageOf(pathname: string, entries: readonly MatchPathEntry[]): MatchPathEntry | null {
  return entries.find((e) => isUnderMatchPath(pathname, e.matchPath)) ?? null;
}

function parseEntries(text: string): MatchPathEntry[] {
  const raw: unknown = JSON.parse(text);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e: unknown) => {
    if (typeof e !== "object" || e === null) return [];
    const { path: pagePath, matchPath, screens } = e as Record<string, unknown>;
    if (
      typeof pagePath !== "string" ||
      typeof matchPath !== "string" ||
      !pagePath.startsWith("/") ||
      !matchPath.startsWith("/")
    )
      return [];
    const known = Array.isArray(screens) ? screens.filter((s): s is string => typeof s === "string") : null;
    return [known ? { path: pagePath, matchPath, screens: known } : { path: pagePath, matchPath }];
  });
}

/**
 * Reads a build's list, cached per build directory and file mtime (a publish switches directories; a rebuild in
 * place rewrites the file). A build without the file (older than ADR 0341) has no client-only pages.
 */
export class MatchPathCache {
  private readonly cache = new Map<string, { mtimeMs: number; entries: MatchPathEntry[] }>();

  async entriesOf(root: string): Promise<MatchPathEntry[]> {
    const file = path.join(root, MATCH_PATHS_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      this.cache.delete(root);
      return [];
    }
    const cached = this.cache.get(root);
    if (cached && cached.mtimeMs === mtimeMs) return cached.entries;
    let entries: MatchPathEntry[];
    try {
      entries = parseEntries(await readFile(file, "utf8"));
    } catch {
      entries = [];
    }
    if (this.cache.size > 8) this.cache.clear(); // old build directories are never asked again
    this.cache.set(root, { mtimeMs, entries });
    return entries;
  }
}
