import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_THRESHOLD_BYTES } from "../compression.ts";
import type { Config } from "../config.ts";
import { resolveSitePath, type SiteDecision } from "./resolve.ts";

/** Hashed assets never change; HTML and page-data must be revalidated (Gatsby's caching rules). */
function cacheControl(relative: string): string {
  if (relative.startsWith("static/") || /-[0-9a-f]{20}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

/** The size of the build's file at `relative`, null when there is none (candidates are tried in order). */
async function fileSize(root: string, relative: string): Promise<number | null> {
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built Gatsby site: static files, the locale fallback redirects of the spec, and the 404/500 pages
 * with their real status codes. Reads the public directory at request time, so an atomic swap of the build
 * (publish pipeline) is picked up without a restart. Files are sent by @fastify/static (types, length, ETag,
 * ranges, streaming); this module only decides which file and which status.
 */
export async function siteServer(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const root = path.resolve(opts.config.publicDir);
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: "deny" });
  if (!app.hasRequestDecorator("cookies")) await app.register(fastifyCookie);

  async function send(request: FastifyRequest, reply: FastifyReply, decision: SiteDecision): Promise<FastifyReply> {
    switch (decision.kind) {
      case "redirect":
        if (decision.vary) reply.header("vary", decision.vary);
        return reply.redirect(decision.location, decision.status);
      case "file":
      case "not-found": {
        const candidates = decision.kind === "file" ? decision.files : decision.pages;
        for (const relative of candidates) {
          const size = await fileSize(root, relative);
          if (size === null) continue;
          const status = decision.kind === "file" ? 200 : 404;
          // @fastify/static streams, and @fastify/compress compresses every stream: small files go as they are.
          if (size < COMPRESS_THRESHOLD_BYTES) request.headers["x-no-compression"] = "small";
          return reply
            .code(status)
            .header("cache-control", status === 200 ? cacheControl(relative) : "no-store")
            .header("x-content-type-options", "nosniff")
            .sendFile(relative, root);
        }
        if (decision.kind === "file") return send(request, reply, decision.fallback);
        return reply.code(404).type("text/plain; charset=utf-8").send("Page not found");
      }
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ error: "NOT_FOUND", message: `Page not found: ${request.url.split("?")[0]}` });
    }
    const decision = resolveSitePath(request.url, {
      cookieLocale: request.cookies.locale ?? null,
      acceptLanguage: request.headers["accept-language"] ?? "",
      serveBuildArtefacts: opts.config.serveSourceMaps,
    });
    return send(request, reply, decision);
  };
  app.get("/*", handler); // Fastify answers HEAD from the GET route (exposeHeadRoutes)

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error(error);
    if (request.url.startsWith("/api/")) {
      return reply.code(500).send({ error: "INTERNAL_SERVER_ERROR", message: "An error occured" });
    }
    const page = ["500/index.html", "500.html"];
    const found = (await fileSize(root, page[0]!)) !== null ? page[0] : (await fileSize(root, page[1]!)) !== null ? page[1] : null;
    if (!found) return reply.code(500).type("text/plain; charset=utf-8").send("An error occured");
    return reply.code(500).header("cache-control", "no-store").sendFile(found, root);
  });
}
