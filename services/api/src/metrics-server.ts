/**
 * The private metrics port (METRICS_PORT, default 9464, bound to METRICS_HOST = 127.0.0.1; ADR 0270): a plain
 * HTTP server apart from the public one, so no route of the site or the API can expose it and no proxy rule of
 * the public port reaches it. It answers:
 *   GET /metrics       Prometheus text format (the server's registry, src/metrics.ts), readiness gauges refreshed
 *   GET /readyz        the readiness report with each check's result and error (the public /readyz says only
 *                      "ready" / "not ready")
 *   GET /build-status  the publish pipeline's full status (build directories, last failure's output)
 *   GET /version       the release this server runs and its Node ({"version", "node"}; ADR 0348)
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Readiness } from "./health.ts";
import type { Metrics } from "./metrics.ts";
import type { Publisher } from "./publish/index.ts";

export interface MetricsServerDeps {
  metrics: Metrics;
  readiness: Readiness;
  publisher: Publisher | null;
  log?: { error(obj: object, msg: string): void };
  /** The release (config.releaseVersion); "unknown" when not given. */
  version?: string;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on host:port (port 0: any free port, for tests; main.ts does not call this when METRICS_PORT is 0). */
export async function listenMetrics(deps: MetricsServerDeps, host: string, port: number): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://metrics");
    const send = (status: number, type: string, body: string) => {
      res
        .writeHead(status, { "content-type": type, "cache-control": "no-store" })
        .end(req.method === "HEAD" ? undefined : body);
    };
    const json = (status: number, body: unknown) =>
      send(status, "application/json; charset=utf-8", JSON.stringify(body));
    if (req.method !== "GET" && req.method !== "HEAD") return json(405, { error: "METHOD_NOT_ALLOWED" });
    const answer = async () => {
      switch (url.pathname) {
        case "/metrics":
          // Each scrape refreshes the readiness gauges (the CMS's and the supplier's health included: they are
          // alerted on, never gating; ADR 0343, ADR 0348), whether or not a load balancer probed /readyz meanwhile.
          // The remote checks answer from their short cache, so a scrape costs the supplier at most one ping.
          await deps.readiness
            .report()
            .catch((error: unknown) =>
              deps.log?.error({ err: error }, "metrics port: readiness for the scrape failed"),
            );
          return send(200, deps.metrics.registry.contentType, await deps.metrics.registry.metrics());
        case "/readyz": {
          const report = await deps.readiness.report();
          return json(report.ready ? 200 : 503, {
            status: report.ready ? "ready" : "not ready",
            checks: report.checks,
          });
        }
        case "/version":
          return json(200, { version: deps.version ?? "unknown", node: process.version });
        case "/build-status":
          return json(200, deps.publisher ? deps.publisher.status() : { state: "disabled" });
        default:
          return json(404, { error: "NOT_FOUND" });
      }
    };
    answer().catch((error: unknown) => {
      deps.log?.error({ err: error, path: url.pathname }, "metrics port: answer failed");
      if (!res.headersSent) json(500, { error: "INTERNAL" });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
