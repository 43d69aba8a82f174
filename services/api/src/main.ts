import { loadConfig, type Config } from "./config.ts";
import { assertCatalogues } from "./i18n.ts";
import { listenMetrics, type MetricsServer } from "./metrics-server.ts";
import { ProductionConfigError } from "./production-guard.ts";
import { createWebServer } from "./server.ts";

let config: Config;
try {
  config = loadConfig();
  assertCatalogues(config.site.languages);
} catch (error) {
  // A configuration problem is one clear message, not a stack trace (production-guard.ts lists one line each).
  console.error(
    `web server: ${error instanceof ProductionConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const started = performance.now();
const app = await createWebServer(config);
await app.listen({ host: config.host, port: config.port });
console.log(
  `web server ${config.releaseVersion}: http://localhost:${config.port} (site: ${config.siteDir ? `${config.siteDir}/current` : config.publicDir}; ` +
    `${config.production ? "production" : "development"}; Node ${process.version}; listening ${Math.round(performance.now() - started)} ms after config)`,
);
// Prometheus metrics and readiness details on a private port, never the public one (METRICS_PORT=0: off; ADR 0270).
let metricsServer: MetricsServer | null = null;
if (config.metricsPort > 0) {
  try {
    metricsServer = await listenMetrics(
      {
        metrics: app.metrics,
        readiness: app.readiness,
        publisher: app.publisher,
        log: app.log,
        version: config.releaseVersion,
      },
      config.metricsHost,
      config.metricsPort,
    );
    console.log(`metrics: ${metricsServer.url}/metrics (private)`);
  } catch (error) {
    // The site and the API keep serving; only the scrape is missing (e.g. the port is taken by another instance).
    console.error(
      `metrics: could not listen on ${config.metricsHost}:${config.metricsPort} (${error instanceof Error ? error.message : String(error)}); set METRICS_PORT`,
    );
  }
}
/**
 * Graceful stop on SIGTERM/SIGINT: first the drain (SHUTDOWN_DRAIN_SECONDS, default 5 in production, 0 otherwise):
 * /readyz answers 503 while every other request is served, so the load balancers stop sending new ones before the
 * socket closes. Then no new connections (Fastify's close: later requests on open keep-alive connections get 503),
 * the requests in flight finish, then the onClose hooks stop the outbox after its send in flight, the reconcilers and
 * the publisher, and close the database; exit 0. A stop that takes longer than SHUTDOWN_TIMEOUT_MS after the drain
 * (default 25000: with the drain, Kubernetes' 30 s grace period) exits 1.
 */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000) || 25_000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.shutdownDrainSeconds * 1000;
    if (drainMs > 0) {
      app.drain();
      console.log(
        `web server: ${signal}, draining for ${config.shutdownDrainSeconds} s (/readyz answers 503, requests still served)`,
      );
    }
    setTimeout(() => {
      console.log(
        `web server: ${drainMs > 0 ? "drained" : signal}, stopping (in-flight requests and sends finish, at most ${shutdownTimeoutMs} ms)`,
      );
      setTimeout(() => {
        console.error(`web server: not stopped within ${shutdownTimeoutMs} ms, exiting`);
        process.exit(1);
      }, shutdownTimeoutMs).unref();
      void Promise.all([app.close(), metricsServer?.close()]).then(
        () => {
          console.log("web server: stopped");
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`web server: error while stopping: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    }, drainMs);
  });
}
