/**
 * `npm run release` (scripts/release.ts, ADR 0348): sets the version in package.json and package-lock.json, commits
 * "Release x.y.z" and tags vx.y.z, never pushes; refuses a dirty tree, a version not above the current one, a tag
 * that exists. Run in a throwaway git repository.
 */
import { spawnSync, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.resolve(__dirname, "../../scripts/release.ts");
const tsx = path.resolve(__dirname, "../../node_modules/.bin/tsx");
let repo = "";

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const release = (...args: string[]) => spawnSync(tsx, [script, ...args], { cwd: repo, encoding: "utf8" });
const versions = () => [
  (JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as { version: string }).version,
  (JSON.parse(readFileSync(path.join(repo, "package-lock.json"), "utf8")) as { version: string }).version,
  (
    JSON.parse(readFileSync(path.join(repo, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version: string }>;
    }
  ).packages[""]!.version,
];

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "release-test-"));
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.email", "release@example.test");
  git("config", "user.name", "Release Test");
  writeFileSync(
    path.join(repo, "package.json"),
    `${JSON.stringify({ name: "site", version: "1.2.3", dependencies: { dep: "1.0.0" } }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(repo, "package-lock.json"),
    `${JSON.stringify({ name: "site", version: "1.2.3", lockfileVersion: 3, packages: { "": { name: "site", version: "1.2.3" }, "node_modules/dep": { version: "1.0.0" } } }, null, 2)}\n`,
  );
  git("add", "-A");
  git("commit", "--quiet", "-m", "init");
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

test("patch: the version in both files, a commit and an annotated tag; nothing else changes", () => {
  const r = release("patch");
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/1\.2\.4 committed and tagged v1\.2\.4 \(not pushed/);
  expect(versions()).toEqual(["1.2.4", "1.2.4", "1.2.4"]);
  expect(
    (
      JSON.parse(readFileSync(path.join(repo, "package-lock.json"), "utf8")) as {
        packages: Record<string, { version: string }>;
      }
    ).packages["node_modules/dep"]!.version,
  ).toBe("1.0.0");
  expect(git("log", "-1", "--format=%s")).toBe("Release 1.2.4");
  expect(git("tag", "--list")).toBe("v1.2.4");
  expect(git("cat-file", "-t", "v1.2.4")).toBe("tag"); // annotated
  expect(git("status", "--porcelain")).toBe("");
});

test("minor, major and an explicit version", () => {
  expect(release("minor").status).toBe(0);
  expect(versions()[0]).toBe("1.3.0");
  expect(release("2.0.0-rc.1").status).toBe(0);
  expect(release("major").status).toBe(0);
  expect(versions()[0]).toBe("3.0.0");
  expect(git("tag", "--list").split("\n")).toEqual(["v1.3.0", "v2.0.0-rc.1", "v3.0.0"]);
});

test("refusals: a dirty tree, a version not above, not a version, an existing tag; --dry-run changes nothing", () => {
  writeFileSync(path.join(repo, "notes.txt"), "wip");
  expect(release("patch")).toMatchObject({
    status: 1,
    stderr: "release: the working tree has changes: commit or remove them first\n",
  });
  rmSync(path.join(repo, "notes.txt"));
  expect(release("1.2.3")).toMatchObject({
    status: 1,
    stderr: "release: 1.2.3 is not above the current version 1.2.3\n",
  });
  expect(release("next")).toMatchObject({ status: 1 });
  git("tag", "v1.2.4");
  expect(release("patch")).toMatchObject({ status: 1, stderr: "release: the tag v1.2.4 exists\n" });
  expect(release("1.2.5", "--dry-run")).toMatchObject({ status: 0 });
  expect(versions()).toEqual(["1.2.3", "1.2.3", "1.2.3"]);
  expect(release()).toMatchObject({ status: 2 });
});
