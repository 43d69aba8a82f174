/**
 * No publish lost (ADR 0346, src/publish/catch-up.ts): a CMS change newer than every publish the web server recorded
 * and than its live build (a webhook that never arrived: every web server down, retries exhausted) is recorded and
 * built; an older one is not; a CMS that does not answer is logged and changes nothing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { cmsLastChangeMs, PUBLISHED_COLLECTIONS, PublishCatchUp } from "../src/publish/catch-up.ts";
import { PublishRequests } from "../src/publish/requests.ts";

/** A CMS whose collections' newest published documents changed at these times. */
function fakeCms(
  updatedAt: Record<string, string | null>,
  asked: { url: string; headers: Record<string, string> }[] = [],
): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url.includes("/api/globals/site-settings"))
      return Response.json({ operatorName: "Op", updatedAt: updatedAt["site-settings"] ?? undefined });
    const slug = /\/api\/([a-z-]+)\?/.exec(url)?.[1] ?? "";
    if (!(slug in updatedAt)) return new Response("{}", { status: 404 });
    const at = updatedAt[slug];
    return Response.json({ docs: at ? [{ id: 1, updatedAt: at }] : [] });
  }) as typeof fetch;
}

const EVERY_EMPTY = Object.fromEntries(PUBLISHED_COLLECTIONS.map((slug) => [slug, null]));

test("the CMS's last change: the newest published document of the collections whose publish calls the webhook", async () => {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const cms = fakeCms(
    { ...EVERY_EMPTY, articles: "2026-11-27T10:00:00.000Z", products: "2026-11-27T11:30:00.000Z" },
    asked,
  );
  const last = await cmsLastChangeMs({
    cmsUrl: "http://cms.test/",
    cmsReadToken: "read-token",
    timeoutMs: 1000,
    fetch: cms,
  });
  assert.equal(last, Date.parse("2026-11-27T11:30:00.000Z"));
  assert.equal(asked.length, PUBLISHED_COLLECTIONS.length + 1);
  assert.equal(asked.at(-1)!.url, "http://cms.test/api/globals/site-settings?depth=0");
  for (const a of asked.slice(0, -1)) {
    assert.match(
      a.url,
      /^http:\/\/cms\.test\/api\/[a-z-]+\?limit=1&sort=-updatedAt&depth=0&where\[_status\]\[equals\]=published$/,
    );
    assert.equal(a.headers["x-cms-read-token"], "read-token");
  }
  assert.equal(
    await cmsLastChangeMs({
      cmsUrl: "http://cms.test",
      cmsReadToken: null,
      timeoutMs: 1000,
      fetch: fakeCms(EVERY_EMPTY),
    }),
    0,
  );
  // A brand change (site settings) is a change of every page.
  const brand = fakeCms({
    ...EVERY_EMPTY,
    articles: "2026-11-27T10:00:00.000Z",
    "site-settings": "2026-11-27T12:00:00.000Z",
  });
  assert.equal(
    await cmsLastChangeMs({ cmsUrl: "http://cms.test", cmsReadToken: null, timeoutMs: 1000, fetch: brand }),
    Date.parse("2026-11-27T12:00:00.000Z"),
  );
});

test("a publish the web server never received is recorded and built; nothing when it has seen the change", async () => {
  const db = await openApiDb(":memory:", API_MIGRATIONS);
  let now = Date.parse("2026-11-27T12:00:00.000Z");
  const requests = new PublishRequests(db, () => now);
  const built: string[] = [];
  const logs: string[] = [];
  let cmsChange = "2026-11-27T11:00:00.000Z";
  let liveSince = 0;
  const catchUp = new PublishCatchUp({
    cmsUrl: "http://cms.test",
    cmsReadToken: null,
    timeoutMs: 1000,
    lastRecordedMs: () => requests.lastRequestedMs(),
    liveSinceMs: async () => liveSince,
    publish: async (reason) => (built.push(reason), requests.add(reason)),
    log: (_level, message) => logs.push(message),
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      fakeCms({ ...EVERY_EMPTY, pages: cmsChange })(input, init)) as typeof fetch,
  });
  try {
    // A webhook recorded after the change: nothing is missing.
    await requests.add("webhook pages 7");
    assert.equal(await catchUp.check(), false);
    assert.deepEqual(built, []);

    // The editor publishes while every web server is down: the CMS changed after the last recorded publish.
    cmsChange = "2026-11-27T12:05:00.000Z";
    assert.equal(await catchUp.check(), true);
    assert.equal(built.length, 1);
    assert.match(
      built[0]!,
      /^catch-up: the CMS changed at 2026-11-27T12:05:00.000Z, after the last publish recorded here/,
    );
    assert.equal((await requests.pending()).length, 2, "recorded like a webhook's publish");

    // Recorded now (after the change): the next comparison finds nothing missing.
    now = Date.parse("2026-11-27T12:06:00.000Z");
    await requests.add("the catch-up's own row, as Publisher.publish records it");
    assert.equal(await catchUp.check(), false);
    assert.equal(built.length, 1);

    // A live build made after the CMS's last change (a stack's first build) counts as seen.
    cmsChange = "2026-11-27T12:10:00.000Z";
    liveSince = Date.parse("2026-11-27T12:11:00.000Z");
    assert.equal(await catchUp.check(), false);
  } finally {
    await db.close();
  }
});

test("an instance that never recorded a publish and has no live build leaves the first build to the deployment", async () => {
  let published = 0;
  const catchUp = new PublishCatchUp({
    cmsUrl: "http://cms.test",
    cmsReadToken: null,
    timeoutMs: 1000,
    lastRecordedMs: async () => 0,
    liveSinceMs: async () => 0,
    publish: async () => void published++,
    log: () => {},
    fetch: fakeCms({ ...EVERY_EMPTY, pages: "2026-11-27T11:00:00.000Z" }),
  });
  assert.equal(await catchUp.check(), false);
  assert.equal(published, 0);
});

test("a CMS that does not answer is logged, and nothing is built", async () => {
  const logs: string[] = [];
  let published = 0;
  const catchUp = new PublishCatchUp({
    cmsUrl: "http://cms.test",
    cmsReadToken: null,
    timeoutMs: 1000,
    lastRecordedMs: async () => 0,
    liveSinceMs: async () => 0,
    publish: async () => void published++,
    log: (_level, message) => logs.push(message),
    fetch: (async () => new Response("down", { status: 503 })) as unknown as typeof fetch,
  });
  assert.equal(await catchUp.check(), false);
  assert.equal(published, 0);
  assert.match(
    logs[0]!,
    /^publish catch-up: cannot ask the CMS for its last change: GET http:\/\/cms\.test\/api\/[a-z-]+\?.*: HTTP 503$/,
  );
});
