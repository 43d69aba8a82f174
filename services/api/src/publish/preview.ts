/**
 * GET /api/preview/:collection/:id?locale= — the draft of one CMS document, for the site's client-only preview
 * page. The editor's Payload session (cookie `payload-token`, set by the CMS admin on the same host: cookies
 * ignore the port) or an `Authorization: JWT <token>` header is forwarded to the CMS REST API with draft=true.
 * No session, or one the CMS does not accept → 401; nothing is cached; never indexed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLocale } from "../locale.ts";
import fastifyCookie from "@fastify/cookie";

export const PREVIEW_COLLECTIONS = ["articles", "products", "pages", "home-pages", "partners"] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];
const isPreviewCollection = (v: string): v is PreviewCollection =>
  (PREVIEW_COLLECTIONS as readonly string[]).includes(v);

/** The CMS credentials of a request (its Authorization header, else its parsed cookies), or null. */
export function cmsAuthorization(request: {
  authorization?: string;
  cookies?: Record<string, string | undefined>;
}): string | null {
  const auth = request.authorization?.trim();
  if (auth && /^(JWT|Bearer) [A-Za-z0-9._-]+$/.test(auth)) return `JWT ${auth.split(" ")[1]}`;
  const token = request.cookies?.["payload-token"];
  if (token && /^[A-Za-z0-9._-]+$/.test(token)) return `JWT ${token}`;
  return null;
}

export async function previewRoutes(
  app: FastifyInstance,
  opts: { cmsUrl: string; timeoutMs: number; loginUrl?: string | null },
): Promise<void> {
  if (!app.hasRequestDecorator("cookies")) await app.register(fastifyCookie);
  const cms = opts.cmsUrl.replace(/\/+$/, "");
  // The answers never name CMS_URL (an internal address): the login link only when CMS_ADMIN_URL says it (ADR 0343).
  const fail = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply
      .code(status)
      .headers(noStore)
      .send({ error, message, ...(opts.loginUrl ? { loginUrl: opts.loginUrl } : {}) });

  app.get(
    "/preview/:collection/:id",
    async (
      request: FastifyRequest<{ Params: { collection: string; id: string }; Querystring: { locale?: string } }>,
      reply,
    ) => {
      const { collection, id } = request.params;
      const locale = request.query.locale && isLocale(request.query.locale) ? request.query.locale : "fr";
      if (!isPreviewCollection(collection) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
        return fail(reply, 400, "BAD_REQUEST", "Unknown collection or id");
      }
      const authorization = cmsAuthorization({
        authorization: request.headers.authorization,
        cookies: request.cookies,
      });
      if (!authorization) return fail(reply, 401, "UNAUTHORIZED", "Log in to the CMS to preview drafts");
      const init = {
        headers: { authorization, accept: "application/json" },
        signal: AbortSignal.timeout(opts.timeoutMs),
      };
      let me: Response;
      try {
        me = await fetch(`${cms}/api/users/me`, init);
      } catch (error) {
        request.log.warn({ err: error }, "preview: CMS unreachable");
        return fail(reply, 502, "CMS_UNAVAILABLE", "The CMS did not answer");
      }
      const user = me.ok ? ((await me.json()) as { user?: { id?: unknown } | null }).user : null;
      if (!user) return fail(reply, 401, "UNAUTHORIZED", "Your CMS session has expired: log in again");

      const query = new URLSearchParams({ draft: "true", locale, "fallback-locale": "en", depth: "1" });
      const res = await fetch(`${cms}/api/${collection}/${encodeURIComponent(id)}?${query}`, {
        ...init,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (res.status === 401 || res.status === 403)
        return fail(reply, 401, "UNAUTHORIZED", "The CMS refused this session");
      if (res.status === 404) return fail(reply, 404, "NOT_FOUND", `No ${collection} document ${id}`);
      if (!res.ok) return fail(reply, 502, "CMS_ERROR", `The CMS answered ${res.status}`);
      const doc = (await res.json()) as Record<string, unknown>;
      return reply.code(200).headers(noStore).send({ collection, id, locale, doc });
    },
  );
}

const noStore = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  vary: "Cookie, Authorization",
};
