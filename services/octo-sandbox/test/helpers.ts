import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSandbox, DEV_API_KEY, type Sandbox, type SandboxOptions } from "../src/index.ts";

export const KEY = DEV_API_KEY;
export const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");

export interface Client {
  sandbox: Sandbox;
  clock: { offsetMs: number };
  req(
    method: string,
    path: string,
    opts?: { body?: unknown; caps?: string; lang?: string; key?: string | null },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startSandbox(databaseUrl?: string, extra: Partial<SandboxOptions> = {}): Promise<Client> {
  let dir: string | null = null;
  if (!databaseUrl) {
    dir = mkdtempSync(join(tmpdir(), "octo-test-"));
    databaseUrl = join(dir, "octo.db");
  }
  const clock = { offsetMs: 0 };
  const sandbox = await createSandbox({
    port: 0,
    databaseUrl,
    apiKeys: [KEY, "second-key"],
    now: () => Date.now() + clock.offsetMs,
    sweepIntervalMs: 0,
    ...extra,
  });
  return {
    sandbox,
    clock,
    async req(method, path, opts = {}) {
      const headers: Record<string, string> = {};
      if (opts.key !== null) headers.Authorization = `Bearer ${opts.key ?? KEY}`;
      if (opts.caps) headers["Octo-Capabilities"] = opts.caps;
      if (opts.lang) headers["Accept-Language"] = opts.lang;
      if (opts.body !== undefined) headers["Content-Type"] = "application/json";
      const res = await fetch(sandbox.url + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async close() {
      await sandbox.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL URL: DATABASE_URL/OCTO_DATABASE_URL when postgres://, else a throwaway cluster by scripts/postgres.sh. */
export function postgresForTests(): { url: string | null; reason?: string; stop(): void } {
  const env = process.env.OCTO_DATABASE_URL ?? process.env.DATABASE_URL;
  if (env && /^postgres(ql)?:\/\//.test(env)) return { url: env, stop() {} };
  const script = join(REPO_ROOT, "scripts", "postgres.sh");
  const port = process.env.PGPORT ?? "54339";
  const run = (cmd: string) =>
    execFileSync("bash", [script, cmd], {
      env: { ...process.env, PGPORT: port },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 120_000,
    });
  let wasRunning = false;
  try {
    run("url");
    wasRunning = true;
  } catch {
    /* not running */
  }
  try {
    const out = run("start");
    const url = /DATABASE_URL=(\S+)/.exec(out)?.[1] ?? null;
    return {
      url,
      stop() {
        if (!wasRunning) {
          try {
            run("stop");
          } catch {
            /* ignore */
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

export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
