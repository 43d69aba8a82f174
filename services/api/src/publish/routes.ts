/**
 * POST /api/build-webhook (the CMS publish hook; shared secret in `x-build-webhook-secret`) and
 * GET /api/build-status.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Publisher } from "./publisher.ts";
import { z } from "zod";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time comparison of the presented secret with the configured one. */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (!presented || !expected) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** What the CMS's publish hook may say about the change (only for the log); anything else is ignored. */
const field = z.union([z.string(), z.number()]).optional().catch(undefined);
const BuildWebhookBody = z.object({ collection: field, id: field, slug: field }).catch({});

export async function publishRoutes(
  app: FastifyInstance,
  opts: { publisher: Publisher | null; secret: string | null },
): Promise<void> {
  app.post("/build-webhook", async (request, reply) => {
    if (!opts.publisher || !opts.secret) {
      return reply.code(503).send({ error: "PUBLISH_DISABLED", message: "The publish pipeline is not configured (SITE_DIR, BUILD_WEBHOOK_SECRET)" });
    }
    const header = request.headers["x-build-webhook-secret"];
    const bearer = request.headers.authorization?.startsWith("Bearer ") ? request.headers.authorization.slice(7) : undefined;
    const presented = (Array.isArray(header) ? header[0] : header) ?? bearer;
    if (!secretMatches(presented, opts.secret)) {
      return reply.code(401).send({ error: "UNAUTHORIZED", message: "Wrong or missing build webhook secret" });
    }
    const body = BuildWebhookBody.parse(request.body ?? {});
    const reason = [body.collection, body.slug ?? body.id].filter((v) => v !== undefined).join(":") || "manual";
    const { started, queued } = await opts.publisher.publish(reason);
    request.log.info({ reason, started, queued }, "build requested");
    return reply.code(202).send({ accepted: true, started, queued, status: opts.publisher.status() });
  });

  app.get("/build-status", async (_request, reply) => {
    if (!opts.publisher) return reply.code(200).header("cache-control", "no-store").send({ state: "disabled" });
    return reply.code(200).header("cache-control", "no-store").send(opts.publisher.status());
  });
}
