/**
 * `npm run build:services` (part of `npm run build`): compiles the web server and the two sandboxes with tsc into
 * dist/, mirroring the repository's paths so that their relative imports (services/shared-db and the kernel,
 * domain/) keep working, `.ts` specifiers rewritten to `.js` (TypeScript's
 * rewriteRelativeImportExtensions). Each service's folder, e.g. dist/services/api, gets a package.json with its
 * production dependencies only, `npm start` = `node src/main.js`, and the matching lockfile, so that
 * `npm ci --omit=dev` there installs what it runs: no tsx, no TypeScript. docs/operations.md "Production mode".
 *
 *   npx tsx scripts/build-services.ts [api octo-sandbox payment-sandbox]
 */
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const SERVICES = ["api", "octo-sandbox", "payment-sandbox"] as const;
export type CompiledService = (typeof SERVICES)[number];

const rootDir = () => path.resolve(__dirname, "..");
export const distDir = () => path.join(rootDir(), "dist");

/** Files and folders a service reads next to its code at run time (not imported, so tsc does not copy them). */
const ASSETS: Record<CompiledService, string[]> = {
  // The text catalogues (ADR 0364): src/i18n.ts reads ../messages/{lng}/{ns}.json.
  api: ["services/api/schema.graphql", "services/api/messages"],
  "octo-sandbox": [],
  "payment-sandbox": ["services/payment-sandbox/messages"],
};

/** Production start commands of the compiled service, relative to its dist folder. */
const PROD_SCRIPTS: Record<CompiledService, Record<string, string>> = {
  api: {
    start: "node src/main.js",
    reconcile: "node src/reconcile.js",
    reminders: "node src/remind.js",
    "check-config": "node src/check-config.js",
  },
  "octo-sandbox": { start: "node src/main.js", "check-config": "node src/check-config.js" },
  "payment-sandbox": { start: "node src/main.js", "check-config": "node src/check-config.js" },
};

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  type?: string;
  engines?: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: unknown;
  [key: string]: unknown;
}

/** The compiled service's package.json: production dependencies and `node` start scripts only. */
export function distPackageJson(service: CompiledService, pkg: PackageJson): PackageJson {
  return {
    name: pkg.name,
    version: pkg.version,
    private: true,
    description: `${pkg.description ?? pkg.name} (compiled; NODE_ENV=production)`,
    type: "module",
    ...(pkg.engines ? { engines: pkg.engines } : {}),
    scripts: PROD_SCRIPTS[service],
    dependencies: pkg.dependencies ?? {},
    ...(pkg.overrides ? { overrides: pkg.overrides } : {}),
  };
}

interface Lockfile {
  packages: Record<string, { dev?: boolean; devDependencies?: unknown; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** The service's lockfile without its development packages, in sync with distPackageJson (npm ci checks it). */
export function productionLockfile(lock: Lockfile): Lockfile {
  const packages: Lockfile["packages"] = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.dev) continue;
    if (key === "") {
      const { devDependencies: _dev, ...root } = entry;
      packages[key] = root;
    } else packages[key] = entry;
  }
  return { ...lock, packages };
}

/** Relative import specifiers without an extension (the kernel's, domain/: the site imports it too) get the `.js` Node needs. */
export function addJsExtensions(file: string, source: string): string {
  const fix = (spec: string) => {
    if (!spec.startsWith(".") || path.extname(spec) !== "") return spec;
    const target = path.resolve(path.dirname(file), spec);
    if (existsSync(`${target}.js`)) return `${spec}.js`;
    if (existsSync(path.join(target, "index.js"))) return `${spec}/index.js`;
    return spec;
  };
  return source.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g,
    (_m, lead: string, q: string, spec: string) => `${lead}${q}${fix(spec)}${q}`,
  );
}

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : jsFiles(file);
    return file.endsWith(".js") ? [file] : [];
  });
}

/** Copies the `.json` files the compiled code imports (tsc emits only code). */
function copyImportedJson(files: string[]): void {
  const root = rootDir();
  const dist = distDir();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(/["'](\.{1,2}\/[^"']+\.json)["']/g)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      const source = path.join(root, path.relative(dist, target));
      if (existsSync(source) && !existsSync(target)) {
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(source, target);
      }
    }
  }
}

export function buildServices(
  services: readonly CompiledService[] = SERVICES,
  log: (line: string) => void = console.log,
): void {
  const root = rootDir();
  const dist = distDir();
  for (const service of services) {
    const started = Date.now();
    const serviceDir = path.join(root, "services", service);
    const out = path.join(dist, "services", service);
    // Only this service's folder is replaced. Its production install (node_modules, from `npm ci --omit=dev`) is kept
    // when the production lockfile is unchanged, so `npm run start:prod` needs no reinstall after a build; a changed
    // lockfile drops it (stale) and installedAfterBuild says so.
    const kept = path.join(dist, "services", `.node_modules-${service}`);
    rmSync(kept, { recursive: true, force: true });
    const previousLock = existsSync(path.join(out, "package-lock.json"))
      ? readFileSync(path.join(out, "package-lock.json"), "utf8")
      : null;
    if (existsSync(path.join(out, "node_modules"))) renameSync(path.join(out, "node_modules"), kept);
    rmSync(out, { recursive: true, force: true });
    execFileSync(path.join(serviceDir, "node_modules/.bin/tsc"), ["-p", "tsconfig.build.json"], {
      cwd: serviceDir,
      stdio: "inherit",
    });
    for (const asset of ASSETS[service]) {
      mkdirSync(path.dirname(path.join(dist, asset)), { recursive: true });
      cpSync(path.join(root, asset), path.join(dist, asset), { recursive: true });
    }
    const pkg = JSON.parse(readFileSync(path.join(serviceDir, "package.json"), "utf8")) as PackageJson;
    writeFileSync(path.join(out, "package.json"), `${JSON.stringify(distPackageJson(service, pkg), null, 2)}\n`);
    const lock = JSON.parse(readFileSync(path.join(serviceDir, "package-lock.json"), "utf8")) as Lockfile;
    const lockText = `${JSON.stringify(productionLockfile(lock), null, 2)}\n`;
    writeFileSync(path.join(out, "package-lock.json"), lockText);
    if (existsSync(kept)) {
      if (lockText === previousLock) renameSync(kept, path.join(out, "node_modules"));
      else {
        rmSync(kept, { recursive: true, force: true });
        log(
          `[build] dist/services/${service}: its dependencies changed: the previous production install was removed (npm ci --omit=dev there)`,
        );
      }
    }
    log(`[build] services/${service} → dist/services/${service} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // The shared code outside the services' folders (domain/, services/shared-db) is ES modules too; the release's
  // version travels with dist/ (the web server reports it: services/api/src/release.ts, ADR 0348).
  const { version } = JSON.parse(readFileSync(path.join(rootDir(), "package.json"), "utf8")) as { version?: string };
  writeFileSync(
    path.join(dist, "package.json"),
    `${JSON.stringify({ private: true, type: "module", ...(version ? { version } : {}) }, null, 2)}\n`,
  );
  const files = jsFiles(dist);
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const fixed = addJsExtensions(file, source);
    if (fixed !== source) writeFileSync(file, fixed);
  }
  copyImportedJson(files);
}

/**
 * `npm ci --omit=dev --prefer-offline` in `dist/services/<service>` unless its production install is there (kept
 * across builds by buildServices): `npm run start:prod` works right after `npm run build`, with nothing to reinstall.
 */
export function installService(service: CompiledService, log: (line: string) => void = console.log): void {
  const out = path.join(distDir(), "services", service);
  if (existsSync(path.join(out, "node_modules/.package-lock.json"))) return;
  const started = Date.now();
  execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: out,
    stdio: "inherit",
  });
  log(
    `[build] dist/services/${service}: production install (npm ci --omit=dev) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (require.main === module) {
  const wanted = process.argv.slice(2);
  const bad = wanted.filter((s) => !(SERVICES as readonly string[]).includes(s));
  if (bad.length > 0) {
    console.error(`unknown service(s): ${bad.join(", ")} (one of ${SERVICES.join(", ")})`);
    process.exit(2);
  }
  buildServices(wanted.length > 0 ? (wanted as CompiledService[]) : SERVICES);
}
