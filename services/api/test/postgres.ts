/**
 * A throwaway PostgreSQL for the suites that need one (scripts/postgres.sh: installs the server on a fresh Debian CI
 * machine as root, starts a cluster in a temp dir). TEST_API_DATABASE_URL (postgres://) uses an existing database
 * instead. PGPORT picks the port (default 54349, apart from the OCTO sandbox suite's 54339; plus `portOffset`).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../scripts/postgres.sh");

export function postgresForTests(
  database = "api_test",
  portOffset = 0,
): { url: string | null; reason?: string; stop(): void } {
  const env = process.env.TEST_API_DATABASE_URL;
  if (env && /^postgres(ql)?:\/\//.test(env)) return { url: env, stop() {} };
  // portOffset: a suite's own cluster, so suites that run at once never start or stop one cluster together.
  const port = String(Number(process.env.PGPORT ?? "54349") + portOffset);
  const run = (cmd: string) =>
    execFileSync("bash", [SCRIPT, cmd], {
      env: { ...process.env, PGPORT: port, PGDATABASE_NAME: database },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 180_000,
    });
  let wasRunning = false;
  try {
    run("url");
    wasRunning = true;
  } catch {
    // not running: started (and stopped) here
  }
  try {
    const url = /DATABASE_URL=(\S+)/.exec(run("start"))?.[1] ?? null;
    return {
      url,
      stop() {
        if (!wasRunning) {
          try {
            run("stop");
          } catch {
            // already gone
          }
        }
      },
    };
  } catch (e) {
    return {
      url: null,
      reason: `scripts/postgres.sh start failed: ${(e as Error).message.split("\n").slice(0, 3).join(" ")}`,
      stop() {},
    };
  }
}

/**
 * Empty scratch databases on a test server (`serverUrl` from postgresForTests), named `<prefix>_<pid>_<n>`: `create`
 * gives a new one's URL, `dropAll` drops them (PostgreSQL refuses while a session is open: close pools first).
 */
export function scratchDatabases(
  serverUrl: string,
  prefix: string,
): { create(): Promise<string>; dropAll(): Promise<void> } {
  const created: string[] = [];
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    async create() {
      const name = `${prefix}_${process.pid}_${created.length + 1}`;
      await admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        await client.query(`CREATE DATABASE ${name}`);
      });
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      await admin(async (client) => {
        for (const name of created.splice(0)) await client.query(`DROP DATABASE IF EXISTS ${name}`);
      });
    },
  };
}
