/**
 * The third-party tags: each switched on by an environment variable of the site build (docs/configuration.md) and
 * loaded, from a `src` (the CSP allows no inline third-party script; hosts go in CSP_EXTRA_SOURCES), only after the
 * visitor's consent to its purpose.
 */
import type { Consent } from "./consent";

export interface TagConfig {
  siteEnv: string;
  /** Tag manager container id (GTM-…), null when unset or malformed. */
  gtmId: string | null;
  gtmScriptUrl: string;
  /** A/B testing script: production only. */
  abTestScriptUrl: string | null;
  affiliateScriptUrl: string | null;
  /** Monitoring: an application id that is set and not '0', and the service's script. */
  monitoring: { appId: string; scriptUrl: string } | null;
}

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/** The build's variables, named literally so that webpack inlines them (process.env.GATSBY_*). */
export function buildEnv(): Record<string, string | undefined> {
  return {
    GATSBY_SITE_ENV: process.env.GATSBY_SITE_ENV,
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
    GATSBY_GTM_SCRIPT_URL: process.env.GATSBY_GTM_SCRIPT_URL,
    GATSBY_AB_TEST_SCRIPT_URL: process.env.GATSBY_AB_TEST_SCRIPT_URL,
    GATSBY_AFFILIATE_SCRIPT_URL: process.env.GATSBY_AFFILIATE_SCRIPT_URL,
    GATSBY_MONITORING_APP_ID: process.env.GATSBY_MONITORING_APP_ID,
    GATSBY_MONITORING_SCRIPT_URL: process.env.GATSBY_MONITORING_SCRIPT_URL,
  };
}

const set = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function tagConfig(env: Record<string, string | undefined>): TagConfig {
  const siteEnv = set(env.GATSBY_SITE_ENV) ?? "local";
  const gtmId = set(env.GATSBY_GTM_ID);
  const appId = set(env.GATSBY_MONITORING_APP_ID);
  const monitoringUrl = set(env.GATSBY_MONITORING_SCRIPT_URL);
  return {
    siteEnv,
    gtmId: gtmId && GTM_ID_PATTERN.test(gtmId) ? gtmId : null,
    gtmScriptUrl: set(env.GATSBY_GTM_SCRIPT_URL) ?? "https://www.googletagmanager.com/gtm.js",
    abTestScriptUrl: siteEnv === "production" ? set(env.GATSBY_AB_TEST_SCRIPT_URL) : null,
    affiliateScriptUrl: set(env.GATSBY_AFFILIATE_SCRIPT_URL),
    monitoring: appId && appId !== "0" && monitoringUrl ? { appId, scriptUrl: monitoringUrl } : null,
  };
}

/** The build warning of a tag manager id that is set but malformed (gatsby-node), else null. */
export function gtmIdWarning(env: Record<string, string | undefined>): string | null {
  const id = set(env.GATSBY_GTM_ID);
  return id && !GTM_ID_PATTERN.test(id)
    ? `GATSBY_GTM_ID "${id}" is not GTM- followed by uppercase letters or digits: the tag manager is not loaded.`
    : null;
}

/** Whether any tag needs the visitor's consent (no tag: no banner, nothing to consent to). */
export const needsConsent = (config: TagConfig): boolean =>
  Boolean(config.gtmId || config.abTestScriptUrl || config.affiliateScriptUrl || config.monitoring);

export type TagName = "gtm" | "abTest" | "affiliate" | "monitoring";

/** The tags a choice allows, in loading order. */
export function allowedTags(config: TagConfig, consent: Consent): { name: TagName; src: string }[] {
  const tags: { name: TagName; src: string }[] = [];
  if (consent.analytics && config.gtmId)
    tags.push({ name: "gtm", src: `${config.gtmScriptUrl}?id=${encodeURIComponent(config.gtmId)}` });
  if (consent.analytics && config.abTestScriptUrl) tags.push({ name: "abTest", src: config.abTestScriptUrl });
  if (consent.analytics && config.monitoring) tags.push({ name: "monitoring", src: config.monitoring.scriptUrl });
  if (consent.marketing && config.affiliateScriptUrl) tags.push({ name: "affiliate", src: config.affiliateScriptUrl });
  return tags;
}
