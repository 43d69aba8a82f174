import { loadConfig } from "./config.ts";
import { listenMetrics, type MetricsServer } from "./metrics-server.ts";
import { createWebServer } from "./server.ts";

const config = loadConfig();
const app = await createWebServer(config);
await app.listen({ host: config.host, port: config.port });
console.log(`web server: http://localhost:${config.port} (site: ${config.siteDir ? `${config.siteDir}/current` : config.publicDir})`);
// Prometheus metrics and readiness details on a private port, never the public one (METRICS_PORT=0: off; ADR 0270).
let metricsServer: MetricsServer | null = null;
if (config.metricsPort > 0) {
  try {
    metricsServer = await listenMetrics(
      { metrics: app.metrics, readiness: app.readiness, publisher: app.publisher, log: app.log },
      config.metricsHost,
      config.metricsPort,
    );
    console.log(`metrics: ${metricsServer.url}/metrics (private)`);
  } catch (error) {
    // The site and the API keep serving; only the scrape is missing (e.g. the port is taken by another instance).
    console.error(`metrics: could not listen on ${config.metricsHost}:${config.metricsPort} (${error instanceof Error ? error.message : String(error)}); set METRICS_PORT`);
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void Promise.all([app.close(), metricsServer?.close()]).then(() => process.exit(0));
  });
}
