/**
 * `npm run check-config` (src/check-config.ts): the production guard's lines without starting, so an operator checks
 * a configuration before a deploy. Same lines as the refused start (production.test.ts), exit 1; a complete one, exit 0.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { checkConfig } from "../src/check-config.ts";
import { productionProblems } from "../src/production-guard.ts";
import { PRODUCTION_ENV } from "./production-env.ts";

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ["--import", "tsx", "src/check-config.ts"], {
    cwd: serviceDir,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });

test("check-config prints the guard's lines, checked as production even without NODE_ENV, and exits 1", () => {
  const env = { ...PRODUCTION_ENV, NODE_ENV: undefined, VIVA_API_URL: "x", SUPPORT_EMAIL: undefined };
  const result = run(env);
  assert.equal(result.status, 1, result.stderr);
  const expected = productionProblems({ ...env, NODE_ENV: "production" });
  assert.deepEqual(expected, [
    "VIVA_API_URL is not a URL: x",
    "SUPPORT_EMAIL is not set: e-mails and forms would name care@sightseeing.example",
  ]);
  assert.equal(
    result.stderr,
    `web server: refusing to start with NODE_ENV=production:\n${expected.map((p) => `  - ${p}\n`).join("")}`,
  );
  assert.equal(result.stdout, "");
});

test("check-config accepts a complete production configuration (exit 0, one line) and reports loadConfig's own errors", () => {
  const result = run(PRODUCTION_ENV);
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout, "web server: configuration OK for NODE_ENV=production\n");
  const bad = checkConfig({ ...PRODUCTION_ENV, LOG_LEVEL: "loud" });
  assert.equal(bad.ok, false);
  assert.match(bad.text, /\n {2}- LOG_LEVEL must be one of silent, error, warn, info, debug \(got loud\)$/);
});
