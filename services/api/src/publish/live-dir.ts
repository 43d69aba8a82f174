/**
 * The live directory of the site: `<siteDir>/builds/<id>` holds complete builds, `<siteDir>/current` is a symlink
 * to the one being served. A new build is copied in under a temporary name, renamed into place, then `current`
 * is switched by renaming a fresh symlink over it (rename(2) is atomic): a request sees the old build or the new
 * one, never a mix or a half-copied tree.
 */
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readlink, rename, rm, stat, symlink } from "node:fs/promises";
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
  return `${now.toISOString().replace(/[-:]/g, "").replace(/\.(\d{3})Z$/, "$1Z")}-${randomBytes(3).toString("hex")}`;
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

/**
 * Copies a finished build (`sourceDir`, Gatsby's public/) into `<siteDir>/builds/<id>`, switches `current` to it
 * and removes older builds beyond `keep` (the live one is never removed). Returns the new build directory.
 */
export async function promote(siteDir: string, sourceDir: string, options: { keep?: number; now?: Date } = {}): Promise<string> {
  const buildsDir = path.join(siteDir, BUILDS);
  await mkdir(buildsDir, { recursive: true });
  const id = newBuildId(options.now);
  const tmp = path.join(buildsDir, `.tmp-${id}`);
  const final = path.join(buildsDir, id);
  try {
    await cp(sourceDir, tmp, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await rename(tmp, final);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  await switchCurrent(siteDir, final);
  await prune(siteDir, options.keep ?? 2);
  return final;
}

/** Keeps the newest `keep` builds (and always the live one); removes leftovers of interrupted copies. */
export async function prune(siteDir: string, keep: number): Promise<string[]> {
  const buildsDir = path.join(siteDir, BUILDS);
  const live = await currentBuild(siteDir);
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  const builds = entries.filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => e.name).sort();
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
  const file = (f: string) => stat(path.join(dir, f)).then((s) => s.isFile(), () => false);
  return (await file("page-data/app-data.json")) || (await file("index.html"));
}
