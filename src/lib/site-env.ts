import { SITE_VERSION } from "./site-version";

/** Build-time settings of the site, from environment variables (documented in the README). */
export interface SiteEnv {
  /** Public origin used in canonical, hreflang and sitemap URLs. */
  siteUrl: string;
  /** Payload CMS origin; its GraphQL endpoint is `${cmsUrl}/api/graphql`. */
  cmsUrl: string;
  /** The root package.json's version. */
  version: string;
}

export function siteEnv(env: Record<string, string | undefined>): SiteEnv {
  return {
    siteUrl: (env.SITE_URL ?? "http://localhost:8000").replace(/\/$/, ""),
    cmsUrl: (env.CMS_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    version: SITE_VERSION,
  };
}
