/**
 * The live directory of the site: `<siteDir>/builds/<id>` holds complete builds, `<siteDir>/current` is a symlink
 * to the one being served. A new build is copied in under a temporary name, renamed into place, then `current`
 * is switched by renaming a fresh symlink over it (rename(2) is atomic): a request sees the old build or the new
 * one, never a mix or a half-copied tree. Files the build did not rewrite (same size and mtime as in the live
 * build) are hard-linked from the live build instead of copied (ADR 0220): builds/ is never written in place, so
 * sharing inodes between builds is safe, and an incremental build costs the copy of what changed only.
 */
import { createHash, randomBytes } from "node:crypto";
import { copyFile, link, lstat, mkdir, readdir, readlink, rename, rm, stat, symlink, utimes } from "node:fs/promises";
import path from "node:path";

export const CURRENT = "current";
export const BUILDS = "builds";

export const currentLink = (siteDir: string): string => path.join(siteDir, CURRENT);

/** The build directory `current` points to (absolute), or null when there is none yet. */
export async function currentBuild(siteDir: string): Promise<string | null> {
  try {
    const target = await readlink(currentLink(siteDir));
    return path.resolve(siteDir, target);
  } catch {
    return null;
  }
}

/** A sortable, unique build id: UTC timestamp + random suffix. */
export function newBuildId(now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.(\d{3})Z$/, "$1Z")}-${randomBytes(3).toString("hex")}`;
}

/** Points `current` at `buildDir` (a directory inside `<siteDir>/builds`) with one atomic rename. */
export async function switchCurrent(siteDir: string, buildDir: string): Promise<void> {
  const tmp = path.join(siteDir, `.current-${randomBytes(4).toString("hex")}`);
  await symlink(path.relative(siteDir, buildDir), tmp);
  try {
    await rename(tmp, currentLink(siteDir));
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export interface PromoteStats {
  /** Files hard-linked from the live build (unchanged by the build). */
  linked: number;
  /** Files copied from the build output (new or rewritten). */
  copied: number;
  /** Of `copied`: HTML pages (the pages the build rendered anew; metric publish_pages_rebuilt_total). */
  pages?: number;
}

/**
 * Copies a finished build (`sourceDir`, Gatsby's public/) into `<siteDir>/builds/<id>`, switches `current` to it
 * and removes older builds beyond `keep` (the live one is never removed). Returns the new build directory.
 */
export async function promote(
  siteDir: string,
  sourceDir: string,
  options: { keep?: number; now?: Date; stats?: PromoteStats } = {},
): Promise<string> {
  const buildsDir = path.join(siteDir, BUILDS);
  await mkdir(buildsDir, { recursive: true });
  const id = newBuildId(options.now);
  const tmp = path.join(buildsDir, `.tmp-${id}`);
  const final = path.join(buildsDir, id);
  const live = await currentBuild(siteDir);
  try {
    const stats = await copyTree(sourceDir, tmp, live && (await isBuild(live)) ? live : null);
    if (options.stats) Object.assign(options.stats, stats);
    await rename(tmp, final);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  await switchCurrent(siteDir, final);
  await prune(siteDir, options.keep ?? 2);
  return final;
}

/**
 * Copies `source` to `target` (a new directory) with timestamps, hard-linking from `previous` every regular file
 * whose size and mtime there are the same (the build left it alone; promote preserved its timestamps).
 */
export async function copyTree(source: string, target: string, previous: string | null): Promise<PromoteStats> {
  const stats: PromoteStats = { linked: 0, copied: 0 };
  const files: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    await mkdir(path.join(target, rel), { recursive: true });
    for (const entry of await readdir(path.join(source, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isSymbolicLink())
        await symlink(await readlink(path.join(source, child)), path.join(target, child));
      else files.push(child);
    }
  };
  await walk("");
  const one = async (rel: string): Promise<void> => {
    const from = path.join(source, rel);
    const to = path.join(target, rel);
    const info = await stat(from);
    if (previous) {
      const old = await lstat(path.join(previous, rel)).catch(() => null);
      // Milliseconds: utimes keeps them, not always the nanoseconds.
      if (old?.isFile() && old.size === info.size && Math.floor(old.mtimeMs) === Math.floor(info.mtimeMs)) {
        await link(path.join(previous, rel), to);
        stats.linked++;
        return;
      }
    }
    await copyFile(from, to);
    await utimes(to, info.atimeMs / 1000, info.mtimeMs / 1000);
    stats.copied++;
    if (rel.endsWith(".html")) stats.pages = (stats.pages ?? 0) + 1;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < files.length) await one(files[next++]!);
    }),
  );
  return stats;
}

/** Keeps the newest `keep` builds (and always the live one); removes leftovers of interrupted copies. */
export async function prune(siteDir: string, keep: number): Promise<string[]> {
  const buildsDir = path.join(siteDir, BUILDS);
  const live = await currentBuild(siteDir);
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  const builds = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort();
  const stale = builds.slice(0, Math.max(0, builds.length - keep)).map((name) => path.join(buildsDir, name));
  const leftovers = entries.filter((e) => e.name.startsWith(".tmp-")).map((e) => path.join(buildsDir, e.name));
  const removed: string[] = [];
  for (const dir of [...stale, ...leftovers]) {
    if (dir === live) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  // Symlinks left by a crash between symlink() and rename().
  for (const entry of await readdir(siteDir, { withFileTypes: true })) {
    if (entry.name.startsWith(".current-")) await rm(path.join(siteDir, entry.name), { force: true });
  }
  return removed;
}

/**
 * Fingerprint of a build directory: every file's relative path, size and mtime (seconds). Promotion copies with
 * preserved timestamps, so an unchanged output directory has the same fingerprint as its live copy, and any file
 * the build rewrote changes it. Null when the directory is not a build.
 */
export async function buildFingerprint(dir: string): Promise<string | null> {
  if (!(await isBuild(dir))) return null;
  const hash = createHash("sha1");
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else {
        const info = await stat(path.join(dir, child));
        hash.update(`${child}\0${info.size}\0${Math.floor(info.mtimeMs / 1000)}\n`);
      }
    }
  };
  await walk("");
  return hash.digest("hex");
}

/** Whether `dir` looks like a complete site build: Gatsby's page-data/app-data.json, or an index.html. */
export async function isBuild(dir: string): Promise<boolean> {
  const file = (f: string) =>
    stat(path.join(dir, f)).then(
      (s) => s.isFile(),
      () => false,
    );
  return (await file("page-data/app-data.json")) || (await file("index.html"));
}
