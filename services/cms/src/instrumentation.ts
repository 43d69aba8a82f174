/**
 * Next calls register() once when the server starts: initialise Payload there (database migrations, first-start
 * seed, admin user) instead of on the first request. A start that cannot migrate stops the server with the
 * migration's name and error (ADR 0260) rather than serving a CMS whose schema does not match its code.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const started = Date.now()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  try {
    const payload = await getPayload({ config })
    payload.logger.info(`Payload ready in ${Date.now() - started} ms`)
  } catch (err) {
    console.error(`CMS start failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
}
