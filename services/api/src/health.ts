/**
 * Liveness and readiness (ADR 0270).
 *  - GET /healthz: the process runs and is not shutting down: 200 {"status":"ok"}, 503 {"status":"shutting down"}.
 *  - GET /readyz: the instance's own dependencies answer (its database, its live site serving pages):
 *    200 {"status":"ready"}, else 503 {"status":"not ready"}. Shared dependencies (the CMS, the supplier) are
 *    checked and reported (metrics port, readiness_check gauge, log) but never take the instance out of the load
 *    balancer: one supplier outage would otherwise take every instance out at once (ADR 0343).
 * The public answers say nothing more: which check failed, and why, goes to the log (one line per change of state)
 * and to the private metrics port (`/readyz` there, and the readiness_check gauge).
 * Remote checks (CMS, supplier) keep their answer for a few seconds and share one call in flight, so that a storm
 * of probes from load balancers costs the supplier one request per period.
 */
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.ts";

export interface Check {
  name: string;
  /** Resolves when the dependency answers; throws (or rejects) when it does not. */
  run: () => Promise<void>;
  /** Reuse of the last answer, in ms (remote dependencies); 0 = asked at every probe. */
  cacheMs?: number;
  /** Longest wait for the answer (default 3 s). */
  timeoutMs?: number;
  /**
   * false: reported only (a shared dependency: metrics and alerts), never makes the instance not ready. Default true
   * (the instance's own dependency).
   */
  gates?: boolean;
}

export interface CheckResult {
  ok: boolean;
  /** Whether this check decides readiness (false: reported only, see Check.gates). */
  gates?: boolean;
  /** Why it failed (private: log and metrics port only). */
  error?: string;
  /** Answer reused from an earlier probe. */
  cached?: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export class Readiness {
  private readonly cache = new Map<string, { at: number; result: CheckResult }>();
  private readonly inFlight = new Map<string, Promise<CheckResult>>();
  private lastReady: boolean | null = null;
  /** Last answer of each reported-only check: its changes are logged (alerts), one line per change. */
  private readonly lastOk = new Map<string, boolean>();

  constructor(
    private readonly checks: readonly Check[],
    private readonly o: { now?: () => number; log?: Log; metrics?: Metrics } = {},
  ) {}

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  private async one(check: Check): Promise<CheckResult> {
    const cacheMs = check.cacheMs ?? 0;
    const hit = this.cache.get(check.name);
    if (hit && cacheMs > 0 && this.now() - hit.at < cacheMs) return { ...hit.result, cached: true };
    const running = this.inFlight.get(check.name);
    if (running) return running;
    const p = runWithTimeout(check).then((result) => {
      this.cache.set(check.name, { at: this.now(), result });
      return result;
    });
    this.inFlight.set(check.name, p);
    try {
      return await p;
    } finally {
      this.inFlight.delete(check.name);
    }
  }

  async report(): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.checks.map(async (c) => [c.name, { ...(await this.one(c)), gates: c.gates !== false }] as const),
    );
    const checks = Object.fromEntries(results);
    const ready = results.every(([, r]) => r.ok || !r.gates);
    this.o.metrics?.ready.set(ready ? 1 : 0);
    for (const [name, r] of results) {
      this.o.metrics?.readiness.set({ check: name }, r.ok ? 1 : 0);
      if (r.gates || this.lastOk.get(name) === r.ok) continue;
      if (r.ok) this.o.log?.info({ check: name }, "readiness: shared dependency answers again");
      else
        this.o.log?.warn(
          { check: name, error: r.error },
          "readiness: shared dependency not answering (instance stays ready)",
        );
      this.lastOk.set(name, r.ok);
    }
    if (ready !== this.lastReady) {
      const failing = Object.fromEntries(results.filter(([, r]) => !r.ok && r.gates).map(([n, r]) => [n, r.error]));
      if (ready) this.o.log?.info({ checks: Object.keys(checks) }, "readiness: ready");
      else this.o.log?.warn({ failing }, "readiness: not ready");
      this.lastReady = ready;
    }
    return { ready, checks };
  }
}

async function runWithTimeout(check: Check): Promise<CheckResult> {
  const timeoutMs = check.timeoutMs ?? 3000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The public probes. `shuttingDown` turns /healthz to 503 once the server begins to close; `draining` (the
 * SHUTDOWN_DRAIN_SECONDS before it, main.ts) turns /readyz alone to 503: the load balancer takes the instance out
 * while it still answers every request.
 */
export function healthRoutes(
  app: FastifyInstance,
  opts: { readiness: Readiness; shuttingDown: () => boolean; draining?: () => boolean },
): void {
  app.get("/healthz", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return opts.shuttingDown() ? reply.code(503).send({ status: "shutting down" }) : reply.send({ status: "ok" });
  });
  app.get("/readyz", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    if (opts.shuttingDown() || opts.draining?.()) return reply.code(503).send({ status: "not ready" });
    const { ready } = await opts.readiness.report();
    return ready ? reply.send({ status: "ready" }) : reply.code(503).send({ status: "not ready" });
  });
}
