/**
 * Security headers on every response of the web server (ADR 0070), with @fastify/helmet: the base
 * Content-Security-Policy (HTML pages replace it with one carrying their script hashes, see site/index.ts),
 * Referrer-Policy, X-Content-Type-Options, frame and opener policies; plus Permissions-Policy, and HSTS only on
 * requests that arrived over TLS (directly, or per X-Forwarded-Proto from a trusted proxy: TRUST_PROXY).
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.ts";
import { baseDirectives, serializeCsp, type CspDirectives } from "./csp.ts";

/** The base policy of this configuration: map tiles (GATSBY_MAP_TILES_URL) and CSP_EXTRA_SOURCES added. */
export const cspFor = (config: Pick<Config, "mapTilesUrl" | "cspExtraSources">): CspDirectives =>
  baseDirectives({ mapTilesUrl: config.mapTilesUrl, extraSources: config.cspExtraSources });

/** Browser features the site never uses are off; nothing asks for the visitor's position. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

export interface SecurityHeadersOptions {
  csp: CspDirectives;
  /** Strict-Transport-Security max-age in seconds on TLS requests (HSTS_MAX_AGE; 0 = never sent). */
  hstsMaxAge: number;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: options.csp },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    // Set below, on TLS requests only: over plain http the header is meaningless and would pin a dev host.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (options.hstsMaxAge > 0 && request.protocol === "https") {
      reply.header("strict-transport-security", `max-age=${options.hstsMaxAge}; includeSubDomains`);
    }
  });
  // Any cookie the server sets (none today; forms and sessions may come) is SameSite=Lax, and Secure over TLS.
  app.addHook("onSend", async (request, reply, payload) => {
    const cookies = reply.getHeader("set-cookie");
    if (cookies !== undefined) {
      const list = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((c) =>
        hardenCookie(c, request.protocol === "https"),
      );
      reply.header("set-cookie", list);
    }
    return payload;
  });
}

/** Replaces the base policy of a reply by one that also allows the given inline script hashes. */
export function setPageCsp(reply: FastifyReply, csp: CspDirectives, scriptHashes: readonly string[]): void {
  reply.header("content-security-policy", serializeCsp(csp, scriptHashes));
}

/** A Set-Cookie value with SameSite=Lax unless it names its own SameSite, and Secure when served over TLS. */
export function hardenCookie(cookie: string, tls: boolean): string {
  let out = cookie;
  if (!/;\s*samesite=/i.test(out)) out += "; SameSite=Lax";
  if (tls && !/;\s*secure(;|$)/i.test(out)) out += "; Secure";
  return out;
}
