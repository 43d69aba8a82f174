/**
 * Prometheus metrics of one web server (ADR 0270): one registry per server and every metric
 * defined here, so names, labels and buckets are read in one place. The composition root (server.ts) makes one
 * `Metrics` and hands it to the modules that count (OCTO client, Viva client, payment service, publisher, limiter);
 * a module built without one (unit tests, scripts) gets a detached set that nobody scrapes (`detachedMetrics`).
 * Not prom-client's global default registry: tests run several servers in one process, and each must count alone.
 *
 * Gauges that describe the database (outbox depth and age, live holds) are read when Prometheus scrapes, from the
 * sources the composition root registers (`setSource`), never kept up to date by the code that writes the rows.
 * The registry is served on the private metrics port only (metrics-server.ts), never on the public one.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What the scrape-time gauges read. Each may throw: the gauge is then left out of that scrape (and logged). */
export interface MetricSources {
  /** Outbox messages by status and the creation time (epoch ms) of the oldest one not sent yet. */
  outbox?: () => Promise<{ byStatus: Record<string, number>; oldestPendingMs: number | null }>;
  /** Unpaid, unexpired carts (supplier holds) counted by the per-client limits. */
  liveHolds?: () => Promise<number>;
  /** The full reconciliation's counters of this instance (payments/reconciliation.ts `metrics()`), by metric name. */
  reconciliation?: () => { name: string; samples: { labels: Record<string, string>; value: number }[] }[];
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUILD_BUCKETS = [5, 10, 20, 30, 60, 120, 300, 600, 900];

export function createMetrics(options: { defaultMetrics?: boolean; now?: () => number } = {}) {
  const registry = new Registry();
  const now = options.now ?? Date.now;
  const sources: MetricSources = {};
  const registers = [registry];
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const metrics = {
    registry,
    /** Scrape-time sources (set by the composition root once the database exists). */
    setSource<K extends keyof MetricSources>(name: K, source: MetricSources[K]): void {
      sources[name] = source;
    },

    // ---- HTTP (public port) ----
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "Requests answered by the web server, by method, route pattern (not the raw URL) and status code",
      labelNames: ["method", "route", "status_code"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status code",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),

    // ---- supplier (OCTO) ----
    octoDuration: new Histogram({
      name: "octo_request_duration_seconds",
      help: "One HTTP exchange with the supplier (each attempt), by operation (method + path pattern) and outcome",
      labelNames: ["operation", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    octoErrors: new Counter({
      name: "octo_errors_total",
      help: "Supplier calls that failed after their retries, by operation and kind (timeout, network, http, supplier, invalid-response)",
      labelNames: ["operation", "kind"] as const,
      registers,
    }),
    octoRetries: new Counter({
      name: "octo_retries_total",
      help: "Extra attempts of safe supplier calls, by operation",
      labelNames: ["operation"] as const,
      registers,
    }),

    // ---- payment provider (Viva) ----
    vivaDuration: new Histogram({
      name: "viva_request_duration_seconds",
      help: "One HTTP exchange with the payment provider, by operation and outcome",
      labelNames: ["operation", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    vivaErrors: new Counter({
      name: "viva_errors_total",
      help: "Payment provider calls that failed (network, timeout or HTTP error), by operation and kind",
      labelNames: ["operation", "kind"] as const,
      registers,
    }),
    vivaRetries: new Counter({
      name: "viva_retries_total",
      help: "Payment provider calls repeated after an expired access token (401), by operation",
      labelNames: ["operation"] as const,
      registers,
    }),

    // ---- business outcomes ----
    bookings: new Counter({
      name: "bookings_total",
      help: "Paid bookings by outcome: confirmed, failed (the supplier refused; payment refunded), abandoned (never paid), cancelled",
      labelNames: ["outcome"] as const,
      registers,
    }),
    payments: new Counter({
      name: "payments_total",
      help: "Card payments by outcome: started, then each verification's answer (confirmed, payment_rejected, processing, ...)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    graphqlErrors: new Counter({
      name: "graphql_errors_total",
      help: "Errors answered by /api/graphql, by code (the booking API's codes, GRAPHQL_VALIDATION_FAILED, INTERNAL for a masked bug)",
      labelNames: ["code"] as const,
      registers,
    }),
    outboxSetAside: new Counter({
      name: "outbox_set_aside_total",
      help: "E-mails set aside after OUTBOX_MAX_ATTEMPTS failed attempts (status set_aside in the outbox), by kind",
      labelNames: ["kind"] as const,
      registers,
    }),
    refunds: new Counter({
      name: "refunds_total",
      help: "Refunds asked of the payment provider by outcome: ok, refused, error",
      labelNames: ["outcome"] as const,
      registers,
    }),
    dateChanges: new Counter({
      name: "date_changes_total",
      help: "Answers of the change-of-date operations (quote, change, confirm) by outcome code",
      labelNames: ["outcome"] as const,
      registers,
    }),

    // ---- publish pipeline ----
    publishBuilds: new Histogram({
      name: "publish_build_duration_seconds",
      help: "Publish builds (build command + promotion) by result: live, failed",
      labelNames: ["result"] as const,
      buckets: BUILD_BUCKETS,
      registers,
    }),
    publishPages: new Counter({
      name: "publish_pages_rebuilt_total",
      help: "HTML pages a publish build wrote anew (copied into the live build rather than hard-linked from the previous one)",
      registers,
    }),

    // ---- limits and holds ----
    holds: new Counter({
      name: "holds_total",
      help: "Cart holds counted by the per-client limits: recorded (a cart was made), released (dropped, paid or failed)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    limitRefusals: new Counter({
      name: "limit_refusals_total",
      help: "Requests refused by a per-client limit, by limit (cart, lookup, promo, verify, manage, form, holds)",
      labelNames: ["limit"] as const,
      registers,
    }),

    // ---- readiness ----
    readiness: new Gauge({
      name: "readiness_check",
      help: "Last result of each readiness check (1 up, 0 down): database and site gate /readyz; cms and supplier are shared dependencies, reported only. Refreshed at each scrape and each /readyz",
      labelNames: ["check"] as const,
      registers,
    }),
    releaseInfo: new Gauge({
      name: "release_info",
      help: "Always 1: the release this web server runs (label version; RELEASE_VERSION or the repository's package.json) and its Node",
      labelNames: ["version", "node"] as const,
      registers,
    }),
    ready: new Gauge({
      name: "readiness_ready",
      help: "What /readyz answers (1 ready, 0 not ready: the instance's own database or live site fails). Refreshed at each scrape and each /readyz",
      registers,
    }),
  };

  // ---- gauges read from the database on scrape ----
  new Gauge({
    name: "outbox_messages",
    help: "E-mail outbox rows by status (pending and sending = depth)",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      this.reset();
      const outbox = await sources.outbox?.();
      if (!outbox) return;
      for (const status of ["pending", "sending", "sent"]) this.set({ status }, outbox.byStatus[status] ?? 0);
      for (const [status, n] of Object.entries(outbox.byStatus)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Age of the oldest outbox message not sent yet (0 when none waits)",
    registers,
    async collect() {
      const outbox = await sources.outbox?.();
      if (!outbox) return;
      this.set(outbox.oldestPendingMs === null ? 0 : Math.max(0, (now() - outbox.oldestPendingMs) / 1000));
    },
  });
  // The reconciliation counts in its own module (it also runs as an operator's command); served from there on scrape.
  const reconciliationCounter = (name: string, help: string, labelNames: readonly string[]) =>
    new Counter({
      name,
      help,
      labelNames,
      registers,
      collect() {
        const metric = sources.reconciliation?.().find((m) => m.name === name);
        if (!metric) return;
        this.reset();
        for (const { labels, value } of metric.samples) if (value > 0) this.inc(labels, value);
      },
    });
  reconciliationCounter(
    "reconciliation_findings_total",
    "Mismatches found by the full reconciliation, by kind and outcome (repaired | reported)",
    ["kind", "outcome"],
  );
  reconciliationCounter(
    "reconciliation_runs_total",
    "Full reconciliation runs of this instance: ran, skipped (another instance held the lease), failed",
    ["result"],
  );
  new Gauge({
    name: "holds_live",
    help: "Unpaid, unexpired carts (supplier holds) the per-client limits count, every client together",
    registers,
    async collect() {
      const n = await sources.liveHolds?.();
      if (n !== undefined) this.set(n);
    },
  });

  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

let detached: Metrics | null = null;
/** Metrics nobody scrapes: the default of a module built without the composition root's (tests, scripts). */
export function detachedMetrics(): Metrics {
  detached ??= createMetrics();
  return detached;
}

/** Seconds elapsed since `startNs` (process.hrtime.bigint()). */
export const secondsSince = (startNs: bigint): number => Number(process.hrtime.bigint() - startNs) / 1e9;

/**
 * The operation label of a supplier path: the path with its ids replaced, so that the label set stays small
 * (`/bookings/{uuid}/confirm` → `/bookings/:id/confirm`; `/availability/calendar` stays as it is).
 */
export function octoOperation(method: string, path: string): string {
  const parts = path.split("?")[0]!.split("/");
  if (parts.length > 2 && parts[1] !== "availability") parts[2] = ":id";
  return `${method} ${parts.join("/")}`;
}
