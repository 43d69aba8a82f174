/** OCTO_SANDBOX_FAULTS (src/faults.ts, ADR 0344): parsing, the production refusal, and each fault on a live server. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { faultsFromEnv, parseOctoFaults } from "../src/faults.ts";
import { todayFor } from "../src/index.ts";
import { addDaysIso, type Client, startSandbox } from "./helpers.ts";

const ST = "paris-themed-tour";

async function openSlot(c: Client) {
  const from = addDaysIso(todayFor(ST), 3);
  const r = await c.req("POST", "/availability", {
    body: { productId: ST, optionId: "DEFAULT", localDateStart: from, localDateEnd: addDaysIso(from, 20) },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const slot = r.body.find((a: any) => a.vacancies >= 10);
  assert.ok(slot);
  return slot;
}

describe("OCTO_SANDBOX_FAULTS parsing", () => {
  it("reads shares and durations, refuses unknown names, bad numbers and shares over 1", () => {
    assert.deepEqual(parseOctoFaults("timeout=0.05,error=0.05,slow=0.1"), {
      timeout: 0.05,
      error: 0.05,
      slow: 0.1,
      timeoutMs: 15_000,
      slowMs: 2_000,
    });
    assert.equal(parseOctoFaults("slow=1,slow_ms=10,seed=7").seed, 7);
    assert.throws(() => parseOctoFaults("lag=0.1"), /unknown fault "lag"/);
    assert.throws(() => parseOctoFaults("error=x"), /not name=number/);
    assert.throws(() => parseOctoFaults("error=1.5"), /between 0 and 1/);
    assert.throws(() => parseOctoFaults("error=0.6,timeout=0.6"), /more than 1/);
  });

  it("is off when unset and refused with NODE_ENV=production unless the sandbox is allowed there", () => {
    assert.equal(faultsFromEnv({}), undefined);
    assert.throws(
      () => faultsFromEnv({ NODE_ENV: "production", OCTO_SANDBOX_FAULTS: "error=0.1" }),
      /refused with NODE_ENV=production/,
    );
    assert.equal(
      faultsFromEnv({ NODE_ENV: "production", SANDBOX_ALLOW_PRODUCTION: "1", OCTO_SANDBOX_FAULTS: "error=0.1" })?.error,
      0.1,
    );
  });
});

describe("OCTO_SANDBOX_FAULTS on a live sandbox", () => {
  it("error=1: every call answers 500; some reservations were made anyway (fault after), some not (before)", async () => {
    const c = await startSandbox(undefined, { faults: parseOctoFaults("error=1,seed=3") });
    try {
      const clean = await startSandboxPeer(c);
      const slot = await clean(openSlot);
      const refs: string[] = [];
      for (let i = 0; i < 12; i++) {
        const resellerReference = `fault-${i}`;
        refs.push(resellerReference);
        const r = await c.req("POST", "/bookings", {
          body: {
            productId: ST,
            optionId: "DEFAULT",
            availabilityId: slot.id,
            resellerReference,
            unitItems: [{ unitId: "adult" }],
          },
        });
        assert.equal(r.status, 500);
        assert.equal(r.body.error, "INTERNAL_SERVER_ERROR");
      }
      let made = 0;
      for (const ref of refs) {
        const list = await clean((x) => x.req("GET", `/bookings?resellerReference=${ref}`));
        made += list.body.length;
      }
      assert.ok(made > 0 && made < refs.length, `some but not all reservations made: ${made} of ${refs.length}`);
      const counts = await clean((x) => x.req("GET", "/_sandbox/faults"));
      assert.equal(counts.body.injected["error-before"] + counts.body.injected["error-after"], 12);
      assert.equal(counts.body.injected["error-after"], made);
      // DELETE /_sandbox/faults: the outage is over, the next calls answer.
      assert.equal((await c.req("DELETE", "/_sandbox/faults")).status, 200);
      assert.equal((await c.req("GET", "/products")).status, 200);
    } finally {
      await c.close();
    }
  });

  it("timeout=1: the answer comes only after timeout_ms; slow=1 delays at most slow_ms; health checks never fault", async () => {
    const c = await startSandbox(undefined, { faults: parseOctoFaults("timeout=1,timeout_ms=400,seed=1") });
    try {
      let started = Date.now();
      const r = await c.req("GET", "/products");
      assert.ok(Date.now() - started >= 390, `hung ${Date.now() - started} ms`);
      assert.ok(r.status === 504 || r.status === 200);
      started = Date.now();
      assert.equal((await c.req("GET", "/healthz", { key: null })).status, 200);
      assert.ok(Date.now() - started < 300);
    } finally {
      await c.close();
    }
    const s = await startSandbox(undefined, { faults: parseOctoFaults("slow=1,slow_ms=300") });
    try {
      const started = Date.now();
      assert.equal((await s.req("GET", "/products")).status, 200);
      assert.ok(Date.now() - started < 1500);
      const counts = await s.req("GET", "/_sandbox/faults");
      assert.equal(counts.body.injected.slow, 1);
    } finally {
      await s.close();
    }
  });

  it("without OCTO_SANDBOX_FAULTS nothing is injected and there is no /_sandbox/faults", async () => {
    const c = await startSandbox();
    try {
      for (let i = 0; i < 5; i++) assert.equal((await c.req("GET", "/products")).status, 200);
      assert.equal((await c.req("GET", "/_sandbox/faults")).status, 404);
    } finally {
      await c.close();
    }
  });
});

/** Runs `fn` with requests carrying `x-sandbox-faults: off` (the soak's checks from outside). */
async function startSandboxPeer(c: Client) {
  return async <T>(fn: (x: Client) => Promise<T>): Promise<T> => {
    const peer: Client = {
      ...c,
      async req(method, path, opts = {}) {
        const headers: Record<string, string> = {
          Authorization: "Bearer octo-sandbox-dev-key",
          "x-sandbox-faults": "off",
        };
        if (opts.body !== undefined) headers["Content-Type"] = "application/json";
        const res = await fetch(c.sandbox.url + path, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
      },
    };
    return fn(peer);
  };
}
