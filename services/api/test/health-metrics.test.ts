/**
 * ADR 0270: /healthz and /readyz of the web server say only "ok" / "ready" / "not
 * ready" in public; Prometheus metrics and the readiness details are on the private metrics port, never the
 * public one; a paid booking moves the counters; request ids reach the supplier and the payment provider.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { Readiness } from "../src/health.ts";
import { REPO_ROOT } from "../src/config.ts";
import { releaseVersion } from "../src/release.ts";
import { createMetrics, octoOperation } from "../src/metrics.ts";
import { listenMetrics, type MetricsServer } from "../src/metrics-server.ts";
import { OctoClient } from "../src/octo/client.ts";
import { VivaClient } from "../src/payments/viva.ts";
import { genReqId, withRequestId } from "../src/request-id.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";

/** A stand-in for the CMS's own /readyz. */
async function startCmsProbe(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === "/readyz" ? 200 : 404, { "content-type": "application/json" }).end('{"status":"ready"}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The value of one sample of the Prometheus text format, or null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[3] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[4]);
  }
  return null;
}

/** No hostnames, ports, paths, counts or error texts in a public probe answer. */
function assertTerse(body: string) {
  assert.ok(body.length < 40, body);
  assert.doesNotMatch(body, /127\.0\.0\.1|localhost|\/tmp|ECONNREFUSED|supplier|database|cms|outbox|\d/i);
}

describe("web server: health, readiness and metrics", () => {
  let stack: PaymentStack;
  let cms: { url: string; server: Server };
  let metricsPort: MetricsServer;
  let base: string;
  const scrape = async () => {
    const res = await fetch(`${metricsPort.url}/metrics`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/plain/);
    return res.text();
  };

  before(async () => {
    cms = await startCmsProbe();
    stack = await startPaymentStack({ config: { cmsUrl: cms.url, readinessCacheSeconds: 0 } });
    // The page "/" leads to (the default locale's home). The real build's shape is checked by the e2e spec
    // tests/e2e/readiness.spec.ts against the built site; here only which checks gate readiness.
    mkdirSync(join(stack.config.publicDir, "fr"), { recursive: true });
    writeFileSync(join(stack.config.publicDir, "fr", "index.html"), "<!doctype html><title>site</title>");
    base = stack.urls[0]!;
    const app = stack.instances[0]!;
    metricsPort = await listenMetrics(
      { metrics: app.metrics, readiness: app.readiness, publisher: app.publisher },
      "127.0.0.1",
      0,
    );
  });
  after(async () => {
    await metricsPort?.close();
    await stack?.close();
    cms?.server.close();
  });

  test("/healthz answers 200 {status: ok}", async () => {
    const res = await fetch(`${base}/healthz`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const body = await res.text();
    assert.deepEqual(JSON.parse(body), { status: "ok" });
    assertTerse(body);
  });

  test("a paid booking moves the booking, payment, supplier, request and outbox metrics", async () => {
    const { orderCode } = await stack.cartWithPayment("ada@example.com");
    const paid = await stack.payOrder(orderCode);
    const outcome = await stack.verifyReturn(paid.redirectUrl);
    assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
    const text = await waitFor(async () => {
      const t = await scrape();
      return (sample(t, "bookings_total", { outcome: "confirmed" }) ?? 0) >= 1 ? t : null;
    });
    assert.equal(sample(text, "bookings_total", { outcome: "confirmed" }), 1);
    assert.equal(sample(text, "payments_total", { outcome: "started" }), 1);
    assert.equal(sample(text, "payments_total", { outcome: "confirmed" }), 1, "payment verified, counted once");
    // The visitor reloads the return page (and the provider's webhook verifies it too): the same payment, not a new one.
    assert.equal((await stack.verifyReturn(paid.redirectUrl)).code, "CONFIRMED");
    assert.equal(
      sample(await scrape(), "payments_total", { outcome: "confirmed" }),
      1,
      "a replayed verification is not a second payment",
    );
    assert.ok(
      (sample(text, "octo_request_duration_seconds_count", { operation: "POST /bookings", outcome: "ok" }) ?? 0) > 0,
      "hold at the supplier",
    );
    assert.ok(
      (sample(text, "octo_request_duration_seconds_count", { operation: "POST /order/:id/confirm", outcome: "ok" }) ??
        0) > 0,
      "confirmation",
    );
    assert.ok(
      (sample(text, "viva_request_duration_seconds_count", { operation: "get_transaction", outcome: "ok" }) ?? 0) > 0,
      "provider asked",
    );
    assert.ok(
      (sample(text, "http_requests_total", { method: "POST", route: "/api/graphql", status_code: "200" }) ?? 0) >= 3,
      "graphql route pattern",
    );
    assert.ok(
      (sample(text, "http_request_duration_seconds_count", {
        method: "POST",
        route: "/api/graphql",
        status_code: "200",
      }) ?? 0) >= 3,
    );
    assert.ok(
      (sample(text, "http_requests_total", { method: "POST", route: "/api/payments/verify", status_code: "200" }) ??
        0) >= 1,
    );
    assert.doesNotMatch(text, /route="\/api\/payments\/verify\?/, "route patterns, never raw URLs");
    assert.notEqual(sample(text, "outbox_messages", { status: "pending" }), null, "outbox depth gauge");
    assert.notEqual(sample(text, "outbox_oldest_pending_age_seconds"), null, "outbox age gauge");
    assert.equal(sample(text, "holds_total", { outcome: "recorded" }), 1);
    assert.equal(sample(text, "holds_live"), 0, "a paid cart is no longer a live hold");
    assert.equal(sample(text, "holds_total", { outcome: "released" }), 1, "released by the payment");
    assert.notEqual(sample(text, "process_resident_memory_bytes"), null, "default process metrics");
    // The confirmation mail leaves the outbox: the depth falls back to 0.
    await waitFor(async () => sample(await scrape(), "outbox_messages", { status: "sent" }) === 1);
    const drained = await scrape();
    assert.equal(sample(drained, "outbox_messages", { status: "pending" }), 0);
    assert.equal(sample(drained, "outbox_oldest_pending_age_seconds"), 0);
  });

  test("GraphQL errors are counted by code", async () => {
    const ask = (query: string) =>
      fetch(`${base}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      }).then((r) => r.json());
    const before = sample(await scrape(), "graphql_errors_total", { code: "GRAPHQL_VALIDATION_FAILED" }) ?? 0;
    const invalid = (await ask("{ noSuchField }")) as { errors?: unknown[] };
    assert.equal(invalid.errors?.length, 1);
    const notFound = (await ask('{ cart(id: "00000000-0000-4000-8000-000000000000") { id } }')) as {
      errors?: { extensions?: { code?: string } }[];
    };
    const code = notFound.errors?.[0]?.extensions?.code;
    const text = await scrape();
    assert.equal(sample(text, "graphql_errors_total", { code: "GRAPHQL_VALIDATION_FAILED" }), before + 1);
    if (code)
      assert.ok((sample(text, "graphql_errors_total", { code }) ?? 0) >= 1, `the booking API's ${code} counted`);
  });

  test("a scheduled reconciliation run is counted on the metrics port", async () => {
    const app = stack.instances[0]!;
    const report = await app.payments.reconciliation.runScheduled();
    assert.ok(report, "this instance took the lease");
    const text = await scrape();
    assert.equal(sample(text, "reconciliation_runs_total", { result: "ran" }), 1);
  });

  test("the public port serves no metrics and no outbox counts", async () => {
    for (const path of ["/metrics", "/api/payments/health", "/build-status"]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(await res.text(), /# HELP|outbox/, path);
    }
    const status = await (await fetch(`${base}/api/build-status`)).json();
    assert.deepEqual(status, { state: "disabled" });
  });

  test("/readyz gates on the instance's own dependencies only: 503 while the site has no page, 200 with the supplier down; details on the metrics port", async () => {
    const ready = await fetch(`${base}/readyz`);
    const readyBody = await ready.text();
    assert.equal(ready.status, 200, readyBody);
    assert.deepEqual(JSON.parse(readyBody), { status: "ready" });
    assertTerse(readyBody);

    // No page for "/" to lead to: not ready (a root index.html alone does not count: "/" redirects).
    const home = join(stack.config.publicDir, "fr");
    rmSync(home, { recursive: true });
    writeFileSync(join(stack.config.publicDir, "index.html"), "<!doctype html><title>root</title>");
    const noSite = await fetch(`${base}/readyz`);
    const noSiteBody = await noSite.text();
    assert.equal(noSite.status, 503);
    assert.deepEqual(JSON.parse(noSiteBody), { status: "not ready" });
    assertTerse(noSiteBody);
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, "index.html"), "<!doctype html><title>site</title>");

    // A shared dependency down (the supplier serves every instance): the instance stays in the load balancer.
    await stack.octoSandbox.close();
    stack.octoSandbox.close = async () => undefined; // closed once; the stack's close must not close it again
    const down = await fetch(`${base}/readyz`);
    const downBody = await down.text();
    assert.equal(down.status, 200, downBody);
    assert.deepEqual(JSON.parse(downBody), { status: "ready" });
    assertTerse(downBody);
    // Liveness does not depend on the supplier.
    assert.equal((await fetch(`${base}/healthz`)).status, 200);

    const details = await fetch(`${metricsPort.url}/readyz`);
    assert.equal(details.status, 200);
    const report = (await details.json()) as {
      status: string;
      checks: Record<string, { ok: boolean; gates?: boolean; error?: string }>;
    };
    assert.equal(report.checks.supplier?.ok, false);
    assert.equal(report.checks.supplier?.gates, false);
    assert.ok(report.checks.supplier?.error, "the failure's cause, privately");
    assert.equal(report.checks.database?.ok, true);
    assert.equal(report.checks.cms?.ok, true);
    assert.equal(report.checks.site?.ok, true);
    const text = await scrape();
    assert.equal(
      sample(text, "readiness_check", { check: "supplier" }),
      0,
      "the supplier's outage goes to metrics and alerts",
    );
    assert.equal(sample(text, "readiness_check", { check: "database" }), 1);
  });
});

describe("health of shared dependencies on the metrics port", () => {
  test("a scrape alone refreshes the readiness gauges: the CMS down and the supplier up are visible without any /readyz probe", async () => {
    const metrics = createMetrics();
    const readiness = new Readiness(
      [
        { name: "database", run: async () => undefined },
        {
          name: "cms",
          gates: false,
          run: async () => {
            throw new Error("connect ECONNREFUSED");
          },
        },
        { name: "supplier", gates: false, run: async () => undefined },
        { name: "site", run: async () => undefined },
      ],
      { metrics },
    );
    const port = await listenMetrics({ metrics, readiness, publisher: null }, "127.0.0.1", 0);
    try {
      const text = await (await fetch(`${port.url}/metrics`)).text();
      assert.equal(sample(text, "readiness_check", { check: "cms" }), 0, "the CMS's outage is a metric (alerted on)");
      assert.equal(sample(text, "readiness_check", { check: "supplier" }), 1);
      assert.equal(sample(text, "readiness_ready"), 1, "a shared dependency never makes the instance not ready");
    } finally {
      await port.close();
    }
  });
});

describe("the release", () => {
  test("RELEASE_VERSION, else the repository's package.json version; on the metrics port's /version and as release_info", async () => {
    const root = mkdtempSync(join(tmpdir(), "release-"));
    try {
      assert.equal(releaseVersion({}, root), "unknown");
      writeFileSync(join(root, "package.json"), JSON.stringify({ name: "x", version: "3.1.4" }));
      assert.equal(releaseVersion({}, root), "3.1.4");
      assert.equal(releaseVersion({ RELEASE_VERSION: " 3.2.0-rc.1 " }, root), "3.2.0-rc.1");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    assert.equal(
      releaseVersion({}, REPO_ROOT),
      (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string }).version,
    );

    const metrics = createMetrics();
    metrics.releaseInfo.set({ version: "3.1.4", node: process.version }, 1);
    const port = await listenMetrics(
      { metrics, readiness: new Readiness([]), publisher: null, version: "3.1.4" },
      "127.0.0.1",
      0,
    );
    try {
      assert.deepEqual(await (await fetch(`${port.url}/version`)).json(), { version: "3.1.4", node: process.version });
      assert.equal(
        sample(await (await fetch(`${port.url}/metrics`)).text(), "release_info", {
          version: "3.1.4",
          node: process.version,
        }),
        1,
      );
    } finally {
      await port.close();
    }
  });
});

describe("readiness cache", () => {
  test("a remote check is asked once per period and once for concurrent probes", async () => {
    let clock = 0;
    let calls = 0;
    let up = true;
    const readiness = new Readiness(
      [
        {
          name: "supplier",
          cacheMs: 5000,
          run: async () => {
            calls++;
            await new Promise((r) => setTimeout(r, 10));
            if (!up) throw new Error("down");
          },
        },
      ],
      { now: () => clock },
    );
    const storm = await Promise.all(Array.from({ length: 20 }, () => readiness.report()));
    assert.ok(storm.every((r) => r.ready));
    assert.equal(calls, 1);
    up = false;
    clock = 4000;
    assert.equal((await readiness.report()).ready, true, "cached answer within the period");
    assert.equal(calls, 1);
    clock = 5001;
    const report = await readiness.report();
    assert.equal(report.ready, false);
    assert.equal(report.checks.supplier?.error, "down");
    assert.equal(calls, 2);
  });

  test("a reported-only check (gates: false) never makes the instance not ready; an own check does", async () => {
    const readiness = new Readiness([
      { name: "database", run: async () => undefined },
      {
        name: "supplier",
        gates: false,
        run: async () => {
          throw new Error("down");
        },
      },
    ]);
    const report = await readiness.report();
    assert.equal(report.ready, true);
    assert.equal(report.checks.supplier?.ok, false);
    const own = new Readiness([
      {
        name: "database",
        run: async () => {
          throw new Error("down");
        },
      },
    ]);
    assert.equal((await own.report()).ready, false);
  });

  test("a check that hangs fails after its timeout", async () => {
    const readiness = new Readiness([{ name: "cms", timeoutMs: 50, run: () => new Promise(() => undefined) }]);
    const report = await readiness.report();
    assert.equal(report.ready, false);
    assert.match(report.checks.cms?.error ?? "", /50 ms/);
  });
});

describe("request ids", () => {
  test("genReqId keeps a safe incoming x-request-id, else makes a uuid", () => {
    const req = (id?: string) =>
      ({ headers: id === undefined ? {} : { "x-request-id": id } }) as Parameters<typeof genReqId>[0];
    assert.equal(genReqId(req("abc-123_X.y:z")), "abc-123_X.y:z");
    for (const unsafe of ["", "has space", "a\nb", "x".repeat(129), "<script>", "a,b"]) {
      assert.match(genReqId(req(unsafe)), /^[0-9a-f-]{36}$/, JSON.stringify(unsafe));
    }
    assert.match(genReqId(req()), /^[0-9a-f-]{36}$/);
  });

  test("the supplier and the payment provider receive the request's id; the metrics count attempts, retries and errors", async () => {
    const seen: (string | null)[] = [];
    let failures = 1;
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get("x-request-id"));
      if (failures-- > 0)
        throw Object.assign(new TypeError("fetch failed"), {
          cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }),
        });
      return new Response(JSON.stringify({ access_token: "t", expires_in: 3600, id: "s", name: "x" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const metrics = createMetrics();
    const octo = new OctoClient({
      baseUrl: "http://octo.test",
      apiKey: "k",
      fetch: fakeFetch,
      retryDelayMs: 1,
      metrics,
      requestId: () => "req-42",
    });
    await withRequestId("req-42", () => octo.getSupplier());
    assert.deepEqual(seen, ["req-42", "req-42"]);
    const viva = new VivaClient({
      accountsUrl: "http://viva.test",
      apiUrl: "http://viva.test",
      legacyApiUrl: "http://viva.test",
      clientId: "c",
      clientSecret: "s",
      merchantId: "m",
      apiKey: "a",
      fetch: fakeFetch,
      metrics,
      requestId: () => "req-43",
    });
    await viva.webhookKey().catch(() => undefined);
    assert.equal(seen.at(-1), "req-43");
    const text = await metrics.registry.metrics();
    assert.equal(sample(text, "octo_retries_total", { operation: "GET /supplier" }), 1);
    assert.equal(
      sample(text, "octo_request_duration_seconds_count", { operation: "GET /supplier", outcome: "network" }),
      1,
    );
    assert.equal(sample(text, "octo_request_duration_seconds_count", { operation: "GET /supplier", outcome: "ok" }), 1);
    assert.equal(sample(text, "viva_request_duration_seconds_count", { operation: "webhook_key", outcome: "ok" }), 1);
    assert.equal(octoOperation("POST", "/bookings/0b5e-uuid/confirm"), "POST /bookings/:id/confirm");
    assert.equal(octoOperation("POST", "/availability/calendar"), "POST /availability/calendar");
  });

  test("the web server answers the request id it used", async () => {
    const stack = await startPaymentStack();
    try {
      const kept = await fetch(`${stack.urls[0]}/healthz`, { headers: { "x-request-id": "probe-7" } });
      assert.equal(kept.headers.get("x-request-id"), "probe-7");
      const replaced = await fetch(`${stack.urls[0]}/healthz`, { headers: { "x-request-id": "bad id" } });
      assert.match(replaced.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    } finally {
      await stack.close();
    }
  });
});
