import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { resolveSitePath, type SiteDecision } from "./resolve.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".ics": "text/calendar; charset=utf-8",
  ".pdf": "application/pdf",
};

const STREAM_FROM_BYTES = 1024 * 1024;

/** Hashed assets never change; HTML and page-data must be revalidated (Gatsby's caching rules). */
function cacheControl(relative: string): string {
  if (relative.startsWith("static/") || /-[0-9a-f]{20}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

async function fileAt(root: string, relative: string): Promise<{ full: string; size: number } | null> {
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep) && full !== root) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { full, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built Gatsby site: static files, the locale fallback redirects of the spec, and the 404/500 pages
 * with their real status codes. Reads the public directory at request time, so an atomic swap of the build
 * (publish pipeline) is picked up without a restart.
 */
export async function siteServer(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const root = path.resolve(opts.config.publicDir);

  async function send(reply: FastifyReply, decision: SiteDecision): Promise<FastifyReply> {
    switch (decision.kind) {
      case "redirect":
        if (decision.vary) reply.header("vary", decision.vary);
        return reply.redirect(decision.location, decision.status);
      case "file":
      case "not-found": {
        const candidates = decision.kind === "file" ? decision.files : decision.pages;
        for (const relative of candidates) {
          const file = await fileAt(root, relative);
          if (!file) continue;
          const { full, size } = file;
          const status = decision.kind === "file" ? 200 : 404;
          reply
            .code(status)
            .header("content-type", TYPES[path.extname(full)] ?? "application/octet-stream")
            .header("cache-control", status === 200 ? cacheControl(relative) : "no-store")
            .header("x-content-type-options", "nosniff")
            .header("content-length", size);
          // Pages and bundles are read whole (compression then skips those under 1 KB); large media are streamed.
          return reply.send(size < STREAM_FROM_BYTES ? await readFile(full) : createReadStream(full));
        }
        if (decision.kind === "file") return send(reply, decision.fallback);
        return reply.code(404).type("text/plain; charset=utf-8").send("Page not found");
      }
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ error: "NOT_FOUND", message: `Page not found: ${request.url.split("?")[0]}` });
    }
    const decision = resolveSitePath(request.url, {
      cookieLocale: parseCookie(request.headers.cookie ?? "", "locale"),
      acceptLanguage: request.headers["accept-language"] ?? "",
      serveBuildArtefacts: opts.config.serveSourceMaps,
    });
    return send(reply, decision);
  };
  app.get("/*", handler); // Fastify answers HEAD from the GET route (exposeHeadRoutes)

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error(error);
    if (request.url.startsWith("/api/")) {
      return reply.code(500).send({ error: "INTERNAL_SERVER_ERROR", message: "An error occured" });
    }
    const page = (await fileAt(root, "500/index.html")) ?? (await fileAt(root, "500.html"));
    if (!page) return reply.code(500).type("text/plain; charset=utf-8").send("An error occured");
    return reply.code(500).type("text/html; charset=utf-8").header("cache-control", "no-store").send(createReadStream(page.full));
  });
}

export function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}
