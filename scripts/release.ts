/**
 * A release of its own (ADR 0348): `npm run release -- <version | patch | minor | major>` sets the repository's
 * version (package.json and package-lock.json, the version every service reports: services/api/src/release.ts),
 * commits "Release <version>" and makes the annotated tag `v<version>`. It never pushes: push the commit and the
 * tag yourself (`git push origin HEAD v<version>`) once the release's `npm test` passed.
 * Refuses (exit 1, one line) a working tree with changes, a version that is not semver or not above the current one,
 * or a tag that exists. `--dry-run` prints what it would do.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Semver = [number, number, number, string];

export function parseSemver(v: string): Semver | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ""] : null;
}

/** a > b by semver precedence (a pre-release sorts before its release; pre-releases compared as strings). */
export function isAbove(a: Semver, b: Semver): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
  if (a[3] === b[3]) return false;
  if (!a[3]) return true;
  if (!b[3]) return false;
  return a[3] > b[3];
}

export function nextVersion(current: string, wanted: string): string {
  const cur = parseSemver(current);
  if (!cur) throw new Error(`the current version ${current} is not semver`);
  const [major, minor, patch] = cur;
  const next =
    wanted === "major"
      ? `${major + 1}.0.0`
      : wanted === "minor"
        ? `${major}.${minor + 1}.0`
        : wanted === "patch"
          ? `${major}.${minor}.${cur[3] ? patch : patch + 1}`
          : wanted;
  const parsed = parseSemver(next);
  if (!parsed) throw new Error(`${wanted} is not a version (x.y.z[-pre]) nor patch, minor or major`);
  if (!isAbove(parsed, cur)) throw new Error(`${next} is not above the current version ${current}`);
  return next;
}

function main(argv: string[], cwd: string): number {
  const dryRun = argv.includes("--dry-run");
  const wanted = argv.find((a) => !a.startsWith("--"));
  if (!wanted) {
    console.error("usage: npm run release -- <x.y.z | patch | minor | major> [--dry-run]");
    return 2;
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
  try {
    const pkgFile = path.join(cwd, "package.json");
    const lockFile = path.join(cwd, "package-lock.json");
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as { version: string };
    const version = nextVersion(pkg.version, wanted);
    const tag = `v${version}`;
    if (git("status", "--porcelain")) throw new Error("the working tree has changes: commit or remove them first");
    if (git("tag", "--list", tag)) throw new Error(`the tag ${tag} exists`);
    if (dryRun) {
      console.log(`release: would set ${pkg.version} → ${version}, commit "Release ${version}" and tag ${tag}`);
      return 0;
    }
    // Only the version lines change: the files keep their formatting (npm's own two-space JSON).
    const setVersion = (file: string, count: number) => {
      let n = 0;
      const text = readFileSync(file, "utf8").replace(/^(\s*"version": )"[^"]*"/gm, (line, head: string) =>
        n++ < count ? `${head}"${version}"` : line,
      );
      writeFileSync(file, text);
    };
    setVersion(pkgFile, 1);
    setVersion(lockFile, 2); // the lockfile's own version and its root package's
    git("add", "package.json", "package-lock.json");
    git("commit", "--quiet", "-m", `Release ${version}`);
    git("tag", "-a", tag, "-m", `Release ${version}`);
    console.log(`release: ${version} committed and tagged ${tag} (not pushed: git push origin HEAD ${tag})`);
    return 0;
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exit(main(process.argv.slice(2), process.cwd()));
}
