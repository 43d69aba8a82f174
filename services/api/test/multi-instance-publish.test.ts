/**
 * More than one machine (ADR 0280): two web server instances (createWebServer) on one database and one
 * live-site store, each building in its own working tree with a fake BUILD_COMMAND. A publish sent to both at once
 * makes one build and both serve the new page within seconds; a publish during a build is queued, never built in
 * parallel; the publish of a builder that died is built by another instance once its lease expired. On SQLite (one
 * file) and PostgreSQL (skipped with the reason when none can be had), with the shared-directory store; and with the
 * S3 store against s3rver (a local S3-compatible server from the npm registry), through the AWS SDK v3.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { CreateBucketCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { awsS3, S3Store, type S3Like } from "../src/publish/site-store.ts";
import { cacheControl } from "../src/site/index.ts";
import { postgresForTests } from "./postgres.ts";
import { page, publishTo, servedEverywhere, startInstance } from "./publish-instances.ts";

const SECRET = "multi-s3cret";
const HASHED = "app-0123456789abcdef0123.js";
let root: string;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), "multi-publish-"));
});
after(() => rmSync(root, { recursive: true, force: true }));

/**
 * One shared setup: `content.txt` (what a build publishes), `runs` (one line per build, with the instance that
 * ran it), `overlaps` (a build that started while another ran), `sleep` (seconds a build takes). Each instance
 * has its own working tree `<name>/` whose build writes `<name>/out`.
 */
function workspace(name: string) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const site = path.join(dir, "site");
  const content = path.join(dir, "content.txt");
  writeFileSync(content, "v1");
  const script = path.join(dir, "build.sh");
  writeFileSync(
    script,
    `set -e
echo "$INSTANCE" >> "${dir}/runs"
if ! mkdir "${dir}/running" 2>/dev/null; then echo "$INSTANCE" >> "${dir}/overlaps"; fi
v="$(cat "${content}")"
sleep "$(cat "${dir}/sleep" 2>/dev/null || echo 0)"
out="$PWD/out"
rm -rf "$out"; mkdir -p "$out/page-data"
echo "<h1>$v</h1>" > "$out/index.html"
echo "console.log(1)" > "$out/${HASHED}"
echo '{"v":"'"$v"'"}' > "$out/page-data/app-data.json"
rmdir "${dir}/running" 2>/dev/null || true
`,
  );
  const lines = (file: string) =>
    existsSync(path.join(dir, file))
      ? readFileSync(path.join(dir, file), "utf8").trim().split("\n").filter(Boolean)
      : [];
  return {
    dir,
    site,
    content,
    runs: () => lines("runs"),
    overlaps: () => lines("overlaps"),
    setSleep: (seconds: number) => writeFileSync(path.join(dir, "sleep"), String(seconds)),
    /** A web server instance with its own working tree `<dir>/<instance>`; `site` shared unless given. */
    start: (instance: string, databaseUrl: string, env: Record<string, string> = {}) =>
      startInstance({ dir, site, script, secret: SECRET }, instance, databaseUrl, env),
  };
}

const publish = (base: string, slug: string) => publishTo(base, SECRET, "articles", slug);

/** The shared-directory store: one SITE_DIR for both instances. */
function sharedDirectorySuite(label: string, database: () => Promise<string>) {
  test(`${label}: one publish sent to both instances makes one build, and both serve it; a publish during a build is queued; a dead builder's publish is built by the other`, async () => {
    const w = workspace(`dir-${label}`);
    const url = await database();
    const a = await w.start("a", url);
    const b = await w.start("b", url);
    try {
      assert.equal(await page(a.base), "HTTP 404", "nothing live yet");

      // 1. The CMS's publish reaches both instances at once: one build, by one of them.
      writeFileSync(w.content, "v2");
      const answers = await Promise.all([publish(a.base, "one"), publish(b.base, "one")]);
      assert.equal(answers.filter((r) => r.started).length, 1, JSON.stringify(answers));
      assert.equal(answers.filter((r) => r.queued).length, 1, "the other instance sees the request taken");
      const took = await servedEverywhere([a.base, b.base], "<h1>v2</h1>");
      console.log(`both instances serve the publish ${took} ms after the webhook answered`);
      assert.deepEqual(w.runs().length, 1, `one build: ${w.runs().join(",")}`);
      const builder = w.runs()[0] === "a" ? a : b;
      const other = builder === a ? b : a;
      assert.ok(took < 10_000);

      // 2. A second publish while the first builds is queued, built after it by the lease holder, never in parallel.
      w.setSleep(1.5);
      writeFileSync(w.content, "v3");
      assert.deepEqual(await publish(builder.base, "two"), { started: true, queued: false });
      while (w.runs().length < 2) await sleep(20);
      writeFileSync(w.content, "v4");
      assert.deepEqual(
        await publish(other.base, "three"),
        { started: false, queued: true },
        "taken: another instance builds",
      );
      await servedEverywhere([a.base, b.base], "<h1>v4</h1>", 15_000);
      await builder.app.publisher!.idle();
      await other.app.publisher!.idle();
      assert.equal(w.runs().length, 3, `two more builds: ${w.runs().join(",")}`);
      assert.deepEqual(w.overlaps(), [], "no build ran in parallel with another");
      const db = builder.app.payments.db;
      assert.deepEqual(await db.all("SELECT status FROM api_publish_requests WHERE status <> 'live'"), []);
      const live = await db.get("SELECT build_id FROM api_live_site WHERE name = 'site'");
      assert.equal(path.basename(builder.app.publisher!.liveDir!), String(live?.build_id));
      for (let i = 0; i < 40 && other.app.publisher!.liveDir !== builder.app.publisher!.liveDir; i++) await sleep(50);
      assert.equal(other.app.publisher!.liveDir, builder.app.publisher!.liveDir, "both serve the same build");

      // 3. A builder died mid-build (its lease row held, its request pending): after the lease expires, the other
      //    instances' poll claims it and builds it.
      w.setSleep(0);
      writeFileSync(w.content, "v5");
      const now = Date.now();
      await db.run("UPDATE api_job_leases SET holder = 'dead-host:1:x', lease_until = ? WHERE name = 'site-build'", [
        now + 1500,
      ]);
      await db.run(
        "INSERT INTO api_publish_requests (id, reason, status, requested_ms) VALUES ('dead-1', 'articles:dead', 'pending', ?)",
        [now],
      );
      await sleep(1000);
      assert.equal(w.runs().length, 3, "not while the dead builder's lease runs");
      await servedEverywhere([a.base, b.base], "<h1>v5</h1>", 10_000);
      assert.equal(w.runs().length, 4);
      assert.deepEqual(w.overlaps(), []);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
}

describe("two web servers, one shared SITE_DIR", () => {
  sharedDirectorySuite("SQLite", async () => path.join(root, "multi-api.db"));

  const pg = postgresForTests("api_multi_publish", 7);
  after(() => pg.stop());
  describe("PostgreSQL", { skip: pg.url ? false : pg.reason }, () => {
    sharedDirectorySuite("PostgreSQL", async () => {
      // A database that earlier runs used: start from no publish, no live build, no lease.
      const db = await openApiDb(pg.url!, API_MIGRATIONS);
      await db.run("DELETE FROM api_publish_requests");
      await db.run("DELETE FROM api_live_site");
      await db.run("DELETE FROM api_job_leases WHERE name = 'site-build'");
      await db.close();
      return pg.url!;
    });
  });
});

describe("the S3 store (s3rver)", () => {
  let server: S3rver;
  let endpoint: string;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  before(async () => {
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(root, "s3rver") });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's fixed development credentials, read by the SDK's standard chain as in production.
    process.env.AWS_ACCESS_KEY_ID = "S3RVER";
    process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true });
    await client.send(new CreateBucketCommand({ Bucket: "site" }));
    client.destroy();
  });
  after(async () => {
    await server?.close();
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  });

  test("publish uploads the changed files only (per-file types and cache control), then current.json; another SITE_DIR fetches the build", async () => {
    const config = { kind: "s3" as const, bucket: "site", prefix: "unit/", endpoint, region: "us-east-1" };
    const sdk = await awsS3(config);
    const calls = { put: 0, copy: 0, get: 0 };
    const counting: S3Like = {
      put: (...args) => (calls.put++, sdk.put(...args)),
      copy: (...args) => (calls.copy++, sdk.copy(...args)),
      get: (...args) => (calls.get++, sdk.get(...args)),
    };
    const dir = path.join(root, "s3-unit");
    const build = (id: string, html: string) => {
      const b = path.join(dir, "site-a", "builds", id);
      mkdirSync(path.join(b, "page-data"), { recursive: true });
      writeFileSync(path.join(b, "index.html"), html);
      writeFileSync(path.join(b, HASHED), "console.log(1)");
      writeFileSync(path.join(b, "page-data/app-data.json"), "{}");
      return b;
    };
    const store = new S3Store({ siteDir: path.join(dir, "site-a"), client: counting, prefix: "unit/", cacheControl });
    assert.deepEqual(await store.publish(build("20260101T000000000Z-aaaaaa", "<h1>one</h1>")), {
      uploaded: 3,
      unchanged: 0,
    });
    assert.equal(await store.pointer(), "20260101T000000000Z-aaaaaa");
    calls.put = 0;
    assert.deepEqual(
      await store.publish(build("20260102T000000000Z-bbbbbb", "<h1>two</h1>")),
      { uploaded: 1, unchanged: 2 },
      "only index.html changed",
    );
    assert.equal(calls.put, 3, "index.html, the manifest, current.json");
    assert.equal(calls.copy, 2, "the unchanged files are copied inside the bucket");
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true });
    const head = (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: "site", Key: `unit/builds/20260102T000000000Z-bbbbbb/${key}` }));
    const html = await head("index.html");
    assert.match(html.ContentType ?? "", /^text\/html/);
    assert.equal(html.CacheControl, "public, max-age=0, must-revalidate");
    const asset = await head(HASHED);
    assert.match(asset.ContentType ?? "", /^text\/javascript/);
    assert.equal(asset.CacheControl, "public, max-age=31536000, immutable", "kept by the copy");
    client.destroy();

    // Another instance (its own SITE_DIR) serving the first build fetches the second: unchanged files hard-linked.
    const other = new S3Store({ siteDir: path.join(dir, "site-b"), client: counting, prefix: "unit/", cacheControl });
    const first = await other.local("20260101T000000000Z-aaaaaa");
    assert.equal(readFileSync(path.join(first!, "index.html"), "utf8"), "<h1>one</h1>");
    calls.get = 0;
    const second = await other.local("20260102T000000000Z-bbbbbb");
    assert.equal(readFileSync(path.join(second!, "index.html"), "utf8"), "<h1>two</h1>");
    assert.equal(calls.get, 2, "the manifest and index.html only");
    assert.equal(
      statSync(path.join(second!, HASHED)).ino,
      statSync(path.join(first!, HASHED)).ino,
      "unchanged file hard-linked",
    );
    assert.equal(await other.local("no-such-build"), null);
  });

  test("two instances with their own SITE_DIR and SITE_STORE=s3: one build, both serve it, the bucket holds it with current.json", async () => {
    const w = workspace("s3-two");
    const url = path.join(w.dir, "api.db");
    const env = (name: string) => ({
      SITE_DIR: path.join(w.dir, `site-${name}`),
      SITE_STORE: "s3",
      SITE_S3_BUCKET: "site",
      SITE_S3_PREFIX: "two",
      SITE_S3_ENDPOINT: endpoint,
      SITE_S3_REGION: "us-east-1",
    });
    const a = await w.start("a", url, env("a"));
    const b = await w.start("b", url, env("b"));
    try {
      writeFileSync(w.content, "v2");
      const answers = await Promise.all([publish(a.base, "s3"), publish(b.base, "s3")]);
      assert.equal(answers.filter((r) => r.started).length, 1, JSON.stringify(answers));
      await servedEverywhere([a.base, b.base], "<h1>v2</h1>");
      assert.equal(w.runs().length, 1);
      const store = new S3Store({
        siteDir: path.join(w.dir, "probe"),
        client: await awsS3({ kind: "s3", bucket: "site", prefix: "two/", endpoint, region: "us-east-1" }),
        prefix: "two/",
        cacheControl,
      });
      assert.equal(await store.pointer(), path.basename(a.app.publisher!.liveDir!));
      assert.equal(path.basename(b.app.publisher!.liveDir!), path.basename(a.app.publisher!.liveDir!));
      assert.notEqual(b.app.publisher!.liveDir, a.app.publisher!.liveDir, "each instance serves its own copy");
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
