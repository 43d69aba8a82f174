/**
 * Fault injection (OCTO_SANDBOX_FAULTS, off by default; ADR 0344): a share of the supplier API's requests hangs past
 * the web server's timeout, answers 500, or answers late, as a real supplier does. The operation may or may not have
 * been done: for a timeout or an error, a coin decides whether the fault strikes before the route runs (nothing
 * done) or after it (done, e.g. a booking confirmed, but the answer lost or late).
 *
 *   OCTO_SANDBOX_FAULTS=timeout=0.05,error=0.05,slow=0.1[,timeout_ms=15000][,slow_ms=2000][,seed=42]
 *
 * Shares are of every authenticated request (health checks and the `/_sandbox/*` helpers never fault; a request with
 * `x-sandbox-faults: off` neither: the soak's checks from outside, never the web server). `GET /_sandbox/faults`
 * counts what was injected, `DELETE /_sandbox/faults` stops injecting (the outage is over). A test double's switch: refused with NODE_ENV=production (see faultsFromEnv).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface OctoFaults {
  timeout: number;
  error: number;
  slow: number;
  /** How long a timed-out request hangs before it answers (past OCTO_TIMEOUT_MS / OCTO_DEADLINE_MS of the web server). */
  timeoutMs: number;
  /** A slow answer is delayed by up to this long (uniform). */
  slowMs: number;
  /** Seed of the dice (reproducible runs); random when unset. */
  seed?: number;
}

export type FaultKind = "timeout-before" | "timeout-after" | "error-before" | "error-after" | "slow";

const SHARES = ["timeout", "error", "slow"] as const;

/** Parses `timeout=0.05,error=0.05,slow=0.1,...`; throws with the offending part on anything else. */
export function parseOctoFaults(raw: string): OctoFaults {
  const out: OctoFaults = { timeout: 0, error: 0, slow: 0, timeoutMs: 15_000, slowMs: 2_000 };
  for (const part of raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value, ...rest] = part.split("=");
    const n = Number(value);
    if (!key || value === undefined || rest.length > 0 || value.trim() === "" || !Number.isFinite(n) || n < 0) {
      throw new Error(`OCTO_SANDBOX_FAULTS: "${part}" is not name=number`);
    }
    if ((SHARES as readonly string[]).includes(key)) {
      if (n > 1) throw new Error(`OCTO_SANDBOX_FAULTS: ${key} is a share between 0 and 1: ${value}`);
      out[key as (typeof SHARES)[number]] = n;
    } else if (key === "timeout_ms") out.timeoutMs = n;
    else if (key === "slow_ms") out.slowMs = n;
    else if (key === "seed") out.seed = Math.floor(n);
    else
      throw new Error(`OCTO_SANDBOX_FAULTS: unknown fault "${key}" (timeout, error, slow, timeout_ms, slow_ms, seed)`);
  }
  if (out.timeout + out.error + out.slow > 1) throw new Error("OCTO_SANDBOX_FAULTS: the shares add up to more than 1");
  return out;
}

/**
 * OCTO_SANDBOX_FAULTS from the environment: undefined when unset or empty. Refused with NODE_ENV=production unless
 * SANDBOX_ALLOW_PRODUCTION=1 (a staging stack), as the sandbox itself is.
 */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): OctoFaults | undefined {
  const raw = env.OCTO_SANDBOX_FAULTS?.trim();
  if (!raw) return undefined;
  if (env.NODE_ENV === "production" && env.SANDBOX_ALLOW_PRODUCTION !== "1") {
    throw new Error("OCTO_SANDBOX_FAULTS is refused with NODE_ENV=production (a test double's fault injection)");
  }
  return parseOctoFaults(raw);
}

/** mulberry32: small seeded dice, so a soak with `seed=` injects the same sequence. */
export function dice(seed?: number): () => number {
  if (seed === undefined) return Math.random;
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KIND = Symbol("octoFault");
type Faulted = FastifyRequest & { [KIND]?: FaultKind };

const INTERNAL = JSON.stringify({
  error: "INTERNAL_SERVER_ERROR",
  errorMessage: "There was an un-recoverable error, please try again",
});

/** Installs the hooks (after the authentication hook) and `GET /_sandbox/faults`. */
export function installFaults(app: FastifyInstance, faults: OctoFaults, exempt: (url: string) => boolean): void {
  const roll = dice(faults.seed);
  const counts: Record<FaultKind, number> = {
    "timeout-before": 0,
    "timeout-after": 0,
    "error-before": 0,
    "error-after": 0,
    slow: 0,
  };
  let requests = 0;
  let on = true;

  app.addHook("onRequest", async (req: Faulted, reply: FastifyReply) => {
    if (!on || exempt(req.url) || req.url.startsWith("/_sandbox/") || req.headers["x-sandbox-faults"] === "off") return;
    requests++;
    const r = roll();
    const before = roll() < 0.5;
    let kind: FaultKind | null = null;
    if (r < faults.timeout) kind = before ? "timeout-before" : "timeout-after";
    else if (r < faults.timeout + faults.error) kind = before ? "error-before" : "error-after";
    else if (r < faults.timeout + faults.error + faults.slow) kind = "slow";
    if (!kind) return;
    counts[kind]++;
    req[KIND] = kind;
    if (kind === "slow") await sleep(roll() * faults.slowMs);
    else if (kind === "error-before") return reply.code(500).type("application/json").send(INTERNAL);
    else if (kind === "timeout-before") {
      await sleep(faults.timeoutMs);
      return reply.code(504).type("application/json").send(INTERNAL);
    }
  });

  app.addHook("onSend", async (req: Faulted, reply, payload) => {
    const kind = req[KIND];
    if (kind === "error-after") {
      reply.code(500).type("application/json");
      return INTERNAL;
    }
    if (kind === "timeout-after") await sleep(faults.timeoutMs);
    return payload;
  });

  app.get("/_sandbox/faults", async () => ({
    config: faults,
    on,
    requests,
    injected: counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  }));
  // The outage ends (the soak's last phase): no new fault from now on; the counts are kept.
  app.delete("/_sandbox/faults", async () => {
    on = false;
    return { on };
  });
}
