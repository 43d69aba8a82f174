import Fastify, { type FastifyInstance } from "fastify";
import { bookingApi } from "./booking/index.ts";
import { siteServer } from "./site/index.ts";
import type { Config } from "./config.ts";

/** The web server of :8000: the booking API under /api and the built static site for everything else. */
export async function createWebServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logLevel === "silent" ? false : { level: config.logLevel } });
  await app.register(bookingApi, { prefix: "/api", config });
  await app.register(siteServer, { config });
  return app;
}
