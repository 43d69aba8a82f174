/**
 * `npm run e2e -- tests/e2e/some.spec.ts [playwright args]`: some e2e specs against the real test stack, as
 * `npm test` runs them (fresh throwaway data under .data-test/, the site built from the seeded CMS, the web server
 * with the test environment of scripts/stack.ts), then everything stopped. `SKIP_BUILD=1` reuses public/ (and the
 * data of the last run). `STACK_PORT_OFFSET` shifts every port, to run beside another stack.
 */
import { spawn } from "node:child_process";
import {
  ROOT,
  buildSite,
  restartWeb,
  resetTestData,
  stackEnv,
  startBackends,
  startWeb,
  stopAll,
  waitForPublishIdle,
  stopOnSignals,
} from "./stack";

async function main() {
  stopOnSignals();
  const reuse = process.env.SKIP_BUILD === "1";
  if (!reuse) resetTestData();
  let code = 1;
  try {
    await startBackends("test");
    await startWeb("test");
    if (await buildSite("test", !reuse)) await restartWeb("test");
    code = await new Promise<number>((resolve) => {
      const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
        cwd: ROOT,
        env: stackEnv("test"),
        stdio: "inherit",
      });
      child.on("exit", (c) => resolve(c ?? 1));
    });
  } finally {
    await waitForPublishIdle();
    await stopAll();
  }
  process.exit(code);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
