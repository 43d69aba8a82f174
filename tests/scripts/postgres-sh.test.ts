/** scripts/postgres.sh says what it is: a throwaway cluster for development and tests, not production's database. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const script = path.resolve(__dirname, "../../scripts/postgres.sh");

test("its header and its usage say it is for development, not production", () => {
  expect(readFileSync(script, "utf8").split("\n").slice(0, 5).join("\n")).toMatch(
    /development, tests and benchmarks only: NOT for production/,
  );
  const usage = spawnSync("bash", [script, "help"], { encoding: "utf8" });
  expect(usage.status).toBe(2);
  expect(usage.stderr).toMatch(/a throwaway PostgreSQL for development and tests, not for production/);
});
