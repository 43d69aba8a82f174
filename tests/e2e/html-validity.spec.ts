import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./helpers/csp";

// The live build (publish pipeline: SITE_DIR/current, resolved once so a publish during the run cannot swap it
// under the validator), else public/.
const LIVE = process.env.SITE_DIR ? path.join(process.env.SITE_DIR, "current") : "";
const PUBLIC = LIVE && existsSync(LIVE) ? realpathSync(LIVE) : path.resolve(__dirname, "../../public");
const VNU = require.resolve("vnu-jar/build/dist/vnu.jar");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

// Every built page is valid HTML for the Nu validator (vnu-jar), in one JVM run over public/.
test("every built HTML page passes the Nu HTML validator", async () => {
  test.setTimeout(10 * 60_000);
  const files = htmlFiles(PUBLIC);
  expect(files.length).toBeGreaterThan(500);
  let output = "";
  try {
    execFileSync("java", ["-Xss2m", "-jar", VNU, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it reports errors; the report is on stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output ? ((JSON.parse(output) as { messages: VnuMessage[] }).messages ?? []) : [];
  const errors = messages
    .filter((m) => m.type === "error")
    .map((m) => `${path.relative(PUBLIC, new URL(m.url).pathname)}:${m.lastLine ?? "?"} ${m.message}`);
  expect(errors.slice(0, 50)).toEqual([]);
});
