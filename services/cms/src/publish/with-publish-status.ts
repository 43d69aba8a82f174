import type { CollectionConfig, GlobalConfig } from 'payload'

import { publishWebhook } from '../hooks/publish-webhook'
import { publishStatusField } from './status-endpoint'

/**
 * Adds the "Live site" sidebar field (ADR 0348) to a collection whose publish calls the web server's webhook
 * (its afterChange hooks include publishWebhook) and to the site settings global (whose change rebuilds the site);
 * any other config is returned unchanged.
 */
export function withPublishStatus<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const publishes =
    config.slug === 'site-settings' || Boolean(config.hooks?.afterChange?.some((hook) => hook === publishWebhook))
  if (!publishes) return config
  return { ...config, fields: [...config.fields, publishStatusField] }
}
