/** /healthz and /readyz: no API key, short answers, 503 when the database does not answer. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { requestIdOf } from "../src/server.ts";
import { startSandbox } from "./helpers.ts";

test("healthz, readyz and the request id", async () => {
  const c = await startSandbox();
  try {
    const live = await c.req("GET", "/healthz", { key: null });
    assert.equal(live.status, 200);
    assert.deepEqual(live.body, { status: "ok" });
    const ready = await c.req("GET", "/readyz", { key: null });
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: "ready" });
    // The web server's x-request-id is this request's id (its log lines carry it), answered back.
    const res = await fetch(`${c.sandbox.url}/healthz`, { headers: { "x-request-id": "req-from-api-1" } });
    assert.equal(res.headers.get("x-request-id"), "req-from-api-1");
    assert.match(requestIdOf("bad id\n"), /^[0-9a-f-]{36}$/);
    // Other routes still want the key.
    assert.equal((await c.req("GET", "/products", { key: null })).status, 401);
    await c.sandbox.db.close();
    const down = await c.req("GET", "/readyz", { key: null });
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { status: "not ready" });
    assert.equal((await c.req("GET", "/healthz", { key: null })).status, 200);
  } finally {
    await c.close().catch(() => undefined);
  }
});
