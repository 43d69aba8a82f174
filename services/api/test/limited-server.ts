/**
 * A web server with the per-client limits of a test (environment-style settings, TRUST_PROXY on so that each test
 * names its client with X-Forwarded-For) in front of a real OCTO sandbox, on loopback random ports. Shared by the
 * limit suites (limits, seat hoarding, promo guessing).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSandbox, type Sandbox } from "../../octo-sandbox/src/index.ts";
import { loadConfig } from "../src/config.ts";
import { createWebServer, type WebServer } from "../src/server.ts";
import { API_KEY } from "./helpers.ts";

/** A GraphQL answer with its HTTP status. */
export interface GqlAnswer {
  status: number;
  data: any;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

export interface LimitedServer {
  app: WebServer;
  sandbox: Sandbox;
  base: string;
  /** A GraphQL request from `client` (its X-Forwarded-For address) in `locale`. */
  gql(client: string, query: string, variables: Record<string, unknown>, locale?: string): Promise<GqlAnswer>;
  close(): Promise<void>;
}

export async function startLimitedServer(env: Record<string, string>): Promise<LimitedServer> {
  const dir = mkdtempSync(join(tmpdir(), "api-limited-"));
  const sandbox = await createSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: join(dir, "octo.db"),
    apiKeys: [API_KEY],
    sweepIntervalMs: 0,
  });
  const app = await createWebServer({
    ...loadConfig({ TRUST_PROXY: "true", ...env }),
    publicDir: dir,
    octoBaseUrl: sandbox.url,
    octoApiKey: API_KEY,
    logLevel: "silent",
    apiDatabaseUrl: join(dir, "api.db"),
    outboxPollMs: 0,
    reconcileIntervalSeconds: 0,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  assert.ok(address && typeof address === "object");
  const base = `http://127.0.0.1:${address.port}`;
  return {
    app,
    sandbox,
    base,
    async gql(client, query, variables, locale = "en") {
      const res = await fetch(`${base}/api/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-forwarded-for": client,
          "accept-language": locale,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as Omit<GqlAnswer, "status">) };
    },
    async close() {
      await app.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
