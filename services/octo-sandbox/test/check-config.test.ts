/** The sandbox's start checks and `npm run check-config` (src/check-config.ts): one line per problem, exit 1. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { startProblems } from "../src/check-config.ts";

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

test("production is refused unless SANDBOX_ALLOW_PRODUCTION=1; development is not", () => {
  assert.deepEqual(startProblems({}), []);
  assert.deepEqual(startProblems({ NODE_ENV: "production" }), [
    "this is a test double; set SANDBOX_ALLOW_PRODUCTION=1 to run it in a staging stack",
  ]);
  assert.deepEqual(startProblems({ NODE_ENV: "production", SANDBOX_ALLOW_PRODUCTION: "1" }), []);
});

test("check-config prints the refusal without starting (exit 1), and OK for a staging stack (exit 0)", () => {
  const run = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/check-config.ts"], {
      cwd: serviceDir,
      env: { PATH: process.env.PATH, ...env },
      encoding: "utf8",
    });
  const refused = run({ OCTO_SANDBOX_PROFILE: "bogus" });
  assert.equal(refused.status, 1);
  assert.equal(
    refused.stderr,
    "octo-sandbox: refusing to start with NODE_ENV=production:\n  - this is a test double; set SANDBOX_ALLOW_PRODUCTION=1 to run it in a staging stack\n  - OCTO_SANDBOX_PROFILE must be one of default, conformance: bogus\n",
  );
  const ok = run({ SANDBOX_ALLOW_PRODUCTION: "1" });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^octo-sandbox: configuration OK for NODE_ENV=production/);
});
