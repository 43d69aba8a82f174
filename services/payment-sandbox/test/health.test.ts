/** /healthz and /readyz: no credentials, short answers, 503 when the database does not answer. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { requestIdOf } from "../src/server.ts";
import { start } from "./helpers.ts";

test("healthz, readyz and the request id", async () => {
  const h = await start();
  try {
    const live = await h.req("GET", "/healthz", { token: null });
    assert.equal(live.status, 200);
    assert.deepEqual(live.body, { status: "ok" });
    const ready = await h.req("GET", "/readyz", { token: null });
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: "ready" });
    assert.deepEqual((await h.req("GET", "/health", { token: null })).body, { status: "ok" });
    // The web server's x-request-id is this request's id (its log lines carry it), answered back.
    const res = await fetch(`${h.url}/healthz`, { headers: { "x-request-id": "req-from-api-2" } });
    assert.equal(res.headers.get("x-request-id"), "req-from-api-2");
    assert.match(requestIdOf("no spaces please"), /^[0-9a-f-]{36}$/);
    await h.sandbox.db.close();
    const down = await h.req("GET", "/readyz", { token: null });
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { status: "not ready" });
  } finally {
    await h.close().catch(() => undefined);
  }
});
