/**
 * Called once by instrumentation.ts under Node. A start that cannot migrate stops the server with the migration's
 * name and error (ADR 0260) rather than serving a CMS whose schema does not match its code.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

export async function startPayload(): Promise<void> {
  const started = Date.now()
  try {
    const payload = await getPayload({ config })
    payload.logger.info(`Payload ready in ${Date.now() - started} ms`)
  } catch (err) {
    console.error(`CMS start failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
}
