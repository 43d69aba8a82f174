/**
 * Web server instances sharing one live site, for the publish tests (multi-instance-publish.test.ts,
 * server-roles.test.ts): each instance builds with a small shell script in its own working tree, publishes through
 * the build webhook, and serves its live build.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig } from "../src/config.ts";
import { createWebServer, type WebServer } from "../src/server.ts";

/** An instance with its own working tree `<dir>/<instance>` building with `script`, on `site` (SITE_DIR). */
export async function startInstance(
  opts: { dir: string; site: string; script: string; secret: string },
  instance: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ app: WebServer; base: string }> {
  const tree = path.join(opts.dir, instance);
  mkdirSync(tree, { recursive: true });
  const app = await createWebServer({
    ...loadConfig({
      SITE_DIR: opts.site,
      BUILD_WEBHOOK_SECRET: opts.secret,
      BUILD_COMMAND: `INSTANCE=${instance} sh ${opts.script}`,
      BUILD_CWD: tree,
      BUILD_OUTPUT_DIR: path.join(tree, "out"),
      SITE_POLL_SECONDS: "0.2",
      PUBLISH_LEASE_SECONDS: "2",
      ...env,
    }),
    publicDir: path.join(tree, "out"),
    octoBaseUrl: "http://127.0.0.1:9",
    logLevel: "silent",
    apiDatabaseUrl: databaseUrl,
    outboxPollMs: 0,
    reconcileIntervalSeconds: 0,
    reconcileFullIntervalMinutes: 0,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === "object");
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** A CMS publish of one document through the build webhook: whether this instance started the build or queued it. */
export async function publishTo(base: string, secret: string, collection: string, slug: string) {
  const res = await fetch(`${base}/api/build-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-build-webhook-secret": secret },
    body: JSON.stringify({ collection, slug }),
  });
  assert.equal(res.status, 202);
  const { started, queued } = (await res.json()) as { started: boolean; queued: boolean };
  return { started, queued };
}

/** The live page of an instance, or its HTTP status. */
export async function page(base: string): Promise<string> {
  const res = await fetch(`${base}/index.html`);
  return res.status === 200 ? (await res.text()).trim() : `HTTP ${res.status}`;
}

/** Waits until every base serves `html` (at most `ms`); returns how long it took. */
export async function servedEverywhere(bases: string[], html: string, ms = 10_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const pages = await Promise.all(bases.map(page));
    if (pages.every((p) => p === html)) return Date.now() - start;
    if (Date.now() - start > ms)
      assert.fail(`after ${ms} ms the instances serve ${JSON.stringify(pages)}, not ${html}`);
    await sleep(50);
  }
}
