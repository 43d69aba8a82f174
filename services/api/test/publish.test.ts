/**
 * Publish pipeline: the atomic live-directory switch, failed builds, coalescing, the webhook secret and the
 * preview proxy's refusal of anonymous requests. Real files, real symlinks, a fake BUILD_COMMAND (shell).
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  mkdtempSync,
  rmSync,
  existsSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  lstatSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { Publisher } from "../src/publish/publisher.ts";
import { currentBuild, promote } from "../src/publish/live-dir.ts";
import { publishRoutes, secretMatches } from "../src/publish/routes.ts";
import { cmsAuthorization, previewRoutes } from "../src/publish/preview.ts";
import { PublishRequests } from "../src/publish/requests.ts";
import { BUILD_LEASE } from "../src/publish/index.ts";
import { JobLease } from "../src/db/job-lease.ts";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";

let root: string;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), "publish-test-"));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A fresh workspace: out/ (what the build writes), site/ (live dir), a content file the fake build copies. */
function workspace(name: string) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, "out");
  const site = path.join(dir, "site");
  const content = path.join(dir, "content.txt");
  writeFileSync(content, "v1");
  // The fake build: counts itself, optionally sleeps, writes out/index.html from content.txt, or fails.
  const script = path.join(dir, "build.sh");
  writeFileSync(
    script,
    `set -e
echo run >> "${dir}/runs"
sleep "\${BUILD_SLEEP:-0}"
if [ -f "${dir}/fail" ]; then mkdir -p "${out}"; echo broken > "${out}/index.html"; echo "boom" >&2; exit 3; fi
rm -rf "${out}"; mkdir -p "${out}/page-data"
echo "<h1>$(cat "${content}")</h1>" > "${out}/index.html"
echo "{\\"v\\":\\"$(cat "${content}")\\"}" > "${out}/page-data/app-data.json"
`,
  );
  const runs = () =>
    existsSync(path.join(dir, "runs")) ? readFileSync(path.join(dir, "runs"), "utf8").trim().split("\n").length : 0;
  const live = () => readFileSync(path.join(site, "current/index.html"), "utf8").trim();
  const publisher = (sleep = "0") =>
    new Publisher({
      siteDir: site,
      outputDir: out,
      command: `sh ${script}`,
      cwd: dir,
      env: { ...process.env, BUILD_SLEEP: sleep },
    });
  return { dir, out, site, content, runs, live, publisher };
}

describe("live directory", () => {
  test("promote copies the build, switches the current symlink, keeps the last 2 builds", async () => {
    const w = workspace("promote");
    const builds: string[] = [];
    for (const v of ["a", "b", "c"]) {
      mkdirSync(w.out, { recursive: true });
      writeFileSync(path.join(w.out, "index.html"), v);
      builds.push(await promote(w.site, w.out));
      assert.equal(w.live(), v);
    }
    assert.ok(lstatSync(path.join(w.site, "current")).isSymbolicLink());
    assert.equal(path.resolve(w.site, readlinkSync(path.join(w.site, "current"))), builds[2]);
    assert.equal(readlinkSync(path.join(w.site, "current")).startsWith("/"), false, "relative link: the tree can move");
    assert.deepEqual(
      readdirSync(path.join(w.site, "builds")).sort(),
      builds
        .slice(1)
        .map((b) => path.basename(b))
        .sort(),
    );
    assert.equal(await currentBuild(w.site), builds[2]);
  });

  test("promote hard-links the files the build left alone and copies the rewritten ones; the live build never changes", async () => {
    const w = workspace("links");
    mkdirSync(path.join(w.out, "page-data"), { recursive: true });
    for (let i = 0; i < 20; i++) writeFileSync(path.join(w.out, `page-${i}.html`), `page ${i} v1`);
    writeFileSync(path.join(w.out, "page-data/app-data.json"), "{}");
    const stats = { linked: 0, copied: 0 };
    const first = await promote(w.site, w.out, { stats });
    assert.deepEqual(
      stats,
      { linked: 0, copied: 21, pages: 20 },
      "nothing live yet: every file copied (20 of them pages)",
    );
    // An incremental build rewrites one page in place (same inode, as Gatsby does) and adds one.
    writeFileSync(path.join(w.out, "page-3.html"), "page 3 v2");
    writeFileSync(path.join(w.out, "new.html"), "new");
    const second = await promote(w.site, w.out, { stats });
    assert.deepEqual(stats, { linked: 20, copied: 2, pages: 2 }, "two pages rebuilt (publish_pages_rebuilt_total)");
    assert.equal(readFileSync(path.join(second, "page-3.html"), "utf8"), "page 3 v2");
    assert.equal(readFileSync(path.join(second, "page-4.html"), "utf8"), "page 4 v1");
    assert.equal(
      statSync(path.join(second, "page-4.html")).ino,
      statSync(path.join(first, "page-4.html")).ino,
      "shared inode",
    );
    assert.equal(
      readFileSync(path.join(first, "page-3.html"), "utf8"),
      "page 3 v1",
      "the previous build kept its page",
    );
    // The next build writes the output in place again: no live file changes with it.
    writeFileSync(path.join(w.out, "page-4.html"), "page 4 v3");
    assert.equal(readFileSync(path.join(w.site, "current/page-4.html"), "utf8"), "page 4 v1");
    assert.equal(readFileSync(path.join(w.site, "current/page-3.html"), "utf8"), "page 3 v2");
  });

  test("readers never see a missing or mixed site while builds are switched", async () => {
    const w = workspace("atomic");
    mkdirSync(w.out, { recursive: true });
    writeFileSync(path.join(w.out, "index.html"), "v0");
    await promote(w.site, w.out);
    let reading = true;
    const seen = new Set<string>();
    let errors = 0;
    const reader = (async () => {
      while (reading) {
        try {
          seen.add(await readFile(path.join(w.site, "current/index.html"), "utf8"));
        } catch {
          errors++;
        }
      }
    })();
    for (let i = 1; i <= 30; i++) {
      writeFileSync(path.join(w.out, "index.html"), `v${i}`);
      await promote(w.site, w.out);
    }
    reading = false;
    await reader;
    assert.equal(errors, 0, "no read failed during 30 switches");
    for (const v of seen) assert.match(v, /^v\d+$/);
    assert.equal(w.live(), "v30");
  });
});

describe("publisher", () => {
  test("a successful build goes live; a failed build leaves the live site and public/ untouched", async () => {
    const w = workspace("fail");
    const p = w.publisher();
    p.request("first");
    await p.idle();
    assert.equal(w.live(), "<h1>v1</h1>");
    const firstLive = await currentBuild(w.site);
    assert.equal(p.status().lastSuccess?.ok, true);

    writeFileSync(w.content, "v2");
    writeFileSync(path.join(w.dir, "fail"), "");
    p.request("second");
    await p.idle();
    const status = p.status();
    assert.equal(status.state, "idle");
    assert.equal(status.lastError?.exitCode, 3);
    assert.match(status.lastError?.message ?? "", /boom/);
    assert.equal(await currentBuild(w.site), firstLive, "current still points to the first build");
    assert.equal(w.live(), "<h1>v1</h1>");
    assert.equal(
      readFileSync(path.join(w.out, "index.html"), "utf8").trim(),
      "<h1>v1</h1>",
      "output restored from live",
    );
    assert.ok(!existsSync(path.join(w.site, "building")), "no interrupted-build marker left");

    rmSync(path.join(w.dir, "fail"));
    p.request("third");
    await p.idle();
    assert.equal(w.live(), "<h1>v2</h1>");
    assert.ok(p.status().lastSuccess!.durationMs >= 0);
  });

  test("after a failed incremental build the live site is intact, and the next build starts without the cache", async () => {
    const w = workspace("clean-after-fail");
    const cache = path.join(w.dir, "cache");
    // The fake build notes whether it found its cache (warm) or not (cold), then keeps it, as Gatsby keeps .cache.
    const script = path.join(w.dir, "cached-build.sh");
    writeFileSync(
      script,
      `if [ -d "${cache}" ]; then echo warm >> "${w.dir}/kinds"; else echo cold >> "${w.dir}/kinds"; fi
mkdir -p "${cache}"
sh "${path.join(w.dir, "build.sh")}"
`,
    );
    const p = new Publisher({
      siteDir: w.site,
      outputDir: w.out,
      command: `sh ${script}`,
      cwd: w.dir,
      cacheDir: cache,
    });
    const kinds = () => readFileSync(path.join(w.dir, "kinds"), "utf8").trim().split("\n");
    for (const reason of ["first", "second"]) {
      p.request(reason);
      await p.idle();
    }
    assert.deepEqual(kinds(), ["cold", "warm"], "builds reuse their cache");
    writeFileSync(w.content, "v2");
    writeFileSync(path.join(w.dir, "fail"), "");
    p.request("failing");
    await p.idle();
    assert.equal(p.status().lastError?.exitCode, 3);
    assert.equal(w.live(), "<h1>v1</h1>", "the live site is as it was");
    rmSync(path.join(w.dir, "fail"));
    p.request("after the failure");
    await p.idle();
    assert.equal(w.live(), "<h1>v2</h1>");
    assert.deepEqual(kinds(), ["cold", "warm", "warm", "cold"], "the build after the failure starts clean");
    assert.match(readFileSync(path.join(w.site, "last-build.log"), "utf8"), /clean build/);
    p.request("next");
    await p.idle();
    assert.equal(kinds().at(-1), "warm", "and the one after is incremental again");
  });

  test("a build whose cache predates the CMS's schema is built again from clean at once, and goes live", async () => {
    const w = workspace("stale-schema");
    const cache = path.join(w.dir, "cache");
    // As Gatsby after a CMS upgrade that added a field: with the old cache the page query fails; without it, it builds.
    const script = path.join(w.dir, "cached-build.sh");
    writeFileSync(
      script,
      `if [ -d "${cache}" ]; then echo warm >> "${w.dir}/kinds"; else echo cold >> "${w.dir}/kinds"; fi
[ -d "${cache}" ] || rm -f "${w.dir}/schema-changed" # a clean build reads the new schema into its cache
if [ -d "${cache}" ] && [ -f "${w.dir}/schema-changed" ]; then echo 'error Cannot query field "loopMinutes" on type "Payload_Product".' >&2; exit 1; fi
mkdir -p "${cache}"
sh "${path.join(w.dir, "build.sh")}"
`,
    );
    const p = new Publisher({
      siteDir: w.site,
      outputDir: w.out,
      command: `sh ${script}`,
      cwd: w.dir,
      cacheDir: cache,
      log: () => undefined,
    });
    const kinds = () => readFileSync(path.join(w.dir, "kinds"), "utf8").trim().split("\n");
    p.request("first");
    await p.idle();
    writeFileSync(w.content, "v2");
    writeFileSync(path.join(w.dir, "schema-changed"), "");
    p.request("after the CMS upgrade");
    await p.idle();
    assert.deepEqual(
      kinds(),
      ["cold", "warm", "cold"],
      "the failed incremental build is followed at once by a clean one",
    );
    assert.equal(w.live(), "<h1>v2</h1>", "the editors' change is live after this one publish");
    assert.equal(p.status().lastSuccess?.ok, true);
    assert.match(readFileSync(path.join(w.site, "last-build.log"), "utf8"), /the cache predates the CMS's schema/);
    p.request("next");
    await p.idle();
    assert.equal(kinds().at(-1), "warm", "and the next build is incremental again");
  });

  test("publishes during a build are coalesced into exactly one more build", async () => {
    const w = workspace("coalesce");
    const p = w.publisher("0.4");
    assert.deepEqual(p.request("a"), { started: true, queued: false });
    await new Promise((r) => setTimeout(r, 100));
    writeFileSync(w.content, "v2");
    for (const r of ["b", "c", "d", "e"]) assert.deepEqual(p.request(r), { started: false, queued: true });
    assert.equal(p.status().state, "building");
    assert.equal(p.status().queued, true);
    await p.idle();
    assert.equal(w.runs(), 2, "one build + one coalesced follow-up");
    assert.equal(w.live(), "<h1>v2</h1>", "the follow-up saw the later content");
    assert.deepEqual(p.status().lastSuccess?.reasons, ["b", "c", "d", "e"]);
  });

  test("bootstrap promotes an existing build output once, and an interrupted build is not promoted", async () => {
    const w = workspace("bootstrap");
    mkdirSync(path.join(w.out, "page-data"), { recursive: true });
    writeFileSync(path.join(w.out, "index.html"), "built by npm start");
    writeFileSync(path.join(w.out, "page-data/app-data.json"), "{}");
    const p = w.publisher();
    assert.equal(await p.bootstrap(), true);
    const first = await currentBuild(w.site);
    assert.equal(w.live(), "built by npm start");
    assert.equal(await p.bootstrap(), true);
    assert.equal(await currentBuild(w.site), first, "same output: no new build dir");

    writeFileSync(path.join(w.out, "index.html"), "half written");
    writeFileSync(path.join(w.site, "building"), "123");
    assert.equal(await w.publisher().bootstrap(), true);
    assert.equal(await currentBuild(w.site), first);
    assert.equal(readFileSync(path.join(w.out, "index.html"), "utf8"), "built by npm start", "output restored");
  });
});

describe("routes", () => {
  test("build webhook needs the shared secret; status reports the builds", async () => {
    const w = workspace("routes");
    const publisher = w.publisher();
    const app = Fastify();
    await app.register(publishRoutes, { prefix: "/api", publisher, secret: "s3cret" });
    const denied = await app.inject({
      method: "POST",
      url: "/api/build-webhook",
      payload: { collection: "articles", id: 1 },
    });
    assert.equal(denied.statusCode, 401);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/build-webhook",
      headers: { "x-build-webhook-secret": "nope" },
      payload: {},
    });
    assert.equal(wrong.statusCode, 401);
    const ok = await app.inject({
      method: "POST",
      url: "/api/build-webhook",
      headers: { "x-build-webhook-secret": "s3cret" },
      payload: { collection: "articles", id: 1, slug: "paris-in-one-day" },
    });
    assert.equal(ok.statusCode, 202);
    assert.equal(ok.json().started, true);
    await publisher.idle();
    const status = (await app.inject({ url: "/api/build-status" })).json();
    assert.equal(status.state, "idle");
    assert.deepEqual(status.lastSuccess.reasons, ["articles:paris-in-one-day"]);
    assert.equal(typeof status.durationMs, "number");
    // The public status names no path of the server (ADR 0270): those are on the private metrics port.
    assert.equal(status.live, undefined);
    assert.equal(status.lastSuccess.buildDir, undefined);
    assert.doesNotMatch(JSON.stringify(status), new RegExp(w.site.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    assert.equal(publisher.status().lastSuccess?.buildDir?.startsWith(w.site), true, "kept for the metrics port");
    assert.equal(w.live(), "<h1>v1</h1>");
    await app.close();

    const off = Fastify();
    await off.register(publishRoutes, { prefix: "/api", publisher: null, secret: null });
    assert.equal((await off.inject({ method: "POST", url: "/api/build-webhook", payload: {} })).statusCode, 503);
    await off.close();
  });

  test("a publish's state for the CMS (ADR 0348): its id in the webhook's answer, then pending, live or failed", async () => {
    const w = workspace("request-state");
    const db = await openApiDb(":memory:", API_MIGRATIONS);
    const publisher = new Publisher({
      siteDir: w.site,
      outputDir: w.out,
      command: `sh ${path.join(w.dir, "build.sh")}`,
      cwd: w.dir,
      env: { ...process.env, BUILD_SLEEP: "0.3" },
      requests: new PublishRequests(db),
      lease: new JobLease(db, BUILD_LEASE, "test-instance"),
    });
    const app = Fastify();
    await app.register(publishRoutes, { prefix: "/api", publisher, secret: "s3cret" });
    const headers = { "x-build-webhook-secret": "s3cret" };
    const hook = await app.inject({
      method: "POST",
      url: "/api/build-webhook",
      headers,
      payload: { collection: "articles", id: 1 },
    });
    assert.equal(hook.statusCode, 202);
    const id = hook.json().requestId as string;
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.equal(
      (await app.inject({ url: `/api/build-webhook/${id}` })).statusCode,
      401,
      "the same secret as the webhook",
    );
    const during = (await app.inject({ url: `/api/build-webhook/${id}`, headers })).json();
    assert.equal(during.status, "pending");
    assert.equal(during.building, true);
    assert.equal(during.liveAt, null);
    await publisher.idle();
    const live = await app.inject({ url: `/api/build-webhook/${id}`, headers });
    assert.equal(live.headers["cache-control"], "no-store");
    assert.equal(live.json().status, "live");
    assert.equal(live.json().building, false);
    assert.ok(Date.parse(live.json().liveAt) >= Date.parse(live.json().requestedAt));

    writeFileSync(path.join(w.dir, "fail"), "");
    const second = (
      await app.inject({
        method: "POST",
        url: "/api/build-webhook",
        headers,
        payload: { collection: "articles", id: 2 },
      })
    ).json();
    await publisher.idle();
    const failed = (await app.inject({ url: `/api/build-webhook/${second.requestId}`, headers })).json();
    assert.equal(failed.status, "failed");
    assert.equal(failed.failure.exitCode, 3);
    assert.doesNotMatch(JSON.stringify(failed), /boom/, "the build's output stays in the log and on the metrics port");
    assert.equal(
      (await app.inject({ url: "/api/build-webhook/00000000-0000-4000-8000-000000000000", headers })).statusCode,
      404,
    );
    await app.close();
    await db.close();
  });

  test("secretMatches and cmsAuthorization", () => {
    assert.equal(secretMatches("a", "a"), true);
    assert.equal(secretMatches("a", "b"), false);
    assert.equal(secretMatches(undefined, "b"), false);
    assert.equal(secretMatches("", ""), false);
    assert.equal(cmsAuthorization({ cookies: { locale: "fr", "payload-token": "abc.def.ghi" } }), "JWT abc.def.ghi");
    assert.equal(cmsAuthorization({ authorization: "JWT x.y.z" }), "JWT x.y.z");
    assert.equal(cmsAuthorization({ authorization: "Bearer x.y.z" }), "JWT x.y.z");
    assert.equal(cmsAuthorization({ cookies: { "payload-token": "bad value" } }), null);
    assert.equal(cmsAuthorization({}), null);
  });

  test("preview: anonymous → 401 without calling the CMS for the draft; a rejected session → 401", async () => {
    const calls: string[] = [];
    const cms = Fastify();
    cms.get("/api/users/me", async (req) => {
      calls.push(req.url);
      return { user: req.headers.authorization === "JWT good.token.x" ? { id: 1 } : null };
    });
    cms.get("/api/articles/:id", async (req) => {
      calls.push(req.url);
      return { id: 7, title: "Draft title", _status: "draft" };
    });
    const cmsUrl = await cms.listen({ port: 0, host: "127.0.0.1" });
    const app = Fastify();
    await app.register(previewRoutes, { prefix: "/api", cmsUrl, timeoutMs: 2000 });
    const anon = await app.inject({ url: "/api/preview/articles/7?locale=en" });
    assert.equal(anon.statusCode, 401);
    // No internal address in any answer (ADR 0343): CMS_URL is where the web server reaches the CMS, not editors.
    assert.doesNotMatch(anon.body, /127\.0\.0\.1|localhost|:\d{2,5}\b/, anon.body);
    const withLogin = Fastify();
    await withLogin.register(previewRoutes, {
      prefix: "/api",
      cmsUrl,
      timeoutMs: 2000,
      loginUrl: "https://cms.example/admin/login",
    });
    assert.equal(
      (await withLogin.inject({ url: "/api/preview/articles/7" })).json().loginUrl,
      "https://cms.example/admin/login",
    );
    await withLogin.close();
    assert.doesNotMatch(anon.body, /Draft title/);
    assert.equal(anon.headers["cache-control"], "private, no-store");
    assert.deepEqual(calls, []);
    const bad = await app.inject({
      url: "/api/preview/articles/7?locale=en",
      headers: { cookie: "payload-token=bad.token.x" },
    });
    assert.equal(bad.statusCode, 401);
    assert.doesNotMatch(bad.body, /127\.0\.0\.1|localhost/);
    assert.doesNotMatch(bad.body, /Draft title/);
    const ok = await app.inject({
      url: "/api/preview/articles/7?locale=en",
      headers: { cookie: "payload-token=good.token.x" },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().doc.title, "Draft title");
    assert.match(calls.at(-1) ?? "", /draft=true&locale=en/);
    assert.equal(
      (await app.inject({ url: "/api/preview/users/1", headers: { cookie: "payload-token=good.token.x" } })).statusCode,
      400,
    );
    await app.close();
    await cms.close();
  });
});

describe("a publish survives a restart", () => {
  test("publish, the web server stops mid-build, a new instance on the same database and site dir builds it and it goes live", async () => {
    const { createWebServer } = await import("../src/server.ts");
    const { loadConfig } = await import("../src/config.ts");
    const w = workspace("restart");
    // The build reads content.txt, then takes its time while the "slow" file exists (the first server is killed then).
    const script = path.join(w.dir, "build.sh");
    writeFileSync(
      script,
      readFileSync(script, "utf8").replace('sleep "${BUILD_SLEEP:-0}"', `if [ -f "${w.dir}/slow" ]; then sleep 30; fi`),
    );
    const start = async () => {
      const app = await createWebServer({
        ...loadConfig({
          SITE_DIR: w.site,
          BUILD_WEBHOOK_SECRET: "s3cret",
          BUILD_COMMAND: `sh ${script}`,
          BUILD_CWD: w.dir,
          BUILD_OUTPUT_DIR: w.out,
        }),
        publicDir: w.out,
        octoBaseUrl: "http://127.0.0.1:9",
        logLevel: "silent",
        apiDatabaseUrl: path.join(w.dir, "api.db"),
        outboxPollMs: 0,
        reconcileIntervalSeconds: 0,
      });
      await app.listen({ host: "127.0.0.1", port: 0 });
      const address = app.server.address();
      assert.ok(address && typeof address === "object");
      return { app, base: `http://127.0.0.1:${address.port}` };
    };
    const page = async (base: string) => (await fetch(`${base}/index.html`)).text();

    writeFileSync(path.join(w.dir, "slow"), "");
    const first = await start();
    writeFileSync(w.content, "v2");
    const res = await fetch(`${first.base}/api/build-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-build-webhook-secret": "s3cret" },
      body: JSON.stringify({ collection: "articles", slug: "paris-in-one-day" }),
    });
    assert.equal(res.status, 202);
    while (w.runs() === 0) await new Promise((r) => setTimeout(r, 20));
    assert.equal(first.app.publisher?.status().state, "building");
    await first.app.close(); // the restart: the build is killed half way
    assert.equal(await currentBuild(w.site), null, "nothing went live");

    rmSync(path.join(w.dir, "slow"));
    const second = await start();
    await second.app.publisher?.idle();
    assert.equal(w.runs(), 2, "the cut-short build ran again on start");
    assert.equal(w.live(), "<h1>v2</h1>");
    assert.equal((await page(second.base)).trim(), "<h1>v2</h1>", "the live site shows the publish");
    assert.deepEqual(second.app.publisher?.status().lastSuccess?.reasons, ["articles:paris-in-one-day (resumed)"]);
    await second.app.close();

    const third = await start(); // once live, a publish is not built again
    await third.app.publisher?.idle();
    assert.equal(w.runs(), 2);
    await third.app.close();
  });
});
