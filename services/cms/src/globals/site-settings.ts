import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { BRAND_DEFAULTS } from '../../../../domain/brand'
import { anyone, isAdmin } from '../access'
import { deliverPublish } from '../hooks/publish-webhook'
import { publishDeliveries } from '../publish/deliveries'

/**
 * A change of the brand changes every page (title, header, footer): the site is rebuilt like after a publish
 * (BUILD_WEBHOOK_URL). The web server reads the global itself, cached for a minute (ADR 0230).
 */
const rebuildSite: GlobalAfterChangeHook = ({ context, doc, req }) => {
  const url = process.env.BUILD_WEBHOOK_URL
  if (!url || context?.skipWebhook) return doc
  // Retried with backoff until the web server acknowledges it, like a publish (publish-webhook.ts, ADR 0346).
  const logger = req.payload.logger
  void deliverPublish({
    url,
    body: JSON.stringify({ collection: 'site-settings', id: 'global' }),
    secret: process.env.BUILD_WEBHOOK_SECRET,
    log: { info: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
    progress: publishDeliveries.start('site-settings:global'),
  })
  return doc
}

/** The one brand setting: read by the site at build time, by the web server for e-mails, PDFs and payments. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  // GraphQL: SiteSettings / updateSiteSettings (Payload would singularize the slug to SiteSetting).
  graphQL: { name: 'SiteSettings' },
  access: { read: anyone, update: isAdmin },
  admin: {
    group: 'Configuration',
    description: 'The brand shown by the site, the ticket e-mails and PDFs, and the payment page.',
  },
  hooks: { afterChange: [rebuildSite] },
  fields: [
    {
      name: 'operatorName',
      type: 'text',
      required: true,
      maxLength: 80,
      defaultValue: BRAND_DEFAULTS.operatorName,
      admin: { description: 'The brand: title suffix, header, footer, e-mails, PDF tickets, payment page.' },
    },
    {
      name: 'mailFromName',
      type: 'text',
      required: true,
      maxLength: 80,
      defaultValue: BRAND_DEFAULTS.mailFromName,
      admin: { description: 'Sender name of the e-mails.' },
    },
    {
      name: 'mailFromAddress',
      type: 'email',
      required: true,
      defaultValue: BRAND_DEFAULTS.mailFromAddress,
      admin: { description: 'Sender address of the e-mails.' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'PNG or JPEG (the PDF tickets embed it); its alternative text is the brand name.' },
    },
  ],
}
