/**
 * Request ids: every request gets one (Fastify's reqId), taken from an incoming `x-request-id`
 * when it is a safe token, else a new uuid. It is in every log line of the request, answered as `x-request-id`,
 * and sent as `x-request-id` on the supplier (OCTO) and payment provider (Viva) calls made for that request, which
 * find it through `currentRequestId()` (an AsyncLocalStorage entered when the request starts).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** Letters, digits and `._:-`, 1 to 128 characters: safe in a header and a log line (no spaces, no control bytes). */
const SAFE = /^[A-Za-z0-9._:-]{1,128}$/;

export const isSafeRequestId = (value: unknown): value is string => typeof value === "string" && SAFE.test(value);

/** Fastify `genReqId`: the caller's `x-request-id` when safe, else a uuid. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, or undefined outside a request (background jobs). */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Runs `fn` as part of request `requestId` (background jobs may name their own run). */
export const withRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);

/** Enters the request's context for its hooks and handler, and answers its id as `x-request-id`. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    context.run({ requestId: req.id }, done);
  });
}
