import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_THRESHOLD_BYTES } from "../compression.ts";
import type { Config } from "../config.ts";
import { ScriptHashCache } from "../security/csp.ts";
import { cspFor, setPageCsp } from "../security/headers.ts";
import { mediaTypeOf, resolveSitePath, type SiteDecision } from "./resolve.ts";
import { MatchPathCache } from "./client-routes.ts";

/** Hashed assets never change; HTML and page-data must be revalidated (Gatsby's caching rules). */
export function cacheControl(relative: string): string {
  if (relative.startsWith("static/") || /-[0-9a-f]{20}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

/** Size and mtime of the build's file at `relative`, null when there is none (candidates are tried in order). */
async function fileStat(
  root: string,
  relative: string,
): Promise<{ full: string; size: number; mtimeMs: number } | null> {
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { full, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Readiness of the live site (ADR 0343): the page a visitor who opens "/" lands on is there. Follows the server's
 * own decisions from "/" (a browser without cookie or language: the default locale's home), at most a few
 * redirects, and resolves when the file it ends on exists; rejects otherwise. The real build has no root
 * `index.html` ("/" redirects), so that file proves nothing.
 */
export async function servesPages(liveDir: string): Promise<void> {
  const root = path.resolve(liveDir);
  let url = "/";
  for (let hop = 0; hop < 5; hop++) {
    const decision = resolveSitePath(url, { cookieLocale: null, acceptLanguage: "" });
    if (decision.kind === "redirect") {
      url = decision.location;
      continue;
    }
    if (decision.kind === "file") {
      for (const relative of decision.files) if ((await fileStat(root, relative)) !== null) return;
    }
    throw new Error(`the live site has no page for ${url} (in ${root})`);
  }
  throw new Error("too many redirects from /");
}

/**
 * Serves the built Gatsby site: static files, the locale fallback redirects of the spec, and the 404/500 pages
 * with their real status codes. Reads the public directory at request time, so an atomic swap of the build
 * (publish pipeline) is picked up without a restart: `liveDir` names the live build's directory (the publish
 * pipeline's, which follows the build the database says is live), asked once per request so that a
 * request is answered from one build only. Files are sent by @fastify/static (types, length, ETag, ranges,
 * streaming); this module only decides which file and which status.
 */
export async function siteServer(
  app: FastifyInstance,
  opts: { config: Config; liveDir?: () => string | null },
): Promise<void> {
  const fixedRoot = path.resolve(opts.config.publicDir);
  const rootNow = () => path.resolve(opts.liveDir?.() ?? fixedRoot);
  await app.register(fastifyStatic, { root: fixedRoot, serve: false, cacheControl: false, dotfiles: "deny" });
  if (!app.hasRequestDecorator("cookies")) await app.register(fastifyCookie);
  const csp = cspFor(opts.config);
  const scriptHashes = new ScriptHashCache();
  const matchPaths = new MatchPathCache();

  /** An HTML page gets a Content-Security-Policy that allows exactly its own inline scripts (ADR 0070). */
  async function pagePolicy(
    reply: FastifyReply,
    relative: string,
    file: { full: string; size: number; mtimeMs: number },
  ): Promise<void> {
    if (path.extname(relative) !== ".html") return;
    setPageCsp(reply, csp, await scriptHashes.hashesOf(file.full, file, () => readFile(file.full, "utf8")));
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    decision: SiteDecision,
    root: string,
  ): Promise<FastifyReply> {
    switch (decision.kind) {
      case "redirect":
        if (decision.vary) reply.header("vary", decision.vary);
        return reply.redirect(decision.location, decision.status);
      case "file":
      case "not-found": {
        const candidates = decision.kind === "file" ? decision.files : decision.pages;
        for (const relative of candidates) {
          const file = await fileStat(root, relative);
          if (file === null) continue;
          const { size } = file;
          await pagePolicy(reply, relative, file);
          const status = decision.kind === "file" ? 200 : 404;
          // CMS media: an image type from the allowlist, sandboxed (never a document of this origin; ADR 0343).
          const mediaType = mediaTypeOf(`/${relative}`);
          if (mediaType) reply.header("content-security-policy", "sandbox").type(mediaType);
          // @fastify/static streams, and @fastify/compress compresses every stream: small files go as they are.
          if (size < COMPRESS_THRESHOLD_BYTES) request.headers["x-no-compression"] = "small";
          return reply
            .code(status)
            .header("cache-control", status === 200 ? cacheControl(relative) : "no-store")
            .header("x-content-type-options", "nosniff")
            .sendFile(relative, root);
        }
        if (decision.kind === "file") return send(request, reply, decision.fallback, root);
        return reply.code(404).type("text/plain; charset=utf-8").send("Page not found");
      }
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ error: "NOT_FOUND", message: `Page not found: ${request.url.split("?")[0]}` });
    }
    const root = rootNow();
    const decision = resolveSitePath(request.url, {
      cookieLocale: request.cookies.locale ?? null,
      acceptLanguage: request.headers["accept-language"] ?? "",
      serveBuildArtefacts: opts.config.serveSourceMaps,
      site: opts.config.site,
      clientRoutes: await matchPaths.entriesOf(root),
    });
    return send(request, reply, decision, root);
  };
  app.get("/*", handler); // Fastify answers HEAD from the GET route (exposeHeadRoutes)

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error(error);
    if (request.url.startsWith("/api/")) {
      return reply.code(500).send({ error: "INTERNAL_SERVER_ERROR", message: "An error occured" });
    }
    const page = ["500/index.html", "500.html"];
    const root = rootNow();
    for (const relative of page) {
      const file = await fileStat(root, relative);
      if (!file) continue;
      await pagePolicy(reply, relative, file);
      return reply.code(500).header("cache-control", "no-store").sendFile(relative, root);
    }
    return reply.code(500).type("text/plain; charset=utf-8").send("An error occured");
  });
}
