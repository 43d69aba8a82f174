/**
 * Per-client budget of supplier availability calls (ADR 0347): one address cannot make the web server ask the
 * supplier more than `LIMIT_SUPPLIER_CALLS_PER_MINUTE` availability or calendar questions a minute, however it
 * spreads them over requests, aliases or passenger mixes. Only real calls count: an answer from the read cache
 * (booking/read-cache.ts) costs nothing, so repeated and concurrent searches of families are free.
 *
 * The client is the request's (its limit key, client-key.ts), found through an AsyncLocalStorage entered when the
 * request starts (`registerSupplierClient`); calls outside a request (the reconciler, the outbox) are not counted.
 * The count is the shared limiter's fixed-window counter (one atomic upsert per supplier call, in the web server's
 * database), so every instance counts together and racing calls can never all pass beyond the budget.
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

/**
 * The OCTO client's `beforeRead` hook: counts one supplier availability call of the current client and throws
 * SupplierBudgetSpent once the window's budget is spent. `perMinute` 0 or less: no budget.
 */
export function supplierBudget(limiter: Limiter, perMinute: number): () => Promise<void> {
  return async () => {
    const client = currentSupplierClient();
    if (!client || perMinute <= 0) return;
    const verdict = await limiter.hit(`supplier:${client}`, { limit: perMinute, windowMs: SUPPLIER_BUDGET_WINDOW_MS });
    if (!verdict.allowed) throw new SupplierBudgetSpent(verdict.retryAfterMs);
  };
}
