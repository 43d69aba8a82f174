/** The shared limiter: fixed windows, per key, counted together by two instances on one database. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openApiDb } from "../src/db/database.ts";
import { API_MIGRATIONS } from "../src/migrations.ts";
import { Limiter } from "../src/limits/limiter.ts";

test("a window allows `limit` hits per key, then refuses with the time to wait; a new window starts afresh", async () => {
  const db = await openApiDb(":memory:", API_MIGRATIONS);
  const clock = { t: 1_000_000 };
  const limiter = new Limiter(db, () => clock.t);
  const rule = { limit: 3, windowMs: 10_000 };
  const verdicts = [];
  for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit("cart:1.2.3.4", rule));
  assert.deepEqual(
    verdicts.map((v) => v.allowed),
    [true, true, true, false, false],
  );
  assert.equal(verdicts[3]!.retryAfterMs, 10_000);
  assert.equal((await limiter.hit("cart:5.6.7.8", rule)).allowed, true, "another client is not affected");
  clock.t += 10_000;
  assert.equal((await limiter.hit("cart:1.2.3.4", rule)).allowed, true);
  await db.close();
});

test("two instances on one database count together; holds expire", async () => {
  const dir = mkdtempSync(join(tmpdir(), "limiter-"));
  const url = join(dir, "api.db");
  const [a, b] = [await openApiDb(url, API_MIGRATIONS), await openApiDb(url, API_MIGRATIONS)];
  const clock = { t: 5_000_000 };
  const la = new Limiter(a, () => clock.t);
  const lb = new Limiter(b, () => clock.t);
  const rule = { limit: 4, windowMs: 60_000 };
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => (i % 2 ? la : lb).hit("lookup:9.9.9.9", rule)),
  );
  assert.equal(results.filter((r) => r.allowed).length, 4);
  await la.recordHold("9.9.9.9", "cart-1", clock.t + 1000);
  await lb.recordHold("9.9.9.9", "cart-2", clock.t + 5000);
  assert.equal(await lb.liveHolds("9.9.9.9"), 2);
  clock.t += 2000;
  assert.equal(await la.liveHolds("9.9.9.9"), 1);
  await lb.releaseHold("cart-2");
  assert.equal(await la.liveHolds("9.9.9.9"), 0);
  await a.close();
  await b.close();
  rmSync(dir, { recursive: true, force: true });
});
