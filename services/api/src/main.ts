import { loadConfig } from "./config.ts";
import { createWebServer } from "./server.ts";

const config = loadConfig();
const app = await createWebServer(config);
await app.listen({ host: config.host, port: config.port });
console.log(`web server: http://localhost:${config.port} (site: ${config.siteDir ? `${config.siteDir}/current` : config.publicDir})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
