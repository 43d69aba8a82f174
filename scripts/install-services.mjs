// Installs each service's own dependency tree (they are apart from the site's: the CMS needs React 19).
// Runs as the root package's postinstall, so `npm install` / `npm ci` at the root sets up everything.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

if (process.env.SKIP_SERVICES_INSTALL === "1") process.exit(0);
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
for (const service of ["cms", "api", "octo-sandbox", "payment-sandbox"]) {
  const dir = path.join(root, "services", service);
  if (!existsSync(path.join(dir, "package.json"))) continue;
  const hasLock = existsSync(path.join(dir, "package-lock.json"));
  const started = Date.now();
  console.log(`[install] services/${service} (${hasLock ? "npm ci" : "npm install"})`);
  execSync(`npm ${hasLock ? "ci" : "install"} --no-audit --no-fund`, { cwd: dir, stdio: "inherit" });
  console.log(`[install] services/${service} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
