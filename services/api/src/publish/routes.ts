/**
 * POST /api/build-webhook (the CMS publish hook; shared secret in `x-build-webhook-secret`), GET
 * /api/build-webhook/:id (one publish's state, shown to the CMS's editors; same secret; ADR 0348) and
 * GET /api/build-status. The public status leaves out the server's paths and the build's output (ADR 0270): the
 * full status, with the build directories and the failed build's message, is on the private metrics port
 * (`/build-status` there) and in the log.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BuildResult, BuildStatus, Publisher } from "./publisher.ts";
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
  /** The publisher, when the pipeline is on and the request carries the shared secret; else the answer is sent. */
  const authorized = (request: FastifyRequest, reply: FastifyReply): Publisher | null => {
    if (!opts.publisher || !opts.secret) {
      void reply.code(503).send({
        error: "PUBLISH_DISABLED",
        message: "The publish pipeline is not configured (SITE_DIR, BUILD_WEBHOOK_SECRET)",
      });
      return null;
    }
    const header = request.headers["x-build-webhook-secret"];
    const bearer = request.headers.authorization?.startsWith("Bearer ")
      ? request.headers.authorization.slice(7)
      : undefined;
    const presented = (Array.isArray(header) ? header[0] : header) ?? bearer;
    if (!secretMatches(presented, opts.secret)) {
      void reply.code(401).send({ error: "UNAUTHORIZED", message: "Wrong or missing build webhook secret" });
      return null;
    }
    return opts.publisher;
  };

  app.post("/build-webhook", async (request, reply) => {
    const publisher = authorized(request, reply);
    if (!publisher) return reply;
    const body = BuildWebhookBody.parse(request.body ?? {});
    const reason = [body.collection, body.slug ?? body.id].filter((v) => v !== undefined).join(":") || "manual";
    const { started, queued, requestId } = await publisher.publish(reason);
    request.log.info({ reason, started, queued, requestId }, "build requested");
    return reply
      .code(202)
      .send({ accepted: true, started, queued, requestId, status: publicBuildStatus(publisher.status()) });
  });

  /**
   * Where one acknowledged publish is (the CMS shows it to the editor, ADR 0348): pending, building, live (since
   * when) or failed (when, exit code). Same secret as the webhook; 404 for an id this database does not know.
   */
  app.get<{ Params: { id: string } }>("/build-webhook/:id", async (request, reply) => {
    const publisher = authorized(request, reply);
    if (!publisher) return reply;
    const state = await publisher.requestState(request.params.id);
    reply.header("cache-control", "no-store");
    if (!state) return reply.code(404).send({ error: "NOT_FOUND", message: "No publish with this id" });
    return reply.send({
      id: state.id,
      status: state.status,
      building: state.building,
      requestedAt: new Date(state.requestedMs).toISOString(),
      liveAt: state.liveMs === null ? null : new Date(state.liveMs).toISOString(),
      failure: state.failure,
    });
  });

  app.get("/build-status", async (_request, reply) => {
    if (!opts.publisher) return reply.code(200).header("cache-control", "no-store").send({ state: "disabled" });
    return reply.code(200).header("cache-control", "no-store").send(publicBuildStatus(opts.publisher.status()));
  });
}

/** A build result without the server's paths (buildDir) or the build output's tail (message). */
function publicResult(result: BuildResult | null): Omit<BuildResult, "buildDir" | "message"> | null {
  if (!result) return null;
  const { buildDir: _dir, message: _message, ...rest } = result;
  return rest;
}

/** The build status a visitor may see: state, timings, reasons and file counts; no paths, no build output. */
export function publicBuildStatus(status: BuildStatus): Omit<BuildStatus, "live" | "lastSuccess" | "lastError"> & {
  lastSuccess: ReturnType<typeof publicResult>;
  lastError: ReturnType<typeof publicResult>;
} {
  const { live: _live, lastSuccess, lastError, ...rest } = status;
  return { ...rest, lastSuccess: publicResult(lastSuccess), lastError: publicResult(lastError) };
}
