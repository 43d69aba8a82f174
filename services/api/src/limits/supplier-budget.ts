/**
 * Per-client budget of supplier availability calls (ADR 0347): one address cannot make the web server ask the
 * supplier more than `LIMIT_SUPPLIER_CALLS_PER_MINUTE` availability or calendar questions a minute, however it
 * spreads them over requests, aliases or passenger mixes. Only real calls count: an answer from the read cache
 * (booking/read-cache.ts) costs nothing, so repeated and concurrent searches of families are free.
 *
 * The client is the request's (its limit key, client-key.ts), found through an AsyncLocalStorage entered when the
 * request starts (`registerSupplierClient`); calls outside a request (the reconciler, the outbox) are not counted.
 * The count is the shared limiter's fixed-window counter (one atomic upsert per supplier call, in the web server's
 * database), so every instance counts together and racing calls can never all pass beyond the budget. And a client
 * has at most `LIMIT_SUPPLIER_CALLS_IN_FLIGHT` calls running at once on a server (its next ones wait their turn):
 * a burst of 120 calls spent at once would otherwise queue every other visitor's quote behind it at the supplier.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import { clientKey } from "./client-key.ts";
import type { Limiter } from "./limiter.ts";

export const SUPPLIER_BUDGET_WINDOW_MS = 60_000;

/** A supplier call refused because its client spent its budget (booking/errors.ts makes it TOO_MANY_REQUESTS, 429). */
export class SupplierBudgetSpent extends Error {
  constructor(readonly retryAfterMs: number) {
    super("supplier-call budget of this client spent");
    this.name = "SupplierBudgetSpent";
  }
}

const scope = new AsyncLocalStorage<{ client: string }>();

/** The limit key of the client whose request is being served, or undefined outside a request. */
export const currentSupplierClient = (): string | undefined => scope.getStore()?.client;

/** Runs `fn` on behalf of `client` (tests, and the hook below). */
export const withSupplierClient = <T>(client: string, fn: () => T): T => scope.run({ client }, fn);

/** Every request runs on behalf of its client (its address, as the other per-client limits key it). */
export function registerSupplierClient(app: FastifyInstance): void {
  app.addHook("onRequest", (req, _reply, done) => {
    scope.run({ client: clientKey(req.ip) }, done);
  });
}

/** A client's share of the supplier on this server: its calls in flight and those waiting their turn. */
interface Share {
  running: number;
  waiting: (() => void)[];
}

/**
 * The OCTO client's `aroundRead`: a call of the current client waits its turn until fewer than `inFlight` of the
 * client's calls are running on this server (first come first served), so that one client's burst never stands
 * between the supplier (or the limiter's database) and another visitor; then it is counted (refused with
 * SupplierBudgetSpent once the window's `perMinute` budget is spent; a client seen spent is refused in memory until
 * its window ends) and made. 0 or less: no budget, no bound.
 */
export function supplierBudget(
  limiter: Limiter,
  limits: { perMinute: number; inFlight: number },
): <T>(call: () => Promise<T>) => Promise<T> {
  const shares = new Map<string, Share>();
  /** Clients this server has seen spend their budget, until their window ends: refused without a database write. */
  const spent = new Map<string, number>();
  return async <T>(call: () => Promise<T>): Promise<T> => {
    const client = currentSupplierClient();
    if (!client) return call();
    const refusal = (): SupplierBudgetSpent | null => {
      const until = spent.get(client);
      const now = Date.now();
      return until !== undefined && until > now ? new SupplierBudgetSpent(until - now) : null;
    };
    const early = refusal();
    if (early) throw early;
    // Its turn first (in memory), then the count: a burst waits here, never as a queue of database writes.
    let share: Share | undefined;
    if (limits.inFlight > 0) {
      share = shares.get(client);
      if (!share) shares.set(client, (share = { running: 0, waiting: [] }));
      const mine = share;
      if (mine.running >= limits.inFlight) await new Promise<void>((resolve) => mine.waiting.push(resolve));
      else mine.running++;
    }
    try {
      if (limits.perMinute > 0) {
        const late = refusal();
        if (late) throw late;
        const verdict = await limiter.hit(`supplier:${client}`, {
          limit: limits.perMinute,
          windowMs: SUPPLIER_BUDGET_WINDOW_MS,
        });
        if (!verdict.allowed) {
          const now = Date.now();
          if (spent.size > 10_000) for (const [key, end] of spent) if (end <= now) spent.delete(key);
          spent.set(client, now + verdict.retryAfterMs);
          throw new SupplierBudgetSpent(verdict.retryAfterMs);
        }
      }
      return await call();
    } finally {
      if (share) {
        const next = share.waiting.shift();
        if (next)
          next(); // the turn passes on: running stays the same
        else if (--share.running === 0) shares.delete(client);
      }
    }
  };
}
