/**
 * `npm test`: every test, in order: the linter and the formatter's check (`npm run lint`), unit (jest), each service's own suite (node:test against servers they
 * start), the production start of the compiled web server, the upgrade test (tests/upgrade: the previous release's data under the current services), then the whole stack on loopback with throwaway data, the site built from it, typechecks, and the
 * Playwright e2e suite in Chromium, then the soak (scripts/soak.ts). Prints one closing line "N passed, N failed".
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureSystemRequirements } from "./preflight";
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

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  /** Playwright's tests that failed once and passed on their retry (playwright.config.ts: one retry on CI). */
  flaky?: string[];
  seconds: number;
  /** For a failed step: the runner's failure lines, repeated under the summary (CI shows only the end of the log). */
  excerpt?: string[];
}
const results: StepResult[] = [];

/** The lines that say what failed (the test's name and the error, with the lines after each), at most 80. */
function failureExcerpt(output: string): string[] {
  const lines = output.split("\n");
  const picked = new Set<number>();
  lines.forEach((line, i) => {
    if (
      /^\s+\d+\) \[chromium\]|✘|^not ok|^\s*✖ |^\s*● |Error:|Expected|Received|^\s+at .*\.(spec|test)\.tsx?:\d+/.test(
        line,
      )
    ) {
      for (let j = i; j < Math.min(lines.length, i + 4); j++) picked.add(j);
    }
  });
  return [...picked]
    .sort((a, b) => a - b)
    .slice(0, 80)
    .map((i) => lines[i] ?? "");
}

/** Counts from the runners' own closing lines (jest, node:test, Playwright). */
function countsOf(output: string): { passed: number; failed: number } {
  const jest = /Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(\d+) passed/.exec(output);
  if (jest) return { passed: Number(jest[2]), failed: Number(jest[1] ?? 0) };
  // node:test: TAP's "# pass N" (Node 20 without a TTY) or the spec reporter's "ℹ pass N" (the default since Node 23).
  const node = /^(?:#|ℹ) pass (\d+)[\s\S]*?^(?:#|ℹ) fail (\d+)/m.exec(output);
  if (node) return { passed: Number(node[1]), failed: Number(node[2]) };
  const pwPassed = /(\d+) passed \(/.exec(output);
  const pwFailed = /(\d+) failed/.exec(output);
  const pwFlaky = /^\s*(\d+) flaky$/m.exec(output);
  if (pwPassed || pwFailed)
    return {
      passed: Number(pwPassed?.[1] ?? 0) + Number(pwFlaky?.[1] ?? 0),
      failed: Number(pwFailed?.[1] ?? 0),
    };
  return { passed: 0, failed: 0 };
}

/** The tests Playwright lists under "N flaky" (each on the line after it, indented, until the next count line). */
function flakyOf(output: string): string[] {
  const lines = output.split("\n");
  const at = lines.findIndex((l) => /^\s*\d+ flaky$/.test(l));
  if (at < 0) return [];
  const after = lines.slice(at + 1);
  const end = after.findIndex((l) => !/^\s{4,}\S/.test(l));
  return after.slice(0, end < 0 ? after.length : end).map((l) => l.trim().replace(/\s*─+$/, ""));
}

/**
 * Runs one step. `buffered`: for a step that runs beside another (the lanes below), its output is printed in one block
 * when it ends, so the log reads one step at a time.
 */
function step(
  name: string,
  command: string,
  args: string[],
  cwd = ROOT,
  env = process.env,
  buffered = false,
): Promise<boolean> {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!buffered) process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!buffered) process.stderr.write(chunk);
    });
    child.on("exit", (code) => {
      if (buffered) process.stdout.write(`\n=== ${name} ===\n${output}`);
      const counts = countsOf(output);
      const ok = code === 0;
      const failed = ok ? counts.failed : Math.max(counts.failed, 1);
      results.push({
        name,
        ok,
        passed: counts.passed,
        failed,
        flaky: flakyOf(output),
        seconds: (Date.now() - started) / 1000,
        excerpt: ok ? undefined : failureExcerpt(output),
      });
      resolve(ok);
    });
  });
}

async function main() {
  stopOnSignals();
  const only = process.env.TEST_ONLY?.split(",");
  const wants = (s: string) => !only || only.includes(s);
  if (wants("e2e")) ensureSystemRequirements();

  // Two lanes until the e2e step (docs/development.md, "Where the time goes"): the web server's suite, the longest,
  // beside everything else. The suites share no port and no database (each starts its own PostgreSQL cluster:
  // services/*/test*/postgres.ts), and most of their time is waiting on servers, so two run in about the time of one.
  const service = (name: string) => {
    const dir = path.join(ROOT, "services", name);
    return async () => {
      if (!wants(name) || !existsSync(path.join(dir, "package.json"))) return;
      await step(`services/${name}: typecheck`, "npm", ["run", "typecheck"], dir, process.env, true);
      await step(`services/${name}: tests`, "npm", ["test"], dir, process.env, true);
    };
  };
  await Promise.all([
    service("api")(),
    (async () => {
      if (wants("lint")) await step("lint (ESLint, Prettier --check)", "npm", ["run", "lint"], ROOT, process.env, true);
      if (wants("unit")) await step("unit (jest)", "npx", ["jest", "--ci"], ROOT, process.env, true);
      for (const name of ["octo-sandbox", "payment-sandbox", "cms"]) await service(name)();
      // The previous release's databases and media (tests/upgrade/fixtures/) under the current services.
      if (wants("upgrade"))
        await step("upgrade from the previous release", "npm", ["run", "test:upgrade"], ROOT, process.env, true);
    })(),
  ]);

  if (wants("e2e")) {
    resetTestData();
    try {
      await startBackends("test");
      await startWeb("test");
      await buildSite("test", true);
      await restartWeb("test");
      await step("site: typecheck", "npm", ["run", "typecheck"], ROOT, stackEnv("test"));
      await step("e2e (Playwright, Chromium)", "npx", ["playwright", "test"], ROOT, {
        ...stackEnv("test"),
        CI: process.env.CI ?? "",
      });
    } catch (error) {
      console.error(error);
      results.push({ name: "stack", ok: false, passed: 0, failed: 1, seconds: 0 });
    } finally {
      // The specs' last publishes finish first: an interrupted build would leave the production step no site.
      await waitForPublishIdle();
      await stopAll();
    }
  }

  // docs/operations.md "Production mode": the compiled web server installed with `npm ci --omit=dev` (npm's cache, no network) starts with
  // NODE_ENV=production, refuses a sandbox default, answers /healthz and stops on SIGTERM (scripts/prod-check.ts).
  // ADR 0349: then that deployed folder as two public instances beside the repository's build worker, on a staging
  // stack of sandboxes on PostgreSQL: a paid booking, a publish live on both, SIGTERM exit 0 (scripts/production-stack.ts).
  // After the e2e step, whose site build (public/) and seeded CMS it reuses. TEST_ONLY=production (or prod) runs it alone.
  if (wants("prod") || wants("production"))
    await step("production (dist/ deployed: start, guard, build worker + 2 public instances on PostgreSQL)", "npx", [
      "tsx",
      "scripts/prod-check.ts",
    ]);

  // ADR 0344: two minutes of visitors against two web server instances with the sandboxes' faults on, one instance
  // killed (SIGKILL), the CMS restarted, then the reconciliation and the checks from outside (scripts/soak.ts).
  // Its own stack on shifted ports (SOAK_PORT_OFFSET, default 22000); it reuses the e2e step's build and seeded CMS.
  if (wants("soak"))
    await step("soak (faults, a kill, reconciliation)", "npx", [
      "tsx",
      "scripts/soak.ts",
      "--minutes",
      process.env.SOAK_MINUTES ?? "2",
    ]);

  for (const r of results.filter((x) => x.excerpt?.length)) {
    console.log(`\n=== what failed in ${r.name} ===`);
    console.log(r.excerpt!.join("\n"));
  }
  console.log("\n=== summary ===");
  for (const r of results) {
    console.log(
      `${r.ok ? "ok  " : "FAIL"} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(0)} s)`,
    );
    for (const name of r.flaky ?? []) console.log(`     flaky (failed once, passed on its retry): ${name}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
