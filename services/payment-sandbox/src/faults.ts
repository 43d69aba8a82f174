/**
 * Fault injection (PAYMENT_SANDBOX_FAULTS, off by default; ADR 0344): webhooks late, repeated or never sent, and the
 * visitor's return from the card page lost, as happens with a real provider (a closed tab, a lost connection, a
 * provider's backlog).
 *
 *   PAYMENT_SANDBOX_FAULTS=webhook_delay_s=60,webhook_duplicate=0.2,webhook_drop=0.1,return_drop=0.1[,seed=42]
 *
 * - webhook_delay_s: every webhook waits a random 0 to N seconds before its first attempt (so it often arrives
 *   after the visitor's return, sometimes long after);
 * - webhook_duplicate: that share of webhooks is delivered twice (same MessageId, as Viva's redelivery);
 * - webhook_drop: that share is never sent (recorded in the deliveries with the error "dropped (fault)");
 * - return_drop: that share of successful or declined payments on the card page does not redirect the visitor to the
 *   merchant's return URL: the page says the payment was taken and stops there.
 * `GET /_sandbox/faults` counts what was injected. Refused with NODE_ENV=production (see faultsFromEnv).
 */

export interface PaymentFaults {
  webhookDelayS: number;
  webhookDuplicate: number;
  webhookDrop: number;
  returnDrop: number;
  seed?: number;
}

export interface FaultCounts {
  webhookDelayed: number;
  webhookDuplicated: number;
  webhookDropped: number;
  returnDropped: number;
}

const SHARES: Record<string, keyof PaymentFaults> = {
  webhook_duplicate: "webhookDuplicate",
  webhook_drop: "webhookDrop",
  return_drop: "returnDrop",
};

export function parsePaymentFaults(raw: string): PaymentFaults {
  const out: PaymentFaults = { webhookDelayS: 0, webhookDuplicate: 0, webhookDrop: 0, returnDrop: 0 };
  for (const part of raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value, ...rest] = part.split("=");
    const n = Number(value);
    if (!key || value === undefined || rest.length > 0 || value.trim() === "" || !Number.isFinite(n) || n < 0) {
      throw new Error(`PAYMENT_SANDBOX_FAULTS: "${part}" is not name=number`);
    }
    const share = SHARES[key];
    if (share) {
      if (n > 1) throw new Error(`PAYMENT_SANDBOX_FAULTS: ${key} is a share between 0 and 1: ${value}`);
      (out[share] as number) = n;
    } else if (key === "webhook_delay_s") out.webhookDelayS = n;
    else if (key === "seed") out.seed = Math.floor(n);
    else
      throw new Error(
        `PAYMENT_SANDBOX_FAULTS: unknown fault "${key}" (webhook_delay_s, webhook_duplicate, webhook_drop, return_drop, seed)`,
      );
  }
  if (out.webhookDuplicate + out.webhookDrop > 1)
    throw new Error("PAYMENT_SANDBOX_FAULTS: webhook_duplicate + webhook_drop is more than 1");
  return out;
}

/** Undefined when unset; refused with NODE_ENV=production unless SANDBOX_ALLOW_PRODUCTION=1, as the sandbox is. */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentFaults | undefined {
  const raw = env.PAYMENT_SANDBOX_FAULTS?.trim();
  if (!raw) return undefined;
  if (env.NODE_ENV === "production" && env.SANDBOX_ALLOW_PRODUCTION !== "1") {
    throw new Error("PAYMENT_SANDBOX_FAULTS is refused with NODE_ENV=production (a test double's fault injection)");
  }
  return parsePaymentFaults(raw);
}

/** mulberry32: seeded dice for reproducible runs; Math.random when no seed. */
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

/** The decisions of one sandbox, counted. */
export class FaultPlan {
  readonly counts: FaultCounts = { webhookDelayed: 0, webhookDuplicated: 0, webhookDropped: 0, returnDropped: 0 };
  private readonly roll: () => number;

  constructor(readonly config: PaymentFaults) {
    this.roll = dice(config.seed);
  }

  /** What happens to one webhook event: dropped, or sent `copies` times after `delayMs`. */
  webhook(): { drop: boolean; copies: number; delayMs: number } {
    const r = this.roll();
    if (r < this.config.webhookDrop) {
      this.counts.webhookDropped++;
      return { drop: true, copies: 0, delayMs: 0 };
    }
    const copies = r < this.config.webhookDrop + this.config.webhookDuplicate ? 2 : 1;
    if (copies === 2) this.counts.webhookDuplicated++;
    const delayMs = Math.round(this.roll() * this.config.webhookDelayS * 1000);
    if (delayMs > 0) this.counts.webhookDelayed++;
    return { drop: false, copies, delayMs };
  }

  /** Whether the visitor's return from the card page is lost. */
  dropReturn(): boolean {
    const lost = this.roll() < this.config.returnDrop;
    if (lost) this.counts.returnDropped++;
    return lost;
  }

  total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}
