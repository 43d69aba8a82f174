import { SITE_VERSION } from "./site-version";

/** Build-time settings of the site, from environment variables (documented in docs/configuration.md). */
export interface SiteEnv {
  /** Public origin used in canonical, hreflang and sitemap URLs. */
  siteUrl: string;
  /** Payload CMS origin; its GraphQL endpoint is `${cmsUrl}/api/graphql`. */
  cmsUrl: string;
  /** The root package.json's version. */
  version: string;
}

/**
 * Headers of the build's own CMS reads: the read token (CMS_READ_TOKEN, header x-cms-read-token) lets them read
 * whole collections (`limit: 0`), which the CMS refuses to anonymous clients. Build-time only.
 */
export function cmsReadHeaders(env: Record<string, string | undefined>): Record<string, string> {
  return env.CMS_READ_TOKEN ? { "x-cms-read-token": env.CMS_READ_TOKEN } : {};
}

export function siteEnv(env: Record<string, string | undefined>): SiteEnv {
  return {
    siteUrl: (env.SITE_URL ?? "http://localhost:8000").replace(/\/$/, ""),
    cmsUrl: (env.CMS_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    version: SITE_VERSION,
  };
}
