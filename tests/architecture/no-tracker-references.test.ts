/**
 * The code speaks of itself: comments, tests and docs cite ADRs, docs and tests, never an issue tracker the
 * repository does not have (the word "issue" followed by a number). ADR 0355.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const TRACKER = /\b[Ii]ssues?\s+#?\d/;

test("no file of the repository cites an issue number", () => {
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(
      (f) => /\.(ts|tsx|js|mjs|cjs|md|ya?ml|css|sh|json|graphql|example)$/.test(f) && !f.endsWith("package-lock.json"),
    );
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), "utf8");
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    text.split("\n").forEach((line, i) => {
      if (TRACKER.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  expect(found).toEqual([]);
});
