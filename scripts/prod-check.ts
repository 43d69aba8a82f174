/**
 * `npm run test:prod` (and `npm test`'s step "prod"): the production start works from the build output alone
 * Compiles the web server (scripts/build-services.ts; not the site), copies its dist output to a
 * temporary folder, installs it with `npm ci --omit=dev` (production dependencies only: no tsx, no TypeScript;
 * --prefer-offline: the lockfile's tarballs are in npm's cache after `npm install`, so no network is needed), and
 * starts `node src/main.js` with NODE_ENV=production and a valid production configuration whose CMS and supplier do
 * not answer and no built page: /healthz must answer 200 (live) and /readyz 503 (not ready). Then SIGTERM must exit 0. Prints the time
 * to live and the resident memory at rest. A sandbox default must be refused with its message.
 *
 * Then (`npm run test:production`, ADR 0349) the same deployed folder on a staging stack of sandboxes on PostgreSQL:
 * two public instances from it, the repository's `npm run build-worker`, a paid booking, a publish live on both, and
 * SIGTERM exiting 0 everywhere (scripts/production-stack.ts). It reuses the e2e step's site build (public/).
 *
 *   PROD_CHECK_SKIP_BUILD=1  reuse dist/ as it is
 *   PROD_CHECK_STACK=0       the deployed start only, without the staging stack
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServices, distDir } from "./build-services";
import { productionStack } from "./production-stack";

let failures = 0;
let passes = 0;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok" : "not ok"} - ${what}`);
  if (ok) passes++;
  else failures++;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const address = server.address();
  await new Promise((r) => server.close(r));
  return typeof address === "object" && address ? address.port : 0;
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function main() {
  const started = Date.now();
  if (process.env.PROD_CHECK_SKIP_BUILD !== "1") buildServices(["api"]);
  const dist = distDir();
  const work = mkdtempSync(path.join(tmpdir(), "prod-check-"));
  try {
    // The web server's folder and the shared code it imports by relative paths, as a deployment would copy them.
    for (const part of ["package.json", "services/api", "domain", "services/shared-db"]) {
      cpSync(path.join(dist, part), path.join(work, part), {
        recursive: true,
        filter: (p) => !p.includes(`${path.sep}node_modules`),
      });
    }
    const apiDir = path.join(work, "services/api");
    const installStarted = Date.now();
    execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: apiDir,
      stdio: "inherit",
    });
    console.log(`npm ci --omit=dev: ${((Date.now() - installStarted) / 1000).toFixed(0)} s`);
    check(
      existsSync(path.join(apiDir, "node_modules/fastify")),
      "the production install has the server's dependencies",
    );
    check(
      !existsSync(path.join(apiDir, "node_modules/tsx")) && !existsSync(path.join(apiDir, "node_modules/typescript")),
      "and no tsx or TypeScript",
    );

    const publicDir = path.join(work, "public");
    mkdirSync(publicDir);
    writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>prod check</title>");
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "0",
      PUBLIC_DIR: publicDir,
      API_DATABASE_URL: path.join(work, "api.db"),
      ALLOW_SQLITE_IN_PRODUCTION: "1", // a one-machine check; production uses PostgreSQL (production-guard.ts)
      SUPPORT_EMAIL: "care@example.test",
      TRUST_PROXY: "127.0.0.1",
      SITE_URL: "https://www.example.test",
      // Nothing answers (port 9; `.invalid` never resolves, and production refuses loopback providers, ADR 0343):
      // liveness does not depend on them.
      CMS_URL: "http://127.0.0.1:9",
      OCTO_BASE_URL: "http://octo.prod-check.invalid:9",
      OCTO_API_KEY: "prod-check-octo-key",
      VIVA_API_URL: "http://viva.prod-check.invalid:9",
      VIVA_ACCOUNTS_URL: "http://viva.prod-check.invalid:9",
      VIVA_LEGACY_API_URL: "http://viva.prod-check.invalid:9",
      VIVA_CHECKOUT_URL: "http://viva.prod-check.invalid:9/web/checkout?ref={orderCode}",
      VIVA_CLIENT_ID: "prod-check-client",
      VIVA_CLIENT_SECRET: "prod-check-secret",
      VIVA_MERCHANT_ID: "11111111-1111-4111-8111-111111111111",
      VIVA_API_KEY: "prod-check-api-key",
      FORMS_CAPTCHA_SECRET: "prod-check-captcha-secret-0123456789",
      MANAGE_LINK_SECRET: "prod-check-manage-link-secret-0123456789",
      CMS_READ_TOKEN: "prod-check-cms-read-token",
      SMTP_URL: "smtp://127.0.0.1:9",
      LOG_LEVEL: "error",
      SHUTDOWN_DRAIN_SECONDS: "1", // production's 5 s drain before the stop, shortened for the check
    };

    // A development default is refused with its message, before anything listens.
    const refused = spawnSync(apiDir, { ...env, VIVA_CLIENT_ID: "sandbox-client", TRUST_PROXY: "true" });
    const refusal = await refused;
    check(
      refusal.code === 1 &&
        /VIVA_CLIENT_ID is the sandbox's development value/.test(refusal.output) &&
        /TRUST_PROXY=true/.test(refusal.output),
      "a sandbox key and TRUST_PROXY=true are refused (exit 1, one line each)",
    );

    const spawnedAt = performance.now();
    const child = spawn(process.execPath, ["src/main.js"], { cwd: apiDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    let liveMs = Number.NaN;
    while (performance.now() - spawnedAt < 60_000 && child.exitCode === null) {
      const res = await fetch(`${base}/healthz`).catch(() => null);
      if (res?.status === 200) {
        liveMs = performance.now() - spawnedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    check(
      Number.isFinite(liveMs),
      `node src/main.js (NODE_ENV=production) answers /healthz 200${Number.isFinite(liveMs) ? "" : `\n${output}`}`,
    );
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    // Not ready: the public dir has only a root index.html, no page for "/" to lead to (the CMS and the supplier not
    // answering are reported, never gating: ADR 0343).
    check(
      ready?.status === 503,
      `/readyz answers 503 while the site has no page for / (got ${ready?.status ?? "no answer"})`,
    );
    const page = await fetch(`${base}/`).catch(() => null);
    check(
      page !== null && page.status < 500,
      `the public port answers GET / without a server error (${page?.status ?? "nothing"})`,
    );
    await new Promise((r) => setTimeout(r, 5000));
    const rss = rssMb(child.pid!);
    child.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 30_000))]);
    check(code === 0, `SIGTERM: exit 0 (got ${code})`);
    if (child.exitCode === null) child.kill("SIGKILL");
    console.log(
      `production start (compiled, NODE_ENV=production): live in ${(liveMs / 1000).toFixed(2)} s; RSS at rest ${rss.toFixed(0)} MB`,
    );
    rmSync(publicDir, { recursive: true, force: true });
    if (process.env.PROD_CHECK_STACK !== "0")
      await productionStack({ root: path.resolve(__dirname, ".."), deployApiDir: apiDir, work, check });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `prod check: ${failures === 0 ? "passed" : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`# pass ${passes}\n# fail ${failures}`); // the closing counts scripts/test.ts reads
  process.exit(failures === 0 ? 0 : 1);
}

/** Runs the compiled server to its exit (a refused configuration), its output kept. */
function spawnSync(cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["src/main.js"], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
