/**
 * Production mode: with NODE_ENV=production the web server refuses each unsafe development default
 * with its own line and accepts a correct production configuration; SIGTERM lets a slow request in flight finish,
 * refuses new connections, and the process exits 0.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, test } from "node:test";
import { loadConfig } from "../src/config.ts";
import { productionProblems, ProductionConfigError, SANDBOX_DEFAULTS } from "../src/production-guard.ts";
import { PRODUCTION_ENV } from "./production-env.ts";

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export { PRODUCTION_ENV };

const without = (name: string): NodeJS.ProcessEnv => {
  const env = { ...PRODUCTION_ENV };
  delete env[name];
  return env;
};

describe("production guard", () => {
  test("a correct production configuration is accepted", () => {
    assert.deepEqual(productionProblems(PRODUCTION_ENV), []);
    const config = loadConfig(PRODUCTION_ENV);
    assert.equal(config.production, true);
    assert.equal(config.forms.captchaSecret, PRODUCTION_ENV.FORMS_CAPTCHA_SECRET);
    // reCAPTCHA instead of ALTCHA needs no captcha secret; named proxies are fine; a publish pipeline with its secret.
    const recaptcha = { ...without("FORMS_CAPTCHA_SECRET"), RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET: "secret" };
    assert.deepEqual(productionProblems(recaptcha), []);
    assert.deepEqual(productionProblems({ ...PRODUCTION_ENV, TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }), []);
    assert.deepEqual(productionProblems({ ...PRODUCTION_ENV, TRUST_PROXY: "loopback, fd00::/8" }), []);
    // A one-machine staging stack may keep SQLite when it says so explicitly.
    assert.deepEqual(
      productionProblems({ ...PRODUCTION_ENV, API_DATABASE_URL: "/srv/api.db", ALLOW_SQLITE_IN_PRODUCTION: "1" }),
      [],
    );
    assert.deepEqual(
      productionProblems({ ...PRODUCTION_ENV, SITE_DIR: "/srv/site", BUILD_WEBHOOK_SECRET: "s".repeat(32) }),
      [],
    );
  });

  test("outside production nothing is refused (npm start's embedded defaults)", () => {
    assert.deepEqual(productionProblems({}), []);
    assert.deepEqual(
      productionProblems({ NODE_ENV: "development", TRUST_PROXY: "true", BOOKING_HOLD_TEST_HEADER: "1" }),
      [],
    );
    assert.doesNotThrow(() => loadConfig({}));
  });

  const cases: [string, NodeJS.ProcessEnv, RegExp][] = [
    [
      "sandbox OCTO address",
      without("OCTO_BASE_URL"),
      /^OCTO_BASE_URL is not set: it would default to the OCTO sandbox/,
    ],
    ["sandbox OCTO key (unset)", without("OCTO_API_KEY"), /^OCTO_API_KEY is not set: .*sandbox/],
    [
      "sandbox OCTO key (given)",
      { ...PRODUCTION_ENV, OCTO_API_KEY: SANDBOX_DEFAULTS.OCTO_API_KEY },
      /^OCTO_API_KEY is the sandbox's development value/,
    ],
    ["sandbox Viva API", without("VIVA_API_URL"), /^VIVA_API_URL is not set: .*payment sandbox/],
    ["sandbox Viva accounts", without("VIVA_ACCOUNTS_URL"), /^VIVA_ACCOUNTS_URL is not set/],
    ["sandbox Viva legacy API", without("VIVA_LEGACY_API_URL"), /^VIVA_LEGACY_API_URL is not set/],
    ["sandbox checkout page", without("VIVA_CHECKOUT_URL"), /^VIVA_CHECKOUT_URL is not set/],
    [
      "sandbox client id",
      { ...PRODUCTION_ENV, VIVA_CLIENT_ID: SANDBOX_DEFAULTS.VIVA_CLIENT_ID },
      /^VIVA_CLIENT_ID is the sandbox's development value/,
    ],
    ["sandbox client secret", without("VIVA_CLIENT_SECRET"), /^VIVA_CLIENT_SECRET is not set: .*sandbox/],
    [
      "sandbox merchant",
      { ...PRODUCTION_ENV, VIVA_MERCHANT_ID: SANDBOX_DEFAULTS.VIVA_MERCHANT_ID },
      /^VIVA_MERCHANT_ID is the sandbox's/,
    ],
    [
      "sandbox legacy API key",
      { ...PRODUCTION_ENV, VIVA_API_KEY: SANDBOX_DEFAULTS.VIVA_API_KEY },
      /^VIVA_API_KEY is the sandbox's/,
    ],
    ["localhost site URL", without("SITE_URL"), /^SITE_URL is not set: it would default to http:\/\/localhost:8000/],
    [
      "generated captcha secret",
      without("FORMS_CAPTCHA_SECRET"),
      /^FORMS_CAPTCHA_SECRET is not set: a secret would be generated/,
    ],
    [
      "generated manage-link secret",
      without("MANAGE_LINK_SECRET"),
      /^MANAGE_LINK_SECRET is not set: a secret would be generated per process/,
    ],
    [
      "short manage-link secret",
      { ...PRODUCTION_ENV, MANAGE_LINK_SECRET: "short" },
      /^MANAGE_LINK_SECRET is shorter than 32 characters/,
    ],
    [
      "no CMS read token",
      without("CMS_READ_TOKEN"),
      /^CMS_READ_TOKEN is not set: the CMS refuses the web server's whole-collection reads/,
    ],
    [
      "publish without its secret",
      { ...PRODUCTION_ENV, SITE_DIR: "/srv/site" },
      /^BUILD_WEBHOOK_SECRET is not set while SITE_DIR is/,
    ],
    [
      "TRUST_PROXY=true",
      { ...PRODUCTION_ENV, TRUST_PROXY: "true" },
      /^TRUST_PROXY=true trusts X-Forwarded-For from any client: name the proxies/,
    ],
    [
      "test-hold header",
      { ...PRODUCTION_ENV, BOOKING_HOLD_TEST_HEADER: "1" },
      /^BOOKING_HOLD_TEST_HEADER=1 lets any client shorten a hold/,
    ],
    // ADR 0343: what is equivalent to TRUST_PROXY=true, no SMTP_URL, a sandbox or loopback supplier or provider.
    [
      "TRUST_PROXY=*",
      { ...PRODUCTION_ENV, TRUST_PROXY: "*" },
      /^TRUST_PROXY contains \*, which trusts X-Forwarded-For from any client/,
    ],
    [
      "TRUST_PROXY 0.0.0.0/0",
      { ...PRODUCTION_ENV, TRUST_PROXY: "10.0.0.1, 0.0.0.0/0" },
      /^TRUST_PROXY contains 0\.0\.0\.0\/0/,
    ],
    ["TRUST_PROXY ::/0", { ...PRODUCTION_ENV, TRUST_PROXY: "::/0" }, /^TRUST_PROXY contains ::\/0/],
    ["no SMTP_URL", without("SMTP_URL"), /^SMTP_URL is not set: the tickets would go to the development mail catcher/],
    [
      "loopback supplier",
      { ...PRODUCTION_ENV, OCTO_BASE_URL: "http://127.0.0.1:4010" },
      /^OCTO_BASE_URL is a loopback address/,
    ],
    [
      "localhost provider",
      { ...PRODUCTION_ENV, VIVA_API_URL: "http://localhost:4020" },
      /^VIVA_API_URL is a loopback address/,
    ],
    [
      "IPv6 loopback checkout",
      { ...PRODUCTION_ENV, VIVA_CHECKOUT_URL: "http://[::1]:4020/web/checkout?ref={orderCode}" },
      /^VIVA_CHECKOUT_URL is a loopback address/,
    ],
    // docs/operations.md's whole "Must be set" list, and values that do not parse (issue: `VIVA_API_URL=x` was accepted).
    [
      "no database URL (SQLite inside the deployed code)",
      without("API_DATABASE_URL"),
      /^API_DATABASE_URL is not set: the web server would write SQLite inside its deployed code/,
    ],
    [
      "a SQLite database",
      { ...PRODUCTION_ENV, API_DATABASE_URL: "/srv/api.db" },
      /^API_DATABASE_URL is not a PostgreSQL URL/,
    ],
    [
      "a database URL without a database",
      { ...PRODUCTION_ENV, API_DATABASE_URL: "postgres://db.internal" },
      /^API_DATABASE_URL is not a PostgreSQL URL/,
    ],
    ["no CMS URL", without("CMS_URL"), /^CMS_URL is not set: it would default to http:\/\/localhost:3000/],
    ["no support address", without("SUPPORT_EMAIL"), /^SUPPORT_EMAIL is not set/],
    [
      "a support address that is not one",
      { ...PRODUCTION_ENV, SUPPORT_EMAIL: "care" },
      /^SUPPORT_EMAIL is not an e-mail address: care$/,
    ],
    [
      "no TRUST_PROXY",
      without("TRUST_PROXY"),
      /^TRUST_PROXY is not set: behind the TLS proxy every visitor would share/,
    ],
    [
      "TRUST_PROXY not addresses",
      { ...PRODUCTION_ENV, TRUST_PROXY: "10.0.0.1,proxy.internal,10.0.0.0/99" },
      /^TRUST_PROXY must list addresses or CIDRs, comma-separated: "proxy.internal", "10.0.0.0\/99" is not one$/,
    ],
    ["VIVA_API_URL=x", { ...PRODUCTION_ENV, VIVA_API_URL: "x" }, /^VIVA_API_URL is not a URL: x$/],
    [
      "a supplier URL of another scheme",
      { ...PRODUCTION_ENV, OCTO_BASE_URL: "ftp://octo.example" },
      /^OCTO_BASE_URL must be a http: or https: URL/,
    ],
    [
      "an SMTP URL that is not SMTP",
      { ...PRODUCTION_ENV, SMTP_URL: "https://smtp.example" },
      /^SMTP_URL must be a smtp: or smtps: URL/,
    ],
    [
      "a checkout page without the order code",
      { ...PRODUCTION_ENV, VIVA_CHECKOUT_URL: "https://www.vivapayments.example/web/checkout" },
      /^VIVA_CHECKOUT_URL has no \{orderCode\} placeholder/,
    ],
    ["a blank key", { ...PRODUCTION_ENV, OCTO_API_KEY: "  " }, /^OCTO_API_KEY is blank/],
  ];
  for (const [what, env, message] of cases) {
    test(`refuses ${what}, with one clear line`, () => {
      const problems = productionProblems(env);
      assert.equal(problems.length, 1, problems.join("\n"));
      assert.match(problems[0]!, message);
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ProductionConfigError && message.test(error.problems[0]!),
      );
    });
  }

  test("every problem is listed at once (NODE_ENV=production and nothing else)", () => {
    const problems = productionProblems({ NODE_ENV: "production", TRUST_PROXY: "true", BOOKING_HOLD_TEST_HEADER: "1" });
    assert.equal(problems.length, 20, problems.join("\n")); // + no SMTP_URL (ADR 0343), no MANAGE_LINK_SECRET (ADR 0360)
  });

  test("the server process exits 1 with the message, no stack trace", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serviceDir,
      env: {
        PATH: process.env.PATH,
        ...without("VIVA_CLIENT_SECRET"),
        TRUST_PROXY: "true",
        METRICS_PORT: "0",
        PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    assert.equal(code, 1);
    assert.match(
      stderr,
      /^web server: refusing to start with NODE_ENV=production:\n {2}- VIVA_CLIENT_SECRET is not set.*\n {2}- TRUST_PROXY=true/,
    );
    assert.doesNotMatch(stderr, /\n\s+at /);
  });
});

describe("drain before the stop", () => {
  test(
    "SIGTERM with SHUTDOWN_DRAIN_SECONDS: /readyz 503 while pages, the API and new connections are still served; then exit 0",
    { timeout: 90_000 },
    async () => {
      const cms = await startSlowCms(0);
      const dir = mkdtempSync(path.join(tmpdir(), "api-drain-"));
      mkdirSync(path.join(dir, "fr"));
      writeFileSync(path.join(dir, "fr", "index.html"), "<!doctype html><title>site</title>");
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: serviceDir,
        env: {
          PATH: process.env.PATH,
          ...PRODUCTION_ENV,
          HOST: "127.0.0.1",
          PORT: String(port),
          METRICS_PORT: "0",
          CMS_URL: cms.url,
          PUBLIC_DIR: dir,
          API_DATABASE_URL: path.join(dir, "api.db"),
          ALLOW_SQLITE_IN_PRODUCTION: "1",
          SMTP_URL: "smtp://127.0.0.1:9",
          LOG_LEVEL: "warn",
          SHUTDOWN_DRAIN_SECONDS: "3",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      for (const stream of [child.stdout, child.stderr])
        stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      const base = `http://127.0.0.1:${port}`;
      try {
        const started = Date.now();
        while (
          (await fetch(`${base}/readyz`).then(
            (r) => r.status,
            () => 0,
          )) !== 200
        ) {
          if (child.exitCode !== null) assert.fail(`the server exited early:\n${output}`);
          assert.ok(Date.now() - started < 60_000, `not ready within 60 s:\n${output}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        const signalled = Date.now();
        child.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 500));
        // A fresh connection each (no keep-alive reuse): the listening socket is still open during the drain.
        const ask = (p: string) => fetch(`${base}${p}`, { headers: { connection: "close" } });
        assert.equal((await ask("/readyz")).status, 503, "out of the load balancer");
        assert.equal((await ask("/healthz")).status, 200, "still alive: not restarted by the orchestrator");
        assert.equal((await ask("/fr/")).status, 200, "pages still served");
        assert.ok(Date.now() - signalled < 3000, "checked within the drain");
        assert.equal(await exited, 0, output);
        assert.ok(Date.now() - signalled >= 3000, "the drain lasted SHUTDOWN_DRAIN_SECONDS");
        assert.match(output, /SIGTERM, draining for 3 s[\s\S]*drained, stopping[\s\S]*web server: stopped/);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
        cms.server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

/** A CMS whose /api/users/me answers after `delayMs` (the draft preview proxies it): a slow request in flight. */
async function startSlowCms(delayMs: number): Promise<{ url: string; server: Server; received: Promise<void> }> {
  let markReceived!: () => void;
  const received = new Promise<void>((r) => (markReceived = r));
  const server = createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === "/api/users/me") {
      markReceived();
      setTimeout(() => json(200, { user: { id: 1 } }), delayMs);
    } else if (req.url?.startsWith("/api/pages/42")) json(200, { id: 42, title: "Finished after SIGTERM" });
    else if (req.url === "/readyz") json(200, { status: "ready" });
    else json(404, {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, received };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe("graceful stop", () => {
  test(
    "SIGTERM during a slow request: the response arrives, new connections are refused, exit 0",
    { timeout: 90_000 },
    async () => {
      const cms = await startSlowCms(2500);
      const dir = mkdtempSync(path.join(tmpdir(), "api-sigterm-"));
      writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>ok</title>");
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: serviceDir,
        env: {
          PATH: process.env.PATH,
          ...PRODUCTION_ENV,
          HOST: "127.0.0.1",
          PORT: String(port),
          METRICS_PORT: "0",
          CMS_URL: cms.url,
          CMS_TIMEOUT_MS: "20000",
          PUBLIC_DIR: dir,
          API_DATABASE_URL: path.join(dir, "api.db"),
          ALLOW_SQLITE_IN_PRODUCTION: "1",
          SMTP_URL: "smtp://127.0.0.1:9",
          LOG_LEVEL: "warn",
          SHUTDOWN_DRAIN_SECONDS: "0", // the drain has its own test below
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      for (const stream of [child.stdout, child.stderr])
        stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      try {
        const base = `http://127.0.0.1:${port}`;
        const started = Date.now();
        for (;;) {
          if (child.exitCode !== null) assert.fail(`the server exited early:\n${output}`);
          const ok = await fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          assert.ok(Date.now() - started < 60_000, `not live within 60 s:\n${output}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        const slow = fetch(`${base}/api/preview/pages/42`, { headers: { authorization: "Bearer token" } });
        await cms.received; // the request is in flight, waiting for the CMS
        const signalled = Date.now();
        child.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 300));
        // No new connection once stopping (the listening socket is closed).
        const refused = await new Promise<string>((resolve) => {
          const socket = connect(port, "127.0.0.1");
          socket.on("connect", () => (socket.destroy(), resolve("connected")));
          socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        });
        assert.equal(refused, "ECONNREFUSED");
        const res = await slow;
        assert.equal(res.status, 200);
        const body = (await res.json()) as { doc: { title: string } };
        assert.equal(body.doc.title, "Finished after SIGTERM");
        assert.equal(await exited, 0, output);
        assert.ok(Date.now() - signalled >= 2000, "the process waited for the request");
        assert.match(output, /SIGTERM, stopping[\s\S]*web server: stopped/);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
        cms.server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
