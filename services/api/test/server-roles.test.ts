/**
 * Builds apart from the public servers (ADR 0349). A public instance (SERVER_ROLE=public: deployed from dist/, no
 * source checkout, no Gatsby) serves the live build from the store and never builds: a publish it receives is
 * recorded and answered "queued", and the build worker (SERVER_ROLE=build-worker) claims the build lease and builds
 * it; the public instances serve the new build within a poll. Two instances starting together on an empty SITE_DIR,
 * each with a finished build in its output directory, both come up and serve one build (one promotion, by the lease
 * holder). On SQLite (one file) and PostgreSQL (skipped with the reason when none can be had).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, serverRoleOf } from "../src/config.ts";
import type { WebServer } from "../src/server.ts";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { postgresForTests } from "./postgres.ts";
import { page, publishTo, servedEverywhere, startInstance } from "./publish-instances.ts";

const SECRET = "roles-s3cret";
let root: string;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), "server-roles-"));
});
after(() => rmSync(root, { recursive: true, force: true }));

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
v="$(cat "${content}")"
out="$PWD/out"
rm -rf "$out"; mkdir -p "$out/page-data"
echo "<h1>$v</h1>" > "$out/index.html"
echo '{"v":"'"$v"'"}' > "$out/page-data/app-data.json"
`,
  );
  const runs = () =>
    existsSync(path.join(dir, "runs"))
      ? readFileSync(path.join(dir, "runs"), "utf8").trim().split("\n").filter(Boolean)
      : [];
  return {
    dir,
    site,
    content,
    runs,
    /** A finished build in an instance's output directory (as `npm run build` leaves public/). */
    prebuilt(instance: string, html: string) {
      const out = path.join(dir, instance, "out");
      mkdirSync(path.join(out, "page-data"), { recursive: true });
      writeFileSync(path.join(out, "index.html"), `<h1>${html}</h1>\n`);
      writeFileSync(path.join(out, "page-data/app-data.json"), "{}\n");
    },
    start: (instance: string, databaseUrl: string, env: Record<string, string> = {}) =>
      startInstance({ dir, site, script, secret: SECRET }, instance, databaseUrl, env),
  };
}

const publish = (base: string, slug: string) => publishTo(base, SECRET, "pages", slug);

describe("SERVER_ROLE (ADR 0349)", () => {
  const checkout = path.join(tmpdir(), "roles-checkout");
  before(() => {
    mkdirSync(checkout, { recursive: true });
    writeFileSync(path.join(checkout, "gatsby-config.ts"), "export default {};\n");
  });
  const bare = path.join(tmpdir(), "roles-no-checkout");
  before(() => mkdirSync(bare, { recursive: true }));

  test("default: public when BUILD_CWD holds no site sources (a dist/ deployment) and the build command is Gatsby's; else all", () => {
    assert.equal(serverRoleOf({ BUILD_CWD: bare }), "public");
    assert.equal(serverRoleOf({ BUILD_CWD: checkout }), "all");
    assert.equal(
      serverRoleOf({ BUILD_CWD: bare, BUILD_COMMAND: "sh build.sh" }),
      "all",
      "a build command of the operator's own",
    );
    assert.equal(serverRoleOf({ BUILD_CWD: bare, SERVER_ROLE: "all" }), "all");
    assert.equal(serverRoleOf({ BUILD_CWD: checkout, SERVER_ROLE: "public" }), "public");
  });

  test("a build worker without the site's sources, a public role without SITE_DIR and an unknown role are refused, one line each", () => {
    assert.throws(
      () => loadConfig({ SERVER_ROLE: "build-worker", SITE_DIR: path.join(root, "s"), BUILD_CWD: bare }),
      /SERVER_ROLE=build-worker builds the site: BUILD_CWD .* has no gatsby-config/,
    );
    assert.throws(
      () => loadConfig({ SERVER_ROLE: "build-worker", BUILD_CWD: checkout }),
      /SERVER_ROLE=build-worker needs SITE_DIR/,
    );
    assert.throws(
      () => loadConfig({ SERVER_ROLE: "public", BUILD_CWD: checkout }),
      /SERVER_ROLE=public serves the live build from the store: set SITE_DIR/,
    );
    assert.throws(() => loadConfig({ SERVER_ROLE: "builder" }), /SERVER_ROLE must be one of all, public, build-worker/);
    assert.equal(
      loadConfig({ SERVER_ROLE: "build-worker", SITE_DIR: path.join(root, "s"), BUILD_CWD: checkout }).serverRole,
      "build-worker",
    );
  });

  test("the build output defaults to BUILD_CWD/public (a build worker runs the compiled server from dist/ in the checkout)", () => {
    assert.equal(loadConfig({ BUILD_CWD: checkout }).buildOutputDir, path.join(checkout, "public"));
  });
});

function rolesSuite(label: string, database: () => Promise<string>) {
  test(`${label}: public instances never build; the build worker builds what they record, and they serve it`, async () => {
    const w = workspace(`roles-${label}`);
    const url = await database();
    const publicEnv = { SERVER_ROLE: "public" };
    const p1 = await w.start("p1", url, publicEnv);
    const p2 = await w.start("p2", url, publicEnv);
    let worker: { app: WebServer; base: string } | null = null;
    try {
      assert.equal(p1.app.publisher?.role, "public");
      // No worker yet: the publish is recorded and queued, nobody builds it.
      writeFileSync(w.content, "v2");
      assert.deepEqual(await publish(p1.base, "one"), { started: false, queued: true });
      await sleep(800);
      assert.deepEqual(w.runs(), [], "a public instance never runs the build command");
      assert.equal(await page(p2.base), "HTTP 404", "nothing live yet");

      // The worker starts: it builds the recorded publish; both public instances serve it.
      worker = await w.start("worker", url, {
        SERVER_ROLE: "build-worker",
        BUILD_COMMAND: `INSTANCE=worker sh ${path.join(w.dir, "build.sh")}`,
      });
      await servedEverywhere([p1.base, p2.base], "<h1>v2</h1>");
      assert.deepEqual(w.runs(), ["worker"]);

      // A publish sent to a public instance (the CMS's webhook goes to the load balancer) goes live everywhere.
      writeFileSync(w.content, "v3");
      assert.deepEqual(await publish(p2.base, "two"), { started: false, queued: true });
      const took = await servedEverywhere([p1.base, p2.base], "<h1>v3</h1>");
      console.log(`public instances serve the publish ${took} ms after the webhook answered`);
      assert.deepEqual(w.runs(), ["worker", "worker"]);
      assert.deepEqual(
        readdirSync(path.join(w.dir, "p1")).filter((f) => f === "out"),
        [],
        "no build output on a public instance",
      );
    } finally {
      await p1.app.close();
      await p2.app.close();
      await worker?.app.close();
    }
  });

  test(`${label}: two instances starting together on an empty SITE_DIR both come up and serve one build`, async () => {
    const w = workspace(`empty-${label}`);
    const url = await database();
    w.prebuilt("a", "from-a");
    w.prebuilt("b", "from-b");
    const [a, b] = await Promise.all([w.start("a", url), w.start("b", url)]);
    try {
      // Both answer at once (an instance with no live build yet serves its own output directory); within a poll
      // both serve the lease holder's promotion, the one build the database names.
      for (const { base } of [a, b]) assert.notEqual(await page(base), "HTTP 404");
      const deadline = Date.now() + 10_000;
      let pages: string[] = [];
      for (;;) {
        pages = [await page(a.base), await page(b.base)];
        if (pages[0] === pages[1] && a.app.publisher!.liveDir && a.app.publisher!.liveDir === b.app.publisher!.liveDir)
          break;
        if (Date.now() > deadline) assert.fail(`the two instances still differ: ${JSON.stringify(pages)}`);
        await sleep(50);
      }
      const builds = readdirSync(path.join(w.site, "builds")).filter((f) => !f.startsWith("."));
      assert.equal(builds.length, 1, `one promotion: ${builds.join(", ")}`);
      for (const { app } of [a, b]) assert.equal(path.basename(app.publisher!.liveDir!), builds[0]);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
}

describe("build worker and public instances, one shared SITE_DIR", () => {
  let n = 0;
  rolesSuite("SQLite", async () => path.join(root, `roles-api-${n++}.db`));

  const pg = postgresForTests("api_server_roles", 9);
  after(() => pg.stop());
  describe("PostgreSQL", { skip: pg.url ? false : pg.reason }, () => {
    rolesSuite("PostgreSQL", async () => {
      const db = await openApiDb(pg.url!, API_MIGRATIONS);
      await db.run("DELETE FROM api_publish_requests");
      await db.run("DELETE FROM api_live_site");
      await db.run("DELETE FROM api_job_leases WHERE name = 'site-build'");
      await db.close();
      return pg.url!;
    });
  });
});
